/** EPCIS 2.0 event model (the subset the platform records: object and transformation events). */

export type EpcisAction = 'ADD' | 'OBSERVE' | 'DELETE';

/** A class-level quantity: an EPC class URI with an optional amount and UN/CEFACT unit. */
export interface QuantityElement {
  epcClass: string;
  quantity?: number;
  uom?: string;
}

/** `type` is a CBV short name ('desadv', 'cert') or a URI. */
export interface BizTransaction {
  type?: string;
  bizTransaction: string;
}

/** Serialised as `{type, source}` in a sourceList and `{type, destination}` in a destinationList. */
export interface SourceDest {
  type: string;
  id: string;
}

export interface EpcisEvent {
  type: 'ObjectEvent' | 'TransformationEvent';
  /** ISO 8601 with an offset or Z. */
  eventTime: string;
  /** '+08:00' */
  eventTimeZoneOffset: string;
  eventID?: string;
  /** ObjectEvent only. */
  action?: EpcisAction;
  /** CBV short name ('shipping') or URI. */
  bizStep?: string;
  /** CBV short name ('in_transit') or URI. */
  disposition?: string;
  epcList?: string[];
  quantityList?: QuantityElement[];
  inputEPCList?: string[];
  inputQuantityList?: QuantityElement[];
  outputEPCList?: string[];
  outputQuantityList?: QuantityElement[];
  /** URI, serialised as `{id}`. */
  readPoint?: string;
  /** URI, serialised as `{id}`. */
  bizLocation?: string;
  bizTransactionList?: BizTransaction[];
  sourceList?: SourceDest[];
  destinationList?: SourceDest[];
  /** Keys are compact IRIs such as 'cbvmda:lotNumber' or full URIs. */
  ilmd?: Record<string, string | number>;
  /** URIs of the certificates that back the event's claims. */
  certificationInfo?: string[];
}

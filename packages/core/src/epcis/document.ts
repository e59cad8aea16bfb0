/**
 * EPCIS 2.0 JSON-LD output. Documents are produced as text in pieces (head, events, tail) so an
 * export of millions of EPCs streams without building the document in memory.
 */
import type { EpcisEvent, QuantityElement } from './types';

export const EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld';

/**
 * The document context. The `cbvmda` prefix is restated (with the standard context's own value) so
 * ilmd keys such as `cbvmda:lotNumber` expand the same way in tools that only read inline prefixes,
 * GS1's event hash generator among them.
 */
const DOCUMENT_CONTEXT = [EPCIS_CONTEXT, { cbvmda: 'urn:epcglobal:cbv:mda:' }];

type EpcListName = 'epcList' | 'outputEPCList';

const nonEmpty = <T>(list: T[] | undefined): T[] | undefined => (list?.length ? list : undefined);

function quantityJson(list: QuantityElement[] | undefined) {
  return nonEmpty(list)?.map(({ epcClass, quantity, uom }) => ({ epcClass, quantity, uom }));
}

/** The event object; `streamed` puts an empty list of that name in place of the event's own. */
function eventObject(event: EpcisEvent, streamed?: EpcListName): Record<string, unknown> {
  const epcs = (name: 'epcList' | 'inputEPCList' | 'outputEPCList') =>
    name === streamed ? [] : nonEmpty(event[name]);
  const object: Record<string, unknown> = {
    type: event.type,
    eventTime: event.eventTime,
    eventTimeZoneOffset: event.eventTimeZoneOffset,
    eventID: event.eventID,
    certificationInfo: nonEmpty(event.certificationInfo),
    epcList: epcs('epcList'),
    quantityList: quantityJson(event.quantityList),
    inputEPCList: epcs('inputEPCList'),
    inputQuantityList: quantityJson(event.inputQuantityList),
    outputEPCList: epcs('outputEPCList'),
    outputQuantityList: quantityJson(event.outputQuantityList),
    action: event.type === 'ObjectEvent' ? event.action : undefined,
    bizStep: event.bizStep,
    disposition: event.disposition,
    readPoint: event.readPoint ? { id: event.readPoint } : undefined,
    bizLocation: event.bizLocation ? { id: event.bizLocation } : undefined,
    bizTransactionList: nonEmpty(event.bizTransactionList)?.map(({ type, bizTransaction }) => ({
      type,
      bizTransaction,
    })),
    sourceList: nonEmpty(event.sourceList)?.map(({ type, id }) => ({ type, source: id })),
    destinationList: nonEmpty(event.destinationList)?.map(({ type, id }) => ({ type, destination: id })),
    ilmd: event.ilmd && Object.keys(event.ilmd).length ? event.ilmd : undefined,
  };
  // A JSON round trip drops the absent fields, nested ones included.
  return JSON.parse(JSON.stringify(object)) as Record<string, unknown>;
}

/** The JSON-LD event object in the shape of the EPCIS 2.0 schema. */
export function eventJson(event: EpcisEvent): Record<string, unknown> {
  return eventObject(event);
}

/**
 * Streaming: the event's JSON text split around one EPC list so a caller can write millions of EPCs
 * between. `head` ends with `"epcList":[`, `tail` starts with `]` and closes the event object; the
 * caller writes `JSON.stringify(epc)` joined by ',' in between. The event's own list is not written.
 */
export function eventJsonAround(event: EpcisEvent, list: EpcListName): { head: string; tail: string } {
  const text = JSON.stringify(eventObject(event, list));
  const marker = `${JSON.stringify(list)}:[]`;
  // Property names are written unescaped and string values cannot contain a bare quote, so the
  // first match is the top-level property itself.
  const at = text.indexOf(marker);
  const split = at + marker.length - 1;
  return { head: text.slice(0, split), tail: text.slice(split) };
}

function documentFields(type: string, creationDate: Date): string {
  return `"@context":${JSON.stringify(DOCUMENT_CONTEXT)},"type":"${type}","schemaVersion":"2.0","creationDate":${JSON.stringify(creationDate.toISOString())}`;
}

/** An EPCISDocument up to and including `"eventList":[`; events follow, comma-separated, then the tail. */
export function epcisDocumentHead(
  creationDate: Date,
  extra?: { sender?: string; receiver?: string },
): string {
  const parties = [
    extra?.sender === undefined ? '' : `,"sender":${JSON.stringify(extra.sender)}`,
    extra?.receiver === undefined ? '' : `,"receiver":${JSON.stringify(extra.receiver)}`,
  ].join('');
  return `{${documentFields('EPCISDocument', creationDate)}${parties},"epcisBody":{"eventList":[`;
}

export const EPCIS_DOCUMENT_TAIL = ']}}';

/** An EPCISQueryDocument (a query's or subscription's results) up to and including `"eventList":[`. */
export function epcisQueryDocumentHead(
  creationDate: Date,
  queryName: string,
  subscriptionID?: string,
): string {
  const subscription =
    subscriptionID === undefined ? '' : `,"subscriptionID":${JSON.stringify(subscriptionID)}`;
  return `{${documentFields('EPCISQueryDocument', creationDate)},"epcisBody":{"queryResults":{"queryName":${JSON.stringify(queryName)}${subscription},"resultsBody":{"eventList":[`;
}

export const EPCIS_QUERY_DOCUMENT_TAIL = ']}}}}';

import { labelQrContent } from '../labels';

/** CBV 2.0 business steps, as the EPCIS 2.0 JSON schema accepts them in short form. */
export const CBV_BIZ_STEPS = [
  'accepting',
  'arriving',
  'assembling',
  'collecting',
  'commissioning',
  'consigning',
  'creating_class_instance',
  'cycle_counting',
  'decommissioning',
  'departing',
  'destroying',
  'disassembling',
  'dispensing',
  'encoding',
  'entering_exiting',
  'holding',
  'inspecting',
  'installing',
  'killing',
  'loading',
  'other',
  'packing',
  'picking',
  'receiving',
  'removing',
  'repackaging',
  'repairing',
  'replacing',
  'reserving',
  'retail_selling',
  'shipping',
  'staging_outbound',
  'stock_taking',
  'stocking',
  'storing',
  'transporting',
  'unloading',
  'unpacking',
  'void_shipping',
  'sensor_reporting',
  'sampling',
] as const;

/** CBV 2.0 dispositions. */
export const CBV_DISPOSITIONS = [
  'active',
  'container_closed',
  'damaged',
  'destroyed',
  'dispensed',
  'disposed',
  'encoded',
  'expired',
  'in_progress',
  'in_transit',
  'inactive',
  'no_pedigree_match',
  'non_sellable_other',
  'partially_dispensed',
  'recalled',
  'reserved',
  'retail_sold',
  'returned',
  'sellable_accessible',
  'sellable_not_accessible',
  'stolen',
  'unknown',
  'available',
  'completeness_verified',
  'completeness_inferred',
  'conformant',
  'container_open',
  'mismatch_instance',
  'mismatch_class',
  'mismatch_quantity',
  'needs_replacement',
  'non_conformant',
  'unavailable',
] as const;

/** CBV 2.0 business transaction types. */
export const CBV_BTT = [
  'bol',
  'cert',
  'desadv',
  'inv',
  'pedigree',
  'po',
  'poc',
  'prodorder',
  'recadv',
  'rma',
  'testprd',
  'testres',
  'upevt',
] as const;

/** CBV 2.0 source/destination types. */
export const CBV_SDT = ['owning_party', 'possessing_party', 'location'] as const;

export type CbvBizStep = (typeof CBV_BIZ_STEPS)[number];
export type CbvDisposition = (typeof CBV_DISPOSITIONS)[number];
export type CbvBtt = (typeof CBV_BTT)[number];
export type CbvSdt = (typeof CBV_SDT)[number];

/** The vocabularies whose short names expand to `https://ref.gs1.org/cbv/{prefix}-{name}`. */
export type CbvVocabulary = 'BizStep' | 'Disp' | 'BTT' | 'SDT';

const CBV_WEB = 'https://ref.gs1.org/cbv/';
/** EPCIS 1.x URNs of the same vocabularies; CBV 2.0 maps them one to one onto the web URIs. */
const CBV_URN_PREFIXES: Record<string, CbvVocabulary | 'ER'> = {
  'urn:epcglobal:cbv:bizstep:': 'BizStep',
  'urn:epcglobal:cbv:disp:': 'Disp',
  'urn:epcglobal:cbv:btt:': 'BTT',
  'urn:epcglobal:cbv:sdt:': 'SDT',
  'urn:epcglobal:cbv:er:': 'ER',
};

/** A CBV value as its full web URI: short names get the vocabulary prefix, URNs are rewritten, other URIs stay. */
export function cbvUri(vocabulary: CbvVocabulary, value: string): string {
  if (!value.includes(':')) return `${CBV_WEB}${vocabulary}-${value}`;
  return cbvUrnToWeb(value);
}

/** Rewrites every EPCIS 1.x CBV URN prefix in `text` to its CBV 2.0 web URI prefix. */
export function cbvUrnToWeb(text: string): string {
  let result = text;
  for (const [urn, vocabulary] of Object.entries(CBV_URN_PREFIXES)) {
    result = result.replaceAll(urn, `${CBV_WEB}${vocabulary}-`);
  }
  return result;
}

function trimBase(base: string): string {
  return base.replace(/\/+$/, '');
}

/** A label's EPC: the same Digital Link (or short `/s/` form) its QR code holds. */
export function labelEpc(base: string, excode: string, gtin: string | null): string {
  return labelQrContent(base, excode, gtin);
}

/** A product class EPC for quantity lists: the GTIN as a Digital Link, narrowed to a lot when one is known. */
export function classEpc(base: string, gtin: string, lot?: string): string {
  const product = `${trimBase(base)}/01/${gtin.padStart(14, '0')}`;
  return lot ? `${product}/10/${encodeURIComponent(lot)}` : product;
}

const SERIAL_OF_EPC = /\/(?:01\/\d{14}\/21|s)\/([^/?#]+)\/?(?:[?#].*)?$/;

/** The label serial an EPC made by labelEpc carries, or null for any other identifier. */
export function excodeOfEpc(epc: string): string | null {
  return SERIAL_OF_EPC.exec(epc)?.[1] ?? null;
}

/** A company as an EPCIS party: its GLN as a Digital Link when it has one, else its page on the platform. */
export function companyUri(base: string, corpId: string, gln?: string | null): string {
  return gln ? `${trimBase(base)}/414/${gln}` : `${trimBase(base)}/companies/${encodeURIComponent(corpId)}`;
}

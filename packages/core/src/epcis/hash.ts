/**
 * The EPCIS Event Hash ID (CBV 2.0 section 8.9): a sha-256 over a canonical "pre-hash" string of
 * the event, so the same event recorded twice, or by two systems, gets the same identifier.
 * The layout follows GS1's reference implementation ("epcis-event-hash-generator") so that its
 * test vectors hold: fields in the specified order, repeated values sorted, and the list-valued
 * fields it does not order (business transactions, sources, destinations, ilmd) appended at the
 * end, sorted as whole strings.
 */
import { createHash } from 'node:crypto';
import { canonicalTime, canonicalValue } from './canonical';
import { type CbvVocabulary, cbvUri } from './cbv';
import type { EpcisEvent, QuantityElement } from './types';

/** Namespaces of the EPCIS 2.0 JSON-LD context, for writing compact ilmd keys as `{namespace}name`. */
const CONTEXT_PREFIXES: Record<string, string> = {
  epcis: 'https://ref.gs1.org/epcis/',
  cbv: 'https://ref.gs1.org/cbv/',
  cbvmda: 'urn:epcglobal:cbv:mda:',
  gs1: 'https://gs1.org/voc/',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  dcterms: 'http://purl.org/dc/terms/',
};

/** Sorted, as a copy; a list already in order (a run's EPCs, say) is only checked. */
function sorted(values: string[]): string[] {
  for (let i = 1; i < values.length; i++) if (values[i - 1]! > values[i]!) return [...values].sort();
  return [...values];
}

/** `name=value` with the value canonical; empty values drop out as in the reference. */
function field(name: string, value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value).trim();
  return text ? `${name}=${canonicalValue(text)}` : '';
}

function cbvField(name: string, vocabulary: CbvVocabulary, value: string | undefined): string {
  return value ? field(name, cbvUri(vocabulary, value.trim())) : '';
}

/** A list element name followed by its sorted children, or nothing when no child has content. */
function group(name: string, children: string[]): string {
  const content = sorted(children.filter(Boolean));
  return content.length ? name + content.join('') : '';
}

const DIGITS = /^\d+$/;

/**
 * A list of EPCs as `group` writes it, each as `field('epc', …)`. An event's EPCs are mostly one
 * Digital Link (or short URI) and a serial: the same path with a different last segment of digits.
 * Canonical forms are decided by the path's shape, where a digit counts as any digit: for one path and
 * one length of the digit segment, the canonical value is a fixed head followed by the segment. That
 * head is worked out once, from two values whose segments differ in every digit, and used only when
 * both agree; any other EPC (a URN, a query, a last segment that is not all digits, a path whose
 * canonical value does not end with its segment) goes through `canonicalValue` alone. A 150,000-label
 * run's list costs one pass instead of a canonical form per EPC.
 */
function epcs(name: string, list: string[] | undefined): string {
  const values = list ?? [];
  const heads = new Map<string, string | null>();
  let lastPath = '';
  let lastLength = 0;
  let lastHead: string | null = null;
  /** The value split before its last segment of digits with that path's head, or null (see above). */
  const split = (epc: string): { head: string; segment: string } | null => {
    const text = epc.trim();
    const slash = text.lastIndexOf('/');
    const segment = text.slice(slash + 1);
    if (slash < 0 || !DIGITS.test(segment) || text.includes('?') || text.includes('#')) return null;
    const path = text.slice(0, slash + 1);
    if (path !== lastPath || segment.length !== lastLength) {
      const key = `${segment.length}:${path}`;
      let head = heads.get(key);
      if (head === undefined) {
        const other = segment.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
        const whole = canonicalValue(path + segment);
        head = whole.endsWith(segment) ? whole.slice(0, whole.length - segment.length) : null;
        if (head !== null && canonicalValue(path + other) !== head + other) head = null;
        heads.set(key, head);
      }
      lastPath = path;
      lastLength = segment.length;
      lastHead = head;
    }
    return lastHead === null ? null : { head: lastHead, segment };
  };
  // The usual list (a run's labels, a batch's bound labels): one head, segments of one length in
  // ascending order, so the fields are already in the order `group` sorts them into.
  const segments: string[] = [];
  let head: string | null = null;
  for (const epc of values) {
    const parts = split(epc);
    const previous = segments.at(-1);
    if (
      !parts ||
      (previous !== undefined &&
        (parts.head !== head || parts.segment.length !== previous.length || parts.segment < previous))
    )
      break;
    head = parts.head;
    segments.push(parts.segment);
  }
  if (head !== null && segments.length === values.length)
    return `${name}epc=${head}${segments.join(`epc=${head}`)}`;
  return group(
    name,
    values.map((epc) => {
      const parts = split(epc);
      return parts ? `epc=${parts.head}${parts.segment}` : field('epc', epc);
    }),
  );
}

function quantities(name: string, list: QuantityElement[] | undefined): string {
  return group(
    name,
    (list ?? []).map((element) =>
      group('quantityElement', [
        field('epcClass', element.epcClass) + field('quantity', element.quantity) + field('uom', element.uom),
      ]),
    ),
  );
}

function ilmdKey(key: string): string {
  const colon = key.indexOf(':');
  const namespace = colon > 0 ? CONTEXT_PREFIXES[key.slice(0, colon)] : undefined;
  return namespace ? `{${namespace}}${key.slice(colon + 1)}` : key;
}

/** The fields the reference leaves outside its ordered walk, each rendered as one string. */
function unorderedFields(event: EpcisEvent): string[] {
  return [
    group(
      'bizTransactionList',
      (event.bizTransactionList ?? []).map(
        (item) => cbvField('type', 'BTT', item.type) + field('bizTransaction', item.bizTransaction),
      ),
    ),
    group(
      'sourceList',
      (event.sourceList ?? []).map((item) => cbvField('type', 'SDT', item.type) + field('source', item.id)),
    ),
    group(
      'destinationList',
      (event.destinationList ?? []).map(
        (item) => cbvField('type', 'SDT', item.type) + field('destination', item.id),
      ),
    ),
    group(
      'ilmd',
      Object.entries(event.ilmd ?? {}).map(([key, value]) => field(ilmdKey(key), value)),
    ),
  ].filter(Boolean);
}

/** The canonical pre-hash string of an event; eventID and recordTime do not take part. */
export function eventPreHash(event: EpcisEvent): string {
  const time = event.eventTime.trim();
  return [
    `eventType=${event.type}`,
    time ? `eventTime=${canonicalTime(time)}` : '',
    field('eventTimeZoneOffset', event.eventTimeZoneOffset),
    sorted((event.certificationInfo ?? []).map((uri) => field('certificationInfo', uri))).join(''),
    epcs('epcList', event.epcList),
    epcs('inputEPCList', event.inputEPCList),
    quantities('quantityList', event.quantityList),
    quantities('inputQuantityList', event.inputQuantityList),
    epcs('outputEPCList', event.outputEPCList),
    quantities('outputQuantityList', event.outputQuantityList),
    field('action', event.action),
    cbvField('bizStep', 'BizStep', event.bizStep),
    cbvField('disposition', 'Disp', event.disposition),
    event.readPoint ? group('readPoint', [field('id', event.readPoint)]) : '',
    event.bizLocation ? group('bizLocation', [field('id', event.bizLocation)]) : '',
    sorted(unorderedFields(event)).join(''),
  ].join('');
}

/** `ni:///sha-256;{hex}?ver=CBV2.0` of the event's pre-hash string. */
export function eventHashId(event: EpcisEvent): string {
  const digest = createHash('sha256').update(eventPreHash(event), 'utf8').digest('hex');
  return `ni:///sha-256;${digest}?ver=CBV2.0`;
}

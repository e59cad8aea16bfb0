import { isValidGtin } from './gs1';
import { dataAttributeFormat, fitsFormat, SET_82 } from './gs1-ais';

/**
 * GS1 Digital Link URIs of a labelled item (GS1 Digital Link URI Syntax 1.4, uncompressed form):
 * `https://{host}[/{any stem}]/01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial} | /235/{tpx}]`, key
 * qualifiers only in that order, then data attributes by AI number in the query string
 * (`?17=261231&3103=000500`). Values are percent-decoded (RFC 3986): `+` is a literal plus sign (a
 * character of set 82), never a space as in HTML forms; a space is not in set 82 at all.
 */

/** The primary key (GTIN) and its key qualifiers, each with its rank: 21 and 235 are alternatives. */
const KEY_RANK: Record<string, number> = { '01': 0, '22': 1, '10': 2, '21': 3, '235': 3 };
/** The keys of a GTIN's Digital Link path, in the only order the standard allows. */
export const DIGITAL_LINK_KEYS = Object.keys(KEY_RANK) as readonly string[];

export type DigitalLinkProblem =
  /** No `/01/{gtin}` in the path. */
  | 'notDigitalLink'
  /** A scheme other than http or https (`ftp://…`). */
  | 'scheme'
  /** A segment pair has a key without a value (`/01/…/21`, `/01/`). */
  | 'missingValue'
  /** A key that is not a qualifier of a GTIN (`/01/…/17/…`). */
  | 'unknownKey'
  /** The same key twice. */
  | 'duplicate'
  /** Qualifiers out of the order 01, 22, 10, 21 (or 235). */
  | 'order'
  /** Both a serial (21) and a third-party controlled serial (235): they are alternatives. */
  | 'serialAlternatives'
  /** The GTIN is not 8, 12, 13 or 14 digits. */
  | 'gtin'
  /** The GTIN's last digit is not its check digit. */
  | 'checkDigit'
  /** A qualifier value outside GS1's character set 82, too long, or badly escaped. */
  | 'value'
  /** A primary key or key qualifier (01, 22, 10, 21, 235) in the query string instead of the path. */
  | 'queryQualifier'
  /** A data attribute whose value does not fit its AI (length, characters, date). */
  | 'attribute'
  /** The same data attribute twice. */
  | 'attributeRepeated'
  /** A numeric query parameter that is no AI a Digital Link may carry. */
  | 'attributeUnknown'
  /** A data attribute without a value. */
  | 'attributeEmpty';

export interface DigitalLink {
  /** Always 14 digits (GTIN-8/12/13 are padded with leading zeros). */
  gtin: string;
  /** Consumer product variant (AI 22). */
  cpv?: string;
  /** Batch or lot number (AI 10). */
  lot?: string;
  /** Serial number (AI 21): the label's excode. */
  serial?: string;
  /** Third-party controlled, serialised extension of the GTIN (AI 235, TPX). */
  tpx?: string;
}

/** Data attributes of a link by AI number (`{ '17': '261231' }`). */
export type DataAttributes = Record<string, string>;

export type DigitalLinkParse =
  | { ok: true; link: DigitalLink; attributes: DataAttributes }
  | { ok: false; problem: DigitalLinkProblem };

type Failure = { ok: false; problem: DigitalLinkProblem };
const fail = (problem: DigitalLinkProblem): Failure => ({ ok: false, problem });

/** Longest value of each key qualifier (all in set 82). */
const QUALIFIER_MAX: Record<string, number> = { '22': 20, '10': 20, '21': 20, '235': 28 };
const FIELD: Record<string, Exclude<keyof DigitalLink, 'gtin'>> = {
  '22': 'cpv',
  '10': 'lot',
  '21': 'serial',
  '235': 'tpx',
};

/** Percent-decoding per RFC 3986 (`+` stays a plus); null when the escapes are broken. */
function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Where the primary key starts: the path is read from its end in key/value pairs while the keys are
 * qualifiers, up to `01` (the grammar's custom stem may be anything, even `…/01/…`). -1 when the path
 * does not end that way.
 */
function primaryKeyIndex(segments: string[]): number {
  for (let i = segments.length - 2; i >= 0; i -= 2) {
    const key = segments[i]!;
    if (key === '01') return i;
    if (!(key in KEY_RANK)) return -1;
  }
  return -1;
}

/** The key/value pairs from the primary key on: checked for order, repeats and values. */
function readPairs(pairs: string[]): { ok: true; link: DigitalLink } | Failure {
  if (pairs.length % 2 !== 0 || pairs.some((segment) => segment === '')) return fail('missingValue');
  const link: Partial<DigitalLink> = {};
  let lastRank = -1;
  const seen = new Set<string>();
  for (let i = 0; i < pairs.length; i += 2) {
    const key = pairs[i]!;
    const rank = KEY_RANK[key];
    if (rank === undefined) return fail('unknownKey');
    if (seen.has(key)) return fail('duplicate');
    if (rank === lastRank) return fail('serialAlternatives');
    if (rank < lastRank) return fail('order');
    seen.add(key);
    lastRank = rank;
    const value = decode(pairs[i + 1]!);
    if (value === null) return fail('value');
    if (key === '01') {
      if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return fail('gtin');
      if (!isValidGtin(value)) return fail('checkDigit');
      link.gtin = value.padStart(14, '0');
      continue;
    }
    if (value === '' || value.length > QUALIFIER_MAX[key]! || !SET_82.test(value)) return fail('value');
    link[FIELD[key]!] = value;
  }
  return { ok: true, link: link as DigitalLink };
}

/**
 * The data attributes of a query string. Parameters whose name is not a number (`linkType`,
 * `context`, anything else) are not AIs and are left to whoever reads them.
 */
export function parseDataAttributes(query: string): { ok: true; attributes: DataAttributes } | Failure {
  const attributes: DataAttributes = {};
  for (const parameter of query.split('&')) {
    if (parameter === '') continue;
    const equals = parameter.indexOf('=');
    const name = decode(equals < 0 ? parameter : parameter.slice(0, equals));
    if (name === null) return fail('attribute');
    if (!/^\d+$/.test(name)) continue;
    if (name in KEY_RANK) return fail('queryQualifier');
    const format = dataAttributeFormat(name);
    if (!format) return fail('attributeUnknown');
    if (Object.hasOwn(attributes, name)) return fail('attributeRepeated');
    const value = equals < 0 ? '' : decode(parameter.slice(equals + 1));
    if (value === null) return fail('attribute');
    if (value === '') return fail('attributeEmpty');
    if (!fitsFormat(format, value)) return fail('attribute');
    attributes[name] = value;
  }
  return { ok: true, attributes };
}

/**
 * Reads a GS1 Digital Link URI, or just its path and query. Accepts `/01/{gtin}` alone (a product, no
 * item) as well as the item forms, after any path stem (`/products/01/…`).
 */
export function parseDigitalLinkPath(input: string): DigitalLinkParse {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(input)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return fail('scheme');
  const [pathAndQuery = ''] = input.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split('#');
  const queryStart = pathAndQuery.indexOf('?');
  const path = queryStart < 0 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const query = queryStart < 0 ? '' : pathAndQuery.slice(queryStart + 1);
  const segments = path.replace(/\/+$/, '').split('/');
  if (segments[0] !== '') return fail('notDigitalLink');
  let start = primaryKeyIndex(segments);
  // A path that does not end in key/value pairs is read from its first `01` for a precise problem.
  if (start < 0) start = segments.indexOf('01', 1);
  if (start < 0) return fail('notDigitalLink');
  const pairs = readPairs(segments.slice(start));
  if (!pairs.ok) return pairs;
  const attributes = parseDataAttributes(query);
  if (!attributes.ok) return attributes;
  return { ok: true, link: pairs.link, attributes: attributes.attributes };
}

/**
 * The canonical path of a link: GTIN-14 and the qualifiers present, in order, escaped; the data
 * attributes given follow in the query string, by AI number.
 */
export function digitalLinkPath(link: DigitalLink, attributes: DataAttributes = {}): string {
  let path = `/01/${link.gtin.padStart(14, '0')}`;
  for (const key of ['22', '10', '21', '235']) {
    const value = link[FIELD[key]!];
    if (value !== undefined) path += `/${key}/${encodeURIComponent(value)}`;
  }
  const query = Object.keys(attributes)
    .sort()
    .map((ai) => `${ai}=${encodeURIComponent(attributes[ai]!)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** One target of a link relation (RFC 9264 target object). */
export interface LinkTarget {
  href: string;
  title?: string;
  type?: string;
  hreflang?: string[];
}

/** GS1 link types (https://ref.gs1.org/voc/) this platform answers. */
export const GS1_LINK_TYPES = {
  defaultLink: 'https://gs1.org/voc/defaultLink',
  pip: 'https://gs1.org/voc/pip',
  traceability: 'https://gs1.org/voc/traceability',
  certificationInfo: 'https://gs1.org/voc/certificationInfo',
  verificationService: 'https://gs1.org/voc/verificationService',
  epcis: 'https://gs1.org/voc/epcis',
} as const;
export type Gs1LinkType = keyof typeof GS1_LINK_TYPES;

/**
 * An RFC 9264 linkset (media type `application/linkset+json`) with one context, `anchor`: relation
 * types are GS1 vocabulary URIs, each with its list of targets.
 */
export function buildLinkset(anchor: string, links: Partial<Record<Gs1LinkType, LinkTarget[]>>) {
  const context: Record<string, string | LinkTarget[]> = { anchor };
  for (const [type, targets] of Object.entries(links) as [Gs1LinkType, LinkTarget[] | undefined][]) {
    if (targets && targets.length > 0) context[GS1_LINK_TYPES[type]] = targets;
  }
  return { linkset: [context] };
}

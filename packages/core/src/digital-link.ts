import { isValidGtin } from './gs1';

/**
 * GS1 Digital Link URIs of a labelled item (GS1 Digital Link standard 1.x, uncompressed form):
 * `/01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]`, key qualifiers only in that order. Data attributes
 * and `linkType` travel in the query string, never in the path.
 */

/** The primary key (GTIN) and its key qualifiers, in the only order the standard allows. */
export const DIGITAL_LINK_KEYS = ['01', '22', '10', '21'] as const;
type DigitalLinkKey = (typeof DIGITAL_LINK_KEYS)[number];

export type DigitalLinkProblem =
  /** The path does not start with `/01/`. */
  | 'notDigitalLink'
  /** A segment pair has a key without a value (`/01/…/21`, `/01/`). */
  | 'missingValue'
  /** A key that is not a qualifier of a GTIN (`/01/…/17/…`). */
  | 'unknownKey'
  /** The same key twice. */
  | 'duplicate'
  /** Qualifiers out of the order 01, 22, 10, 21. */
  | 'order'
  /** The GTIN is not 8, 12, 13 or 14 digits. */
  | 'gtin'
  /** The GTIN's last digit is not its check digit. */
  | 'checkDigit'
  /** A qualifier value outside GS1's character set 82 or longer than 20 characters, or badly escaped. */
  | 'value';

export interface DigitalLink {
  /** Always 14 digits (GTIN-8/12/13 are padded with leading zeros). */
  gtin: string;
  /** Consumer product variant (AI 22). */
  cpv?: string;
  /** Batch or lot number (AI 10). */
  lot?: string;
  /** Serial number (AI 21): the label's excode. */
  serial?: string;
}

export type DigitalLinkParse = { ok: true; link: DigitalLink } | { ok: false; problem: DigitalLinkProblem };

/** GS1 AI encodable character set 82, at most 20 characters (AIs 10, 21 and 22). */
const QUALIFIER_VALUE = /^[A-Za-z0-9!"%&'()*+,\-./:;<=>?_]{1,20}$/;
const FIELD: Record<Exclude<DigitalLinkKey, '01'>, keyof DigitalLink> = {
  '22': 'cpv',
  '10': 'lot',
  '21': 'serial',
};

/**
 * Reads the path of a GS1 Digital Link URI (a leading origin, query and fragment are ignored).
 * Accepts `/01/{gtin}` alone (a product, no item) as well as the item forms.
 */
export function parseDigitalLinkPath(input: string): DigitalLinkParse {
  const path = input.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/s, '');
  const segments = path.replace(/\/+$/, '').split('/');
  if (segments[0] !== '' || segments[1] !== '01') return { ok: false, problem: 'notDigitalLink' };
  const pairs = segments.slice(1);
  if (pairs.length % 2 !== 0 || pairs.some((segment) => segment === '')) {
    return { ok: false, problem: 'missingValue' };
  }
  const link: Partial<DigitalLink> = {};
  let lastRank = -1;
  const seen = new Set<string>();
  for (let i = 0; i < pairs.length; i += 2) {
    const key = pairs[i]!;
    const rank = DIGITAL_LINK_KEYS.indexOf(key as DigitalLinkKey);
    if (rank < 0) return { ok: false, problem: 'unknownKey' };
    if (seen.has(key)) return { ok: false, problem: 'duplicate' };
    if (rank < lastRank) return { ok: false, problem: 'order' };
    seen.add(key);
    lastRank = rank;
    let value: string;
    try {
      value = decodeURIComponent(pairs[i + 1]!);
    } catch {
      return { ok: false, problem: 'value' };
    }
    if (key === '01') {
      if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return { ok: false, problem: 'gtin' };
      if (!isValidGtin(value)) return { ok: false, problem: 'checkDigit' };
      link.gtin = value.padStart(14, '0');
      continue;
    }
    if (!QUALIFIER_VALUE.test(value)) return { ok: false, problem: 'value' };
    link[FIELD[key as Exclude<DigitalLinkKey, '01'>]] = value;
  }
  return { ok: true, link: link as DigitalLink };
}

/** The canonical path of a link: GTIN-14 and the qualifiers present, in order, escaped. */
export function digitalLinkPath(link: DigitalLink): string {
  let path = `/01/${link.gtin.padStart(14, '0')}`;
  if (link.cpv !== undefined) path += `/22/${encodeURIComponent(link.cpv)}`;
  if (link.lot !== undefined) path += `/10/${encodeURIComponent(link.lot)}`;
  if (link.serial !== undefined) path += `/21/${encodeURIComponent(link.serial)}`;
  return path;
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

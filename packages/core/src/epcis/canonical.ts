/**
 * Value normalisation of the EPCIS event hash (CBV 2.0 section 8.9), written to give the same
 * canonical strings as GS1's reference "epcis-event-hash-generator": timestamps in UTC at
 * millisecond precision, numbers without redundant zeros, CBV URNs as web URIs and any GS1 key
 * (EPC URN or Digital Link on any host) as a canonical https://id.gs1.org Digital Link.
 */
import { gs1CheckDigit } from '../gs1';
import { cbvUrnToWeb } from './cbv';

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})$/i;

/** Microseconds to milliseconds, rounding halves to even as the reference implementation does. */
function roundMicros(micros: number): number {
  const rest = micros % 1000;
  const millis = (micros - rest) / 1000;
  if (rest > 500 || (rest === 500 && millis % 2 === 1)) return millis + 1;
  return millis;
}

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith('-') ? -minutes : minutes;
}

/** An ISO 8601 timestamp as UTC with milliseconds (`2020-03-04T10:00:30.000Z`); anything else is kept. */
export function canonicalTime(text: string): string {
  const parts = ISO_TIME.exec(text.trim());
  if (!parts) return text;
  const [, year, month, day, hour, minute, second, fraction = '', zone = 'Z'] = parts;
  const micros = Number(fraction.slice(0, 6).padEnd(6, '0'));
  const utc =
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) -
    offsetMinutes(zone) * 60_000 +
    roundMicros(micros);
  return Number.isNaN(utc) ? text : new Date(utc).toISOString();
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A decimal written as the reference does (Python's float, integers without '.0'); other text is kept. */
export function canonicalNumber(text: string): string {
  if (!DECIMAL.test(text)) return text;
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  if (Number.isInteger(value)) return BigInt(value).toString();
  // Python switches to exponent notation below 1e-4 and pads the exponent to two digits.
  if (Math.abs(value) < 1e-4) return value.toExponential().replace(/e([+-])(\d)$/, 'e$10$2');
  return String(value);
}

/** One value of the pre-hash string: CBV URNs as web URIs, numbers and GS1 keys canonical. */
export function canonicalValue(text: string): string {
  const value = canonicalNumber(cbvUrnToWeb(text));
  return canonicalDigitalLink(value) ?? value;
}

/** Digital Link percent-encoding of the characters EPC URNs may hold unencoded. */
function encodeDlValue(value: string): string {
  return value
    .replaceAll('!', '%21')
    .replaceAll('(', '%28')
    .replaceAll(')', '%29')
    .replaceAll('*', '%2A')
    .replaceAll('+', '%2B')
    .replaceAll(',', '%2C')
    .replaceAll(':', '%3A');
}

const GS1 = 'https://id.gs1.org';
/** One character of an EPC URN component (a percent escape counts as one). */
const URN_CHAR =
  "(?:%2[125-9A-Fa-f]|%3[0-9A-Fa-f]|%4[1-9A-Fa-f]|%5[0-9AaFf]|%6[1-9A-Fa-f]|%7[0-9Aa]|[!')(*+,.0-9:;=A-Za-z_-])";
const CPI_CHAR = '(?:%2[3dfDF]|%3[0-9]|%4[1-9A-Fa-f]|%5[0-9Aa]|[0-9A-Z-])';
/** Company prefix and reference together: 13 digits for GTIN-based keys, 12 for GLN-based ones. */
const partitions = (total: number, last = '') =>
  `(?:${[6, 7, 8, 9, 10, 11, 12].map((size) => `\\d{${size}}\\.\\d{${total - size}}`).join('|')}${last})`;
const GTIN_PARTS = partitions(13);
const GLN_PARTS = partitions(12, '|\\d{12}\\.');
const GRAI_PARTS = partitions(12, '|\\d{12}\\.\\.');
/** A variable-length reference that fills the key up to `total` characters after the company prefix. */
const filling = (char: string, total: number) =>
  `(?:${[6, 7, 8, 9, 10, 11, 12].map((size) => `\\d{${size}}\\.${char}{1,${total - size}}`).join('|')})`;
const urn = (pattern: string) => new RegExp(`^urn:epc:${pattern}$`);

function withCheckDigit(digits: string): string {
  return `${digits}${gs1CheckDigit(digits)}`;
}

/** An EPC URN split after its scheme: `{prefix}.{rest}`. */
interface UrnBody {
  prefix: string;
  rest: string;
  body: string;
}

/** GTIN of `{prefix}.{indicator+itemref}...`: the indicator digit goes first. */
function gtinOf({ prefix, rest }: UrnBody): string {
  return withCheckDigit(rest.slice(0, 1) + prefix + rest.slice(1, 13 - prefix.length));
}

/** What follows a fixed-length reference of `digits` digits (company prefix included) and its dot. */
function after({ prefix, rest }: UrnBody, digits: number): string {
  return rest.slice(digits - prefix.length + 1);
}

/** Prefix and reference of a 12-digit (GLN-based) key, check digit added. */
function twelve({ prefix, rest }: UrnBody): string {
  return withCheckDigit(prefix + rest.slice(0, 12 - prefix.length));
}

/** EPC URN schemes (TDS 2.0) with their Digital Link equivalents, as the reference converts them. */
const EPC_URNS: [RegExp, (urn: UrnBody) => string][] = [
  [
    urn(`id:sgtin:${GTIN_PARTS}\\.${URN_CHAR}{1,20}`),
    (u) => `/01/${gtinOf(u)}/21/${encodeDlValue(after(u, 13))}`,
  ],
  [
    urn(`id:sscc:${partitions(17)}`),
    (u) => `/00/${withCheckDigit(u.rest.slice(0, 1) + u.prefix + u.rest.slice(1))}`,
  ],
  [
    urn(`id:sgln:${GLN_PARTS}\\.${URN_CHAR}{1,20}`),
    (u) =>
      after(u, 12) === '0' ? `/414/${twelve(u)}` : `/414/${twelve(u)}/254/${encodeDlValue(after(u, 12))}`,
  ],
  [
    urn(`id:grai:${GRAI_PARTS}\\.${URN_CHAR}{1,16}`),
    (u) =>
      `/8003/${withCheckDigit(`0${u.prefix}${u.rest.slice(0, 12 - u.prefix.length)}`)}${encodeDlValue(after(u, 12))}`,
  ],
  [urn(`id:giai:${filling(URN_CHAR, 30)}`), (u) => `/8004/${u.prefix}${encodeDlValue(u.rest)}`],
  [urn(`id:gsrn:${partitions(17)}`), (u) => `/8018/${withCheckDigit(u.prefix + u.rest)}`],
  [urn(`id:gsrnp:${partitions(17)}`), (u) => `/8017/${withCheckDigit(u.prefix + u.rest)}`],
  [urn(`id:gdti:${GRAI_PARTS}${URN_CHAR}{1,20}`), (u) => `/253/${twelve(u)}${encodeDlValue(after(u, 12))}`],
  [
    urn(`id:cpi:${filling(CPI_CHAR, 30)}\\.\\d{1,12}`),
    (u) => {
      const last = u.body.lastIndexOf('.');
      return `/8010/${encodeDlValue(u.prefix + u.body.slice(u.prefix.length + 1, last))}/8011/${u.body.slice(last + 1)}`;
    },
  ],
  [urn(`id:sgcn:${GLN_PARTS}\\.\\d{1,12}`), (u) => `/255/${twelve(u)}${after(u, 12)}`],
  [urn(`id:ginc:${filling(URN_CHAR, 30)}`), (u) => `/401/${u.prefix}${encodeDlValue(u.rest)}`],
  [urn(`id:gsin:${partitions(16)}`), (u) => `/402/${withCheckDigit(u.prefix + u.rest)}`],
  [
    urn(`id:itip:${GTIN_PARTS}\\.\\d{2}\\.\\d{2}\\.${URN_CHAR}{1,20}`),
    (u) => {
      const tail = after(u, 13);
      return `/8006/${gtinOf(u)}${tail.slice(0, 2)}${tail.slice(3, 5)}/21/${encodeDlValue(tail.slice(6))}`;
    },
  ],
  [
    urn(`id:upui:${GTIN_PARTS}\\.${URN_CHAR}{1,28}`),
    (u) => `/01/${gtinOf(u)}/235/${encodeDlValue(after(u, 13))}`,
  ],
  [urn(`id:pgln:${GLN_PARTS}`), (u) => `/417/${twelve(u)}`],
  [
    urn(`class:lgtin:${GTIN_PARTS}\\.${URN_CHAR}{1,20}`),
    (u) => `/01/${gtinOf(u)}/10/${encodeDlValue(after(u, 13))}`,
  ],
  [urn(`idpat:sgtin:${GTIN_PARTS}\\.\\*`), (u) => `/01/${gtinOf(u)}`],
  [
    urn(`idpat:grai:${GRAI_PARTS}\\.\\*`),
    (u) => `/8003/${withCheckDigit(`0${u.prefix}${u.rest.slice(0, 12 - u.prefix.length)}`)}`,
  ],
  [urn(`idpat:gdti:${GRAI_PARTS}\\.\\*`), (u) => `/253/${twelve(u)}`],
  [urn(`idpat:sgcn:${GRAI_PARTS}\\.\\*`), (u) => `/255/${twelve(u)}`],
  [
    urn(`idpat:cpi:${filling(CPI_CHAR, 30)}\\.\\*`),
    (u) => `/8010/${encodeDlValue(u.prefix + u.body.slice(u.prefix.length + 1, u.body.lastIndexOf('.')))}`,
  ],
  [
    urn(`idpat:itip:${GTIN_PARTS}\\.\\d{2}\\.\\d{2}\\.\\*`),
    (u) => {
      const tail = after(u, 13);
      return `/8006/${gtinOf(u)}${tail.slice(0, 2)}${tail.slice(3, 5)}`;
    },
  ],
  [urn(`idpat:upui:${GTIN_PARTS}\\.\\*`), (u) => `/01/${gtinOf(u)}`],
];

/** An EPC URN (pure identity, class or pattern) as a canonical Digital Link, or null. */
function canonicalEpcUrn(uri: string): string | null {
  const body = uri.split(':').slice(4).join(':');
  const dot = body.indexOf('.');
  const parts = { prefix: body.slice(0, dot), rest: body.slice(dot + 1), body };
  for (const [pattern, link] of EPC_URNS) {
    if (pattern.test(uri)) return GS1 + link(parts);
  }
  return null;
}

const DL_KEYS =
  '01|gtin|8006|itip|8010|cpid|414|gln|417|party|8017|gsrnp|8018|gsrn|255|gcn|00|sscc|253|gdti|401|ginc|402|gsin|8003|grai|8004|giai';
const DL_URI = new RegExp(
  `^https?:(\\/\\/((([^\\/?#]*)@)?([^\\/?#:]*)(:([^\\/?#]*))?))?((([^?#]*)(\\/(${DL_KEYS})\\/)(\\d{4}[^\\/]+)(\\/[^/]+\\/[^/]+)?[/]?(\\?([^?\\n]*))?(#([^\\n]*))?)|(\\/[A-Za-z_-]{10}$))`,
);
const CANONICAL_HOST =
  /^(?:https:\/\/id.gs1.org\/(01|8006|8010|414|417|8017|8018|255|00|253|401|402|8003|8004)\/(\d{4}[^/]+)(\/[^/]+\/[^/]+)?[/]?(\?([^?\n]*))?(#([^\n]*))?|(\/[A-Za-z_-]{10}$))/;
const SHORT_NAMES: [string, string][] = [
  ['/gtin/', '/01/'],
  ['/itip/', '/8006/'],
  ['/cpid/', '/8010/'],
  ['/gln/', '/414/'],
  ['/party/', '/417/'],
  ['/gsrnp/', '/8017/'],
  ['/gsrn/', '/8018/'],
  ['/gcn/', '/255/'],
  ['/sscc/', '/00/'],
  ['/gdti/', '/253/'],
  ['/ginc/', '/401/'],
  ['/gsin/', '/402/'],
  ['/grai/', '/8003/'],
  ['/giai/', '/8004/'],
  ['/cpv/', '/22/'],
  ['/lot/', '/10/'],
  ['/ser/', '/21/'],
];
/** Primary keys in the order the reference looks for them when moving a link to id.gs1.org. */
const REHOST_KEYS = [
  '00',
  '01',
  '253',
  '255',
  '401',
  '402',
  '414',
  '417',
  '8003',
  '8004',
  '8006',
  '8010',
  '8017',
  '8018',
];
const C = '[\\x22\\x27\\x2D\\x2E\\x30-\\x39\\x3B-\\x3F\\x41-\\x5A\\x5F\\x61-\\x7A]';
const anchored = (pattern: string) => new RegExp(`^https:\\/\\/id.gs1.org\\/${pattern}$`);
const CPV_LAST = [
  anchored(`8006\\/\\d{18}\\/22\\/(${C}{0,20})`),
  anchored(`01\\/\\d{14}\\/22\\/(${C}{0,20})`),
];
const C_SLASH = C.replace('[', '[\\x2F');
const CPV_INNER = [
  anchored(`8006\\/\\d{18}\\/22\\/(${C_SLASH}{0,20})`),
  anchored(`01\\/\\d{14}\\/22\\/(${C_SLASH}{0,20})`),
];
const LOT_AND_SERIAL = [
  anchored(`8006\\/\\d{18}\\/10\\/(${C}{0,20})\\/21\\/(${C}{0,20})`),
  anchored(`01\\/(\\d{14})\\/10\\/(${C}{0,20})\\/21\\/(${C}{0,20})`),
];
const CANONICAL_FORMS = [
  '00\\/(\\d{18})',
  `01\\/(\\d{14})\\/21\\/(${C}{0,20})`,
  `01\\/(\\d{14})\\/10\\/(${C}{0,20})`,
  '01\\/(\\d{14})',
  `01\\/(\\d{14})\\/235\\/(${C}{0,28})`,
  `253\\/(\\d{13})(${C}{0,17})`,
  '255\\/(\\d{13})(\\d{0,12})',
  `401\\/(${C}{0,30})`,
  '402\\/(\\d{17})',
  '414\\/(\\d{13})',
  `414\\/(\\d{13})\\/254\\/(${C}{0,20})`,
  '417\\/(\\d{13})',
  `8003\\/(\\d{14})(${C}{0,16})`,
  `8004\\/(${C}{0,30})`,
  `8006\\/(\\d{18})\\/21\\/(${C}{0,20})`,
  `8006\\/(\\d{18})\\/10\\/(${C}{0,20})`,
  '8006\\/(\\d{18})',
  '8010\\/([\\x23\\x2D\\x2F\\x30-\\x39\\x41-\\x5A]{0,30})\\/8011/(\\d{0,12})',
  '8010\\/([\\x23\\x2D\\x2F\\x30-\\x39\\x41-\\x5A]{0,30})',
  '8017\\/(\\d{18})',
  '8018\\/(\\d{18})',
].map(anchored);

/** A Digital Link on any host as its constrained canonical form on id.gs1.org, or null. */
function canonicalWebLink(link: string): string | null {
  if (!DL_URI.test(link)) return null;
  let uri = link.includes('?') ? link.slice(0, link.indexOf('?')) : link;
  for (const [name, ai] of SHORT_NAMES) uri = uri.replaceAll(name, ai);
  if (!CANONICAL_HOST.test(uri)) {
    const key = REHOST_KEYS.find((candidate) => uri.includes(`/${candidate}/`));
    if (key) uri = GS1 + uri.slice(uri.indexOf(`/${key}/`));
  }
  if (!/^https:\/\/id.gs1.org\/01\/\d{14}/.test(uri)) {
    if (/^https:\/\/id.gs1.org\/01\/\d{13}/.test(uri)) uri = uri.replaceAll('/01/', '/01/0');
    else if (/^https:\/\/id.gs1.org\/01\/\d{12}/.test(uri)) uri = uri.replaceAll('/01/', '/01/00');
    else if (/^https:\/\/id.gs1.org\/01\/\d{8}/.test(uri)) uri = uri.replaceAll('/01/', '/01/000000');
  }
  uri = withoutCpv(uri);
  if (LOT_AND_SERIAL.some((form) => form.test(uri))) {
    const afterLot = uri.slice(uri.indexOf('/10/') + 4);
    uri = uri.slice(0, uri.indexOf('/10/')) + afterLot.slice(afterLot.indexOf('/'));
  }
  return CANONICAL_FORMS.some((form) => form.test(uri)) ? uri : null;
}

/** Consumer product variants (AI 22) do not identify anything on their own and are left out. */
function withoutCpv(uri: string): string {
  const cpvAt = uri.indexOf('/22/');
  const afterCpv = uri.slice(cpvAt + 4);
  if (CPV_LAST.some((form) => form.test(uri))) return uri.slice(0, cpvAt);
  if (CPV_INNER.some((form) => form.test(uri)))
    return uri.slice(0, cpvAt) + afterCpv.slice(afterCpv.indexOf('/'));
  return uri;
}

/** Any URI holding a GS1 key as its canonical Digital Link, or null when it holds none. */
export function canonicalDigitalLink(uri: string): string | null {
  if (!uri.includes('.')) return null;
  return uri.startsWith('urn:epc:') ? canonicalEpcUrn(uri) : canonicalWebLink(uri);
}

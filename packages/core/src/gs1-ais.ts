import { isValidGtin } from './gs1';

/**
 * The GS1 Application Identifiers a Digital Link may carry as data attributes (in its query string),
 * with the format of each value. Source: GS1 General Specifications §3.2 (the AI table) and the GS1
 * Barcode Syntax Dictionary (`yymmd0` dates accept day 00, "end of the month"); GS1 Digital Link URI
 * Syntax 1.4 §6 lists which AIs are data attributes. Key qualifiers (10, 21, 22, 235) and primary keys
 * are not data attributes: they belong in the path.
 */

/** `N`: digits only; `X`: GS1 AI encodable character set 82. */
export interface AiFormat {
  chars: 'N' | 'X';
  min: number;
  max: number;
  /** A further rule on the whole value (dates, check digits). */
  check?: (value: string) => boolean;
}

/** GS1 AI encodable character set 82 (General Specifications figure 7.11-1). */
export const SET_82 = /^[A-Za-z0-9!"%&'()*+,\-./:;<=>?_]*$/;

const isLeapYear = (yy: number) => yy % 4 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A date written YYMMDD; `endOfMonth` lets DD be 00 (General Specifications §7.12). */
export function isGs1Date(value: string, endOfMonth: boolean): boolean {
  if (!/^\d{6}$/.test(value)) return false;
  const yy = Number(value.slice(0, 2));
  const mm = Number(value.slice(2, 4));
  const dd = Number(value.slice(4, 6));
  if (mm < 1 || mm > 12) return false;
  if (dd === 0) return endOfMonth;
  const last = mm === 2 && isLeapYear(yy) ? 29 : DAYS_IN_MONTH[mm - 1]!;
  return dd <= last;
}

const dateOrMonth: AiFormat = { chars: 'N', min: 6, max: 6, check: (v) => isGs1Date(v, true) };
const exactDate: AiFormat = { chars: 'N', min: 6, max: 6, check: (v) => isGs1Date(v, false) };
const text = (max: number): AiFormat => ({ chars: 'X', min: 1, max });
const digits = (min: number, max = min): AiFormat => ({ chars: 'N', min, max });

/** Data attributes with a fixed AI. */
const FIXED: Record<string, AiFormat> = {
  '02': { chars: 'N', min: 14, max: 14, check: isValidGtin },
  '11': dateOrMonth,
  '12': dateOrMonth,
  '13': dateOrMonth,
  '15': dateOrMonth,
  '16': dateOrMonth,
  '17': dateOrMonth,
  '20': digits(2),
  '30': digits(1, 8),
  '37': digits(1, 8),
  '240': text(30),
  '241': text(30),
  '242': digits(1, 6),
  '243': text(20),
  '250': text(30),
  '251': text(30),
  '422': digits(3),
  '423': digits(3, 15),
  '424': digits(3),
  '425': digits(3, 15),
  '426': digits(3),
  '4326': exactDate,
  '7001': digits(13),
  '7002': text(30),
  '7003': {
    chars: 'N',
    min: 10,
    max: 10,
    // YYMMDDhhmi: a real day and a time of day.
    check: (v) => isGs1Date(v.slice(0, 6), false) && Number(v.slice(6, 8)) < 24 && Number(v.slice(8)) < 60,
  },
  '7004': digits(1, 4),
  '7005': text(12),
  '7006': exactDate,
  '7007': {
    chars: 'N',
    min: 6,
    max: 12,
    // A harvest date, or a first and last harvest date.
    check: (v) =>
      (v.length === 6 || v.length === 12) &&
      isGs1Date(v.slice(0, 6), false) &&
      (v.length === 6 || isGs1Date(v.slice(6), false)),
  },
  '7008': text(3),
  '7009': text(10),
  '7010': text(2),
  '7020': text(20),
  '7021': text(20),
  '7022': text(20),
  '7240': text(20),
  '8008': { chars: 'N', min: 8, max: 12, check: (v) => isGs1Date(v.slice(0, 6), false) },
};

/**
 * Families of four-digit AIs whose last digit is the position of the decimal point: trade measures
 * (310n–369n, six digits) and amounts (390n–395n).
 */
const FAMILIES: [RegExp, AiFormat][] = [
  [/^3(1[0-6]|[2-6]\d)\d$/, digits(6)],
  [/^39[02]\d$/, digits(1, 15)],
  [/^39[13]\d$/, digits(4, 18)],
  [/^394\d$/, digits(4)],
  [/^395\d$/, digits(6)],
];

/** The format of a data attribute, or undefined when the AI is not one a Digital Link may carry. */
export function dataAttributeFormat(ai: string): AiFormat | undefined {
  return FIXED[ai] ?? FAMILIES.find(([pattern]) => pattern.test(ai))?.[1];
}

/** Whether a value fits its AI's format (length, characters, dates). */
export function fitsFormat(format: AiFormat, value: string): boolean {
  if (value.length < format.min || value.length > format.max) return false;
  if (format.chars === 'N' ? !/^\d+$/.test(value) : !SET_82.test(value)) return false;
  return format.check ? format.check(value) : true;
}

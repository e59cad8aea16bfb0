import { VOID_MAX_CODES } from '@trace/contracts';
import { LABEL_CODE } from '../rules';

/** Codes typed or pasted one per line, or separated by commas, semicolons or spaces. */
const SEPARATORS = /[\s,，;；、]+/;

export interface ParsedCodes {
  /** Well-formed codes, each once, in the order typed. */
  codes: string[];
  /** Entries that are not label codes (16 to 20 digits), as typed. */
  invalid: string[];
  /** How many entries repeated an earlier one. */
  repeated: number;
}

/** Reads a pasted list of label codes: keeps each well-formed code once and names the rest. */
export function parseCodeList(text: string): ParsedCodes {
  const seen = new Set<string>();
  const codes: string[] = [];
  const invalid: string[] = [];
  let repeated = 0;
  for (const entry of text.split(SEPARATORS)) {
    if (!entry) continue;
    if (!LABEL_CODE.test(entry)) {
      invalid.push(entry);
      continue;
    }
    // 0012… and 12… are the same label once read as a number.
    const key = BigInt(entry).toString();
    if (seen.has(key)) repeated++;
    else {
      seen.add(key);
      codes.push(entry);
    }
  }
  return { codes, invalid, repeated };
}

/** How many labels a range holds, or null while either end is not a label code. */
export function rangeSize(from: string, to: string): bigint | null {
  const start = from.trim();
  const end = to.trim();
  if (!LABEL_CODE.test(start) || !LABEL_CODE.test(end)) return null;
  return BigInt(end) - BigInt(start) + 1n;
}

/** Whether a range holds more labels than one request may void. */
export const isRangeTooLarge = (size: bigint | null) => size !== null && size > BigInt(VOID_MAX_CODES);

export interface CodeRun {
  from: string;
  to: string;
  count: number;
}

/**
 * Codes as unbroken runs (`…0100`–`…0149`, 50 labels), sorted: a request of thousands of codes reads
 * as a few lines, and a range request reads as the range it was.
 */
export function codeRuns(codes: readonly string[]): CodeRun[] {
  const sorted = [...new Set(codes.map((code) => BigInt(code)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const runs: CodeRun[] = [];
  let start: bigint | undefined;
  let previous: bigint | undefined;
  let count = 0;
  const close = () => {
    if (start !== undefined && previous !== undefined)
      runs.push({ from: start.toString(), to: previous.toString(), count });
  };
  for (const code of sorted) {
    if (previous !== undefined && code === previous + 1n) {
      previous = code;
      count++;
      continue;
    }
    close();
    start = code;
    previous = code;
    count = 1;
  }
  close();
  return runs;
}

import { randomBytes } from 'node:crypto';

/** Public label serials (excode) are 16-20 digit numbers; generated ones start at 10^15 (16 digits). */
export const FIRST_SERIAL = 1_000_000_000_000_000n;
export const PCODE_DIGITS = 12;

/** A numeric code typed or imported: more than 15 and at most 20 digits (spec section 5). */
export function isValidLabelCode(code: string): boolean {
  return /^\d{16,20}$/.test(code);
}

/** The chunks of a run: [start, count] pairs covering `total` labels from `startSerial`. */
export function runChunks(
  startSerial: bigint,
  total: number,
  chunkSize: number,
): { index: number; start: bigint; count: number }[] {
  const chunks = [];
  for (let index = 0, done = 0; done < total; index++, done += chunkSize) {
    chunks.push({ index, start: startSerial + BigInt(done), count: Math.min(chunkSize, total - done) });
  }
  return chunks;
}

const PCODE_LIMIT = 10n ** BigInt(PCODE_DIGITS);
/** 40 random bits hold 1.0995e12 values; values at or above 10^12 are redrawn so every code is equally likely. */
const BYTES_PER_DRAW = 5;

/** `count` secret codes of 12 digits from the operating system's CSPRNG, without modulo bias. */
export function randomPcodes(count: number): string[] {
  const codes: string[] = [];
  while (codes.length < count) {
    const pool = randomBytes(BYTES_PER_DRAW * Math.ceil((count - codes.length) * 1.15 + 8));
    for (
      let offset = 0;
      offset + BYTES_PER_DRAW <= pool.length && codes.length < count;
      offset += BYTES_PER_DRAW
    ) {
      const value =
        BigInt(pool[offset]!) * 4294967296n +
        BigInt(
          ((pool[offset + 1]! << 24) >>> 0) +
            (pool[offset + 2]! << 16) +
            (pool[offset + 3]! << 8) +
            pool[offset + 4]!,
        );
      if (value < PCODE_LIMIT) codes.push(value.toString().padStart(PCODE_DIGITS, '0'));
    }
  }
  return codes;
}

/**
 * What a label's QR code holds: the public scan page for the serial, in GS1 Digital Link form
 * (`/01/{gtin}/21/{serial}`) when the product has a GTIN, else the short form `/s/{serial}`.
 */
export function labelQrContent(baseUrl: string, excode: string, gtin?: string | null): string {
  const base = baseUrl.replace(/\/+$/, '');
  return gtin ? `${base}/01/${gtin.padStart(14, '0')}/21/${excode}` : `${base}/s/${excode}`;
}

/** A spreadsheet cell that cannot run as a formula (cells starting with = + - @ are prefixed with '). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The date `days` working days (Monday to Friday) after `from`, at the same time of day. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}

import { randomInt } from 'node:crypto';

/** `length` digits drawn from the system's secure random source (codes sent by text, document numbers). */
export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(randomInt(10));
  return digits;
}

/**
 * A document's number: its letter, the UTC day and eight random digits (`L2026112904718263`). The
 * digits are random rather than read off the clock, so requests in the same millisecond (a batch of
 * imports sent at once) do not draw the same number and fail on its unique index.
 */
export function documentNo(letter: string, now = new Date()): string {
  return `${letter}${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomDigits(8)}`;
}

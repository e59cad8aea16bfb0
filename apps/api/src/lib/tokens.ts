import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque secret for a cookie or API key: 256 random bits, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets with enough entropy are stored as SHA-256; only passwords need a slow hash. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

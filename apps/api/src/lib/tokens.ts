import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** An opaque secret for a cookie or API key: 256 random bits, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets with enough entropy are stored as SHA-256; only passwords need a slow hash. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const keyFrom = (secret: string) => createHash('sha256').update(`sealed-by:${secret}`).digest();

/**
 * Encrypts `value` (AES-256-GCM) so that only a holder of `secret` can read it back: stored beside a
 * hashed token, the successor of a refresh token is readable only by whoever presents that token.
 */
export function sealWith(secret: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The value sealed with `secret`, or null when the secret is not the one it was sealed with. */
export function unsealWith(secret: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

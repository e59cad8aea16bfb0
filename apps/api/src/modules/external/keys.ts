import { randomBytes } from 'node:crypto';
import { randomToken, sha256 } from '../../lib/tokens';

/**
 * A partner key: `tr_<8 hex>_<43 URL-safe characters>` (256 random bits). Only its SHA-256 is stored;
 * `tr_<8 hex>` is kept as its visible prefix, so a person can tell keys apart without the secret.
 */
export function newPartnerKey(): { secret: string; prefix: string; hash: string } {
  const prefix = `tr_${randomBytes(4).toString('hex')}`;
  const secret = `${prefix}_${randomToken(32)}`;
  return { secret, prefix, hash: sha256(secret) };
}

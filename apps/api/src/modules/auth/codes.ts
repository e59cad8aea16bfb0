import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomDigits } from '@trace/core';
import { type DbOrTx, verificationCodes } from '@trace/db';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../lib/errors';

export type CodePurpose = 'register' | 'reset_password';

export const CODE_TTL_MINUTES = 10;
const MAX_ATTEMPTS = 5;
const RESEND_AFTER_SECONDS = 60;

const hashCode = (secret: string, id: string, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

/** Creates a 6-digit code for a target (email or user id); refuses a new one within a minute of the last. */
export async function issueCode(
  db: DbOrTx,
  secret: string,
  purpose: CodePurpose,
  target: string,
): Promise<string> {
  const [recent] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        gt(verificationCodes.createdAt, sql`now() - make_interval(secs => ${RESEND_AFTER_SECONDS})`),
      ),
    );
  if (recent) throw new AppError(429, 'error.rateLimited');
  const code = randomDigits(6);
  const id = crypto.randomUUID();
  await db.insert(verificationCodes).values({
    id,
    purpose,
    target,
    codeHash: hashCode(secret, id, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  return code;
}

/**
 * Checks a code and marks it used. A wrong code counts an attempt (committed on its own, so a failed
 * request still counts); after five the code is dead. Returns false for any failure.
 */
export async function consumeCode(
  db: DbOrTx,
  secret: string,
  purpose: CodePurpose,
  target: string,
  code: string,
) {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.attempts >= MAX_ATTEMPTS) throw fieldError('code', 'code.invalid');
  const expected = Buffer.from(latest.codeHash, 'hex');
  const actual = Buffer.from(hashCode(secret, latest.id, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, latest.id));
    throw fieldError('code', 'code.invalid');
  }
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw fieldError('code', 'code.invalid');
}

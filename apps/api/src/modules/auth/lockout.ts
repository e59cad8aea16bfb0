import { storedNotice, titleInAllLanguages, translate } from '@trace/contracts';
import { type DbOrTx, insertMessage, loginLocks } from '@trace/db';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Sign-in locks are kept per account name and client address (decision 0019): wrong passwords from
 * one address lock that address out of that account only, so nobody elsewhere can lock the owner out.
 * Unknown account names are counted exactly like real ones, so the answers do not tell them apart.
 */
export interface LockPolicy {
  maxFailures: number;
  lockMinutes: number;
  maxLockMinutes: number;
}

/** After a day without failures (or since the last lock ended), an address starts again from zero. */
const FORGET_AFTER = sql`interval '24 hours'`;

/** The lock in force for this account at this address: minutes left, or null. */
export async function activeLock(db: DbOrTx, accountKey: string, ip: string): Promise<number | null> {
  const [row] = await db
    .select({
      secondsLeft: sql<number>`extract(epoch from ${loginLocks.lockedUntil} - now())::float8`,
    })
    .from(loginLocks)
    .where(
      and(
        eq(loginLocks.accountKey, accountKey),
        eq(loginLocks.ip, ip),
        gt(loginLocks.lockedUntil, sql`now()`),
      ),
    );
  return row ? Math.max(1, Math.ceil(row.secondsLeft / 60)) : null;
}

/** The length of the lock a pair gets after `level` earlier locks in a row: doubled each time, capped. */
export function lockMinutesFor(policy: LockPolicy, level: number): number {
  return Math.min(policy.maxLockMinutes, policy.lockMinutes * 2 ** Math.min(level, 30));
}

export type FailureOutcome = { locked: false; remaining: number } | { locked: true; minutes: number };

/**
 * Counts one wrong password for the pair. The `maxFailures`-th in a row locks it; each lock in a row
 * lasts twice as long as the one before.
 */
export async function recordFailure(
  db: DbOrTx,
  policy: LockPolicy,
  accountKey: string,
  ip: string,
): Promise<FailureOutcome> {
  const quiet = sql`greatest(${loginLocks.lastFailureAt}, coalesce(${loginLocks.lockedUntil}, ${loginLocks.lastFailureAt})) < now() - ${FORGET_AFTER}`;
  const [counted] = await db
    .insert(loginLocks)
    .values({ accountKey, ip, failures: 1, level: 0 })
    .onConflictDoUpdate({
      target: [loginLocks.accountKey, loginLocks.ip],
      set: {
        failures: sql`case when ${quiet} then 1 else ${loginLocks.failures} + 1 end`,
        level: sql`case when ${quiet} then 0 else ${loginLocks.level} end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: loginLocks.failures, level: loginLocks.level });
  const { failures, level } = counted!;
  if (failures < policy.maxFailures) return { locked: false, remaining: policy.maxFailures - failures };
  const minutes = lockMinutesFor(policy, level);
  await db
    .update(loginLocks)
    .set({
      failures: 0,
      level: level + 1,
      lockedUntil: sql`now() + make_interval(mins => ${minutes})`,
    })
    .where(and(eq(loginLocks.accountKey, accountKey), eq(loginLocks.ip, ip)));
  return { locked: true, minutes };
}

/** A successful sign-in from an address forgets that address's failures and locks. */
export async function forgetFailures(db: DbOrTx, accountKey: string, ip: string) {
  await db.delete(loginLocks).where(and(eq(loginLocks.accountKey, accountKey), eq(loginLocks.ip, ip)));
}

/**
 * Tells the holder that their account was locked at an address: a message in their message centre
 * and, when they have an address, a mail. Once per wave: not again while another address is locked.
 */
export async function tellHolderOfLock(
  app: FastifyInstance,
  user: { id: string; account: string; email: string | null },
  accountKey: string,
  ip: string,
  minutes: number,
) {
  const [other] = await app.db
    .select({ ip: loginLocks.ip })
    .from(loginLocks)
    .where(
      and(
        eq(loginLocks.accountKey, accountKey),
        ne(loginLocks.ip, ip),
        gt(loginLocks.lockedUntil, sql`now()`),
      ),
    )
    .limit(1);
  if (other) return;
  const params = { account: user.account, ip, minutes };
  const subject = titleInAllLanguages('auth.lockedMailSubject');
  const paragraphs = LANGUAGES.map((language) => translate('auth.lockedNotice', language, params));
  await insertMessage(app.db, {
    ...storedNotice('auth.lockedMailSubject', params),
    forced: false,
    audience: { type: 'users', userIds: [user.id] },
    createdBy: null,
  });
  if (user.email) await app.notifier.sendEmail({ to: user.email, subject, body: paragraphs.join('\n\n') });
}

const LANGUAGES = ['cn', 'en', 'fr'] as const;

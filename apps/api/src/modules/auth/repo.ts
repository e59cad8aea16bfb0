import { type DbOrTx, loginLocks, loginLogs, refreshTokens, sessions, users } from '@trace/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

export async function findUserByAccount(db: DbOrTx, account: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.account}) = lower(${account})`);
  return user;
}

export async function recordLogin(
  db: DbOrTx,
  entry: {
    account: string;
    userId: string | null;
    ip: string;
    userAgent: string | null;
    success: boolean;
    reason: string | null;
  },
) {
  await db.insert(loginLogs).values(entry);
}

export type SessionEndReason = 'logout' | 'reuse' | 'disabled' | 'password' | 'all_sessions';

/** A new session (one sign-in); its id is the family of its refresh tokens and the `sid` of its access tokens. */
export async function createSession(
  db: DbOrTx,
  session: { userId: string; ip: string; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row!.id;
}

export async function findSession(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

export async function insertRefreshToken(
  db: DbOrTx,
  token: {
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
  },
) {
  await db.insert(refreshTokens).values(token);
}

/** The token row, locked; `usedAgoMs` is measured on the database clock (the same for every API process). */
export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      successorSealed: refreshTokens.successorSealed,
      revokedAt: refreshTokens.revokedAt,
      usedAgoMs: sql<
        number | null
      >`(extract(epoch from clock_timestamp() - ${refreshTokens.usedAt}) * 1000)::float8`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Marks a token rotated, keeping its successor sealed with the token's own secret. */
export async function markRefreshTokenUsed(db: DbOrTx, id: string, successorSealed: string) {
  await db.update(refreshTokens).set({ usedAt: sql`now()`, successorSealed }).where(eq(refreshTokens.id, id));
}

/** Ends one session: its refresh tokens are revoked and its access tokens refused from the next request. */
export async function revokeSession(db: DbOrTx, sessionId: string, reason: SessionEndReason) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user: refresh tokens revoked, access tokens refused (sessions and version bump). */
export async function revokeAllSessions(
  db: DbOrTx,
  userId: string,
  reason: SessionEndReason = 'all_sessions',
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Lifts every sign-in lock of an account, at every address (an administrator's unlock, a new password). */
export async function clearLoginLocks(db: DbOrTx, account: string) {
  await db.delete(loginLocks).where(eq(loginLocks.accountKey, accountKeyOf(account)));
}

/** How sign-in counters name an account: as typed, trimmed, case-insensitive (like the account lookup). */
export const accountKeyOf = (account: string) => account.trim().toLowerCase();

import type { UserType } from '@trace/contracts';
import {
  apiKeys,
  type DbOrTx,
  loginLocks,
  loginLogs,
  refreshTokens,
  type Sql,
  sessions,
  users,
} from '@trace/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

export type PrincipalRow = {
  id: string;
  account: string;
  userName: string;
  userType: UserType;
  corpId: string | null;
  certBodyId: string | null;
  printingFactoryId: string | null;
  enabled: boolean;
  tokenVersion: number;
  allPermissions: boolean;
  permissions: string[];
};

/** The user with the union of the permissions of their enabled roles: read on every request. */
export async function findPrincipal(db: DbOrTx, userId: string): Promise<PrincipalRow | undefined> {
  const rows = await db.execute<PrincipalRow>(sql`
    select u.id, u.account, u.user_name as "userName", u.user_type as "userType", u.corp_id as "corpId",
           u.cert_body_id as "certBodyId", u.printing_factory_id as "printingFactoryId", u.enabled,
           u.token_version as "tokenVersion",
           coalesce(bool_or(r.all_permissions), false) as "allPermissions",
           coalesce(array_agg(distinct p.permission) filter (where p.permission is not null), '{}') as permissions
    from users u
    left join user_roles ur on ur.user_id = u.id
    left join roles r on r.id = ur.role_id and r.enabled
    left join lateral unnest(r.permissions) as p(permission) on true
    where u.id = ${userId}
    group by u.id`);
  return rows[0];
}

type UserStamp = Omit<PrincipalRow, 'allPermissions' | 'permissions'> & {
  epoch: string | null;
  sessionLive: boolean;
};

/**
 * The principal for a request, with whether the session its access token belongs to is still open.
 * The user's own row and the session row are read every time, in one primary-key query (so disabling,
 * revoking or signing out is seen at once); the permission aggregate is reused while the access epoch
 * (raised by triggers on every role or role-assignment change) is the one it was read under.
 */
export async function loadPrincipal(
  sql: Sql,
  db: DbOrTx,
  cache: Map<string, { epoch: string; allPermissions: boolean; permissions: string[] }>,
  userId: string,
  sessionId: string,
): Promise<(PrincipalRow & { sessionLive: boolean }) | undefined> {
  const [user] = await sql<UserStamp[]>`
    select u.id, u.account, u.user_name as "userName", u.user_type as "userType", u.corp_id as "corpId",
           u.cert_body_id as "certBodyId", u.printing_factory_id as "printingFactoryId", u.enabled,
           u.token_version as "tokenVersion", e.n::text as epoch,
           coalesce(s.user_id = u.id and s.revoked_at is null, false) as "sessionLive"
    from users u left join access_epoch e on e.id = 1 left join sessions s on s.id = ${sessionId}
    where u.id = ${userId}`;
  if (!user) return undefined;
  const { epoch, sessionLive, ...fields } = user;
  const cached = cache.get(userId);
  if (epoch !== null && cached?.epoch === epoch)
    return { ...fields, sessionLive, allPermissions: cached.allPermissions, permissions: cached.permissions };
  const row = await findPrincipal(db, userId);
  if (row && epoch !== null) {
    if (cache.size >= PRINCIPAL_CACHE_MAX) cache.clear();
    cache.set(userId, { epoch, allPermissions: row.allPermissions, permissions: row.permissions });
  }
  return row && { ...row, sessionLive };
}

const PRINCIPAL_CACHE_MAX = 50_000;

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

export async function findApiKeyByHash(db: DbOrTx, keyHash: string) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash));
  return row;
}

import type { UserType } from '@trace/contracts';
import { apiKeys, type DbOrTx, loginLogs, refreshTokens, type Sql, users } from '@trace/db';
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

type UserStamp = Omit<PrincipalRow, 'allPermissions' | 'permissions'> & { epoch: string | null };

/**
 * The principal for a request. The user's own row is read every time (so disabling or revoking is
 * seen at once); the permission aggregate is reused while the access epoch (raised by triggers on
 * every role or role-assignment change) is the one it was read under.
 */
export async function loadPrincipal(
  sql: Sql,
  db: DbOrTx,
  cache: Map<string, { epoch: string; allPermissions: boolean; permissions: string[] }>,
  userId: string,
): Promise<PrincipalRow | undefined> {
  const [user] = await sql<UserStamp[]>`
    select u.id, u.account, u.user_name as "userName", u.user_type as "userType", u.corp_id as "corpId",
           u.cert_body_id as "certBodyId", u.printing_factory_id as "printingFactoryId", u.enabled,
           u.token_version as "tokenVersion", e.n::text as epoch
    from users u left join access_epoch e on e.id = 1
    where u.id = ${userId}`;
  if (!user) return undefined;
  const { epoch, ...fields } = user;
  const cached = cache.get(userId);
  if (epoch !== null && cached?.epoch === epoch)
    return { ...fields, allPermissions: cached.allPermissions, permissions: cached.permissions };
  const row = await findPrincipal(db, userId);
  if (row && epoch !== null) {
    if (cache.size >= PRINCIPAL_CACHE_MAX) cache.clear();
    cache.set(userId, { epoch, allPermissions: row.allPermissions, permissions: row.permissions });
  }
  return row;
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

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markRefreshTokenUsed(db: DbOrTx, id: string) {
  await db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: DbOrTx, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user: refresh tokens revoked, access tokens refused via the version bump. */
export async function revokeAllSessions(db: DbOrTx, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

export async function findApiKeyByHash(db: DbOrTx, keyHash: string) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash));
  return row;
}

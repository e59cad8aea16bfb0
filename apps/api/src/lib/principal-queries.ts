import type { UserType } from '@trace/contracts';
import type { DbOrTx, Sql } from '@trace/db';
import { sql } from 'drizzle-orm';

/**
 * The reads behind every authenticated request (the auth plugin): the caller's user with its
 * permissions, and an API key by its hash. Sign-in and token refresh in the auth module use them too.
 */

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

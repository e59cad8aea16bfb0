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
  /** Pages (`<group>.<page>`) whose every menu entry belongs to other platforms: refused here. */
  offPlatform: string[];
};

/**
 * The pages a platform variant does not have (DOMAIN.md: enabling is data): those whose menu entries
 * all name other platforms. Their view and manage permissions are held by nobody on this platform.
 */
const offPlatformPages = (platform: string) => sql`array(
    select distinct split_part(m.permission, '.', 1) || '.' || split_part(m.permission, '.', 2)
    from menus m
    where m.permission is not null and m.platforms is not null and not (${platform} = any(m.platforms))
      and not exists (select 1 from menus o where o.permission = m.permission
                        and (o.platforms is null or ${platform} = any(o.platforms))))`;

/** The user with the union of the permissions of their enabled roles, on a platform. */
export async function findPrincipal(
  db: DbOrTx,
  userId: string,
  platform: string,
): Promise<PrincipalRow | undefined> {
  const rows = await db.execute<PrincipalRow>(sql`
    select u.id, u.account, u.user_name as "userName", u.user_type as "userType", u.corp_id as "corpId",
           u.cert_body_id as "certBodyId", u.printing_factory_id as "printingFactoryId", u.enabled,
           u.token_version as "tokenVersion",
           coalesce(bool_or(r.all_permissions), false) as "allPermissions",
           coalesce(array_agg(distinct p.permission) filter (where p.permission is not null), '{}') as permissions,
           ${offPlatformPages(platform)} as "offPlatform"
    from users u
    left join user_roles ur on ur.user_id = u.id
    left join roles r on r.id = ur.role_id and r.enabled
    left join lateral unnest(r.permissions) as p(permission) on true
    where u.id = ${userId}
    group by u.id`);
  return rows[0];
}

type UserStamp = Omit<PrincipalRow, 'allPermissions' | 'permissions' | 'offPlatform'> & {
  epoch: string | null;
  sessionLive: boolean;
};

/**
 * The principal for a request, with whether the session its access token belongs to is still open.
 * The user's own row and the session row are read every time, in one primary-key query (so disabling,
 * revoking or signing out is seen at once); the permission aggregate is reused while the access epoch
 * (raised by triggers on every role, role-assignment or menu change) is the one it was read under.
 */
export async function loadPrincipal(
  sql: Sql,
  db: DbOrTx,
  cache: Map<
    string,
    { epoch: string } & Pick<PrincipalRow, 'allPermissions' | 'permissions' | 'offPlatform'>
  >,
  platform: string,
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
    return {
      ...fields,
      sessionLive,
      allPermissions: cached.allPermissions,
      permissions: cached.permissions,
      offPlatform: cached.offPlatform,
    };
  const row = await findPrincipal(db, userId, platform);
  if (row && epoch !== null) {
    if (cache.size >= PRINCIPAL_CACHE_MAX) cache.clear();
    const { allPermissions, permissions, offPlatform } = row;
    cache.set(userId, { epoch, allPermissions, permissions, offPlatform });
  }
  return row && { ...row, sessionLive };
}

const PRINCIPAL_CACHE_MAX = 50_000;

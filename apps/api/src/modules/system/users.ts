import type { SysUser, UserType } from '@trace/contracts';
import { COMPANY_USER_TYPES } from '@trace/contracts';
import {
  certBodies,
  companies,
  type Database,
  type DbOrTx,
  depts,
  hashPassword,
  loginLocks,
  printingFactories,
  roles,
  type Tx,
  userRoles,
  users,
} from '@trace/db';
import { and, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { uniqueViolation } from '../../lib/crud';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import { accountKeyOf, clearLoginLocks, revokeAllSessions } from '../auth/repo';

type Language = 'cn' | 'en' | 'fr';

const USER_UNIQUE = {
  users_account_key: { path: 'account', key: 'register.accountNameRepeated' },
  users_phone_key: { path: 'phone', key: 'register.phoneTaken' },
  users_email_key: { path: 'email', key: 'register.emailTaken' },
} as const;

export interface UserFields {
  userName: string;
  userType: UserType;
  corpId: string | null;
  certBodyId: string | null;
  printingFactoryId: string | null;
  deptId: string | null;
  phone: string | null;
  email: string | null;
  remark: string | null;
  roleIds: string[];
}

/** Rows of users with company, department and roles, as the administration screens show them. */
async function toSysUsers(
  db: DbOrTx,
  rows: (typeof users.$inferSelect)[],
  language: Language,
  selfId: string,
): Promise<SysUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const corpIds = [...new Set(rows.map((r) => r.corpId).filter((v): v is string => !!v))];
  const deptIds = [...new Set(rows.map((r) => r.deptId).filter((v): v is string => !!v))];
  const bodyIds = [...new Set(rows.map((r) => r.certBodyId).filter((v): v is string => !!v))];
  const factoryIds = [...new Set(rows.map((r) => r.printingFactoryId).filter((v): v is string => !!v))];
  const [bodies, factories] = await Promise.all([
    bodyIds.length
      ? db
          .select({ id: certBodies.id, name: certBodies.name })
          .from(certBodies)
          .where(inArray(certBodies.id, bodyIds))
      : [],
    factoryIds.length
      ? db
          .select({ id: printingFactories.id, name: printingFactories.name })
          .from(printingFactories)
          .where(inArray(printingFactories.id, factoryIds))
      : [],
  ]);
  const [corps, deptRows, roleRows, lockedKeys] = await Promise.all([
    corpIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, corpIds))
      : [],
    deptIds.length
      ? db.select({ id: depts.id, name: depts.name }).from(depts).where(inArray(depts.id, deptIds))
      : [],
    db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids)),
    lockedAccounts(
      db,
      rows.map((r) => r.account),
    ),
  ]);
  return rows.map((row) => {
    const self = row.id === selfId;
    const locked = lockedKeys.has(accountKeyOf(row.account));
    return {
      id: row.id,
      account: row.account,
      userName: row.userName,
      userType: row.userType as UserType,
      corpId: row.corpId,
      corpName: corps.find((c) => c.id === row.corpId)?.name ?? null,
      certBodyId: row.certBodyId,
      certBodyName: bodies.find((b) => b.id === row.certBodyId)?.name ?? null,
      printingFactoryId: row.printingFactoryId,
      printingFactoryName: factories.find((f) => f.id === row.printingFactoryId)?.name ?? null,
      deptId: row.deptId,
      deptName: deptRows.find((d) => d.id === row.deptId)?.name ?? null,
      phone: row.phone,
      email: row.email,
      enabled: row.enabled,
      locked,
      remark: row.remark,
      roles: roleRows.filter((r) => r.userId === row.id).map((r) => ({ id: r.id, name: r.name[language] })),
      lastLoginTime: row.lastLoginAt?.toISOString() ?? null,
      createTime: row.createdAt.toISOString(),
      actions: [
        'edit',
        'resetPassword',
        ...(row.enabled ? (self ? [] : (['disable'] as const)) : (['enable'] as const)),
        ...(locked ? (['unlock'] as const) : []),
      ],
    };
  });
}

/** The account keys (see `accountKeyOf`) among these accounts locked at some address now. */
async function lockedAccounts(db: DbOrTx, accounts: string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ accountKey: loginLocks.accountKey })
    .from(loginLocks)
    .where(
      and(inArray(loginLocks.accountKey, accounts.map(accountKeyOf)), gt(loginLocks.lockedUntil, sql`now()`)),
    );
  return new Set(rows.map((row) => row.accountKey));
}

export async function listUsers(
  db: Database,
  language: Language,
  selfId: string,
  query: {
    page: number;
    pageSize: number;
    keyword?: string;
    userType?: string;
    corpId?: string;
    deptId?: string;
    enabled?: 'true' | 'false';
  },
) {
  const conditions: (SQL | undefined)[] = [
    query.keyword
      ? or(
          ilike(users.account, likePattern(query.keyword)),
          ilike(users.userName, likePattern(query.keyword)),
          ilike(users.phone, likePattern(query.keyword)),
        )
      : undefined,
    query.userType ? eq(users.userType, query.userType) : undefined,
    query.corpId ? eq(users.corpId, query.corpId) : undefined,
    query.deptId ? eq(users.deptId, query.deptId) : undefined,
    query.enabled ? eq(users.enabled, query.enabled === 'true') : undefined,
  ];
  const where = and(...conditions);
  const source = {
    rows: db.select().from(users).where(where).$dynamic(),
    orderBy: [desc(users.createdAt), desc(users.id)],
    total: countRows(db, users, where),
  };
  return paginate(source, query, (rows) => toSysUsers(db, rows, language, selfId));
}

export async function getUser(db: DbOrTx, language: Language, selfId: string, id: string): Promise<SysUser> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return (await toSysUsers(db, [row], language, selfId))[0]!;
}

/** A user belongs to the organisation its type calls for: a company, a cert body or a printing factory. */
async function checkOrganisation(tx: Tx, fields: UserFields) {
  const needs = (COMPANY_USER_TYPES as readonly string[]).includes(fields.userType)
    ? { path: 'corpId', id: fields.corpId, table: companies }
    : fields.userType === 'cert_body' || fields.userType === 'auditor'
      ? { path: 'certBodyId', id: fields.certBodyId, table: certBodies }
      : fields.userType === 'printer'
        ? { path: 'printingFactoryId', id: fields.printingFactoryId, table: printingFactories }
        : null;
  if (!needs) return { corpId: null, certBodyId: null, printingFactoryId: null };
  // A company account registers first and creates its company afterwards, so company is optional.
  if (!needs.id) {
    if (needs.path === 'corpId') return { corpId: null, certBodyId: null, printingFactoryId: null };
    throw fieldError(needs.path, 'user.organisationRequired');
  }
  const [found] = await tx
    .select({ id: needs.table.id })
    .from(needs.table)
    .where(eq(needs.table.id, needs.id));
  if (!found) throw fieldError(needs.path, 'user.organisationNotFound');
  return {
    corpId: needs.path === 'corpId' ? needs.id : null,
    certBodyId: needs.path === 'certBodyId' ? needs.id : null,
    printingFactoryId: needs.path === 'printingFactoryId' ? needs.id : null,
  };
}

async function checkDept(tx: Tx, deptId: string | null) {
  if (!deptId) return;
  const [found] = await tx.select({ id: depts.id }).from(depts).where(eq(depts.id, deptId));
  if (!found) throw fieldError('deptId', 'tree.parentNotFound');
}

async function setRoles(tx: Tx, userId: string, userType: UserType, roleIds: string[]) {
  let ids = [...new Set(roleIds)];
  if (ids.length === 0) {
    const [fallback] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.defaultFor, userType));
    ids = fallback ? [fallback.id] : [];
  }
  if (ids.length > 0) {
    const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
    if (found.length !== ids.length) throw fieldError('roleIds', 'role.notFound');
  }
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (ids.length > 0) await tx.insert(userRoles).values(ids.map((roleId) => ({ userId, roleId })));
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolation(error, USER_UNIQUE) ?? error;
  }
}

export function createUser(
  db: Database,
  actor: Actor,
  language: Language,
  body: UserFields & { account: string; password: string },
) {
  return guarded(async () => {
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      const organisation = await checkOrganisation(tx, body);
      await checkDept(tx, body.deptId);
      const [user] = await tx
        .insert(users)
        .values({
          account: body.account,
          passwordHash,
          userType: body.userType,
          userName: body.userName,
          phone: body.phone,
          email: body.email?.toLowerCase() ?? null,
          deptId: body.deptId,
          remark: body.remark,
          ...organisation,
        })
        .returning();
      await setRoles(tx, user!.id, body.userType, body.roleIds);
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'user',
        entityId: user!.id,
        after: { ...user, roleIds: body.roleIds },
      });
      return getUser(tx, language, actor.userId ?? '', user!.id);
    });
  });
}

/** Changing type, organisation or roles changes what the user may do on their next request. */
export function updateUser(db: Database, actor: Actor, language: Language, id: string, body: UserFields) {
  return guarded(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!before) throw notFound();
      const organisation = await checkOrganisation(tx, body);
      await checkDept(tx, body.deptId);
      const [after] = await tx
        .update(users)
        .set({
          userName: body.userName,
          userType: body.userType,
          phone: body.phone,
          email: body.email?.toLowerCase() ?? null,
          deptId: body.deptId,
          remark: body.remark,
          ...organisation,
        })
        .where(eq(users.id, id))
        .returning();
      await setRoles(tx, id, body.userType, body.roleIds);
      await writeAudit(tx, actor, {
        action: 'update',
        entity: 'user',
        entityId: id,
        before,
        after: { ...after, roleIds: body.roleIds },
      });
      return getUser(tx, language, actor.userId ?? '', id);
    }),
  );
}

export function setEnabled(db: Database, actor: Actor, language: Language, id: string, enabled: boolean) {
  if (!enabled && id === actor.userId) throw new AppError(409, 'user.notYourself');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(users).set({ enabled }).where(eq(users.id, id)).returning();
    if (enabled) await clearLoginLocks(tx, before.account);
    else await revokeAllSessions(tx, id, 'disabled');
    await writeAudit(tx, actor, {
      action: enabled ? 'enable' : 'disable',
      entity: 'user',
      entityId: id,
      before,
      after,
    });
    return getUser(tx, language, actor.userId ?? '', id);
  });
}

export async function resetUserPassword(db: Database, actor: Actor, id: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, account: users.account })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!user) throw notFound();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    await clearLoginLocks(tx, user.account);
    await revokeAllSessions(tx, id, 'password');
    await writeAudit(tx, actor, { action: 'reset_password', entity: 'user', entityId: id });
  });
  return null;
}

/** Lifts the user's sign-in locks at every address (they are told of a lock; the administrator ends it). */
export function unlockUser(db: Database, actor: Actor, language: Language, id: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw notFound();
    await clearLoginLocks(tx, user.account);
    await writeAudit(tx, actor, { action: 'unlock', entity: 'user', entityId: id });
    return getUser(tx, language, actor.userId ?? '', id);
  });
}

import type { CertBody, CertBodyBody, Language } from '@trace/contracts';
import {
  auditors,
  certBodies,
  type Database,
  type DbOrTx,
  productCategories,
  type Tx,
  users,
} from '@trace/db';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../../lib/audit';
import { fieldError, notFound } from '../../../lib/errors';
import { likePattern } from '../../../lib/like';
import { countRows, paginate } from '../../../lib/paging';
import type { Principal } from '../../../lib/principal';
import { createUser } from '../../system/users';
import { bodyCondition, ownBody, userOf } from './access';

type Row = typeof certBodies.$inferSelect;

/** Category names in the reader's language, by id. */
export async function categoryNames(db: DbOrTx, ids: readonly string[], language: Language) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(inArray(productCategories.id, unique));
  return new Map(rows.map((r) => [r.id, r.name[language] || r.name.cn]));
}

/** Every listed category exists (else a 400 on the field). */
export async function checkCategories(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(inArray(productCategories.id, [...ids]));
  if (found.length !== new Set(ids).size) throw fieldError('categoryIds', 'certBody.categoryNotFound');
}

async function toBodies(db: DbOrTx, rows: Row[], language: Language): Promise<CertBody[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, auditorCounts, userCounts] = await Promise.all([
    categoryNames(
      db,
      rows.flatMap((r) => r.categoryIds),
      language,
    ),
    db
      .select({ id: auditors.certBodyId, total: count() })
      .from(auditors)
      .where(inArray(auditors.certBodyId, ids))
      .groupBy(auditors.certBodyId),
    db
      .select({ id: users.certBodyId, total: count() })
      .from(users)
      .where(and(inArray(users.certBodyId, ids), eq(users.userType, 'cert_body')))
      .groupBy(users.certBodyId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    countryId: row.countryId,
    accreditationNo: row.accreditationNo,
    accreditedBy: row.accreditedBy,
    schemes: row.schemes,
    categoryIds: row.categoryIds,
    categoryNames: row.categoryIds.map((id) => names.get(id) ?? ''),
    accreditationValidUntil: row.accreditationValidUntil,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    address: row.address,
    introduction: row.introduction,
    documents: row.documents,
    status: row.status as CertBody['status'],
    auditorCount: auditorCounts.find((c) => c.id === row.id)?.total ?? 0,
    userCount: userCounts.find((c) => c.id === row.id)?.total ?? 0,
    createTime: row.createdAt.toISOString(),
  }));
}

export async function list(
  db: Database,
  principal: Principal,
  language: Language,
  query: { page: number; pageSize: number; keyword?: string; status?: string },
) {
  const keyword = query.keyword ? likePattern(query.keyword) : undefined;
  const where = and(
    bodyCondition(principal, certBodies.id),
    keyword ? or(ilike(certBodies.name, keyword), ilike(certBodies.accreditationNo, keyword)) : undefined,
    query.status ? eq(certBodies.status, query.status) : undefined,
  );
  return paginate(
    {
      rows: db.select().from(certBodies).where(where).$dynamic(),
      orderBy: [desc(certBodies.createdAt), certBodies.id],
      total: countRows(db, certBodies, where),
    },
    query,
    (rows) => toBodies(db, rows, language),
  );
}

/** One body the caller may read (another body's id answers 404). */
export async function rowOf(db: DbOrTx, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(certBodies)
    .where(and(eq(certBodies.id, id), bodyCondition(principal, certBodies.id)));
  if (!row) throw notFound();
  return row;
}

export async function get(db: Database, principal: Principal, language: Language, id: string) {
  return (await toBodies(db, [await rowOf(db, principal, id)], language))[0]!;
}

async function one(tx: DbOrTx, id: string, language: Language) {
  const [row] = await tx.select().from(certBodies).where(eq(certBodies.id, id));
  return (await toBodies(tx, [row!], language))[0]!;
}

export function create(db: Database, actor: Actor, language: Language, body: CertBodyBody) {
  return db.transaction(async (tx) => {
    await checkCategories(tx, body.categoryIds);
    const [row] = await tx.insert(certBodies).values(body).returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'cert_body', entityId: row!.id, after: row });
    return one(tx, row!.id, language);
  });
}

export function update(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  id: string,
  body: CertBodyBody,
) {
  return db.transaction(async (tx) => {
    const before = await rowOf(tx, principal, id);
    await checkCategories(tx, body.categoryIds);
    const [after] = await tx
      .update(certBodies)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(certBodies.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'cert_body', entityId: id, before, after });
    return one(tx, id, language);
  });
}

export function setStatus(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  id: string,
  status: 'active' | 'inactive',
) {
  return db.transaction(async (tx) => {
    const before = await rowOf(tx, principal, id);
    await tx.update(certBodies).set({ status, updatedAt: new Date() }).where(eq(certBodies.id, id));
    await writeAudit(tx, actor, {
      action: status === 'active' ? 'enable' : 'disable',
      entity: 'cert_body',
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
    return one(tx, id, language);
  });
}

const toBodyUser = (row: typeof users.$inferSelect) => ({
  id: row.id,
  account: row.account,
  userName: row.userName,
  userType: row.userType,
  phone: row.phone,
  email: row.email,
  enabled: row.enabled,
  createTime: row.createdAt.toISOString(),
});

/** The body's sign-in accounts: its own users and its auditors' accounts. */
export async function usersOf(
  db: Database,
  principal: Principal,
  id: string,
  query: { page: number; pageSize: number },
) {
  await rowOf(db, principal, id);
  const where = eq(users.certBodyId, id);
  return paginate(
    {
      rows: db.select().from(users).where(where).$dynamic(),
      orderBy: [users.userType, users.account],
      total: countRows(db, users, where),
    },
    query,
    (rows) => rows.map(toBodyUser),
  );
}

export interface AccountFields {
  account: string;
  userName: string;
  phone: string | null;
  email: string | null;
  password: string;
}

/** Creates an account of a body with the system's user creation (default role of its type). */
export async function createAccount(
  db: Database | Tx,
  actor: Actor,
  language: Language,
  certBodyId: string,
  userType: 'cert_body' | 'auditor',
  fields: AccountFields,
) {
  const created = await createUser(db as Database, actor, language, {
    ...fields,
    userType,
    corpId: null,
    certBodyId,
    printingFactoryId: null,
    deptId: null,
    remark: null,
    roleIds: [],
  });
  const [row] = await db.select().from(users).where(eq(users.id, created.id));
  return toBodyUser(row!);
}

export async function createBodyUser(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  id: string,
  fields: AccountFields,
) {
  await rowOf(db, principal, id);
  return createAccount(db, actor, language, id, 'cert_body', fields);
}

/** /certAuthorityMsg: the caller's own body. */
export async function mine(db: Database, principal: Principal, language: Language) {
  return one(db, ownBody(userOf(principal)), language);
}

export function updateMine(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  body: Pick<
    CertBodyBody,
    'contactName' | 'contactPhone' | 'contactEmail' | 'address' | 'introduction' | 'documents'
  >,
) {
  const id = ownBody(principal);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(certBodies).where(eq(certBodies.id, id));
    if (!before) throw notFound();
    const [after] = await tx
      .update(certBodies)
      .set({
        contactName: body.contactName,
        contactPhone: body.contactPhone,
        contactEmail: body.contactEmail,
        address: body.address,
        introduction: body.introduction,
        documents: body.documents,
        updatedAt: new Date(),
      })
      .where(eq(certBodies.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'cert_body', entityId: id, before, after });
    return one(tx, id, language);
  });
}

import type { Auditor, AuditorBody, Language } from '@trace/contracts';
import {
  auditorConflicts,
  auditors,
  certBodies,
  companies,
  type Database,
  type DbOrTx,
  type Tx,
  users,
} from '@trace/db';
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../../lib/audit';
import { AppError, conflict, fieldError, notFound } from '../../../lib/errors';
import { likePattern } from '../../../lib/like';
import { countRows, paginate } from '../../../lib/paging';
import type { Principal } from '../../../lib/principal';
import { bodyCondition, ownBody } from './access';
import { categoryNames, checkCategories, createAccount, rowOf } from './bodies';

type Row = typeof auditors.$inferSelect;
const DAY = 86_400_000;

/** Whole days from today (UTC) to a date; negative once it has passed. */
export function daysUntil(date: string, today = new Date()) {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - start) / DAY);
}

async function toAuditors(db: DbOrTx, rows: Row[], language: Language): Promise<Auditor[]> {
  if (rows.length === 0) return [];
  const bodyIds = [...new Set(rows.map((r) => r.certBodyId))];
  const userIds = rows.map((r) => r.userId).filter((v): v is string => !!v);
  const [names, bodies, accounts, conflicts] = await Promise.all([
    categoryNames(
      db,
      rows.flatMap((r) => r.categoryIds),
      language,
    ),
    db
      .select({ id: certBodies.id, name: certBodies.name })
      .from(certBodies)
      .where(inArray(certBodies.id, bodyIds)),
    userIds.length
      ? db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.id, userIds))
      : [],
    db
      .select({ id: auditorConflicts.auditorId, total: count() })
      .from(auditorConflicts)
      .where(
        inArray(
          auditorConflicts.auditorId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(auditorConflicts.auditorId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    certBodyId: row.certBodyId,
    certBodyName: bodies.find((b) => b.id === row.certBodyId)?.name ?? '',
    name: row.name,
    email: row.email,
    phone: row.phone,
    schemes: row.schemes,
    categoryIds: row.categoryIds,
    categoryNames: row.categoryIds.map((id) => names.get(id) ?? ''),
    languages: row.languages,
    qualificationExpiry: row.qualificationExpiry,
    qualificationDaysLeft: daysUntil(row.qualificationExpiry),
    status: row.status as Auditor['status'],
    remark: row.remark,
    userId: row.userId,
    account: accounts.find((a) => a.id === row.userId)?.account ?? null,
    conflictCount: conflicts.find((c) => c.id === row.id)?.total ?? 0,
    createTime: row.createdAt.toISOString(),
  }));
}

export interface AuditorQuery {
  page: number;
  pageSize: number;
  keyword?: string;
  scheme?: string;
  status?: string;
  expiringWithin?: number;
}

function listOf(db: Database, where: SQL | undefined, query: AuditorQuery, language: Language) {
  return paginate(
    {
      rows: db.select().from(auditors).where(where).$dynamic(),
      orderBy: [auditors.name, auditors.id],
      total: countRows(db, auditors, where),
    },
    query,
    (rows) => toAuditors(db, rows, language),
  );
}

function filters(query: AuditorQuery): SQL | undefined {
  const keyword = query.keyword ? likePattern(query.keyword) : undefined;
  return and(
    keyword
      ? or(ilike(auditors.name, keyword), ilike(auditors.email, keyword), ilike(auditors.phone, keyword))
      : undefined,
    query.scheme ? sql`${query.scheme} = any(${auditors.schemes})` : undefined,
    query.status ? eq(auditors.status, query.status) : undefined,
    query.expiringWithin !== undefined
      ? sql`${auditors.qualificationExpiry} <= current_date + ${query.expiringWithin}::int`
      : undefined,
  );
}

/** /auditorList: the caller's body's register (every register for the administrator). */
export function list(db: Database, principal: Principal, language: Language, query: AuditorQuery) {
  return listOf(db, and(bodyCondition(principal, auditors.certBodyId), filters(query)), query, language);
}

/** /certAuthorityDetails: one body's register, read-only. */
export async function listOfBody(
  db: Database,
  principal: Principal,
  language: Language,
  bodyId: string,
  query: AuditorQuery,
) {
  await rowOf(db, principal, bodyId);
  return listOf(db, eq(auditors.certBodyId, bodyId), query, language);
}

async function auditorRow(db: DbOrTx, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(auditors)
    .where(and(eq(auditors.id, id), bodyCondition(principal, auditors.certBodyId)));
  if (!row) throw notFound();
  return row;
}

export async function get(db: Database, principal: Principal, language: Language, id: string) {
  return (await toAuditors(db, [await auditorRow(db, principal, id)], language))[0]!;
}

/** A register entry the caller's body may change (another body's id answers 404). */
async function ownAuditor(db: DbOrTx, principal: Principal, id: string) {
  const bodyId = ownBody(principal);
  const [row] = await db
    .select()
    .from(auditors)
    .where(and(eq(auditors.id, id), eq(auditors.certBodyId, bodyId)));
  if (!row) throw notFound();
  return row;
}

/**
 * The rules of a register entry: schemes within the body's accreditation, known categories within it
 * (when the accreditation lists categories), and a linked account that is one of the body's auditor
 * accounts not linked to another entry.
 */
async function checkEntry(tx: Tx, bodyId: string, body: AuditorBody, selfId: string | null) {
  const [certBody] = await tx.select().from(certBodies).where(eq(certBodies.id, bodyId));
  if (!certBody) throw notFound();
  const outside = body.schemes.filter((s) => !certBody.schemes.includes(s));
  if (outside.length > 0)
    throw new AppError(409, 'certBody.schemeOutsideAccreditation', { schemes: outside.join(', ') }, [
      {
        path: 'schemes',
        messageKey: 'certBody.schemeOutsideAccreditation',
        params: { schemes: outside.join(', ') },
      },
    ]);
  await checkCategories(tx, body.categoryIds);
  if (certBody.categoryIds.length > 0 && body.categoryIds.some((c) => !certBody.categoryIds.includes(c)))
    throw new AppError(409, 'certBody.categoryOutsideAccreditation');
  if (body.userId && body.account) throw fieldError('userId', 'certBody.accountChoice');
  if (body.userId) {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.userId), eq(users.userType, 'auditor'), eq(users.certBodyId, bodyId)));
    if (!account) throw new AppError(409, 'certBody.accountNotAuditor');
    const [linked] = await tx
      .select({ id: auditors.id })
      .from(auditors)
      .where(and(eq(auditors.userId, body.userId), selfId ? ne(auditors.id, selfId) : undefined));
    if (linked) throw new AppError(409, 'certBody.accountLinked');
  }
}

const entryValues = (body: AuditorBody) => ({
  name: body.name,
  email: body.email?.toLowerCase() ?? null,
  phone: body.phone,
  schemes: body.schemes,
  categoryIds: body.categoryIds,
  languages: body.languages,
  qualificationExpiry: body.qualificationExpiry,
  status: body.status,
  remark: body.remark,
});

/** Links the chosen account, or creates an auditor account from the form (same transaction). */
async function accountOf(tx: Tx, actor: Actor, language: Language, bodyId: string, body: AuditorBody) {
  if (body.account) return (await createAccount(tx, actor, language, bodyId, 'auditor', body.account)).id;
  return body.userId;
}

export function create(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  body: AuditorBody,
) {
  const bodyId = ownBody(principal);
  return db.transaction(async (tx) => {
    await checkEntry(tx, bodyId, body, null);
    const userId = await accountOf(tx, actor, language, bodyId, body);
    const [row] = await tx
      .insert(auditors)
      .values({ ...entryValues(body), certBodyId: bodyId, userId })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'auditor', entityId: row!.id, after: row });
    return (await toAuditors(tx, [row!], language))[0]!;
  });
}

export function update(
  db: Database,
  principal: Principal,
  actor: Actor,
  language: Language,
  id: string,
  body: AuditorBody,
) {
  return db.transaction(async (tx) => {
    const before = await ownAuditor(tx, principal, id);
    await checkEntry(tx, before.certBodyId, body, id);
    const userId = await accountOf(tx, actor, language, before.certBodyId, body);
    const [after] = await tx
      .update(auditors)
      .set({ ...entryValues(body), userId })
      .where(eq(auditors.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'auditor', entityId: id, before, after });
    return (await toAuditors(tx, [after!], language))[0]!;
  });
}

/** The body's auditor accounts no register entry links yet (for the form's account choice). */
export async function freeAccounts(db: Database, principal: Principal) {
  const bodyId = ownBody(principal);
  const rows = await db
    .select({ id: users.id, account: users.account, name: users.userName })
    .from(users)
    .leftJoin(auditors, eq(auditors.userId, users.id))
    .where(and(eq(users.certBodyId, bodyId), eq(users.userType, 'auditor'), isNull(auditors.id)))
    .orderBy(users.account);
  return rows.map((r) => ({ value: r.id, label: `${r.name} (${r.account})` }));
}

export async function conflicts(db: Database, principal: Principal, id: string) {
  await auditorRow(db, principal, id);
  const rows = await db
    .select({
      id: auditorConflicts.id,
      corpId: auditorConflicts.corpId,
      corpName: companies.name,
      reason: auditorConflicts.reason,
      createdAt: auditorConflicts.createdAt,
    })
    .from(auditorConflicts)
    .innerJoin(companies, eq(companies.id, auditorConflicts.corpId))
    .where(eq(auditorConflicts.auditorId, id))
    .orderBy(desc(auditorConflicts.createdAt));
  return rows.map(({ createdAt, corpName, ...r }) => ({
    ...r,
    corpName: corpName ?? '',
    createTime: createdAt.toISOString(),
  }));
}

export function addConflict(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: { corpId: string; reason: string },
) {
  return db.transaction(async (tx) => {
    await ownAuditor(tx, principal, id);
    const [corp] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, body.corpId));
    if (!corp) throw fieldError('corpId', 'certBody.companyNotFound');
    const [row] = await tx
      .insert(auditorConflicts)
      .values({ auditorId: id, corpId: body.corpId, reason: body.reason })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('certBody.conflictExists');
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'auditor_conflict',
      entityId: row.id,
      after: row,
    });
    return {
      id: row.id,
      corpId: row.corpId,
      corpName: corp.name ?? '',
      reason: row.reason,
      createTime: row.createdAt.toISOString(),
    };
  });
}

export function removeConflict(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  conflictId: string,
) {
  return db.transaction(async (tx) => {
    await ownAuditor(tx, principal, id);
    const [row] = await tx
      .delete(auditorConflicts)
      .where(and(eq(auditorConflicts.id, conflictId), eq(auditorConflicts.auditorId, id)))
      .returning();
    if (!row) throw notFound();
    await writeAudit(tx, actor, {
      action: 'delete',
      entity: 'auditor_conflict',
      entityId: row.id,
      before: row,
    });
    return { id: row.id };
  });
}

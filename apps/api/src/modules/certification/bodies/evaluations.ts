import type { ZCertEvaluationBody } from '@trace/contracts';
import {
  auditors,
  audits,
  auditTeam,
  certApplications,
  certBodies,
  companies,
  companyEvaluations,
  type Database,
  type DbOrTx,
  noticeToCompany,
} from '@trace/db';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { likePattern } from '../../../lib/like';
import { countRows, paginate } from '../../../lib/paging';
import type { Principal } from '../../../lib/principal';
import { ownBody, userOf } from './access';

type Row = typeof companyEvaluations.$inferSelect;

/**
 * Which evaluations the caller reads: the administrator all, a body those it wrote, an auditor those
 * of companies whose audits it was on; nobody else any.
 */
function visible(principal: Principal): SQL | undefined {
  const user = userOf(principal);
  if (user.userType === 'admin') return undefined;
  if (user.userType === 'cert_body') return eq(companyEvaluations.certBodyId, ownBody(user));
  if (user.userType === 'auditor')
    return inArray(
      companyEvaluations.corpId,
      sql`(select ${audits.corpId} from ${audits}
            join ${auditTeam} on ${auditTeam.auditId} = ${audits.id}
            join ${auditors} on ${auditors.id} = ${auditTeam.auditorId}
           where ${auditors.userId} = ${user.userId})`,
    );
  return sql`false`;
}

async function toEvaluations(db: DbOrTx, rows: Row[]) {
  if (rows.length === 0) return [];
  const corpIds = [...new Set(rows.map((r) => r.corpId))];
  const bodyIds = [...new Set(rows.map((r) => r.certBodyId).filter((v): v is string => !!v))];
  const [corps, bodies] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, corpIds)),
    bodyIds.length
      ? db
          .select({ id: certBodies.id, name: certBodies.name })
          .from(certBodies)
          .where(inArray(certBodies.id, bodyIds))
      : [],
  ]);
  return rows.map((row) => ({
    id: row.id,
    corpId: row.corpId,
    corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
    certBodyId: row.certBodyId,
    certBodyName: bodies.find((b) => b.id === row.certBodyId)?.name ?? null,
    title: row.title,
    grade: row.grade,
    score: row.score,
    content: row.content,
    evaluatedAt: row.evaluatedAt.toISOString(),
    dueTime: row.dueTime?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
  }));
}

export function list(
  db: Database,
  principal: Principal,
  query: { page: number; pageSize: number; keyword?: string; corpId?: string; grade?: string },
) {
  const keyword = query.keyword ? likePattern(query.keyword) : undefined;
  const where = and(
    visible(principal),
    keyword ? ilike(companyEvaluations.title, keyword) : undefined,
    query.corpId ? eq(companyEvaluations.corpId, query.corpId) : undefined,
    query.grade ? eq(companyEvaluations.grade, query.grade) : undefined,
  );
  return paginate(
    {
      rows: db.select().from(companyEvaluations).where(where).$dynamic(),
      orderBy: [desc(companyEvaluations.evaluatedAt), companyEvaluations.id],
      total: countRows(db, companyEvaluations, where),
    },
    query,
    (rows) => toEvaluations(db, rows),
  );
}

export async function get(db: Database, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(companyEvaluations)
    .where(and(eq(companyEvaluations.id, id), visible(principal)));
  if (!row) throw notFound();
  return (await toEvaluations(db, [row]))[0]!;
}

/** The companies that applied to the caller's body (every applicant for the administrator). */
export async function clients(db: Database, principal: Principal) {
  const user = userOf(principal);
  const bodyId = user.userType === 'admin' ? null : ownBody(user);
  const rows = await db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(certApplications)
    .innerJoin(companies, eq(companies.id, certApplications.corpId))
    .where(bodyId ? eq(certApplications.certBodyId, bodyId) : undefined)
    .orderBy(companies.name)
    .limit(500);
  return rows.map((r) => ({ value: r.id, label: r.name }));
}

/** Only a body's users write evaluations, and only of companies that applied to their body. */
export function create(
  db: Database,
  principal: Principal,
  actor: Actor,
  body: z.output<typeof ZCertEvaluationBody>,
) {
  const bodyId = ownBody(principal);
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: certApplications.id })
      .from(certApplications)
      .where(and(eq(certApplications.certBodyId, bodyId), eq(certApplications.corpId, body.corpId)))
      .limit(1);
    if (!client) throw new AppError(409, 'certEvaluation.notClient');
    const [row] = await tx
      .insert(companyEvaluations)
      .values({
        corpId: body.corpId,
        certBodyId: bodyId,
        title: body.title,
        grade: body.grade,
        score: body.score,
        content: body.content,
        evaluatedAt: new Date(`${body.evaluatedAt}T00:00:00Z`),
        dueTime: body.dueTime ? new Date(`${body.dueTime}T00:00:00Z`) : null,
      })
      .returning();
    const [certBody] = await tx
      .select({ name: certBodies.name })
      .from(certBodies)
      .where(eq(certBodies.id, bodyId));
    await noticeToCompany(
      tx,
      body.corpId,
      'certEvaluation.written',
      { body: certBody?.name ?? '', title: body.title },
      actor.userId,
    );
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'company_evaluation',
      entityId: row!.id,
      after: row,
    });
    return (await toEvaluations(tx, [row!]))[0]!;
  });
}

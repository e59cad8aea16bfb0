import { APPROVED_COMPANY_STATUSES, escapeHtml, LANGUAGES, SY_STATUS, translate } from '@trace/contracts';
import { companies, type Database, type DbOrTx, messageToCompany, traceabilityApplications } from '@trace/db';
import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { paginate } from '../../lib/paging';
import { ownCompanyMissing, type Principal, type UserPrincipal } from '../../lib/principal';
import { assertReviewer, canReview } from '../../lib/review';
import { ownCompanyCondition } from '../../lib/tenancy';

type ApplicationRow = typeof traceabilityApplications.$inferSelect;
const iso = (date: Date | null) => date?.toISOString() ?? null;

async function toApplications(db: DbOrTx, rows: ApplicationRow[], reviewer: boolean) {
  const corpIds = [...new Set(rows.map((r) => r.corpId))];
  const corps = corpIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, corpIds))
    : [];
  return rows.map((row) => ({
    id: row.id,
    corpId: row.corpId,
    corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
    status: row.status as 'traceability_pending' | 'traceable' | 'not_traceable',
    requestedStart: iso(row.requestedStart),
    requestedEnd: iso(row.requestedEnd),
    remark: row.remark,
    documents: row.documents,
    contractStart: iso(row.contractStart),
    contractEnd: iso(row.contractEnd),
    reviewRemark: row.reviewRemark,
    reviewTime: iso(row.reviewedAt),
    createTime: row.createdAt.toISOString(),
    actions:
      reviewer && row.status === 'traceability_pending'
        ? (['approve', 'reject'] as ('approve' | 'reject')[])
        : [],
  }));
}

/** A passed company applies; one application waits at a time. */
export async function apply(
  db: Database,
  principal: UserPrincipal,
  actor: Actor,
  body: {
    requestedStart: string | null;
    requestedEnd: string | null;
    remark: string | null;
    documents: string[];
  },
) {
  if (!principal.corpId) throw ownCompanyMissing(principal);
  const corpId = principal.corpId;
  return db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, corpId)).for('update');
    if (!company || !APPROVED_COMPANY_STATUSES.includes(company.status))
      throw new AppError(409, 'company.notPassed');
    const [waiting] = await tx
      .select({ id: traceabilityApplications.id })
      .from(traceabilityApplications)
      .where(
        and(
          eq(traceabilityApplications.corpId, corpId),
          eq(traceabilityApplications.status, 'traceability_pending'),
        ),
      );
    if (waiting) throw new AppError(409, 'traceability.pendingExists');
    const [row] = await tx
      .insert(traceabilityApplications)
      .values({
        corpId,
        requestedStart: body.requestedStart ? new Date(body.requestedStart) : null,
        requestedEnd: body.requestedEnd ? new Date(body.requestedEnd) : null,
        remark: body.remark,
        documents: body.documents,
        appliedBy: principal.userId,
      })
      .returning();
    // A first application makes the company "traceability pending"; a renewal keeps the running contract.
    if (company.traceStatus !== 'traceable') {
      await tx
        .update(companies)
        .set({ traceStatus: 'traceability_pending', syStatus: SY_STATUS.pending })
        .where(eq(companies.id, corpId));
    }
    await writeAudit(tx, actor, {
      action: 'apply',
      entity: 'traceability_application',
      entityId: row!.id,
      after: row,
    });
    return (await toApplications(tx, [row!], false))[0]!;
  });
}

export async function list(
  db: Database,
  principal: Principal,
  query: { page: number; pageSize: number; keyword?: string; status?: string },
) {
  const reviewer = await canReview(db, principal, 'traceability_application');
  const where = and(
    reviewer ? undefined : ownCompanyCondition(principal, traceabilityApplications.corpId),
    query.status ? eq(traceabilityApplications.status, query.status) : undefined,
    query.keyword ? ilike(companies.name, likePattern(query.keyword)) : undefined,
  );
  const source = {
    rows: db
      .select({ application: traceabilityApplications })
      .from(traceabilityApplications)
      .innerJoin(companies, eq(companies.id, traceabilityApplications.corpId))
      .where(where)
      .$dynamic(),
    orderBy: [desc(traceabilityApplications.createdAt)],
    total: db
      .select({ total: count() })
      .from(traceabilityApplications)
      .innerJoin(companies, eq(companies.id, traceabilityApplications.corpId))
      .where(where),
  };
  return paginate(source, query, (rows) =>
    toApplications(
      db,
      rows.map((r) => r.application),
      reviewer,
    ),
  );
}

export async function get(db: Database, principal: Principal, id: string) {
  const [row] = await db.select().from(traceabilityApplications).where(eq(traceabilityApplications.id, id));
  const reviewer = await canReview(db, principal, 'traceability_application');
  if (!row || (!reviewer && row.corpId !== principal.corpId)) throw notFound();
  return (await toApplications(db, [row], reviewer))[0]!;
}

function notifyCompany(tx: DbOrTx, corpId: string, title: string, body: string, createdBy: string | null) {
  return messageToCompany(
    tx,
    corpId,
    { title: title.slice(0, 300), content: `<p>${escapeHtml(body)}</p>` },
    createdBy,
  );
}

/** Approve: the company becomes traceable until the contract end (syEndTime), and is told so. */
export async function approve(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: { contractStart: string; contractEnd: string; remark: string | null },
) {
  await assertReviewer(db, principal, 'traceability_application');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(traceabilityApplications)
      .where(eq(traceabilityApplications.id, id))
      .for('update');
    if (!before) throw notFound();
    if (before.status !== 'traceability_pending') throw new AppError(409, 'review.notAllowed');
    const start = new Date(body.contractStart);
    const end = new Date(body.contractEnd);
    const [after] = await tx
      .update(traceabilityApplications)
      .set({
        status: 'traceable',
        contractStart: start,
        contractEnd: end,
        reviewRemark: body.remark,
        reviewerId: actor.userId,
        reviewedAt: new Date(),
      })
      .where(eq(traceabilityApplications.id, id))
      .returning();
    await tx
      .update(companies)
      .set({
        traceStatus: 'traceable',
        syStatus: SY_STATUS.traceable,
        tracePause: false,
        syStartTime: start,
        syEndTime: end,
      })
      .where(eq(companies.id, before.corpId));
    const date = end.toISOString().slice(0, 10);
    const title = LANGUAGES.map((l) => translate('traceability.approvedTitle', l, { date })).join(' / ');
    await notifyCompany(tx, before.corpId, title, body.remark ?? title, actor.userId);
    await writeAudit(tx, actor, {
      action: 'approve',
      entity: 'traceability_application',
      entityId: id,
      before,
      after,
    });
    return (await toApplications(tx, [after!], true))[0]!;
  });
}

export async function reject(db: Database, principal: Principal, actor: Actor, id: string, remark: string) {
  await assertReviewer(db, principal, 'traceability_application');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(traceabilityApplications)
      .where(eq(traceabilityApplications.id, id))
      .for('update');
    if (!before) throw notFound();
    if (before.status !== 'traceability_pending') throw new AppError(409, 'review.notAllowed');
    const [after] = await tx
      .update(traceabilityApplications)
      .set({
        status: 'not_traceable',
        reviewRemark: remark,
        reviewerId: actor.userId,
        reviewedAt: new Date(),
      })
      .where(eq(traceabilityApplications.id, id))
      .returning();
    const [company] = await tx.select().from(companies).where(eq(companies.id, before.corpId));
    if (company && company.traceStatus !== 'traceable') {
      await tx
        .update(companies)
        .set({ traceStatus: 'not_traceable', syStatus: SY_STATUS.notTraceable })
        .where(eq(companies.id, before.corpId));
    }
    const title = LANGUAGES.map((l) => translate('traceability.rejectedTitle', l)).join(' / ');
    await notifyCompany(tx, before.corpId, title, remark, actor.userId);
    await writeAudit(tx, actor, {
      action: 'reject',
      entity: 'traceability_application',
      entityId: id,
      before,
      after,
    });
    return (await toApplications(tx, [after!], true))[0]!;
  });
}

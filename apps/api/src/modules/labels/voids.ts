import { SPREADSHEET_PROBLEM_MESSAGES, VOID_MAX_CODES } from '@trace/contracts';
import { documentNo, readSheetInThread, type Sheet, SpreadsheetError } from '@trace/core';
import {
  companies,
  type Database,
  type DbOrTx,
  labels,
  noticeToCompany,
  stillInHandsOf,
  voidRequests,
} from '@trace/db';
import { and, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { JobQueues } from '../../lib/jobs';
import { likePattern } from '../../lib/like';
import { notifyUsers, reviewerIds } from '../../lib/notify';
import { countRows, paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { assertReviewer, canReview } from '../../lib/review';
import type { FileStorage } from '../../lib/storage';
import { ownCompanyCondition } from '../../lib/tenancy';
import { findFile } from '../files/service';

type Row = typeof voidRequests.$inferSelect;
const LIST_PREVIEW = 20;

async function toRequests(db: DbOrTx, rows: Row[], reviewer: boolean, full: boolean) {
  const corpIds = [...new Set(rows.map((r) => r.corpId))];
  const corps = corpIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, corpIds))
    : [];
  return rows.map((row) => ({
    id: row.id,
    requestNo: row.requestNo,
    corpId: row.corpId,
    corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
    reason: row.reason,
    codeCount: row.codes.length,
    codes: full ? row.codes : row.codes.slice(0, LIST_PREVIEW),
    status: row.status as 'unreviewed',
    reviewRemark: row.reviewRemark,
    failures: row.failures ?? [],
    createTime: row.createdAt.toISOString(),
    actions:
      reviewer && row.status === 'unreviewed' ? (['approve', 'reject'] as ('approve' | 'reject')[]) : [],
  }));
}

const scope = (principal: Principal, reviewer: boolean) =>
  reviewer ? undefined : ownCompanyCondition(principal, voidRequests.corpId);

export async function list(
  db: Database,
  principal: Principal,
  query: { page: number; pageSize: number; keyword?: string; status?: string },
) {
  const reviewer = await canReview(db, principal, 'void_request');
  const where = and(
    scope(principal, reviewer),
    query.keyword ? ilike(voidRequests.requestNo, likePattern(query.keyword)) : undefined,
    query.status ? eq(voidRequests.status, query.status) : undefined,
  );
  const source = {
    rows: db.select().from(voidRequests).where(where).$dynamic(),
    orderBy: [desc(voidRequests.createdAt)],
    total: countRows(db, voidRequests, where),
  };
  return paginate(source, query, (rows) => toRequests(db, rows, reviewer, false));
}

export async function get(db: DbOrTx, principal: Principal, id: string) {
  const reviewer = await canReview(db, principal, 'void_request');
  const [row] = await db
    .select()
    .from(voidRequests)
    .where(and(eq(voidRequests.id, id), scope(principal, reviewer)));
  if (!row) throw notFound();
  return (await toRequests(db, [row], reviewer, true))[0]!;
}

/** Every code must be one of the company's labels that is not void yet; the refused ones are named. */
export async function create(
  db: Database,
  principal: Principal,
  actor: Actor,
  body: { reason: string; codes: string[]; rangeFrom?: string; rangeTo?: string },
) {
  const corpId = principal.corpId;
  if (!corpId) throw new AppError(409, 'company.noCompany');
  const codes = new Set(body.codes.map((c) => BigInt(c).toString()));
  if (body.rangeFrom && body.rangeTo) {
    for (let code = BigInt(body.rangeFrom); code <= BigInt(body.rangeTo); code++) codes.add(code.toString());
  }
  const wanted = [...codes];
  const found = await db
    .select({ excode: labels.excode })
    .from(labels)
    .where(
      and(
        inArray(labels.excode, wanted),
        eq(labels.corpId, corpId),
        ne(labels.status, 'invalid'),
        stillInHandsOf(corpId),
      ),
    );
  const ok = new Set(found.map((f) => f.excode));
  const refused = wanted.filter((code) => !ok.has(code));
  if (refused.length > 0) {
    throw fieldError('codes', 'void.notYourLabels', {
      codes: `${refused.slice(0, 5).join(', ')}${refused.length > 5 ? ` (+${refused.length - 5})` : ''}`,
    });
  }
  const row = await db.transaction(async (tx) => {
    const requestNo = documentNo('V');
    const [inserted] = await tx
      .insert(voidRequests)
      .values({ requestNo, corpId, reason: body.reason, codes: wanted, createdBy: actor.userId })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'void_request',
      entityId: inserted!.id,
      after: { ...inserted, codes: wanted.length },
    });
    await notifyUsers(
      tx,
      await reviewerIds(tx, 'void_request'),
      'void.submitted',
      { requestNo },
      actor.userId,
    );
    return inserted!;
  });
  return get(db, principal, row.id);
}

/**
 * A void request for the codes listed in the first column of an uploaded spreadsheet (title row, data
 * from row 2, at most 10,000 rows). Rows that are not label codes are named; then it is `create`.
 */
export async function createFromFile(
  db: Database,
  storage: FileStorage,
  principal: Principal,
  actor: Actor,
  body: { fileId: string; reason: string },
) {
  const file = await findFile(db, principal, body.fileId).catch(() => {
    throw fieldError('fileId', 'import.fileNotFound');
  });
  let sheet: Sheet;
  try {
    sheet = await readSheetInThread(() => storage.read(file.storageKey), { maxRows: VOID_MAX_CODES });
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    throw fieldError('fileId', SPREADSHEET_PROBLEM_MESSAGES[error.problem], error.detail);
  }
  const wrong = sheet.rows.filter((r) => r.lossy.includes(0) || !/^[1-9]\d{15,19}$/.test(r.cells[0] ?? ''));
  if (wrong.length > 0) {
    const rows = wrong.slice(0, 10).map((r) => r.row);
    throw fieldError('fileId', 'void.importRows', {
      rows: `${rows.join(', ')}${wrong.length > 10 ? ` (+${wrong.length - 10})` : ''}`,
    });
  }
  return create(db, principal, actor, { reason: body.reason, codes: sheet.rows.map((r) => r.cells[0]!) });
}

/** unreviewed -> passed (then the job voids) | failed; a second decision on the same request is a 409. */
export async function decide(
  db: Database,
  jobs: JobQueues,
  principal: Principal,
  actor: Actor,
  id: string,
  approve: boolean,
  remark: string | null,
) {
  await assertReviewer(db, principal, 'void_request');
  const decided = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(voidRequests).where(eq(voidRequests.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status !== 'unreviewed') throw new AppError(409, 'review.notAllowed');
    const [after] = await tx
      .update(voidRequests)
      .set({ status: approve ? 'passed' : 'failed', reviewRemark: remark })
      .where(eq(voidRequests.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: approve ? 'approve' : 'reject',
      entity: 'void_request',
      entityId: id,
      before: { ...before, codes: before.codes.length },
      after: { ...after, codes: after!.codes.length },
    });
    if (!approve)
      await noticeToCompany(
        tx,
        before.corpId,
        'void.rejected',
        { requestNo: before.requestNo },
        actor.userId,
      );
    return after!;
  });
  if (approve) {
    const jobId = await jobs.enqueue(
      'label-void',
      `void ${decided.requestNo}`,
      { requestId: id },
      { createdBy: actor.userId, corpId: decided.corpId, total: decided.codes.length },
    );
    await db.update(voidRequests).set({ jobId }).where(eq(voidRequests.id, id));
  }
  return get(db, principal, id);
}

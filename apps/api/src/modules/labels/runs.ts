import type { LabelRun, Language } from '@trace/contracts';
import {
  companies,
  type Database,
  type DbOrTx,
  labelControls,
  labelRuns,
  labelSerialCounter,
  products,
  type Tx,
} from '@trace/db';
import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { JobQueues } from '../../lib/jobs';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';

/** Labels written per chunk: one COPY and one transaction each. */
export const CHUNK_SIZE = 10_000;

type RunRow = typeof labelRuns.$inferSelect;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Whole percent of a run generated; a run of no labels (written outside the API) counts as not started. */
export function runProgress(generated: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((generated / count) * 100)));
}

export async function toRuns(db: DbOrTx, rows: RunRow[], _language: Language): Promise<LabelRun[]> {
  const corpIds = [...new Set(rows.map((r) => r.corpId).filter((v): v is string => !!v))];
  const productIds = [...new Set(rows.map((r) => r.productId).filter((v): v is string => !!v))];
  const [corps, productRows] = await Promise.all([
    corpIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, corpIds))
      : [],
    productIds.length
      ? db
          .select({
            id: products.id,
            name: sql<string>`coalesce(${products.replaceProductName}, ${products.productName})`,
          })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
  ]);
  return rows.map((row) => ({
    id: row.id,
    runNo: row.runNo,
    corpId: row.corpId,
    corpName: corps.find((c) => c.id === row.corpId)?.name ?? null,
    productId: row.productId,
    productName: productRows.find((p) => p.id === row.productId)?.name ?? null,
    orderId: row.orderId,
    sheetType: row.sheetType as 'big' | 'small',
    count: row.count,
    startCode: row.startCode,
    endCode: row.endCode,
    status: row.status as LabelRun['status'],
    generatedCount: row.generatedCount,
    progress: runProgress(row.generatedCount, row.count),
    error: row.error,
    startTime: iso(row.startedAt),
    finishTime: iso(row.finishedAt),
    createTime: row.createdAt.toISOString(),
    actions: [
      ...(row.status === 'generated' ? (['download'] as const) : []),
      ...(row.status === 'error' ? (['retry'] as const) : []),
    ],
  }));
}

const scoped = (principal: Principal) =>
  tenantCondition(tenantScope(principal), { corpId: labelRuns.corpId, userId: labelRuns.createdBy });

export async function list(
  db: Database,
  principal: Principal,
  language: Language,
  query: { page: number; pageSize: number; keyword?: string; status?: string },
) {
  const where = and(
    scoped(principal),
    query.keyword
      ? or(
          ilike(labelRuns.runNo, likePattern(query.keyword)),
          sql`${labelRuns.startCode}::text like ${likePattern(query.keyword)}`,
        )
      : undefined,
    query.status ? eq(labelRuns.status, query.status) : undefined,
  );
  const source = {
    rows: db.select().from(labelRuns).where(where).$dynamic(),
    orderBy: [desc(labelRuns.createdAt), desc(labelRuns.id)],
    total: countRows(db, labelRuns, where),
  };
  return paginate(source, query, (rows) => toRuns(db, rows, language));
}

export async function get(db: Database, principal: Principal, language: Language, id: string) {
  const [row] = await db
    .select()
    .from(labelRuns)
    .where(and(eq(labelRuns.id, id), scoped(principal)));
  if (!row) throw notFound();
  return (await toRuns(db, [row], language))[0]!;
}

/** The limit that applies: the company's own row, else the platform's. */
async function runLimit(db: DbOrTx, corpId: string | null): Promise<number> {
  const rows = await db
    .select({ corpId: labelControls.corpId, maxPerRun: labelControls.maxPerRun })
    .from(labelControls)
    .where(
      corpId
        ? or(eq(labelControls.corpId, corpId), isNull(labelControls.corpId))
        : isNull(labelControls.corpId),
    );
  return (rows.find((r) => r.corpId === corpId) ?? rows.find((r) => r.corpId === null))?.maxPerRun ?? 150_000;
}

/** Blocks with imported codes in them that a reservation steps over before it gives up. */
const MAX_BLOCKS_STEPPED_OVER = 20;

/**
 * Takes the next block of `count` serials that holds no label yet and returns its first serial. An
 * import may have taken codes above the counter (any valid code can be imported): a block holding
 * one is left unused and the counter moves past its last taken code. The counter's row stays locked
 * until the transaction ends, so concurrent runs never share serials.
 */
export async function reserveSerials(tx: Tx, count: number): Promise<bigint> {
  for (let attempt = 0; attempt <= MAX_BLOCKS_STEPPED_OVER; attempt++) {
    const [block] = await tx
      .update(labelSerialCounter)
      .set({ nextSerial: sql`${labelSerialCounter.nextSerial} + ${count}` })
      .where(eq(labelSerialCounter.id, 1))
      .returning({ next: labelSerialCounter.nextSerial });
    if (!block) throw new Error('the label serial counter is missing (run the seed)');
    const start = block.next - BigInt(count);
    const [taken] = await tx.execute<{ last: string | null }>(sql`
      select max(excode)::text as last from labels
      where excode between ${start.toString()}::numeric and ${(block.next - 1n).toString()}::numeric`);
    if (!taken?.last) return start;
    await tx
      .update(labelSerialCounter)
      .set({ nextSerial: BigInt(taken.last) + 1n })
      .where(eq(labelSerialCounter.id, 1));
  }
  throw new AppError(409, 'label.rangesTaken');
}

/**
 * Takes a contiguous block of serials and records the run, then queues its generation. The serial
 * block is taken in the same transaction as the run row, so runs never overlap.
 */
export async function createRun(
  db: Database,
  jobs: JobQueues,
  actor: Actor,
  language: Language,
  body: {
    count: number;
    sheetType: 'big' | 'small';
    corpId: string | null;
    productId: string | null;
    orderId?: string | null;
  },
) {
  const limit = await runLimit(db, body.corpId);
  if (body.count > limit) throw fieldError('count', 'label.overRunLimit', { limit });
  const run = await db.transaction(async (tx) => {
    if (body.corpId) {
      const [corp] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, body.corpId));
      if (!corp) throw fieldError('corpId', 'user.organisationNotFound');
    }
    if (body.productId) {
      const [product] = await tx
        .select({ corpId: products.corpId })
        .from(products)
        .where(eq(products.id, body.productId));
      if (!product || (body.corpId && product.corpId !== body.corpId))
        throw fieldError('productId', 'product.subclassNotFound');
    }
    const start = await reserveSerials(tx, body.count);
    const [row] = await tx
      .insert(labelRuns)
      .values({
        runNo: `R${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${start.toString().slice(-8)}`,
        corpId: body.corpId,
        productId: body.productId,
        orderId: body.orderId ?? null,
        sheetType: body.sheetType,
        count: body.count,
        chunkSize: CHUNK_SIZE,
        startCode: start.toString(),
        endCode: (start + BigInt(body.count) - 1n).toString(),
        createdBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'label_run', entityId: row!.id, after: row });
    return row!;
  });
  const jobId = await jobs.enqueue(
    'label-generation',
    `run ${run.runNo}`,
    { runId: run.id },
    { createdBy: actor.userId, corpId: run.corpId, total: run.count },
  );
  const [withJob] = await db.update(labelRuns).set({ jobId }).where(eq(labelRuns.id, run.id)).returning();
  return (await toRuns(db, [withJob!], language))[0]!;
}

/** An errored run goes back to the queue; chunks already committed stay and are skipped. */
export async function retryRun(
  db: Database,
  jobs: JobQueues,
  principal: Principal,
  actor: Actor,
  language: Language,
  id: string,
) {
  const [row] = await db
    .select()
    .from(labelRuns)
    .where(and(eq(labelRuns.id, id), scoped(principal)));
  if (!row) throw notFound();
  if (row.status !== 'error') throw new AppError(409, 'label.runNotRetryable');
  const jobId = await jobs.enqueue(
    'label-generation',
    `run ${row.runNo} (resumed)`,
    { runId: row.id },
    { createdBy: actor.userId, corpId: row.corpId, total: row.count },
  );
  const [after] = await db
    .update(labelRuns)
    .set({ status: 'not_generated', error: null, jobId })
    .where(eq(labelRuns.id, id))
    .returning();
  await writeAudit(db, actor, { action: 'retry', entity: 'label_run', entityId: id, before: row, after });
  return (await toRuns(db, [after!], language))[0]!;
}

import type { BatchLine, BindLog, RawMaterialState } from '@trace/contracts';
import { toDisplayWeight } from '@trace/core';
import {
  batchBindLogs,
  batches,
  companies,
  type Database,
  type DbOrTx,
  labels,
  products,
  rawMaterials,
} from '@trace/db';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { displayWeight, findBatch } from './batches';

// The binding log (/bindLog) and the labels bound to a batch.

/** How many codes a log shows in lists (its detail shows all). */
const LOG_PREVIEW = 20;

type LogRow = typeof batchBindLogs.$inferSelect;

async function toLogs(db: DbOrTx, rows: LogRow[], full: boolean): Promise<BindLog[]> {
  if (rows.length === 0) return [];
  const batchRows = await db
    .select({
      id: batches.id,
      batchNo: batches.batchNo,
      corpName: companies.name,
      productName: sql<string>`coalesce(${products.replaceProductName}, ${products.productName})`,
    })
    .from(batches)
    .innerJoin(companies, eq(companies.id, batches.corpId))
    .innerJoin(products, eq(products.id, batches.productId))
    .where(inArray(batches.id, [...new Set(rows.map((r) => r.batchId))]));
  return rows.map((row) => {
    const batch = batchRows.find((b) => b.id === row.batchId);
    return {
      id: row.id,
      batchId: row.batchId,
      batchNo: batch?.batchNo ?? '',
      productName: batch?.productName ?? '',
      corpId: row.corpId,
      corpName: batch?.corpName ?? '',
      mode: row.mode as BindLog['mode'],
      startCode: row.startCode,
      endCode: row.endCode,
      count: row.count,
      weight: displayWeight(row.weight),
      fileName: row.fileName,
      codes: full ? row.codes : row.codes.slice(0, LOG_PREVIEW),
      operatorName: row.operatorName,
      createTime: row.createdAt.toISOString(),
    };
  });
}

const logScope = (principal: Principal, line: BatchLine) =>
  and(eq(batches.line, line), tenantCondition(tenantScope(principal), { corpId: batchBindLogs.corpId }));

export async function bindLogs(
  db: Database,
  principal: Principal,
  line: BatchLine,
  query: { page: number; pageSize: number; batchId?: string; keyword?: string; excode?: string },
) {
  const where = and(
    logScope(principal, line),
    query.batchId ? eq(batchBindLogs.batchId, query.batchId) : undefined,
    query.keyword ? ilike(batches.batchNo, likePattern(query.keyword)) : undefined,
    query.excode ? arrayContains(batchBindLogs.codes, [BigInt(query.excode).toString()]) : undefined,
  );
  const source = {
    rows: db
      .select({ log: batchBindLogs })
      .from(batchBindLogs)
      .innerJoin(batches, eq(batches.id, batchBindLogs.batchId))
      .where(where)
      .$dynamic(),
    orderBy: [desc(batchBindLogs.createdAt), desc(batchBindLogs.id)],
    total: db
      .select({ total: count() })
      .from(batchBindLogs)
      .innerJoin(batches, eq(batches.id, batchBindLogs.batchId))
      .where(where),
  };
  return paginate(source, query, (rows) =>
    toLogs(
      db,
      rows.map((r) => r.log),
      false,
    ),
  );
}

export async function bindLog(db: Database, principal: Principal, line: BatchLine, id: string) {
  const [row] = await db
    .select({ log: batchBindLogs })
    .from(batchBindLogs)
    .innerJoin(batches, eq(batches.id, batchBindLogs.batchId))
    .where(and(eq(batchBindLogs.id, id), logScope(principal, line)));
  if (!row) throw new AppError(404, 'error.notFound');
  return (await toLogs(db, [row.log], true))[0]!;
}

/** The labels of a batch by code, with the weight left on raw-material labels. */
export async function boundLabels(
  db: Database,
  principal: Principal,
  line: BatchLine,
  batchId: string,
  query: { page: number; pageSize: number; excode?: string },
) {
  await findBatch(db, principal, line, batchId);
  const where = and(
    eq(labels.batchId, batchId),
    query.excode ? sql`${labels.excode}::text like ${`${query.excode}%`}` : undefined,
  );
  const source = {
    rows: db
      .select({
        excode: labels.excode,
        status: labels.status,
        weight: labels.weight,
        remaining: rawMaterials.remaining,
        state: rawMaterials.state,
      })
      .from(labels)
      .leftJoin(rawMaterials, eq(rawMaterials.excode, labels.excode))
      .where(where)
      .$dynamic(),
    orderBy: [asc(labels.excode)],
    total: countRows(db, labels, where),
  };
  return paginate(source, query, (rows) =>
    rows.map((row) => ({
      excode: row.excode,
      status: row.status as 'bound',
      weight: displayWeight(row.weight),
      remainingWeight: row.remaining === null ? null : toDisplayWeight(row.remaining),
      rawMaterialState: (row.state as RawMaterialState | null) ?? null,
    })),
  );
}

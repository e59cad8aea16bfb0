import type { Batch, BatchStatus, RawMaterialUse } from '@trace/contracts';
import { toDisplayWeight } from '@trace/core';
import { batches, companies, type Database, type DbOrTx, products, rawMaterialUses } from '@trace/db';
import { and, count, countDistinct, desc, eq, ilike, inArray, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likePattern } from '../../lib/like';
import { paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { findBatch } from './batches';

/** A product's shown name: its replacement name when it has one. */
export const productName = sql<string>`coalesce(${products.replaceProductName}, ${products.productName})`;

// ---- usage records (/rawMaterialUsageRecord1, /rawMaterialUsageRecord2, /materialUse)

type UseRow = typeof rawMaterialUses.$inferSelect;
const source = alias(batches, 'source_batch');

export async function toUses(db: DbOrTx, rows: UseRow[]): Promise<RawMaterialUse[]> {
  if (rows.length === 0) return [];
  const batchIds = [...new Set(rows.flatMap((r) => [r.batchId, r.sourceBatchId]))];
  const batchRows = await db
    .select({ id: batches.id, batchNo: batches.batchNo, kind: batches.kind, productName })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(inArray(batches.id, batchIds));
  return rows.map((row) => {
    const batch = batchRows.find((b) => b.id === row.batchId);
    return {
      id: row.id,
      batchId: row.batchId,
      batchNo: batch?.batchNo ?? '',
      batchKind: (batch?.kind ?? 'normal') as Batch['kind'],
      productName: batch?.productName ?? '',
      excode: row.excode,
      sourceBatchId: row.sourceBatchId,
      sourceBatchNo: batchRows.find((b) => b.id === row.sourceBatchId)?.batchNo ?? '',
      useWeight: toDisplayWeight(row.useWeight),
      remainingAfter: toDisplayWeight(row.remainingAfter),
      operatorName: row.operatorName,
      createTime: row.createdAt.toISOString(),
    };
  });
}

async function pagedUses(db: Database, where: SQL | undefined, query: { page: number; pageSize: number }) {
  const uses = {
    rows: db
      .select({ use: rawMaterialUses })
      .from(rawMaterialUses)
      .innerJoin(batches, eq(batches.id, rawMaterialUses.batchId))
      .innerJoin(source, eq(source.id, rawMaterialUses.sourceBatchId))
      .where(where)
      .$dynamic(),
    orderBy: [desc(rawMaterialUses.createdAt), desc(rawMaterialUses.id)],
    total: db
      .select({ total: count() })
      .from(rawMaterialUses)
      .innerJoin(batches, eq(batches.id, rawMaterialUses.batchId))
      .innerJoin(source, eq(source.id, rawMaterialUses.sourceBatchId))
      .where(where),
  };
  return paginate(uses, query, (rows) =>
    toUses(
      db,
      rows.map((r) => r.use),
    ),
  );
}

const usesScope = (principal: Principal) =>
  tenantCondition(tenantScope(principal), { corpId: rawMaterialUses.corpId });

/** The company's usage records, filtered by batch (using or source), label or batch number. */
export function listUses(
  db: Database,
  principal: Principal,
  query: {
    page: number;
    pageSize: number;
    keyword?: string;
    excode?: string;
    batchId?: string;
    sourceBatchId?: string;
  },
) {
  const keyword = query.keyword ? likePattern(query.keyword) : undefined;
  return pagedUses(
    db,
    and(
      usesScope(principal),
      keyword ? sql`(${ilike(batches.batchNo, keyword)} or ${ilike(source.batchNo, keyword)})` : undefined,
      query.excode ? sql`${rawMaterialUses.excode}::text like ${`${query.excode}%`}` : undefined,
      query.batchId ? eq(rawMaterialUses.batchId, query.batchId) : undefined,
      query.sourceBatchId ? eq(rawMaterialUses.sourceBatchId, query.sourceBatchId) : undefined,
    ),
    query,
  );
}

/** One batch's records: what it used, or, for a raw-material batch, who used its labels. */
export async function batchUses(
  db: Database,
  principal: Principal,
  batchId: string,
  query: { page: number; pageSize: number },
) {
  const batch = await findBatch(db, principal, null, batchId);
  return pagedUses(
    db,
    and(
      usesScope(principal),
      batch.kind === 'raw_material'
        ? eq(rawMaterialUses.sourceBatchId, batchId)
        : eq(rawMaterialUses.batchId, batchId),
    ),
    query,
  );
}

/** /materialUse: per using batch, the labels and weight taken and the last use. */
export async function useSummary(
  db: Database,
  principal: Principal,
  query: { page: number; pageSize: number; keyword?: string },
) {
  const where = and(
    usesScope(principal),
    query.keyword ? ilike(batches.batchNo, likePattern(query.keyword)) : undefined,
  );
  const summary = {
    rows: db
      .select({
        batchId: rawMaterialUses.batchId,
        batchNo: batches.batchNo,
        batchKind: batches.kind,
        batchStatus: batches.status,
        productName,
        corpName: companies.name,
        labelCount: countDistinct(rawMaterialUses.excode),
        useCount: count(),
        totalUseWeight: sql<string>`sum(${rawMaterialUses.useWeight})::text`,
        lastUse: max(rawMaterialUses.createdAt),
      })
      .from(rawMaterialUses)
      .innerJoin(batches, eq(batches.id, rawMaterialUses.batchId))
      .innerJoin(products, eq(products.id, batches.productId))
      .innerJoin(companies, eq(companies.id, batches.corpId))
      .where(where)
      .groupBy(
        rawMaterialUses.batchId,
        batches.batchNo,
        batches.kind,
        batches.status,
        products.replaceProductName,
        products.productName,
        companies.name,
      )
      .$dynamic(),
    orderBy: [desc(max(rawMaterialUses.createdAt))],
    total: db
      .select({ total: countDistinct(rawMaterialUses.batchId) })
      .from(rawMaterialUses)
      .innerJoin(batches, eq(batches.id, rawMaterialUses.batchId))
      .where(where),
  };
  return paginate(summary, query, (rows) =>
    rows.map((row) => ({
      batchId: row.batchId,
      batchNo: row.batchNo,
      batchKind: row.batchKind as Batch['kind'],
      batchStatus: row.batchStatus as BatchStatus,
      productName: row.productName,
      corpName: row.corpName,
      labelCount: row.labelCount,
      useCount: row.useCount,
      totalUseWeight: toDisplayWeight(row.totalUseWeight),
      lastUseTime: (row.lastUse ?? new Date()).toISOString(),
    })),
  );
}

import type { Language } from '@trace/contracts';
import { companies, type Database, labelRuns, labels, products } from '@trace/db';
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';

export interface LabelSearch {
  excode?: string;
  excodeFrom?: string;
  excodeTo?: string;
  status?: string;
  corpId?: string;
  productId?: string;
  batchId?: string;
  runId?: string;
  after?: string;
  pageSize: number;
}

/**
 * Keyset pages over labels ordered by excode (the primary key): each page is an index range scan,
 * so the thousandth page costs what the first does. A company sees its own labels only.
 */
export async function searchLabels(
  db: Database,
  principal: Principal,
  _language: Language,
  query: LabelSearch,
) {
  const where = and(
    tenantCondition(tenantScope(principal), { corpId: labels.corpId }),
    query.excode ? eq(labels.excode, query.excode) : undefined,
    query.excodeFrom ? gte(labels.excode, query.excodeFrom) : undefined,
    query.excodeTo ? lte(labels.excode, query.excodeTo) : undefined,
    query.status ? eq(labels.status, query.status) : undefined,
    query.corpId ? eq(labels.corpId, query.corpId) : undefined,
    query.productId ? eq(labels.productId, query.productId) : undefined,
    query.batchId ? eq(labels.batchId, query.batchId) : undefined,
    query.runId ? eq(labels.runId, query.runId) : undefined,
    query.after ? gt(labels.excode, query.after) : undefined,
  );
  // One query: the page of labels is cut first (an index range scan with its LIMIT), then only those
  // rows are joined with their names, whatever the planner guesses about how many labels match.
  const slice = db
    .select({
      excode: labels.excode,
      status: labels.status,
      runId: labels.runId,
      corpId: labels.corpId,
      productId: labels.productId,
      batchId: labels.batchId,
      weight: labels.weight,
      createdAt: labels.createdAt,
    })
    .from(labels)
    .where(where)
    .orderBy(asc(labels.excode))
    .limit(query.pageSize + 1)
    .as('slice');
  const rows = await db
    .select({
      excode: slice.excode,
      status: slice.status,
      runId: slice.runId,
      runNo: labelRuns.runNo,
      corpId: slice.corpId,
      corpName: companies.name,
      productId: slice.productId,
      productName: sql<string | null>`coalesce(${products.replaceProductName}, ${products.productName})`,
      batchId: slice.batchId,
      weight: slice.weight,
      createdAt: slice.createdAt,
    })
    .from(slice)
    .leftJoin(labelRuns, eq(labelRuns.id, slice.runId))
    .leftJoin(companies, eq(companies.id, slice.corpId))
    .leftJoin(products, eq(products.id, slice.productId))
    .orderBy(asc(slice.excode));
  const page = rows.slice(0, query.pageSize);
  return {
    list: page.map(({ createdAt, ...row }) => ({
      ...row,
      status: row.status as 'unassigned',
      createTime: createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.pageSize ? (page.at(-1)?.excode ?? null) : null,
  };
}

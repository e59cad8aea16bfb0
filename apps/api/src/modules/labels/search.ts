import type { Language } from '@trace/contracts';
import { companies, type Database, labelRuns, labels, products } from '@trace/db';
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
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
  const rows = await db
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
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const runIds = [...new Set(page.map((r) => r.runId).filter((v): v is string => !!v))];
  const corpIds = [...new Set(page.map((r) => r.corpId).filter((v): v is string => !!v))];
  const productIds = [...new Set(page.map((r) => r.productId).filter((v): v is string => !!v))];
  const [runs, corps, productRows] = await Promise.all([
    runIds.length
      ? db
          .select({ id: labelRuns.id, runNo: labelRuns.runNo })
          .from(labelRuns)
          .where(inArray(labelRuns.id, runIds))
      : [],
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
  return {
    list: page.map((row) => ({
      excode: row.excode,
      status: row.status as 'unassigned',
      runId: row.runId,
      runNo: runs.find((r) => r.id === row.runId)?.runNo ?? null,
      corpId: row.corpId,
      corpName: corps.find((c) => c.id === row.corpId)?.name ?? null,
      productId: row.productId,
      productName: productRows.find((p) => p.id === row.productId)?.name ?? null,
      batchId: row.batchId,
      weight: row.weight,
      createTime: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.pageSize ? (page.at(-1)?.excode ?? null) : null,
  };
}

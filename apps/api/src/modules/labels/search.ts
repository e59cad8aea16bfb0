import type { LABEL_STATUSES, Language } from '@trace/contracts';
import type { Sql } from '@trace/db';
import type { Principal } from '../../lib/principal';
import { tenantScope } from '../../lib/tenancy';

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

interface LabelRow {
  excode: string;
  status: (typeof LABEL_STATUSES)[number];
  runId: string | null;
  runNo: string | null;
  corpId: string | null;
  corpName: string | null;
  productId: string | null;
  productName: string | null;
  batchId: string | null;
  weight: string | null;
  /** ISO 8601 in UTC, as `Date.toISOString` writes it. */
  createTime: string;
}

/**
 * Keyset pages over labels ordered by excode (the primary key): each page is an index range scan,
 * so the thousandth page costs what the first does. A company sees its own labels only.
 *
 * Written as one prepared statement per combination of filters (the search is the busiest screen over
 * the biggest table): the page of labels is cut first, by an index range scan with its LIMIT, and only
 * those rows are joined with their names, whatever the planner guesses about how many labels match.
 */
export async function searchLabels(sql: Sql, principal: Principal, _language: Language, query: LabelSearch) {
  const scope = tenantScope(principal);
  // Labels belong to companies: any other kind of tenant has none of them.
  if (scope.kind !== 'all' && scope.kind !== 'company') return { list: [], nextCursor: null };
  const conditions = [
    scope.kind === 'company' ? sql`l.corp_id = ${scope.corpId}` : null,
    query.excode ? sql`l.excode = ${query.excode}::numeric` : null,
    query.excodeFrom ? sql`l.excode >= ${query.excodeFrom}::numeric` : null,
    query.excodeTo ? sql`l.excode <= ${query.excodeTo}::numeric` : null,
    query.status ? sql`l.status = ${query.status}` : null,
    query.corpId ? sql`l.corp_id = ${query.corpId}` : null,
    query.productId ? sql`l.product_id = ${query.productId}` : null,
    query.batchId ? sql`l.batch_id = ${query.batchId}` : null,
    query.runId ? sql`l.run_id = ${query.runId}` : null,
    query.after ? sql`l.excode > ${query.after}::numeric` : null,
  ].filter((condition) => condition !== null);
  const where = conditions.reduce((all, condition) => sql`${all} and ${condition}`, sql`true`);
  const rows = await sql<LabelRow[]>`
    select s.excode::text as excode, s.status, s.run_id as "runId", r.run_no as "runNo",
           s.corp_id as "corpId", c.name as "corpName", s.product_id as "productId",
           coalesce(p.replace_product_name, p.product_name) as "productName",
           s.batch_id as "batchId", s.weight::text as weight,
           to_char(s.created_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createTime"
    from (
      select l.excode, l.status, l.run_id, l.corp_id, l.product_id, l.batch_id, l.weight, l.created_at
      from labels l
      where ${where}
      order by l.excode
      limit ${query.pageSize + 1}
    ) s
    left join label_runs r on r.id = s.run_id
    left join companies c on c.id = s.corp_id
    left join products p on p.id = s.product_id
    order by s.excode`;
  const page = rows.slice(0, query.pageSize);
  return {
    list: page,
    nextCursor: rows.length > query.pageSize ? (page.at(-1)?.excode ?? null) : null,
  };
}

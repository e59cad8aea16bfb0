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
 * so the thousandth page costs what the first does. A company sees the labels it owns and the ones it
 * holds (received from another company); an administrator sees all.
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
  const limit = query.pageSize + 1;
  const columns = sql`l.excode, l.status, l.run_id, l.corp_id, l.product_id, l.batch_id, l.weight, l.created_at`;
  // A company's labels are those it owns and those it holds after receiving them in a shipment: two
  // keyset ranges (labels by owner, holdings by holder), each cut to a page before they are merged.
  const slice =
    scope.kind === 'all'
      ? sql`select ${columns} from labels l where ${where} order by l.excode limit ${limit}`
      : sql`
        (select ${columns} from labels l
         where l.corp_id = ${scope.corpId} and ${where} order by l.excode limit ${limit})
        union
        (select ${columns} from label_holdings h join labels l on l.excode = h.excode
         where h.holder_corp_id = ${scope.corpId} and ${where} order by h.excode limit ${limit})
        order by excode limit ${limit}`;
  const rows = await sql<LabelRow[]>`
    select s.excode::text as excode, s.status, s.run_id as "runId", r.run_no as "runNo",
           s.corp_id as "corpId", c.name as "corpName", s.product_id as "productId",
           coalesce(p.replace_product_name, p.product_name) as "productName",
           s.batch_id as "batchId", s.weight::text as weight,
           to_char(s.created_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createTime"
    from (${slice}) s
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

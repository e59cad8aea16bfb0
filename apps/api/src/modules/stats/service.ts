import {
  type DailyStats,
  type Language,
  type ProductStats,
  type RegionStats,
  regionName,
  SCAN_FILTER_PRODUCTS,
} from '@trace/contracts';
import {
  type DbOrTx,
  scanDaily,
  scanDailyCompanies,
  scanDailyRegions,
  scanDailyTotals,
  scanMonthly,
  scanMonthlyRegions,
  scanMonthlyTotals,
  scans,
} from '@trace/db';
import { and, asc, count, desc, eq, gt, gte, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { addDays, type DayRange, daysBetween, monthSpans, today } from '../scan/days';
import type { Cell } from '../scan/export';
import { companyNames, productNames } from '../stat-reports/names';

/**
 * Scan statistics, read from the daily rollup `scan_daily` (one row per day, company, product and
 * region) and the few seconds of scan-page openings the worker has not folded into it yet (decision
 * 0018): the cost follows the number of days and groups, not the number of scans, and the counts
 * include the scan made a moment ago.
 */
const qb = new QueryBuilder();
const openingDay = sql<string>`(${scans.scannedAt} at time zone 'utc')::date`;
/**
 * The unfolded openings: scans after the fold's position (decision 0018), read through the stable
 * function `scan_folded_through()` (migration 0034) so the planner estimates them from the position.
 */
const unfolded = and(gt(scans.id, sql`scan_folded_through()`), eq(scans.kind, 'lookup'));

/** Columns of the unfolded openings counted per company, product and region. */
const unfoldedCounts = {
  corpId: scans.corpId,
  productId: scans.productId,
  region: scans.region,
  scans: sql<number>`count(*)`.mapWith(Number).as('scans'),
  verifications: sql<number>`0::bigint`.mapWith(Number).as('verifications'),
};

export const daily = qb
  .select({
    day: scanDaily.day,
    corpId: scanDaily.corpId,
    productId: scanDaily.productId,
    region: scanDaily.region,
    scans: scanDaily.scans,
    verifications: scanDaily.verifications,
  })
  .from(scanDaily)
  .unionAll(
    qb
      .select({ day: openingDay.as('day'), ...unfoldedCounts })
      .from(scans)
      .where(unfolded)
      .groupBy(openingDay, scans.corpId, scans.productId, scans.region),
  )
  .as('daily');

/**
 * `daily` without the region: the per-day rollup `scan_daily_totals` (kept by triggers on
 * `scan_daily`, migration 0029) and the unfolded openings, for the daily series with a product filter
 * and no region filter. Its rows follow days, companies and products, not regions.
 */
export const dailyTotals = qb
  .select({
    day: scanDailyTotals.day,
    corpId: scanDailyTotals.corpId,
    productId: scanDailyTotals.productId,
    scans: scanDailyTotals.scans,
    verifications: scanDailyTotals.verifications,
  })
  .from(scanDailyTotals)
  .unionAll(
    qb
      .select({
        day: openingDay.as('day'),
        corpId: unfoldedCounts.corpId,
        productId: unfoldedCounts.productId,
        scans: unfoldedCounts.scans,
        verifications: unfoldedCounts.verifications,
      })
      .from(scans)
      .where(unfolded)
      .groupBy(openingDay, scans.corpId, scans.productId),
  )
  .as('daily_totals');

/**
 * `daily` without the region or the product: the per-day rollup `scan_daily_companies` (kept by
 * triggers on `scan_daily`, migration 0043) and the unfolded openings, for the daily series without a
 * region or product filter. Its rows follow days and companies.
 */
export const dailyCompanies = qb
  .select({
    day: scanDailyCompanies.day,
    corpId: scanDailyCompanies.corpId,
    scans: scanDailyCompanies.scans,
    verifications: scanDailyCompanies.verifications,
  })
  .from(scanDailyCompanies)
  .unionAll(
    qb
      .select({
        day: openingDay.as('day'),
        corpId: unfoldedCounts.corpId,
        scans: unfoldedCounts.scans,
        verifications: unfoldedCounts.verifications,
      })
      .from(scans)
      .where(unfolded)
      .groupBy(openingDay, scans.corpId),
  )
  .as('daily_companies');

/** The months a range holds whole, over a monthly rollup's month column. */
const wholeMonths = (column: AnyPgColumn, months: ReturnType<typeof monthSpans>['months']) =>
  months ? and(gte(column, months.from), lte(column, months.to)) : sql`false`;

/** The days at a range's edges, over a daily rollup's day column. */
const edgeDays = (column: AnyPgColumn, edges: ReturnType<typeof monthSpans>['edges']) =>
  or(...edges.map((edge) => and(gte(column, edge.from), lte(column, edge.to)))) ?? sql`false`;

/** The unfolded openings of a range. */
const unfoldedIn = (range: DayRange) => and(unfolded, gte(openingDay, range.from), lte(openingDay, range.to));

/** The named columns of a table or selection, for selections that must match column for column. */
function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

const COUNTS = ['scans', 'verifications'] as const;

/** The unfolded openings of a range counted per company and the given keys. */
function unfoldedBy<K extends 'productId' | 'region'>(range: DayRange, keys: readonly K[]) {
  return qb
    .select(pick(unfoldedCounts, ['corpId', ...keys, ...COUNTS]))
    .from(scans)
    .where(unfoldedIn(range))
    .groupBy(scans.corpId, ...keys.map((key) => unfoldedCounts[key]));
}

/**
 * Counts per company, product and region over a range of days, without the day: the monthly rollup
 * `scan_monthly` for the months the range holds whole, `scan_daily` for the days at its edges and
 * the unfolded openings (decision 0028). Product statistics with a region filter and scans by region
 * with a product filter read this, so their cost follows months and groups, not days.
 */
function counted(range: DayRange) {
  const { months, edges } = monthSpans(range);
  const columns = ['corpId', 'productId', 'region', ...COUNTS] as const;
  return qb
    .select(pick(scanMonthly, columns))
    .from(scanMonthly)
    .where(wholeMonths(scanMonthly.month, months))
    .unionAll(qb.select(pick(scanDaily, columns)).from(scanDaily).where(edgeDays(scanDaily.day, edges)))
    .unionAll(unfoldedBy(range, ['productId', 'region']))
    .as('counted');
}

/**
 * `counted` without the region, for the reads that neither filter nor group by it: the monthly and
 * daily totals (`scan_monthly_totals`, `scan_daily_totals`) and the unfolded openings, so the rows
 * read follow months, companies and products, not regions.
 */
function countedTotals(range: DayRange) {
  const { months, edges } = monthSpans(range);
  const columns = ['corpId', 'productId', ...COUNTS] as const;
  return qb
    .select(pick(scanMonthlyTotals, columns))
    .from(scanMonthlyTotals)
    .where(wholeMonths(scanMonthlyTotals.month, months))
    .unionAll(
      qb
        .select(pick(scanDailyTotals, columns))
        .from(scanDailyTotals)
        .where(edgeDays(scanDailyTotals.day, edges)),
    )
    .unionAll(unfoldedBy(range, ['productId']))
    .as('counted_totals');
}

/**
 * `counted` without the product, for scans by region without a product filter: the regional rollups
 * `scan_monthly_regions` and `scan_daily_regions` (migration 0036) and the unfolded openings, so the
 * rows read follow months, companies and regions, not products.
 */
function countedRegions(range: DayRange) {
  const { months, edges } = monthSpans(range);
  const columns = ['corpId', 'region', ...COUNTS] as const;
  return qb
    .select(pick(scanMonthlyRegions, columns))
    .from(scanMonthlyRegions)
    .where(wholeMonths(scanMonthlyRegions.month, months))
    .unionAll(
      qb
        .select(pick(scanDailyRegions, columns))
        .from(scanDailyRegions)
        .where(edgeDays(scanDailyRegions.day, edges)),
    )
    .unionAll(unfoldedBy(range, ['region']))
    .as('counted_regions');
}

type Counted =
  | ReturnType<typeof counted>
  | ReturnType<typeof countedTotals>
  | ReturnType<typeof countedRegions>;

/** A range of the filters; without dates, every day up to today. */
const rangeOf = (filters: { from?: string; to?: string }): DayRange => ({
  from: filters.from ?? '2000-01-01',
  to: filters.to ?? (filters.from && filters.from > today() ? filters.from : today()),
});

/** Sums of a counted selection. */
const sumsOf = (source: Counted) => ({
  scans: sql<number>`coalesce(sum(${source.scans}), 0)::bigint`.mapWith(Number),
  verifications: sql<number>`coalesce(sum(${source.verifications}), 0)::bigint`.mapWith(Number),
});

/** The caller's scope and the filters other than dates, over a counted selection. */
function countedCondition(source: Counted, principal: Principal, filters: StatsFilters): SQL | undefined {
  return and(
    tenantCondition(tenantScope(principal), { corpId: source.corpId }),
    filters.corpId ? eq(source.corpId, filters.corpId) : undefined,
    filters.productId ? eq(productOf(source), filters.productId) : undefined,
    filters.region ? eq(regionOf(source), filters.region) : undefined,
  );
}

/** The region column of a regional selection (the totals have none: they serve reads without a region). */
function regionOf(source: Counted) {
  const region = (source as Partial<ReturnType<typeof counted>>).region;
  if (!region) throw new Error('a region filter needs the regional counts');
  return region;
}

/** The product column of a selection with products (the regional counts have none: they serve reads without a product). */
function productOf(source: Counted) {
  const product = (source as Partial<ReturnType<typeof counted>>).productId;
  if (!product) throw new Error('a product filter needs the counts per product');
  return product;
}

/** What scans by region read: the counts per product with a product filter, the regional counts without. */
const regionSource = (filters: StatsFilters) =>
  filters.productId ? counted(rangeOf(filters)) : countedRegions(rangeOf(filters));

/** What product statistics read: the regional counts with a region filter, the totals without. */
const productSource = (filters: StatsFilters) =>
  filters.region ? counted(rangeOf(filters)) : countedTotals(rangeOf(filters));

export interface StatsFilters {
  from?: string;
  to?: string;
  corpId?: string;
  productId?: string;
  region?: string;
}

/**
 * The daily series' source for its filters and their conditions: `daily` with a region filter,
 * `dailyTotals` with a product filter, else `dailyCompanies` (the fewest rows that can answer).
 */
function dailySource(principal: Principal, filters: StatsFilters & DayRange) {
  const common = (source: typeof daily | typeof dailyTotals | typeof dailyCompanies) => [
    tenantCondition(tenantScope(principal), { corpId: source.corpId }),
    gte(source.day, filters.from),
    lte(source.day, filters.to),
    filters.corpId ? eq(source.corpId, filters.corpId) : undefined,
  ];
  const product = (source: typeof daily | typeof dailyTotals) =>
    filters.productId ? eq(source.productId, filters.productId) : undefined;
  if (filters.region)
    return {
      source: daily,
      where: and(...common(daily), product(daily), eq(daily.region, filters.region)),
    };
  if (filters.productId)
    return { source: dailyTotals, where: and(...common(dailyTotals), product(dailyTotals)) };
  return { source: dailyCompanies, where: and(...common(dailyCompanies)) };
}

async function totalsOf(db: DbOrTx, source: Counted, where: SQL | undefined) {
  const [totals] = await db.select(sumsOf(source)).from(source).where(where);
  return { scans: totals?.scans ?? 0, verifications: totals?.verifications ?? 0 };
}

/** Names of products and companies of the listed groups, in one query each. */
async function names(db: DbOrTx, productIds: string[], corpIds: string[]) {
  const [product, company] = await Promise.all([productNames(db, productIds), companyNames(db, corpIds)]);
  return { product, company };
}

export async function productStats(
  db: DbOrTx,
  principal: Principal,
  query: StatsFilters & { page: number; pageSize: number; sortBy?: string; sortOrder?: 'asc' | 'desc' },
): Promise<ProductStats> {
  const source = productSource(query);
  const where = countedCondition(source, principal, query);
  const sums = sumsOf(source);
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const order = query.sortBy === 'verifications' ? sums.verifications : sums.scans;
  const groups = db
    .select({ productId: source.productId, corpId: source.corpId })
    .from(source)
    .where(where)
    .groupBy(source.productId, source.corpId)
    .as('groups');
  const [page, totals] = await Promise.all([
    paginate(
      {
        rows: db
          .select({
            productId: source.productId,
            corpId: source.corpId,
            scans: sums.scans,
            verifications: sums.verifications,
          })
          .from(source)
          .where(where)
          .groupBy(source.productId, source.corpId)
          .$dynamic(),
        orderBy: [direction(order), asc(source.productId)],
        total: db.select({ total: count() }).from(groups),
      },
      query,
      async (rows) => {
        const named = await names(
          db,
          rows.flatMap((row) => (row.productId ? [row.productId] : [])),
          rows.flatMap((row) => (row.corpId ? [row.corpId] : [])),
        );
        return rows.map((row) => ({
          ...row,
          productName: row.productId ? (named.product.get(row.productId) ?? null) : null,
          corpName: row.corpId ? (named.company.get(row.corpId) ?? null) : null,
        }));
      },
    ),
    totalsOf(db, source, where),
  ]);
  return { ...page, totals };
}

export async function regionStats(
  db: DbOrTx,
  principal: Principal,
  language: Language,
  query: StatsFilters,
): Promise<RegionStats> {
  const source = regionSource(query);
  const sums = sumsOf(source);
  const rows = await db
    .select({ region: source.region, ...sums })
    .from(source)
    .where(countedCondition(source, principal, query))
    .groupBy(source.region)
    .orderBy(desc(sums.scans), asc(source.region));
  const totals = rows.reduce(
    (sum, row) => ({ scans: sum.scans + row.scans, verifications: sum.verifications + row.verifications }),
    { scans: 0, verifications: 0 },
  );
  return {
    list: rows.map((row) => ({
      ...row,
      regionName: regionName(row.region, language),
      share: totals.scans > 0 ? row.scans / totals.scans : 0,
    })),
    totals,
  };
}

/** Counts per day, every day of the range present (zeros included); the last 30 days by default. */
export async function dailyStats(db: DbOrTx, principal: Principal, query: StatsFilters): Promise<DailyStats> {
  const to = query.to ?? (query.from && query.from > today() ? query.from : today());
  const from = query.from ?? addDays(to, -29);
  const { source, where } = dailySource(principal, { ...query, from, to });
  const rows = await db
    .select({
      day: source.day,
      scans: sql<number>`coalesce(sum(${source.scans}), 0)::bigint`.mapWith(Number),
      verifications: sql<number>`coalesce(sum(${source.verifications}), 0)::bigint`.mapWith(Number),
    })
    .from(source)
    .where(where)
    .groupBy(source.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const list = daysBetween(from, to).map((day) => ({
    day,
    scans: byDay.get(day)?.scans ?? 0,
    verifications: byDay.get(day)?.verifications ?? 0,
  }));
  const totals = list.reduce(
    (sum, row) => ({ scans: sum.scans + row.scans, verifications: sum.verifications + row.verifications }),
    { scans: 0, verifications: 0 },
  );
  return { list, totals };
}

const HEADERS = {
  products: {
    cn: ['产品', '企业', '扫码次数', '防伪查验次数'],
    en: ['Product', 'Company', 'Scans', 'Code checks'],
    fr: ['Produit', 'Entreprise', 'Scans', 'Vérifications du code'],
  },
  regions: {
    cn: ['地区', '地区代码', '扫码次数', '占比', '防伪查验次数'],
    en: ['Region', 'Region code', 'Scans', 'Share', 'Code checks'],
    fr: ['Région', 'Code de région', 'Scans', 'Part', 'Vérifications du code'],
  },
  noProduct: { cn: '（未绑定产品）', en: '(no product)', fr: '(sans produit)' },
} as const;

/** Every product group of the selection, most scanned first, as table rows. */
export async function productStatsTable(
  db: DbOrTx,
  principal: Principal,
  language: Language,
  filters: StatsFilters,
): Promise<{ header: string[]; rows: AsyncIterable<Cell[]> }> {
  const all = await productStats(db, principal, { ...filters, page: 1, pageSize: 100_000 });
  async function* rows() {
    for (const row of all.list)
      yield [row.productName ?? HEADERS.noProduct[language], row.corpName, row.scans, row.verifications];
  }
  return { header: [...HEADERS.products[language]], rows: rows() };
}

export async function regionStatsTable(
  db: DbOrTx,
  principal: Principal,
  language: Language,
  filters: StatsFilters,
): Promise<{ header: string[]; rows: AsyncIterable<Cell[]> }> {
  const stats = await regionStats(db, principal, language, filters);
  async function* rows() {
    for (const row of stats.list)
      yield [row.regionName, row.region, row.scans, `${(row.share * 100).toFixed(1)}%`, row.verifications];
  }
  return { header: [...HEADERS.regions[language]], rows: rows() };
}

/** Products and regions that have scans in the caller's data (most scanned first), for filters. */
export async function filterOptions(db: DbOrTx, principal: Principal, query: { corpId?: string }) {
  const products = countedTotals(rangeOf({}));
  const regions = countedRegions(rangeOf({}));
  const productScans = sumsOf(products).scans;
  const regionScans = sumsOf(regions).scans;
  const [productRows, regionRows] = await Promise.all([
    db
      .select({ productId: products.productId, scans: productScans })
      .from(products)
      .where(
        and(countedCondition(products, principal, { corpId: query.corpId }), isNotNull(products.productId)),
      )
      .groupBy(products.productId)
      .orderBy(desc(productScans))
      .limit(SCAN_FILTER_PRODUCTS),
    db
      .select({ region: regions.region, scans: regionScans })
      .from(regions)
      .where(countedCondition(regions, principal, { corpId: query.corpId }))
      .groupBy(regions.region)
      .orderBy(desc(regionScans)),
  ]);
  const ids = productRows.map((row) => row.productId!);
  const named = await names(db, ids, []);
  return {
    products: ids.map((id) => ({ value: id, label: named.product.get(id) ?? id })),
    regions: regionRows.map((row) => row.region),
  };
}

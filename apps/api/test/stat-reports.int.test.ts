import {
  ROUTES,
  STAT_REPORT_KEYS,
  STAT_REPORTS,
  type StatReportKey,
  type StatRow,
  statReportPermission,
} from '@trace/contracts';
import { printingFactories, productCategories } from '@trace/db';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, signedInUser, useTestApp } from './helpers';
import {
  activityArb,
  type ExpectedFilters,
  expectedRows,
  RANGE,
  sumFigures,
  type World,
  writeWorld,
} from './stat-report-fixtures';

// Every page of every report, a few rows at a time, is many calls from one address: no flood guard here.
const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
type User = Awaited<ReturnType<typeof signedInUser>>;

const ALL_REPORTS = STAT_REPORT_KEYS.map(statReportPermission);
let categoryId: string;
let printerIds: string[];

beforeAll(async () => {
  const [category] = await ctx.db
    .insert(productCategories)
    .values({ code: `stat-${Date.now()}`, name: { cn: '燕窝', en: "Bird's nest", fr: "Nid d'hirondelle" } })
    .returning();
  categoryId = category!.id;
  const printers = await ctx.db
    .insert(printingFactories)
    .values([{ name: 'Print One' }, { name: 'Print Two' }])
    .returning();
  printerIds = printers.map((row) => row.id);
});

/** A certification body whose clients are exactly the world's companies: it sees the whole world. */
async function observedWorld(activity: Parameters<typeof writeWorld>[1]) {
  const body = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body', permissions: ALL_REPORTS });
  const world = await writeWorld(ctx.db, activity, { categoryId, printerIds, certBodyId: body.certBodyId! });
  return { body, world };
}

/** A report row reduced to what the recomputation knows: month, dimension ids, figures. */
const comparable = (row: Pick<StatRow, 'month' | 'keys' | 'figures'>) => ({
  month: row.month,
  keys: Object.fromEntries(Object.entries(row.keys).map(([dimension, key]) => [dimension, key.id])),
  figures: row.figures,
});
const sorted = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Rows per page: few, so a report's groups run over several pages. */
const PAGE_SIZE = 2;

/** Every page of a report's table, a few rows at a time. */
async function allPages(
  key: StatReportKey,
  token: string,
  filters: ExpectedFilters = {},
  sort: { sortBy?: string; sortOrder?: 'asc' | 'desc' } = {},
) {
  const rows: StatRow[] = [];
  for (let page = 1; ; page++) {
    const { body } = await callRoute(
      ctx.app,
      ROUTES.statReports[key].table,
      { query: { ...RANGE, ...filters, ...sort, page, pageSize: PAGE_SIZE } },
      { token, language: 'en' },
    );
    expect(body.code).toBe('200');
    rows.push(...body.data.list);
    if (body.data.list.length < PAGE_SIZE) return { rows, total: body.data.total, totals: body.data.totals };
  }
}

async function expectReportMatches(
  key: StatReportKey,
  world: World,
  token: string,
  filters: ExpectedFilters = {},
) {
  const { measures } = STAT_REPORTS[key];
  const expected = expectedRows(world, key, filters);
  const table = await allPages(key, token, filters);
  expect(sorted(table.rows.map(comparable)), key).toEqual(sorted(expected));
  expect(table.total, key).toBe(expected.length);
  expect(table.totals, key).toEqual(sumFigures(expected, measures));
  if (key === 'labelOrder') {
    // Its pages are cut from the first rows of the rollup and of the edge days, each in the page's order.
    const labels = table.rows.map((row) => row.figures.labels ?? 0);
    expect(labels).toEqual([...labels].sort((a, b) => b - a));
    // Sorted by the figure counted when read (overdue), the table groups every fact instead of the rollup's rows.
    const byOverdue = await allPages(key, token, filters, { sortBy: 'overdue', sortOrder: 'asc' });
    expect(sorted(byOverdue.rows.map(comparable)), key).toEqual(sorted(expected));
    expect(byOverdue.rows.map((row) => row.figures.overdue)).toEqual(
      expected.map((row) => row.figures.overdue ?? 0).sort((a, b) => a - b),
    );
    expect(byOverdue.totals, key).toEqual(table.totals);
  }
  const charts = (
    await callRoute(
      ctx.app,
      ROUTES.statReports[key].charts,
      { query: { ...RANGE, ...filters } },
      { token, language: 'en' },
    )
  ).body.data;
  expect(charts.totals, key).toEqual(table.totals);
  const [first, last] = [(filters.from ?? RANGE.from).slice(0, 7), (filters.to ?? RANGE.to).slice(0, 7)];
  expect(charts.months.map((month) => month.month)).toEqual(
    ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'].filter(
      (month) => month >= first && month <= last,
    ),
  );
  for (const month of charts.months)
    expect(month.figures, `${key} ${month.month}`).toEqual(
      sumFigures(
        expected.filter((row) => row.month === month.month),
        measures,
      ),
    );
  for (const breakdown of charts.breakdowns)
    expect(sumFigures(breakdown.items, measures), `${key} by ${breakdown.dimension}`).toEqual(charts.totals);
}

describe('statistics reports recomputed from random activity', () => {
  it('table rows over all pages, totals, monthly series and breakdowns equal the sums of the rows', async () => {
    await fc.assert(
      fc.asyncProperty(activityArb, async (activity) => {
        const { body, world } = await observedWorld(activity);
        for (const key of STAT_REPORT_KEYS) await expectReportMatches(key, world, body.token);
      }),
      { numRuns: 4 },
    );
  });
});

describe('a range cut inside months', () => {
  it('adds the days at its edges, read from the rows, to the whole months between them', async () => {
    await fc.assert(
      fc.asyncProperty(activityArb, async (activity) => {
        const { body, world } = await observedWorld(activity);
        for (const key of STAT_REPORT_KEYS)
          for (const range of [
            { from: '2025-01-10', to: '2025-06-20' },
            { from: '2025-02-03', to: '2025-02-25' },
            { from: '2025-03-15', to: '2025-04-14' },
          ])
            await expectReportMatches(key, world, body.token, range);
      }),
      { numRuns: 4 },
    );
  });
});

describe('filters', () => {
  let world: World;
  let body: User;
  beforeAll(async () => {
    ({ world, body } = await observedWorld(fc.sample(activityArb, { numRuns: 1, seed: 2028 })[0]!));
  });

  it('narrow each report to a company, a product, a country and a port', async () => {
    for (const key of STAT_REPORT_KEYS) {
      const accepted: readonly string[] = STAT_REPORTS[key].filters;
      for (const company of world.companies)
        if (accepted.includes('corpId'))
          await expectReportMatches(key, world, body.token, { corpId: company.id });
      if (accepted.includes('productId'))
        for (const productId of world.productIds.slice(0, 3))
          await expectReportMatches(key, world, body.token, { productId });
      if (accepted.includes('country'))
        for (const country of ['MY', 'ID', 'FR'])
          await expectReportMatches(key, world, body.token, { country });
      if (accepted.includes('port'))
        for (const port of ['SZ', 'NB']) await expectReportMatches(key, world, body.token, { port });
    }
  });
});

import { z } from 'zod';
import { ZId, ZPage, ZPageQuery } from './common';
import { pagePermission } from './navigation';
import { defineRoute } from './route';
import { refineScanDayRange, ZExportFormat, ZScanDay } from './scan';

/**
 * The statistics reports of spec section 2 (decision 0028). Each report is a table of figures per
 * month and per the report's dimensions, a charts page over the same filters and an xlsx export of
 * every matching row. The figures are sums over event tables that stay small (orders, runs, shipments,
 * customs records, bind logs, void requests, raw-material storage) and over the daily scan rollup, so
 * their cost does not follow the number of labels or scans.
 *
 * Tenancy: a company sees the rows it takes part in (as owner, sender, receiver or importer), a
 * certification body the rows of its clients (companies that applied to it), a printing factory the
 * label orders it prints, the administrator every row.
 */

const tag = 'statistics reports';

/** What a report row is grouped by, besides the month. */
export const STAT_DIMENSIONS = [
  'company',
  'country',
  'product',
  'port',
  'importer',
  'originCountry',
  'printer',
  'house',
] as const;
export type StatDimension = (typeof STAT_DIMENSIONS)[number];

/** The figures a report may hold. Weights are in the platform's weight unit. */
export const STAT_MEASURES = [
  'records',
  'batches',
  'shipments',
  'labels',
  'weight',
  'orders',
  'requested',
  'approved',
  'generated',
  'delivered',
  'bound',
  'activated',
  'scanned',
  'voided',
  'overdue',
  'customsRecords',
  'harvests',
] as const;
export type StatMeasure = (typeof STAT_MEASURES)[number];

/** Filters a report may accept. Dates are always accepted. */
export type StatFilter = 'corpId' | 'country' | 'port' | 'productId';

/** How the charts page draws a dimension: bars of the top items, a pie, or a map of regions. */
export type StatChartKind = 'bar' | 'pie' | 'worldMap';

export interface StatReportDefinition {
  /** The menu path of the table page; the charts page is the same path with `Charts` appended. */
  page: string;
  /** The path segment under `/stat-reports/`. */
  slug: string;
  dimensions: readonly StatDimension[];
  measures: readonly StatMeasure[];
  filters: readonly StatFilter[];
  /** The measure rows are sorted by by default, and the charts' main series. */
  primary: StatMeasure;
  /** The breakdowns of the charts page, in order. */
  charts: readonly { dimension: StatDimension; kind: StatChartKind }[];
  /** Draw the measures as one funnel (label usage): each a stage of the previous one. */
  funnel?: boolean;
  /** Limited to some platform variants (null: every one). */
  platforms?: readonly string[];
}

export const STAT_REPORTS = {
  foreignExport: {
    page: '/statForeignExport',
    slug: 'foreign-exports',
    dimensions: ['company', 'country', 'importer', 'port'],
    measures: ['shipments', 'labels', 'weight'],
    filters: ['corpId', 'country', 'port', 'productId'],
    primary: 'weight',
    charts: [
      { dimension: 'company', kind: 'bar' },
      { dimension: 'country', kind: 'worldMap' },
      { dimension: 'port', kind: 'pie' },
      { dimension: 'importer', kind: 'bar' },
    ],
  },
  birdHouseOutput: {
    page: '/statBirdHouseOutput',
    slug: 'bird-house-output',
    dimensions: ['company', 'house'],
    measures: ['harvests', 'weight'],
    filters: ['corpId'],
    primary: 'weight',
    charts: [
      { dimension: 'company', kind: 'bar' },
      { dimension: 'house', kind: 'pie' },
    ],
    platforms: ['birdnest'],
  },
  labelUsage: {
    page: '/statLabelUsage',
    slug: 'label-usage',
    dimensions: ['company', 'product'],
    measures: ['requested', 'approved', 'generated', 'delivered', 'bound', 'activated', 'scanned', 'voided'],
    filters: ['corpId', 'productId'],
    primary: 'requested',
    charts: [
      { dimension: 'company', kind: 'bar' },
      { dimension: 'product', kind: 'bar' },
    ],
    funnel: true,
  },
  domesticProducer: {
    page: '/statDomesticProducer',
    slug: 'domestic-producers',
    dimensions: ['company', 'product'],
    measures: ['batches', 'bound', 'shipments', 'weight', 'scanned'],
    filters: ['corpId', 'productId'],
    primary: 'bound',
    charts: [
      { dimension: 'company', kind: 'bar' },
      { dimension: 'product', kind: 'pie' },
    ],
  },
  importer: {
    page: '/statImporter',
    slug: 'importers',
    dimensions: ['company', 'originCountry'],
    measures: ['shipments', 'labels', 'weight', 'customsRecords'],
    filters: ['corpId', 'country'],
    primary: 'weight',
    charts: [
      { dimension: 'company', kind: 'bar' },
      { dimension: 'originCountry', kind: 'worldMap' },
    ],
  },
  labelOrder: {
    page: '/statLabelOrder',
    slug: 'label-orders',
    dimensions: ['company', 'product', 'printer'],
    measures: ['orders', 'labels', 'approved', 'delivered', 'overdue'],
    filters: ['corpId', 'productId'],
    primary: 'labels',
    charts: [
      { dimension: 'company', kind: 'bar' },
      { dimension: 'printer', kind: 'pie' },
      { dimension: 'product', kind: 'bar' },
    ],
  },
  portImport: {
    page: '/statPortImport',
    slug: 'port-imports',
    dimensions: ['port', 'originCountry'],
    measures: ['records', 'batches', 'weight'],
    filters: ['corpId', 'country', 'port', 'productId'],
    primary: 'records',
    charts: [
      { dimension: 'port', kind: 'bar' },
      { dimension: 'originCountry', kind: 'worldMap' },
    ],
  },
} as const satisfies Record<string, StatReportDefinition>;

export type StatReportKey = keyof typeof STAT_REPORTS;
export const STAT_REPORT_KEYS = Object.keys(STAT_REPORTS) as StatReportKey[];

/** The charts page of a report's table page. */
export const statChartsPage = (page: string) => `${page}Charts`;

/** The permission to read a report (its page's view permission). */
export const statReportPermission = (key: StatReportKey) =>
  pagePermission('statistics', STAT_REPORTS[key].page);

/** A row's value for one dimension: the id or code it is grouped by and its name in the request language. */
export const ZStatKey = z.object({
  /** A company or product id, a port dictionary value, an ISO 3166 country code; null when unknown. */
  id: z.string().nullable(),
  name: z.string(),
});
export type StatKey = z.infer<typeof ZStatKey>;

export const ZStatFigures = z.record(z.string(), z.number());
export type StatFigures = z.infer<typeof ZStatFigures>;

export const ZStatRow = z.object({
  /** YYYY-MM (UTC). */
  month: z.string(),
  keys: z.record(z.string(), ZStatKey),
  figures: ZStatFigures,
});
export type StatRow = z.infer<typeof ZStatRow>;

/** The months a report covers at most in one request. */
export const STAT_MAX_MONTHS = 60;
/** An export holds at most this many rows (narrow the filters for more). */
export const STAT_EXPORT_MAX_ROWS = 200_000;
/** A breakdown lists the top items; the rest are summed as one "others" item (id null). */
export const STAT_BREAKDOWN_TOP = 10;

const ZCountry = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, { message: 'stats.countryFormat' });

const filterFields = {
  from: ZScanDay.optional(),
  to: ZScanDay.optional(),
  corpId: ZId.optional(),
  country: ZCountry.optional(),
  port: z.string().trim().min(1).max(64).optional(),
  productId: ZId.optional(),
};
const rangeChecked = <T extends z.ZodObject>(schema: T) =>
  refineScanDayRange(schema, 'from', 'to').refine(
    (v: Record<string, unknown>) =>
      typeof v.from !== 'string' ||
      typeof v.to !== 'string' ||
      (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= STAT_MAX_MONTHS * 31,
    { message: 'stats.tooManyMonths', path: ['to'] },
  );

/** Filters of every report; a report ignores none silently: a filter it does not accept is refused. */
export const ZStatFilters = rangeChecked(z.object(filterFields).strict());
export type StatFilters = z.infer<typeof ZStatFilters>;
export const ZStatTableQuery = rangeChecked(ZPageQuery.extend(filterFields).strict());
export type StatTableQuery = z.infer<typeof ZStatTableQuery>;
export const ZStatExportQuery = rangeChecked(
  z.object({ ...filterFields, format: ZExportFormat.default('xlsx') }).strict(),
);

export const ZStatTable = ZPage(ZStatRow).extend({ totals: ZStatFigures });
export type StatTable = z.infer<typeof ZStatTable>;

export const ZStatBreakdown = z.object({
  dimension: z.enum(STAT_DIMENSIONS),
  items: z.array(z.object({ key: ZStatKey, figures: ZStatFigures })),
});
export type StatBreakdown = z.infer<typeof ZStatBreakdown>;

export const ZStatCharts = z.object({
  totals: ZStatFigures,
  /** Every month of the range (empty months at 0), oldest first. */
  months: z.array(z.object({ month: z.string(), figures: ZStatFigures })),
  breakdowns: z.array(ZStatBreakdown),
});
export type StatCharts = z.infer<typeof ZStatCharts>;

function reportRoutes<K extends StatReportKey>(key: K) {
  const { slug } = STAT_REPORTS[key];
  const access = statReportPermission(key);
  return {
    table: defineRoute({
      method: 'GET',
      path: `/stat-reports/${slug}`,
      access,
      summary: `${key}: figures per month and dimension, a page at a time (sortBy: month or a figure), with totals`,
      tags: [tag],
      query: ZStatTableQuery,
      response: ZStatTable,
    }),
    charts: defineRoute({
      method: 'GET',
      path: `/stat-reports/${slug}/charts`,
      access,
      summary: `${key}: totals, the monthly series and the top items of each breakdown`,
      tags: [tag],
      query: ZStatFilters,
      response: ZStatCharts,
    }),
    export: defineRoute({
      method: 'GET',
      path: `/stat-reports/${slug}/export`,
      access,
      summary: `${key}: every matching row as xlsx or CSV (at most ${STAT_EXPORT_MAX_ROWS} rows)`,
      tags: [tag],
      query: ZStatExportQuery,
    }),
  };
}

export const statReportRoutes = {
  foreignExport: reportRoutes('foreignExport'),
  birdHouseOutput: reportRoutes('birdHouseOutput'),
  labelUsage: reportRoutes('labelUsage'),
  domesticProducer: reportRoutes('domesticProducer'),
  importer: reportRoutes('importer'),
  labelOrder: reportRoutes('labelOrder'),
  portImport: reportRoutes('portImport'),
} satisfies Record<StatReportKey, ReturnType<typeof reportRoutes>>;

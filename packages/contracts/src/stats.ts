import { z } from 'zod';
import { ZId, ZPage, ZPageQuery } from './common';
import { pagePermission } from './navigation';
import { defineRoute } from './route';
import { refineScanDayRange, ZExportFormat, ZScanDay } from './scan';

/**
 * Scan statistics (/getProduct, /getScanRegion): counts per product and per region over UTC days,
 * read from the daily rollup, so they cost the same whatever the number of scans. A company sees its
 * own labels' scans; administrators see all (and may narrow to one company).
 */

const tag = 'scan statistics';
export const SCAN_STATS_PRODUCTS_VIEW = pagePermission('statistics', '/getProduct');
export const SCAN_STATS_REGIONS_VIEW = pagePermission('statistics', '/getScanRegion');

/** The daily series covers at most this many days. */
export const SCAN_STATS_MAX_DAYS = 366;

const ZCounts = z.object({
  /** Openings of the scan page. */
  scans: z.number().int(),
  /** Successful anti-counterfeit checks. */
  verifications: z.number().int(),
});

export const ZProductScanRow = ZCounts.extend({
  /** Null: scans of labels not bound to a product (and, for administrators, of unknown codes). */
  productId: ZId.nullable(),
  productName: z.string().nullable(),
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
});
export type ProductScanRow = z.infer<typeof ZProductScanRow>;

export const ZRegionScanRow = ZCounts.extend({
  region: z.string(),
  regionName: z.string(),
  /** Share of all scans in the selection, 0 to 1. */
  share: z.number(),
});
export type RegionScanRow = z.infer<typeof ZRegionScanRow>;

export const ZDailyScanRow = ZCounts.extend({ day: ZScanDay });
export type DailyScanRow = z.infer<typeof ZDailyScanRow>;

const filters = {
  from: ZScanDay.optional(),
  to: ZScanDay.optional(),
  corpId: ZId.optional(),
};
const ZRegionFilter = z
  .string()
  .trim()
  .regex(/^([A-Z]{2}(-[A-Z]{2})?|unknown)$/, { message: 'scan.regionFormat' });

export const ZProductStatsQuery = refineScanDayRange(
  ZPageQuery.extend({ ...filters, region: ZRegionFilter.optional() }),
  'from',
  'to',
);
export const ZProductStatsExportQuery = refineScanDayRange(
  z.object({ ...filters, region: ZRegionFilter.optional(), format: ZExportFormat.default('xlsx') }),
  'from',
  'to',
);
export const ZRegionStatsQuery = refineScanDayRange(
  z.object({ ...filters, productId: ZId.optional() }),
  'from',
  'to',
);
export const ZRegionStatsExportQuery = refineScanDayRange(
  z.object({ ...filters, productId: ZId.optional(), format: ZExportFormat.default('xlsx') }),
  'from',
  'to',
);
export const ZDailyStatsQuery = refineScanDayRange(
  z.object({ ...filters, productId: ZId.optional(), region: ZRegionFilter.optional() }),
  'from',
  'to',
).refine(
  (v) => !v.from || !v.to || (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < SCAN_STATS_MAX_DAYS,
  { message: 'scan.stats.tooManyDays', path: ['to'] },
);

export const ZProductStats = ZPage(ZProductScanRow).extend({ totals: ZCounts });
export type ProductStats = z.infer<typeof ZProductStats>;
export const ZRegionStats = z.object({ list: z.array(ZRegionScanRow), totals: ZCounts });
export type RegionStats = z.infer<typeof ZRegionStats>;
export const ZDailyStats = z.object({ list: z.array(ZDailyScanRow), totals: ZCounts });
export type DailyStats = z.infer<typeof ZDailyStats>;

/** At most this many products in the filter options (the most scanned first). */
export const SCAN_FILTER_PRODUCTS = 200;
export const ZScanFilterOptions = z.object({
  products: z.array(z.object({ value: ZId, label: z.string() })),
  /** Region codes with scans, most scanned first. */
  regions: z.array(z.string()),
});
export type ScanFilterOptions = z.infer<typeof ZScanFilterOptions>;

export const scanStatsRoutes = {
  options: defineRoute({
    method: 'GET',
    path: '/scan-stats/options',
    access: 'authenticated',
    summary: `The products (at most ${SCAN_FILTER_PRODUCTS}) and regions that have scans in the caller's data, for filters`,
    tags: [tag],
    query: z.object({ corpId: ZId.optional() }),
    response: ZScanFilterOptions,
  }),
  products: defineRoute({
    method: 'GET',
    path: '/scan-stats/products',
    access: SCAN_STATS_PRODUCTS_VIEW,
    summary: 'Scans and checks per product over a range of days, most scanned first, with totals',
    tags: [tag],
    query: ZProductStatsQuery,
    response: ZProductStats,
  }),
  exportProducts: defineRoute({
    method: 'GET',
    path: '/scan-stats/products/export',
    access: SCAN_STATS_PRODUCTS_VIEW,
    summary: 'Scans per product as xlsx or CSV',
    tags: [tag],
    query: ZProductStatsExportQuery,
  }),
  daily: defineRoute({
    method: 'GET',
    path: '/scan-stats/daily',
    access: SCAN_STATS_PRODUCTS_VIEW,
    summary: `Scans and checks per day (the last 30 days unless given; at most ${SCAN_STATS_MAX_DAYS} days)`,
    tags: [tag],
    query: ZDailyStatsQuery,
    response: ZDailyStats,
  }),
  regions: defineRoute({
    method: 'GET',
    path: '/scan-stats/regions',
    access: SCAN_STATS_REGIONS_VIEW,
    summary: 'Scans and checks per region over a range of days, most scanned first, with totals',
    tags: [tag],
    query: ZRegionStatsQuery,
    response: ZRegionStats,
  }),
  exportRegions: defineRoute({
    method: 'GET',
    path: '/scan-stats/regions/export',
    access: SCAN_STATS_REGIONS_VIEW,
    summary: 'Scans per region as xlsx or CSV',
    tags: [tag],
    query: ZRegionStatsExportQuery,
  }),
};

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, tstz } from './columns';
import { companies } from './companies';

/**
 * Consumer scans: one row per opening of the public scan page (`lookup`) and per anti-counterfeit
 * code check (`verify`). Append-only and large (tens of millions of rows), so it carries no foreign
 * keys and the statistics never read it: they read `scan_daily`. `excode` is what was scanned, also
 * when no such label exists (`result` unknown). `ip` is kept with its last part masked.
 */
export const scans = pgTable(
  'scans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scannedAt: tstz('scanned_at').notNull().defaultNow(),
    /** lookup, verify. */
    kind: text('kind').notNull(),
    /** lookup: valid, void, unbound, unknown; verify: genuine, repeat, wrong_pcode, void, unbound, unknown. */
    result: text('result').notNull(),
    excode: numeric('excode', { precision: 20, scale: 0 }).notNull(),
    /** The label's company, product and batch when the scan happened (null for unknown labels). */
    corpId: uuid('corp_id'),
    productId: uuid('product_id'),
    batchId: uuid('batch_id'),
    /** ISO 3166 region code: `CN-GD` (a Chinese province), `FR` (a country), or `unknown`. */
    region: text('region').notNull().default('unknown'),
    ip: text('ip'),
    /** What the user agent says, e.g. `iPhone · iOS 17.4 · WeChat`. */
    device: text('device'),
    /** mobile, tablet, desktop, bot, other. */
    deviceType: text('device_type').notNull().default('other'),
  },
  (t) => [
    index('scans_excode_time_idx').on(t.excode, t.scannedAt),
    index('scans_corp_time_idx').on(t.corpId, t.scannedAt),
    index('scans_time_idx').on(t.scannedAt),
  ],
);

/**
 * Daily rollup of `scans`: the statistics pages read this, so they cost the same with ten or ten
 * million scans. Checks are counted in the statement that records them; openings of the scan page
 * are folded in by the worker (see `scanRollup`), and the statistics add the openings not folded
 * yet. Days are UTC dates. A null company or product is its own group (NULLS NOT DISTINCT).
 */
export const scanDaily = pgTable(
  'scan_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id'),
    productId: uuid('product_id'),
    region: text('region').notNull(),
    /** Openings of the scan page (lookups). */
    scans: bigint('scans', { mode: 'number' }).notNull().default(0),
    /** Successful anti-counterfeit checks (genuine or repeat). */
    verifications: bigint('verifications', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('scan_daily_key').on(t.day, t.corpId, t.productId, t.region).nullsNotDistinct(),
    index('scan_daily_corp_day_idx').on(t.corpId, t.day),
  ],
);

/**
 * Scan-page openings and checks per month, company, product and region: `scan_daily` summed per
 * month, kept by statement-level triggers on `scan_daily` (the fold's upserts and any other writer),
 * migration 0027. Statistics read it for the months a range holds whole.
 */
export const scanMonthly = pgTable(
  'scan_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id'),
    productId: uuid('product_id'),
    region: text('region').notNull(),
    scans: bigint('scans', { mode: 'number' }).notNull().default(0),
    verifications: bigint('verifications', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('scan_monthly_key').on(t.month, t.corpId, t.productId, t.region).nullsNotDistinct(),
    index('scan_monthly_corp_idx').on(t.corpId, t.month),
  ],
);

/**
 * Scan-page openings and checks per day, company and product: `scan_daily` summed over its regions,
 * kept by statement-level triggers on `scan_daily` (migration 0029). The daily series reads it when
 * no region filter applies.
 */
export const scanDailyTotals = pgTable(
  'scan_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id'),
    productId: uuid('product_id'),
    scans: bigint('scans', { mode: 'number' }).notNull().default(0),
    verifications: bigint('verifications', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('scan_daily_totals_key').on(t.day, t.corpId, t.productId).nullsNotDistinct(),
    index('scan_daily_totals_corp_day_idx').on(t.corpId, t.day),
  ],
);

/**
 * Scan-page openings and checks per month, company and product: `scan_daily` summed per month over
 * its regions, kept by statement-level triggers on `scan_daily` (migration 0031). The reports that
 * count scans without a region read it for the months a range holds whole.
 */
export const scanMonthlyTotals = pgTable(
  'scan_monthly_totals',
  {
    month: date('month', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id'),
    productId: uuid('product_id'),
    scans: bigint('scans', { mode: 'number' }).notNull().default(0),
    verifications: bigint('verifications', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('scan_monthly_totals_key').on(t.month, t.corpId, t.productId).nullsNotDistinct(),
    index('scan_monthly_totals_corp_idx').on(t.corpId, t.month),
  ],
);

/**
 * Scan-page openings and checks per UTC day and company: `scan_daily` summed over its products and
 * regions, kept by statement-level triggers on `scan_daily` (migration 0043). The daily series reads it
 * when neither a product nor a region filter applies, so what it reads follows days and companies.
 */
export const scanDailyCompanies = pgTable(
  'scan_daily_companies',
  {
    day: date('day', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id'),
    scans: bigint('scans', { mode: 'number' }).notNull().default(0),
    verifications: bigint('verifications', { mode: 'number' }).notNull().default(0),
  },
  (t) => [unique('scan_daily_companies_key').on(t.corpId, t.day).nullsNotDistinct()],
);

/**
 * Scan-page openings and checks per UTC day, company and region: `scan_daily` summed over its
 * products, kept by statement-level triggers on `scan_daily` (migration 0036). Scans by region
 * without a product filter read it for the days at a range's edges.
 */
export const scanDailyRegions = pgTable(
  'scan_daily_regions',
  {
    day: date('day', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id'),
    region: text('region').notNull(),
    scans: bigint('scans', { mode: 'number' }).notNull().default(0),
    verifications: bigint('verifications', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('scan_daily_regions_key').on(t.day, t.corpId, t.region).nullsNotDistinct(),
    index('scan_daily_regions_corp_day_idx').on(t.corpId, t.day),
  ],
);

/**
 * Scan-page openings and checks per month, company and region: `scan_daily` summed per month over its
 * products, kept like `scan_daily_regions` (migration 0036). Scans by region without a product filter
 * read it for the months a range holds whole, so their cost follows companies and regions, not products.
 */
export const scanMonthlyRegions = pgTable(
  'scan_monthly_regions',
  {
    month: date('month', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id'),
    region: text('region').notNull(),
    scans: bigint('scans', { mode: 'number' }).notNull().default(0),
    verifications: bigint('verifications', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('scan_monthly_regions_key').on(t.month, t.corpId, t.region).nullsNotDistinct(),
    index('scan_monthly_regions_corp_idx').on(t.corpId, t.month),
  ],
);

/**
 * Labels checked for the first time per month, company and product (the label's when checked), kept
 * by statement-level triggers on `label_verifications`, whose row a first check inserts (migration 0027).
 */
export const firstCheckMonthly = pgTable(
  'first_check_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id'),
    productId: uuid('product_id'),
    labels: bigint('labels', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('first_check_monthly_key').on(t.month, t.corpId, t.productId).nullsNotDistinct(),
    index('first_check_monthly_corp_idx').on(t.corpId, t.month),
  ],
);

/**
 * Labels checked for the first time per UTC day, company and product, kept like `first_check_monthly`
 * by statement-level triggers on `label_verifications` (migration 0032). The reports read it for the
 * days at a range's edges, so their cost follows days and products, not checks.
 */
export const firstCheckDaily = pgTable(
  'first_check_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id'),
    productId: uuid('product_id'),
    labels: bigint('labels', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('first_check_daily_key').on(t.day, t.corpId, t.productId).nullsNotDistinct(),
    index('first_check_daily_corp_day_idx').on(t.corpId, t.day),
  ],
);

/**
 * How far the openings of the scan page (`scans` of kind lookup) are folded into `scan_daily` and
 * checked against the region alert rules (one row, id 1): every lookup with an id up to
 * `folded_through` is counted there, every later one is not. The worker moves it forward in the
 * transaction that folds (decision 0018).
 */
export const scanRollup = pgTable(
  'scan_rollup',
  {
    id: integer('id').primaryKey().default(1),
    foldedThrough: bigint('folded_through', { mode: 'number' }).notNull(),
  },
  (t) => [check('scan_rollup_single_row', sql`${t.id} = 1`)],
);

/**
 * A table that never holds rows: the statement that records scan-page openings names it (an empty
 * delete), which holds a lock on it from before it draws scan ids until it commits; the fold takes a
 * conflicting lock for a moment to wait for the statements in flight (decision 0018). A table of its
 * own, so nothing else (vacuum, backups, reads) ever waits on that lock.
 */
export const scanGate = pgTable('scan_gate', {
  id: integer('id').primaryKey(),
});

/** How often and since when a label's anti-counterfeit code was checked successfully. */
export const labelVerifications = pgTable(
  'label_verifications',
  {
    excode: numeric('excode', { precision: 20, scale: 0 }).primaryKey(),
    count: integer('count').notNull(),
    firstAt: tstz('first_at').notNull().defaultNow(),
    lastAt: tstz('last_at').notNull().defaultNow(),
  },
  // The label-usage report counts first checks per month (decision 0028).
  (t) => [index('label_verifications_first_idx').on(t.firstAt)],
);

/**
 * Counterfeit alerts (/labelAlertSearch): at most one per label and rule, raised by a scan and sent
 * to the owning company's message centre when raised.
 */
export const labelAlerts = pgTable(
  'label_alerts',
  {
    id: id(),
    excode: numeric('excode', { precision: 20, scale: 0 }).notNull(),
    corpId: uuid('corp_id').notNull(),
    productId: uuid('product_id'),
    batchId: uuid('batch_id'),
    /** verify_count, multi_region, outside_region. */
    rule: text('rule').notNull(),
    /** What the rule saw: counts, regions and the thresholds in force. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    /** The scan that raised it. */
    scanId: bigint('scan_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('label_alerts_label_rule_key').on(t.excode, t.rule),
    index('label_alerts_corp_time_idx').on(t.corpId, t.createdAt),
    index('label_alerts_time_idx').on(t.createdAt),
  ],
);

/** The alert thresholds (one row, id 1), set by administrators; absent means the defaults. */
export const scanAlertSettings = pgTable(
  'scan_alert_settings',
  {
    id: integer('id').primaryKey().default(1),
    verifyRuleEnabled: boolean('verify_rule_enabled').notNull(),
    /** Alert when a label's code was checked more than this many times. */
    verifyLimit: integer('verify_limit').notNull(),
    regionRuleEnabled: boolean('region_rule_enabled').notNull(),
    /** Alert when a label was scanned in at least this many regions within the window. */
    regionLimit: integer('region_limit').notNull(),
    regionWindowHours: integer('region_window_hours').notNull(),
    servedRegionRuleEnabled: boolean('served_region_rule_enabled').notNull(),
    updatedBy: uuid('updated_by'),
    ...timestamps,
  },
  (t) => [check('scan_alert_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The regions a company (a dealer, or the producer selling directly) serves: a scan of a label it
 * holds from elsewhere raises the outside-region alert. Region codes as in `scans.region`; a country
 * code covers all of its provinces.
 */
export const scanServedRegions = pgTable('scan_served_regions', {
  corpId: uuid('corp_id')
    .primaryKey()
    .references(() => companies.id),
  regions: text('regions').array().notNull(),
  updatedBy: uuid('updated_by'),
  ...timestamps,
});

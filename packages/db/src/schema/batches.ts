import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { birdHouses } from './bird-houses';
import { createdAt, id, timestamps, tstz, weight } from './columns';
import { companies } from './companies';
import { ginsengPlots } from './ginseng';
import { labels } from './labels';
import { products } from './products';

/**
 * A production batch of one product (/batchList). `kind` is `normal`, `deep` (deep processing: consumes
 * weight from raw-material labels) or `raw_material` (its bound labels become raw material).
 * `line` is `main` or `panda` (the second product line). in_production -> complete; a complete batch
 * is locked (no edits, no new bindings) and only then can its goods be received.
 */
export const batches = pgTable(
  'batches',
  {
    id: id(),
    batchNo: text('batch_no').notNull(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind').notNull().default('normal'),
    line: text('line').notNull().default('main'),
    /** in_production, complete. */
    status: text('status').notNull().default('in_production'),
    productionDate: tstz('production_date'),
    expiryDate: tstz('expiry_date'),
    origin: text('origin'),
    /** Planned output in display units (stored x rate, 5 decimals). */
    quantity: weight('quantity'),
    /** Label usage cap of this batch (label control); null = the platform/company default. */
    maxLabels: integer('max_labels'),
    boundCount: integer('bound_count').notNull().default(0),
    /** A replacement product name shown on logistics pages (/batchLogisticReplaceProduct). */
    replaceProductName: text('replace_product_name'),
    remark: text('remark'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** The American ginseng plot the batch's roots came from (xys), a plot of the same company. */
    ginsengPlotId: uuid('ginseng_plot_id').references(() => ginsengPlots.id),
    /** Raw-material batches: the bird house (of the same company, passed) the raw material came from. */
    houseId: uuid('house_id').references(() => birdHouses.id),
    completedAt: tstz('completed_at'),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('batches_corp_no_key').on(t.corpId, t.batchNo),
    index('batches_corp_idx').on(t.corpId, t.createdAt),
    // The statistics reports read the batches of the days at a range's edges (decision 0030).
    index('batches_time_idx').on(t.createdAt),
    index('batches_product_idx').on(t.productId),
    index('batches_ginseng_plot_idx').on(t.ginsengPlotId),
    index('batches_house_idx').on(t.houseId),
  ],
);

/**
 * One binding of labels to a batch (/bindLog): by range, by list or from an uploaded file, who did it
 * and when. Bindings are never undone, so a batch with logs always has labels and is never deleted.
 */
export const batchBindLogs = pgTable(
  'batch_bind_logs',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id),
    /** range, list, import. */
    mode: text('mode').notNull(),
    startCode: numeric('start_code', { precision: 20, scale: 0 }),
    endCode: numeric('end_code', { precision: 20, scale: 0 }),
    count: integer('count').notNull(),
    codes: text('codes').array().notNull(),
    /** Stored weight per label, for raw-material batches. */
    weight: weight('weight'),
    fileName: text('file_name'),
    createdBy: uuid('created_by'),
    operatorName: text('operator_name'),
    /** The certificate in force for the batch's product at binding (event-time proof). */
    certificateId: uuid('certificate_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('batch_bind_logs_corp_idx').on(t.corpId, t.createdAt),
    index('batch_bind_logs_time_idx').on(t.createdAt),
    index('batch_bind_logs_batch_idx').on(t.batchId, t.createdAt),
    index('batch_bind_logs_codes_idx').using('gin', t.codes),
  ],
);

/**
 * A raw-material label (/rawMaterialStorage): bound to a raw-material batch with a weight; deep
 * processing takes weight from it. `remaining` never goes below zero (checked by the database too).
 * unused -> partly_used -> used_up.
 */
export const rawMaterials = pgTable(
  'raw_materials',
  {
    excode: numeric('excode', { precision: 20, scale: 0 })
      .primaryKey()
      .references(() => labels.excode),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    weight: weight('weight').notNull(),
    remaining: weight('remaining').notNull(),
    /** unused, partly_used, used_up. */
    state: text('state').notNull().default('unused'),
    ...timestamps,
  },
  (t) => [
    index('raw_materials_corp_idx').on(t.corpId, t.state, t.createdAt),
    index('raw_materials_batch_idx').on(t.batchId),
    index('raw_materials_time_idx').on(t.createdAt),
    check('raw_materials_remaining_check', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.weight}`),
  ],
);

/**
 * The business events the statistics reports sum, per month (UTC), company and product, kept by
 * statement-level triggers on each event table (migration 0030), so it always equals the rows:
 * - batches created (`created_at`, the batch's company and product);
 * - bindings (`batch_bind_logs` by `created_at`: the log's company, the batch's product): logs and
 *   labels bound;
 * - shipments not returned (`shipping_date`, the sender, the batch's product or none): shipments and
 *   their total weight;
 * - label orders (`created_at`): orders and labels requested, approved (passed, paid or delivered)
 *   and delivered;
 * - label runs generated (`finished_at`): runs and labels generated;
 * - performed void requests (`updated_at`, no product): requests and codes voided (less failures).
 * Each event kind has its own count of rows, so a report reads only the groups its events have.
 * Beside them, the same month's scan-page openings, copied from `scan_monthly_totals` by statement
 * triggers on it (migration 0056): the label-usage and domestic-producer reports read one row per month,
 * company and product instead of one from each rollup. Only the worker's fold changes those counts.
 */
export const activityMonthly = pgTable(
  'activity_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id'),
    productId: uuid('product_id'),
    batches: bigint('batches', { mode: 'number' }).notNull().default(0),
    bindLogs: bigint('bind_logs', { mode: 'number' }).notNull().default(0),
    bound: bigint('bound', { mode: 'number' }).notNull().default(0),
    shipments: bigint('shipments', { mode: 'number' }).notNull().default(0),
    shippedWeight: weight('shipped_weight').notNull().default('0'),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    requested: bigint('requested', { mode: 'number' }).notNull().default(0),
    approved: bigint('approved', { mode: 'number' }).notNull().default(0),
    delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
    runs: bigint('runs', { mode: 'number' }).notNull().default(0),
    generated: bigint('generated', { mode: 'number' }).notNull().default(0),
    voidRequests: bigint('void_requests', { mode: 'number' }).notNull().default(0),
    voided: bigint('voided', { mode: 'number' }).notNull().default(0),
    scanned: bigint('scanned', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('activity_monthly_key').on(t.month, t.corpId, t.productId).nullsNotDistinct(),
    index('activity_monthly_corp_idx').on(t.corpId, t.month),
  ],
);

/** Weight one batch took from one raw-material label (/rawMaterialUsageRecord1 and 2, /materialUse). */
export const rawMaterialUses = pgTable(
  'raw_material_uses',
  {
    id: id(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    /** The batch that used the raw material. */
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id),
    excode: numeric('excode', { precision: 20, scale: 0 })
      .notNull()
      .references(() => rawMaterials.excode),
    /** The raw-material batch the label belongs to. */
    sourceBatchId: uuid('source_batch_id')
      .notNull()
      .references(() => batches.id),
    useWeight: weight('use_weight').notNull(),
    remainingAfter: weight('remaining_after').notNull(),
    createdBy: uuid('created_by'),
    operatorName: text('operator_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('raw_material_uses_corp_idx').on(t.corpId, t.createdAt),
    index('raw_material_uses_batch_idx').on(t.batchId, t.createdAt),
    index('raw_material_uses_source_idx').on(t.sourceBatchId, t.createdAt),
    index('raw_material_uses_excode_idx').on(t.excode),
    check('raw_material_uses_positive_check', sql`${t.useWeight} > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, tstz } from './columns';
import { companies } from './companies';
import { products } from './products';

/**
 * The next free label serial. A run takes a contiguous block in one UPDATE, so start/end ranges
 * describe a run exactly and two runs never overlap.
 */
export const labelSerialCounter = pgTable('label_serial_counter', {
  id: integer('id').primaryKey(),
  nextSerial: bigint('next_serial', { mode: 'bigint' }).notNull(),
});

/** A generation run: an admin run (/addLabel) or the labels of a paid order. */
export const labelRuns = pgTable(
  'label_runs',
  {
    id: id(),
    runNo: text('run_no').notNull(),
    corpId: uuid('corp_id').references(() => companies.id),
    productId: uuid('product_id').references(() => products.id),
    orderId: uuid('order_id'),
    sheetType: text('sheet_type').notNull().default('big'),
    count: integer('count').notNull(),
    chunkSize: integer('chunk_size').notNull(),
    /** First and last excode of the run (contiguous). */
    startCode: numeric('start_code', { precision: 20, scale: 0 }).notNull(),
    endCode: numeric('end_code', { precision: 20, scale: 0 }).notNull(),
    /** not_generated, generating, generated, error. */
    status: text('status').notNull().default('not_generated'),
    generatedCount: integer('generated_count').notNull().default(0),
    error: text('error'),
    jobId: uuid('job_id'),
    createdBy: uuid('created_by'),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('label_runs_run_no_key').on(t.runNo),
    index('label_runs_corp_idx').on(t.corpId),
    // The label-usage report reads the runs finished on the days at a range's edges (decision 0030).
    index('label_runs_finished_idx').on(t.finishedAt).where(sql`${t.status} = 'generated'`),
    check('label_runs_count_positive', sql`${t.count} > 0`),
  ],
);

/** One committed chunk of a run: written in the same transaction as its labels (exactly once). */
export const labelRunChunks = pgTable(
  'label_run_chunks',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => labelRuns.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.chunkIndex] })],
);

/**
 * Labels. `excode` is the public numeric serial (16-20 digits, so numeric(20)); `pcode` the secret
 * anti-counterfeit code. The QR content is derived from the excode (and the product's GTIN), not stored.
 */
export const labels = pgTable(
  'labels',
  {
    excode: numeric('excode', { precision: 20, scale: 0 }).primaryKey(),
    pcode: text('pcode').notNull(),
    runId: uuid('run_id').references(() => labelRuns.id),
    corpId: uuid('corp_id'),
    productId: uuid('product_id'),
    batchId: uuid('batch_id'),
    /** unassigned, assigned, bound, activated, invalid, raw_material, used_up. */
    status: text('status').notNull().default('unassigned'),
    weight: numeric('weight', { precision: 20, scale: 5 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('labels_run_idx').on(t.runId, t.excode),
    // Keyset pages of one company's labels, with and without a status filter.
    index('labels_corp_excode_idx').on(t.corpId, t.excode),
    index('labels_corp_status_idx').on(t.corpId, t.status, t.excode),
    index('labels_status_excode_idx').on(t.status, t.excode),
    index('labels_product_idx').on(t.productId, t.excode),
    index('labels_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
  ],
);

/**
 * Labels per company, product and state, kept current by statement-level triggers on `labels`
 * (migration 0025): one grouped upsert per statement, so a 150,000-label run costs one small
 * statement, and the dashboard and reports never count the labels table.
 */
export const labelCounts = pgTable(
  'label_counts',
  {
    corpId: uuid('corp_id'),
    productId: uuid('product_id'),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('label_counts_key').on(t.corpId, t.productId, t.status).nullsNotDistinct(),
    index('label_counts_product_idx').on(t.productId),
  ],
);

/** A company's application for labels (/applyLabel), through review, payment, printing and delivery. */
export const labelOrders = pgTable(
  'label_orders',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    sheetType: text('sheet_type').notNull(),
    count: integer('count').notNull(),
    addressId: uuid('address_id'),
    addressSnapshot: jsonb('address_snapshot').$type<{
      receiver: string;
      phone: string;
      region: string;
      address: string;
    }>(),
    applicationFiles: text('application_files').array().notNull().default(sql`'{}'::text[]`),
    paymentFiles: text('payment_files').array().notNull().default(sql`'{}'::text[]`),
    /** waiting_upload, to_be_reviewed, passed, failed, paid, delivered. */
    status: text('status').notNull(),
    /** none, to_be_reviewed, failed, passed. */
    paymentStatus: text('payment_status').notNull().default('none'),
    reviewRemark: text('review_remark'),
    paymentRemark: text('payment_remark'),
    remark: text('remark'),
    receiptAt: tstz('receipt_at'),
    dueDate: tstz('due_date'),
    printingFactoryId: uuid('printing_factory_id'),
    runId: uuid('run_id'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    deliveryDate: tstz('delivery_date'),
    createdBy: uuid('created_by'),
    /** The certificate in force for the product when the order was placed (event-time proof). */
    certificateId: uuid('certificate_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('label_orders_order_no_key').on(t.orderNo),
    index('label_orders_corp_idx').on(t.corpId, t.createdAt),
    index('label_orders_printer_idx').on(t.printingFactoryId),
    index('label_orders_status_idx').on(t.status),
    index('label_orders_time_idx').on(t.createdAt),
    // The label-order report reads the paid orders (waiting for delivery) for its overdue figure.
    index('label_orders_paid_idx').on(t.createdAt).where(sql`${t.status} = 'paid'`),
  ],
);

/**
 * Label orders per month of their placing (UTC), company, product and printing factory: orders, labels
 * requested, approved (passed, paid or delivered) and delivered, kept by statement-level triggers on
 * `label_orders` (migration 0046). The label-order report reads it for the months a range holds whole;
 * its overdue figure depends on the time of reading, so it is read from the paid orders.
 */
export const labelOrderMonthly = pgTable(
  'label_order_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id').notNull(),
    productId: uuid('product_id').notNull(),
    printingFactoryId: uuid('printing_factory_id'),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    labels: bigint('labels', { mode: 'number' }).notNull().default(0),
    approved: bigint('approved', { mode: 'number' }).notNull().default(0),
    delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('label_order_monthly_key')
      .on(t.month, t.corpId, t.productId, t.printingFactoryId)
      .nullsNotDistinct(),
    // The report's table in its default order (labels, then month, then the dimensions): a page reads the
    // first rows of this index instead of sorting every group of the range. Descending columns keep
    // PostgreSQL's nulls first, as the table's `desc` sorts them, or the planner would not use it.
    index('label_order_monthly_labels_idx').on(
      t.labels.desc().nullsFirst(),
      t.month.desc().nullsFirst(),
      t.corpId,
      t.productId,
      t.printingFactoryId,
    ),
  ],
);

/**
 * `label_order_monthly` summed per month and company, with `group_count`: how many of its rows (those with
 * orders) each row stands for. It follows that rollup through `rollup_follow` (migration 0052). The
 * label-order report's totals for the administrator, a company or a certification body read a row per
 * month and company here instead of every group of the range.
 */
export const labelOrderCorpMonthly = pgTable(
  'label_order_corp_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id').notNull(),
    groupCount: bigint('group_count', { mode: 'number' }).notNull().default(0),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    labels: bigint('labels', { mode: 'number' }).notNull().default(0),
    approved: bigint('approved', { mode: 'number' }).notNull().default(0),
    delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
  },
  (t) => [unique('label_order_corp_monthly_key').on(t.month, t.corpId)],
);

/** A company's request to void labels (/invalidRequest); a job executes approved requests. */
export const voidRequests = pgTable(
  'void_requests',
  {
    id: id(),
    requestNo: text('request_no').notNull(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    reason: text('reason').notNull(),
    /** The codes to void (a list, or a range expanded when the request is made). */
    codes: text('codes').array().notNull(),
    /** unreviewed, passed, failed, performed, execution_error. */
    status: text('status').notNull().default('unreviewed'),
    reviewRemark: text('review_remark'),
    /** Codes the job could not void (not the company's, or already void), with the reason. */
    failures: jsonb('failures').$type<{ code: string; reason: string }[]>(),
    jobId: uuid('job_id'),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('void_requests_no_key').on(t.requestNo),
    index('void_requests_corp_idx').on(t.corpId),
    // The label-usage report reads the requests performed on the days at a range's edges (decision 0030).
    index('void_requests_performed_idx').on(t.updatedAt).where(sql`${t.status} = 'performed'`),
  ],
);

/** Barcode applications (/codeApplication): fewer than 10,000 barcodes each, made by a job. */
export const barcodeApplications = pgTable(
  'barcode_applications',
  {
    id: id(),
    applicationNo: text('application_no').notNull(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** gs1-128 (GTIN + serial, needs the product's GTIN) or code128. */
    symbology: text('symbology').notNull(),
    count: integer('count').notNull(),
    /** generating, success, execution_error. */
    status: text('status').notNull().default('generating'),
    error: text('error'),
    jobId: uuid('job_id'),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('barcode_applications_no_key').on(t.applicationNo),
    index('barcode_applications_corp_idx').on(t.corpId),
  ],
);

export const barcodes = pgTable(
  'barcodes',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => barcodeApplications.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** What the barcode encodes, in human-readable form, e.g. `(01)09506000134352(21)B2026...0001`. */
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.seq] }), uniqueIndex('barcodes_value_key').on(t.value)],
);

/**
 * Labels imported from a spreadsheet (/labelImportList). The file is checked by a job; rows are written
 * only when every row is valid. `errors` keeps each wrong row (message key and parameters) for the
 * report, read in the reader's language.
 */
export const labelImports = pgTable(
  'label_imports',
  {
    id: id(),
    importNo: text('import_no').notNull(),
    corpId: uuid('corp_id')
      .notNull()
      .references(() => companies.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    fileId: uuid('file_id').notNull(),
    fileName: text('file_name').notNull(),
    /** not_reviewed, success, failure, invalid. */
    status: text('status').notNull().default('not_reviewed'),
    totalRows: integer('total_rows').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors')
      .$type<
        { row: number; excode: string; weight: string; key: string; params?: Record<string, string> }[]
      >()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Why the whole file was refused (a message key and its parameters). */
    problem: jsonb('problem').$type<{ key: string; params?: Record<string, string | number> }>(),
    progress: integer('progress').notNull().default(0),
    jobId: uuid('job_id'),
    createdBy: uuid('created_by'),
    finishedAt: tstz('finished_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('label_imports_no_key').on(t.importNo),
    index('label_imports_corp_idx').on(t.corpId, t.createdAt),
  ],
);

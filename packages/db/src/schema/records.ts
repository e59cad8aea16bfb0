import type { CustomsCertificate, WholeChainStages } from '@trace/contracts';
import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { batches } from './batches';
import { id, timestamps, tstz, weight } from './columns';
import { companies } from './companies';
import { products } from './products';

/**
 * The traceability records of products and batches, each reviewed through the shared workflow: the
 * row is the approved version (or the draft before a first approval); a change to an approved row
 * waits in `review_revisions`.
 */

const owner = () =>
  uuid('corp_id')
    .notNull()
    .references(() => companies.id);
const reviewStatus = () => text('review_status').notNull().default('unreviewed');
const images = () => text('images').array().notNull().default(sql`'{}'::text[]`);

/**
 * A test report (/testReport) of a product, or of one batch of it when `batchId` is set.
 * `result` is `qualified` or `unqualified`.
 */
export const testReports = pgTable(
  'test_reports',
  {
    id: id(),
    corpId: owner(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    batchId: uuid('batch_id').references(() => batches.id),
    institution: text('institution').notNull(),
    reportNo: text('report_no').notNull(),
    testDate: tstz('test_date').notNull(),
    result: text('result').notNull(),
    remark: text('remark'),
    files: text('files').array().notNull().default(sql`'{}'::text[]`),
    reviewStatus: reviewStatus(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('test_reports_corp_no_key').on(t.corpId, t.reportNo),
    index('test_reports_corp_idx').on(t.corpId, t.createdAt),
    index('test_reports_product_idx').on(t.productId, t.batchId),
  ],
);

/** A rich-text article about a product (or one batch of it): title, cleaned HTML and images. */
function articleTable(name: string) {
  return pgTable(
    name,
    {
      id: id(),
      corpId: owner(),
      productId: uuid('product_id')
        .notNull()
        .references(() => products.id),
      batchId: uuid('batch_id').references(() => batches.id),
      title: text('title').notNull(),
      content: text('content').notNull(),
      images: images(),
      reviewStatus: reviewStatus(),
      ...timestamps,
    },
    (t) => [
      index(`${name}_corp_idx`).on(t.corpId, t.createdAt),
      index(`${name}_product_idx`).on(t.productId, t.batchId),
    ],
  );
}

/** Ecological features of the origin of a product (/ecologicalFeatures). */
export const ecologicalFeatures = articleTable('ecological_features');

/** Science knowledge about a product (/scientificKnowledge). */
export const scienceKnowledge = articleTable('science_knowledge');

/**
 * Customs clearance of one batch (/circulationInformation): entry port, import time, importer, and
 * the certificates of spec section 3 (kinds 1..12) as one list, reviewed together.
 */
export const customsInfos = pgTable(
  'customs_infos',
  {
    id: id(),
    corpId: owner(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    /** A value of the `port` dictionary; `portName` its label when it was saved. */
    port: text('port').notNull(),
    portName: text('port_name').notNull(),
    importTime: tstz('import_time').notNull(),
    importCorpId: uuid('import_corp_id').references(() => companies.id),
    importCorpName: text('import_corp_name').notNull(),
    certificates: jsonb('certificates').$type<CustomsCertificate[]>().notNull().default([]),
    reviewStatus: reviewStatus(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customs_infos_batch_key').on(t.batchId),
    index('customs_infos_corp_idx').on(t.corpId, t.createdAt),
    index('customs_infos_import_time_idx').on(t.importTime),
    // The name a port was last saved with (statistics name a port the dictionary lost by it).
    index('customs_infos_port_idx').on(t.port, t.updatedAt),
  ],
);

/**
 * Customs records per month of their import (UTC), owning company, port, importing company and product:
 * records and their batches' weight (a batch has at most one record), kept by statement-level triggers
 * on `customs_infos` and on the batches' quantities (migration 0050). The port-import report reads it
 * for the months a range holds whole.
 */
export const customsMonthly = pgTable(
  'customs_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    corpId: uuid('corp_id').notNull(),
    port: text('port').notNull(),
    importCorpId: uuid('import_corp_id'),
    productId: uuid('product_id').notNull(),
    records: bigint('records', { mode: 'number' }).notNull().default(0),
    weight: weight('weight').notNull().default('0'),
  },
  (t) => [
    unique('customs_monthly_key')
      .on(t.month, t.corpId, t.port, t.importCorpId, t.productId)
      .nullsNotDistinct(),
  ],
);

/**
 * Whole-chain traceability of one batch (/allRoots): the main production information and the entries
 * of each stage of its line (planting or breeding).
 */
export const wholeChainRecords = pgTable(
  'whole_chain_records',
  {
    id: id(),
    corpId: owner(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** planting or breeding. */
    lineType: text('line_type').notNull(),
    producer: text('producer').notNull(),
    place: text('place').notNull(),
    description: text('description'),
    stages: jsonb('stages').$type<WholeChainStages>().notNull().default({}),
    reviewStatus: reviewStatus(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('whole_chain_records_batch_key').on(t.batchId),
    index('whole_chain_records_corp_idx').on(t.corpId, t.createdAt),
  ],
);

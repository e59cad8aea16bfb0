import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { batches } from './batches';
import { id, timestamps, tstz, weight } from './columns';
import { companies } from './companies';
import { labels } from './labels';

/**
 * Goods sent from one company to a partner (/senderRecord, /takerRecord): sent -> received | returned.
 * Weights are stored values (display x rate, 5 decimals). An import receipt (the receiver is an
 * importer) is counted, documented and then confirmed; the counting and document columns record it.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    shipmentNo: text('shipment_no').notNull(),
    senderCorpId: uuid('sender_corp_id')
      .notNull()
      .references(() => companies.id),
    receiverCorpId: uuid('receiver_corp_id')
      .notNull()
      .references(() => companies.id),
    /** sent, received, returned. */
    status: text('status').notNull().default('sent'),
    importReceipt: boolean('import_receipt').notNull().default(false),
    /** Set when the whole shipment was taken from one batch (/sendGoodsInBatch). */
    batchId: uuid('batch_id').references(() => batches.id),
    /** Set when received goods were forwarded (/sendGoods). */
    sourceShipmentId: uuid('source_shipment_id'),
    labelCount: integer('label_count').notNull(),
    totalWeight: weight('total_weight').notNull(),
    carrier: text('carrier').notNull(),
    trackingNo: text('tracking_no'),
    shippingDate: tstz('shipping_date').notNull(),
    documents: text('documents').array().notNull().default(sql`'{}'::text[]`),
    remark: text('remark'),
    countedCount: integer('counted_count'),
    countedWeight: weight('counted_weight'),
    countedAt: tstz('counted_at'),
    declarationNo: text('declaration_no'),
    receiptDocuments: text('receipt_documents').array().notNull().default(sql`'{}'::text[]`),
    documentsRemark: text('documents_remark'),
    documentsAt: tstz('documents_at'),
    receivedAt: tstz('received_at'),
    returnReason: text('return_reason'),
    returnedAt: tstz('returned_at'),
    createdBy: uuid('created_by'),
    /** The certificates in force for the shipped products when it was sent (event-time proof). */
    certificateIds: uuid('certificate_ids').array().notNull().default(sql`'{}'::uuid[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shipments_no_key').on(t.shipmentNo),
    index('shipments_sender_idx').on(t.senderCorpId, t.createdAt),
    index('shipments_receiver_idx').on(t.receiverCorpId, t.createdAt),
    index('shipments_shipping_date_idx').on(t.shippingDate),
    index('shipments_received_idx').on(t.receivedAt).where(sql`${t.receivedAt} is not null`),
    index('shipments_source_idx').on(t.sourceShipmentId).where(sql`${t.sourceShipmentId} is not null`),
    // The foreign-export and importer reports read a kind of company's shipments by sender (shipping
    // day) and by receiver (day received), not every shipment of the range.
    index('shipments_sent_by_idx').on(t.senderCorpId, t.shippingDate).where(sql`${t.status} <> 'returned'`),
    index('shipments_received_by_idx')
      .on(t.receiverCorpId, t.receivedAt)
      .where(sql`${t.status} = 'received'`),
    // A batch's shipments, moved in `shipment_sent_monthly` when its customs record or product changes.
    index('shipments_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    // The foreign-export report reads the shipments of loose labels by sender over a whole range: the
    // monthly rollup below holds only shipments taken from a batch (their labels give their product).
    index('shipments_loose_sent_by_idx')
      .on(t.senderCorpId, t.shippingDate)
      .where(sql`${t.status} <> 'returned' and ${t.batchId} is null`),
  ],
);

/**
 * Shipments received per month of their receipt (UTC), receiving and sending company: their number, and
 * their labels and weight as counted on receipt (as sent where nothing was counted), kept by
 * statement-level triggers on `shipments` (migration 0053). The importers' report reads it for the
 * months a range holds whole, so its cost follows months and trading pairs, not shipments.
 */
export const shipmentReceivedMonthly = pgTable(
  'shipment_received_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    receiverCorpId: uuid('receiver_corp_id').notNull(),
    senderCorpId: uuid('sender_corp_id').notNull(),
    shipments: bigint('shipments', { mode: 'number' }).notNull().default(0),
    labels: bigint('labels', { mode: 'number' }).notNull().default(0),
    weight: weight('weight').notNull().default('0'),
  },
  (t) => [unique('shipment_received_monthly_key').on(t.month, t.receiverCorpId, t.senderCorpId)],
);

/**
 * Shipments taken from a batch and not returned, per month of their shipping day (UTC), sending and
 * receiving company, the batch's product and the port of the batch's customs record (null before it
 * has one): their number, labels and weight as sent. Statement-level triggers on `shipments`, on
 * `customs_infos` (a record filed, moved or withdrawn moves its batch's shipments between ports) and on
 * the batches' products keep it (migration 0057). The foreign-export report reads it for the months a
 * range holds whole, so its cost follows months, trading pairs, products and ports, not shipments.
 */
export const shipmentSentMonthly = pgTable(
  'shipment_sent_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    senderCorpId: uuid('sender_corp_id').notNull(),
    receiverCorpId: uuid('receiver_corp_id').notNull(),
    productId: uuid('product_id').notNull(),
    port: text('port'),
    shipments: bigint('shipments', { mode: 'number' }).notNull().default(0),
    labels: bigint('labels', { mode: 'number' }).notNull().default(0),
    weight: weight('weight').notNull().default('0'),
  },
  (t) => [
    unique('shipment_sent_monthly_key')
      .on(t.month, t.senderCorpId, t.receiverCorpId, t.productId, t.port)
      .nullsNotDistinct(),
  ],
);

/**
 * The labels of a shipment, with the weight they had when shipped. `open` is true while the shipment
 * is on its way: the partial unique index lets a label be in at most one open shipment, so two
 * shipments racing for the same label cannot both be written.
 */
export const shipmentLabels = pgTable(
  'shipment_labels',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    excode: numeric('excode', { precision: 20, scale: 0 })
      .notNull()
      .references(() => labels.excode),
    batchId: uuid('batch_id'),
    weight: numeric('weight', { precision: 20, scale: 5 }),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.excode] }),
    uniqueIndex('shipment_labels_open_key').on(t.excode).where(sql`${t.open}`),
    index('shipment_labels_excode_idx').on(t.excode),
  ],
);

/**
 * Who holds a label that has changed hands. A label without a row here is held by the company it
 * was delivered to (`labels.corp_id`); a received shipment moves its labels to the receiver.
 */
export const labelHoldings = pgTable(
  'label_holdings',
  {
    excode: numeric('excode', { precision: 20, scale: 0 })
      .primaryKey()
      .references(() => labels.excode),
    holderCorpId: uuid('holder_corp_id')
      .notNull()
      .references(() => companies.id),
    /** The shipment whose receipt put the label in the holder's hands. */
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('label_holdings_holder_idx').on(t.holderCorpId, t.excode)],
);

/**
 * Rows of `labels` the company still has in its own hands: not received by another company and not on
 * their way in an open shipment. Voiding is limited to these.
 */
export const stillInHandsOf = (corpId: string) => sql`not exists (
  select 1 from ${labelHoldings} h where h.excode = ${labels.excode} and h.holder_corp_id <> ${corpId}
) and not exists (
  select 1 from ${shipmentLabels} s where s.excode = ${labels.excode} and s.open
)`;

import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** A set of label-code ranges (`{[from,to)…}`), kept by PostgreSQL as one value with a GiST index. */
const numMultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'nummultirange',
});

/**
 * The EPCIS 2.0 event repository: what happened to which labels, where and when, recorded in the same
 * transaction as the flow it describes. Append-only (a trigger refuses updates and deletes). The event
 * id is the event's EPCIS hash, so recording the same event again changes nothing.
 *
 * Each event covers the labels of one product and one batch, so its items are one code set and one
 * EPC prefix: an item's EPC is `epc_prefix || excode` (its Digital Link URI, or the short label URI
 * when the label had no product with a GTIN then). `body` holds the rest of the event as published.
 */
export const epcisEvents = pgTable(
  'epcis_events',
  {
    eventId: text('event_id').primaryKey(),
    /** ObjectEvent, TransformationEvent. */
    eventType: text('event_type').notNull(),
    action: text('action'),
    bizStep: text('biz_step'),
    disposition: text('disposition'),
    eventTime: tstz('event_time').notNull(),
    eventTimeZoneOffset: text('event_time_zone_offset').notNull(),
    recordTime: tstz('record_time').notNull().defaultNow(),
    /** The companies whose data the event is (owner, sender, receiver): who may read it. */
    corpIds: uuid('corp_ids').array().notNull(),
    batchId: uuid('batch_id'),
    shipmentId: uuid('shipment_id'),
    runId: uuid('run_id'),
    /** The label codes of `epcList` (ObjectEvent) or `outputEPCList` (TransformationEvent). */
    labels: numMultirange('labels'),
    labelCount: integer('label_count').notNull().default(0),
    epcPrefix: text('epc_prefix'),
    body: jsonb('body').notNull(),
    /** What recorded the event (`run:{id}`, `bind:{id}`, …): the backfill's resume point. */
    source: text('source').notNull(),
  },
  (t) => [
    index('epcis_events_time_idx').on(t.eventTime, t.eventId),
    index('epcis_events_corps_idx').using('gin', t.corpIds),
    index('epcis_events_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    index('epcis_events_shipment_idx').on(t.shipmentId).where(sql`${t.shipmentId} is not null`),
    index('epcis_events_labels_idx').using('gist', t.labels),
    index('epcis_events_source_idx').on(t.source),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { createdAt, id, timestamps, tstz } from './columns';
import { companies } from './companies';
import { certBodies, printingFactories } from './organizations';

/**
 * Work orders (/workList): a request for help from a company, certification body or printing factory
 * (exactly one of the three owns it), handled by administrators. Status: 0 pending, 1 processed,
 * 2 not processed, 3 rejected (the last two with a reason). `due_at` follows the priority;
 * `processing_seconds` is the time from opening to closing. The platform opens some itself (a late
 * delivery, a failed job, an overdue finding, an expiring key): those have no `created_by` but a
 * `source` and `source_key` naming their cause, unique, so a cause opens one work order only.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: id(),
    orderNo: text('order_no').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** A value of the `work_order_type` dictionary. */
    type: text('type').notNull(),
    /** low, normal, high, urgent. */
    priority: text('priority').notNull().default('normal'),
    status: smallint('status').notNull().default(0),
    corpId: uuid('corp_id').references(() => companies.id),
    certBodyId: uuid('cert_body_id').references(() => certBodies.id),
    printingFactoryId: uuid('printing_factory_id').references(() => printingFactories.id),
    /** The person who opened it; null when the platform did (then `source` says why). */
    createdBy: uuid('created_by').references(() => users.id),
    /** What made the platform open it (contracts `WORK_ORDER_SOURCES`), and which record. */
    source: text('source'),
    sourceKey: text('source_key'),
    /** The parameters of the title and description, worded in each reader's language. */
    sourceParams: jsonb('source_params').$type<Record<string, string | number>>(),
    attachments: text('attachments').array().notNull().default(sql`'{}'::text[]`),
    /** One of the requester's records it is about: batch, labelOrder, certificate, shipment, apiKey. */
    linkType: text('link_type'),
    linkId: uuid('link_id'),
    assigneeId: uuid('assignee_id').references(() => users.id),
    dueAt: tstz('due_at').notNull(),
    firstReplyAt: tstz('first_reply_at'),
    closedAt: tstz('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id),
    processingSeconds: integer('processing_seconds'),
    /** When the administrators heard it is overdue (once; cleared when the due time moves). */
    overdueNotifiedAt: tstz('overdue_notified_at'),
    closeReason: text('close_reason'),
    ...timestamps,
  },
  (t) => [
    index('work_orders_corp_idx').on(t.corpId),
    index('work_orders_cert_body_idx').on(t.certBodyId),
    index('work_orders_printer_idx').on(t.printingFactoryId),
    index('work_orders_status_due_idx').on(t.status, t.dueAt),
    index('work_orders_created_idx').on(t.createdAt),
    uniqueIndex('work_orders_source_key').on(t.source, t.sourceKey),
  ],
);

/** The thread of a work order: replies both sides read, and administrators' internal notes. */
export const workOrderMessages = pgTable(
  'work_order_messages',
  {
    id: id(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** reply or note. */
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    attachments: text('attachments').array().notNull().default(sql`'{}'::text[]`),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    fromStaff: boolean('from_staff').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('work_order_messages_order_idx').on(t.workOrderId, t.createdAt)],
);

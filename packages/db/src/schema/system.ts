import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, tstz } from './columns';

/** One row per mutation: who did what to which entity, with the state before and after. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    userId: uuid('user_id'),
    account: text('account'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_entity_idx').on(t.entity, t.entityId),
    index('audit_logs_created_idx').on(t.createdAt),
  ],
);

/** Unhandled errors, with the stack kept here and never sent to the client. */
export const exceptionLogs = pgTable(
  'exception_logs',
  {
    id: id(),
    requestId: text('request_id'),
    method: text('method'),
    url: text('url'),
    userId: uuid('user_id'),
    message: text('message').notNull(),
    stack: text('stack'),
    createdAt: createdAt(),
  },
  (t) => [index('exception_logs_created_idx').on(t.createdAt)],
);

/** Outgoing mail. Sent by the notify worker through SMTP when configured, else kept as `stored`. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt), index('outbox_recipient_idx').on(t.recipient)],
);

/** Uploaded files; the bytes live in the storage backend under storage_key. */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by'),
    corpId: uuid('corp_id'),
    certBodyId: uuid('cert_body_id'),
    printingFactoryId: uuid('printing_factory_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_corp_idx').on(t.corpId)],
);

/** Background jobs: the source of truth for status and progress; BullMQ carries the work. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    queue: text('queue').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    payload: jsonb('payload'),
    result: jsonb('result'),
    error: text('error'),
    createdBy: uuid('created_by'),
    corpId: uuid('corp_id'),
    ...timestamps,
  },
  (t) => [index('jobs_queue_status_idx').on(t.queue, t.status), index('jobs_created_idx').on(t.createdAt)],
);

import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './access';
import { createdAt, id, tstz } from './columns';

/**
 * Message centre. A message targets everyone, some user types, companies or users; the per-user read
 * state lives in message_reads (no row: unread), so a message to everyone costs one row.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    /** As written by an administrator; for a notice, its text in Chinese (worded from kind and params). */
    title: text('title').notNull(),
    content: text('content').notNull(),
    /**
     * A notice the platform wrote: the message key of its title, worded in the reader's language with
     * `params` when read (contracts `renderNotice`). Null: an administrator's message, shown as written.
     */
    kind: text('kind'),
    params: jsonb('params').$type<Record<string, unknown>>(),
    audience: text('audience').notNull(),
    userTypes: text('user_types').array().notNull().default(sql`'{}'::text[]`),
    forced: boolean('forced').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('messages_created_idx').on(t.createdAt)],
);

export const messageTargets = pgTable(
  'message_targets',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    corpId: uuid('corp_id'),
    userId: uuid('user_id'),
  },
  (t) => [
    index('message_targets_corp_idx').on(t.corpId),
    index('message_targets_user_idx').on(t.userId),
    index('message_targets_message_idx').on(t.messageId),
  ],
);

export const messageReads = pgTable(
  'message_reads',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clicked: boolean('clicked').notNull().default(false),
    readAt: tstz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './access';
import { id, timestamps, tstz } from './columns';

/**
 * News (spec section 2 "News"): written by administrators in one language, for every platform
 * (`platform` null) or one; `toPublish` until published, by hand or by the worker at `publishAt`.
 */
export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** `/files/:id` of the cover image. */
    coverUrl: text('cover_url'),
    /** A value of the `news_category` dictionary. */
    category: text('category'),
    language: text('language').notNull(),
    platform: text('platform'),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    status: text('status').notNull().default('toPublish'),
    /** When a news item to publish goes out by itself (the worker publishes it). */
    publishAt: tstz('publish_at'),
    publishedAt: tstz('published_at'),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('news_status_check', sql`${t.status} in ('toPublish', 'published')`),
    check('news_language_check', sql`${t.language} in ('cn', 'en', 'fr')`),
    check('news_published_at_check', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
    index('news_readers_idx').on(t.language, t.publishedAt).where(sql`${t.status} = 'published'`),
    index('news_due_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'toPublish' and ${t.publishAt} is not null`),
    index('news_created_idx').on(t.createdAt),
  ],
);

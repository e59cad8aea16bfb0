import { and, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { news } from './schema/news';
import { auditLogs } from './schema/system';

/**
 * Publishes the news items whose scheduled time has come (the worker's round; an administrator's
 * "publish now" is the API's). Each item is published once even when several workers run the round
 * at the same time: the update only takes rows still waiting. Returns the ids published.
 */
export async function publishDueNews(db: DbOrTx, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const published = await tx
      .update(news)
      .set({ status: 'published', publishedAt: sql`${news.publishAt}`, updatedAt: now })
      .where(and(sql`${news.status} = 'toPublish'`, isNotNull(news.publishAt), lte(news.publishAt, now)))
      .returning({ id: news.id, title: news.title, publishedAt: news.publishedAt });
    if (published.length > 0)
      await tx.insert(auditLogs).values(
        published.map((row) => ({
          userId: null,
          account: null,
          ip: null,
          requestId: 'worker:news-publication',
          action: 'publish',
          entity: 'news',
          entityId: row.id,
          before: null,
          after: { status: 'published', publishedAt: row.publishedAt },
        })),
      );
    return published.map((row) => row.id);
  });
}

import {
  type Language,
  NEWS_CATEGORY_DICT,
  type NewsDetail,
  type NewsStatus,
  type NewsSummary,
  newsActions,
  newsRoutes,
  type PublicNewsDetail,
  type PublicNewsItem,
  routeUrl,
  type ZNewsQuery,
  type ZPublicNewsQuery,
} from '@trace/contracts';
import { type DbOrTx, news, users } from '@trace/db';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dictLabels } from '../../lib/dictionaries';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import { readerCondition } from './access';

type NewsRow = typeof news.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const FILE_URL = /\/files\/([0-9a-fA-F-]{36})/g;

/** A stored file's address as readers reach it: through the published news item that shows it. */
export const publicFileUrls = (newsId: string, text: string) =>
  text.replace(FILE_URL, (_whole, fileId: string) =>
    routeUrl(newsRoutes.publicFile, { id: newsId, fileId: fileId.toLowerCase() }),
  );

/** The files a news item shows: its cover and the images of its body. */
export function filesShown(row: Pick<NewsRow, 'coverUrl' | 'body'>): Set<string> {
  const ids = new Set<string>();
  for (const text of [row.coverUrl ?? '', row.body])
    for (const match of text.matchAll(FILE_URL)) ids.add(match[1]!.toLowerCase());
  return ids;
}

function toSummary(row: NewsRow, categoryNames: Map<string, string>): NewsSummary {
  const status = row.status as NewsStatus;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    category: row.category,
    categoryName: row.category ? (categoryNames.get(row.category) ?? row.category) : null,
    language: row.language as Language,
    platform: row.platform as NewsSummary['platform'],
    status,
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    actions: newsActions(status, row.publishAt !== null),
  };
}

export async function listNews(db: DbOrTx, language: Language, query: z.infer<typeof ZNewsQuery>) {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    conditions.push(or(ilike(news.title, pattern), ilike(news.summary, pattern))!);
  }
  if (query.status) conditions.push(eq(news.status, query.status));
  if (query.language) conditions.push(eq(news.language, query.language));
  if (query.platform) conditions.push(eq(news.platform, query.platform));
  if (query.category) conditions.push(eq(news.category, query.category));
  return newsPage(db, language, query, and(...conditions), news.createdAt, toSummary);
}

/** A page of news rows, newest by `newest` first, each made an item with its category's name. */
function newsPage<T>(
  db: DbOrTx,
  language: Language,
  query: { page: number; pageSize: number },
  where: SQL | undefined,
  newest: typeof news.createdAt | typeof news.publishedAt,
  toItem: (row: NewsRow, names: Map<string, string>) => T,
) {
  const source = {
    rows: db.select().from(news).where(where).$dynamic(),
    orderBy: [desc(newest), desc(news.id)],
    total: countRows(db, news, where),
  };
  return paginate(source, query, async (rows) => {
    const names = await dictLabels(
      db,
      NEWS_CATEGORY_DICT,
      rows.map((row) => row.category),
      language,
    );
    return rows.map((row) => toItem(row, names));
  });
}

export async function newsRow(db: DbOrTx, id: string, lock = false): Promise<NewsRow> {
  const query = db.select().from(news).where(eq(news.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function newsDetail(db: DbOrTx, language: Language, id: string): Promise<NewsDetail> {
  const [row] = await db
    .select({ news, authorName: users.userName })
    .from(news)
    .leftJoin(users, eq(users.id, news.createdBy))
    .where(eq(news.id, id));
  if (!row) throw notFound();
  const names = await dictLabels(db, NEWS_CATEGORY_DICT, [row.news.category], language);
  return { ...toSummary(row.news, names), body: row.news.body, authorName: row.authorName ?? null };
}

function toPublicItem(row: NewsRow, names: Map<string, string>): PublicNewsItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl ? publicFileUrls(row.id, row.coverUrl) : null,
    categoryName: row.category ? (names.get(row.category) ?? null) : null,
    publishedAt: row.publishedAt!.toISOString(),
  };
}

/** Published news for readers: their language, this platform, newest first. */
export async function readerNews(
  db: DbOrTx,
  language: Language,
  platform: string,
  query: z.infer<typeof ZPublicNewsQuery>,
) {
  const where = and(
    readerCondition(language, platform),
    query.category ? eq(news.category, query.category) : undefined,
  );
  return newsPage(db, language, query, where, news.publishedAt, toPublicItem);
}

/** The newest few published news for the home page. */
export async function latestNews(db: DbOrTx, language: Language, platform: string, limit = 5) {
  const page = await readerNews(db, language, platform, { page: 1, pageSize: limit });
  return page.list;
}

export async function readerNewsDetail(
  db: DbOrTx,
  language: Language,
  platform: string,
  id: string,
): Promise<PublicNewsDetail> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), readerCondition(language, platform)));
  if (!row) throw notFound();
  const names = await dictLabels(db, NEWS_CATEGORY_DICT, [row.category], language);
  return { ...toPublicItem(row, names), body: publicFileUrls(row.id, row.body) };
}

/**
 * Whether a file is shown by a published news item on this platform (any language: the address is
 * the item's, which a reader of another language may have been sent).
 */
export async function publishedNewsShows(db: DbOrTx, platform: string, newsId: string, fileId: string) {
  const [row] = await db
    .select({ coverUrl: news.coverUrl, body: news.body })
    .from(news)
    .where(
      and(
        eq(news.id, newsId),
        eq(news.status, 'published'),
        or(eq(news.platform, platform), sql`${news.platform} is null`),
      ),
    );
  return !!row && filesShown(row).has(fileId.toLowerCase());
}

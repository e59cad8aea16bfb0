import { NEWS_CATEGORY_DICT, type NewsAction, newsActions, type ZNewsBody } from '@trace/contracts';
import { type Database, dictItems, dictTypes, news, type Tx } from '@trace/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../lib/audit';
import { conflict, fieldError } from '../../lib/errors';
import { cleanRecordHtml, hasContent } from '../records/shared';
import { newsDetail, newsRow } from './queries';

type NewsBody = z.infer<typeof ZNewsBody>;
type Language = Parameters<typeof newsDetail>[1];

/** The category must be an enabled item of the news category dictionary. */
async function checkCategory(tx: Tx, category: string | null) {
  if (category === null) return;
  const [item] = await tx
    .select({ id: dictItems.id })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(
      and(eq(dictTypes.code, NEWS_CATEGORY_DICT), eq(dictItems.value, category), eq(dictItems.enabled, true)),
    );
  if (!item) throw fieldError('category', 'news.categoryUnknown');
}

/** The stored columns of a body: its HTML cleaned with the allow-list of contracts/html.ts. */
function storedColumns(body: NewsBody) {
  const html = cleanRecordHtml(body.body);
  if (!hasContent(html)) throw fieldError('body', 'news.bodyEmpty');
  return {
    title: body.title,
    summary: body.summary,
    coverUrl: body.coverUrl ? body.coverUrl.toLowerCase() : null,
    category: body.category || null,
    language: body.language,
    platform: body.platform,
    body: html,
  };
}

export async function createNews(db: Database, actor: Actor, language: Language, body: NewsBody) {
  const columns = storedColumns(body);
  const id = await db.transaction(async (tx) => {
    await checkCategory(tx, columns.category);
    const [row] = await tx
      .insert(news)
      .values({ ...columns, status: 'toPublish', createdBy: actor.userId })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'news', entityId: row!.id, after: row });
    return row!.id;
  });
  return newsDetail(db, language, id);
}

export async function updateNews(db: Database, actor: Actor, language: Language, id: string, body: NewsBody) {
  const columns = storedColumns(body);
  await db.transaction(async (tx) => {
    const before = await newsRow(tx, id, true);
    await checkCategory(tx, columns.category);
    const [after] = await tx.update(news).set(columns).where(eq(news.id, id)).returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'news', entityId: id, before, after });
  });
  return newsDetail(db, language, id);
}

/** Refuses an action the item's state does not allow, with the reason. */
function allow(row: typeof news.$inferSelect, action: NewsAction) {
  if (newsActions(row.status as 'toPublish' | 'published', row.publishAt !== null).includes(action)) return;
  if (action === 'delete') throw conflict('news.publishedNoDelete');
  if (action === 'unpublish') throw conflict('news.notPublished');
  if (action === 'unschedule')
    throw conflict(row.status === 'published' ? 'news.alreadyPublished' : 'news.notScheduled');
  throw conflict('news.alreadyPublished');
}

export async function deleteNews(db: Database, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await newsRow(tx, id, true);
    allow(before, 'delete');
    await tx.delete(news).where(eq(news.id, id));
    await writeAudit(tx, actor, { action: 'delete', entity: 'news', entityId: id, before });
  });
  return null;
}

type Change = { action: NewsAction; set: Partial<typeof news.$inferInsert>; audit: 'publish' | 'update' };

async function transition(db: Database, actor: Actor, language: Language, id: string, change: Change) {
  await db.transaction(async (tx) => {
    const before = await newsRow(tx, id, true);
    allow(before, change.action);
    const [after] = await tx.update(news).set(change.set).where(eq(news.id, id)).returning();
    await writeAudit(tx, actor, { action: change.audit, entity: 'news', entityId: id, before, after });
  });
  return newsDetail(db, language, id);
}

export const publishNews = (db: Database, actor: Actor, language: Language, id: string) =>
  transition(db, actor, language, id, {
    action: 'publish',
    set: { status: 'published', publishedAt: new Date(), publishAt: null },
    audit: 'publish',
  });

export function scheduleNews(db: Database, actor: Actor, language: Language, id: string, publishAt: string) {
  const at = new Date(publishAt);
  if (at.getTime() <= Date.now()) throw fieldError('publishAt', 'news.publishAtPast');
  return transition(db, actor, language, id, { action: 'schedule', set: { publishAt: at }, audit: 'update' });
}

export const unscheduleNews = (db: Database, actor: Actor, language: Language, id: string) =>
  transition(db, actor, language, id, { action: 'unschedule', set: { publishAt: null }, audit: 'update' });

export const unpublishNews = (db: Database, actor: Actor, language: Language, id: string) =>
  transition(db, actor, language, id, {
    action: 'unpublish',
    set: { status: 'toPublish', publishedAt: null, publishAt: null },
    audit: 'update',
  });

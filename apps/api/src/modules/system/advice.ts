import { escapeHtml, LANGUAGES, translate } from '@trace/contracts';
import { adviceFeedback, companies, type Database, type DbOrTx, insertMessage, users } from '@trace/db';
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import { holds, type UserPrincipal } from '../../lib/principal';

export const PROCESS_ADVICE = 'system.adviceFeedback.manage';

type AdviceRow = typeof adviceFeedback.$inferSelect;

/** Those who process advice see everyone's; everybody else sees their own. */
const visible = (principal: UserPrincipal) =>
  holds(principal, PROCESS_ADVICE) ? undefined : eq(adviceFeedback.userId, principal.userId);

async function toAdvice(db: DbOrTx, rows: AdviceRow[], principal: UserPrincipal) {
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const corpIds = [...new Set(rows.map((r) => r.corpId).filter((v): v is string => !!v))];
  const [accounts, corps] = await Promise.all([
    userIds.length
      ? db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.id, userIds))
      : [],
    corpIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, corpIds))
      : [],
  ]);
  const canProcess = holds(principal, PROCESS_ADVICE);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    account: accounts.find((a) => a.id === row.userId)?.account ?? '',
    corpName: corps.find((c) => c.id === row.corpId)?.name ?? null,
    title: row.title,
    content: row.content,
    contact: row.contact,
    images: row.images,
    status: row.status as 0 | 1,
    reply: row.reply,
    processTime: row.processedAt?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
    actions: canProcess && row.status === 0 ? ['process' as const] : [],
  }));
}

export async function submitAdvice(
  db: Database,
  principal: UserPrincipal,
  actor: Actor,
  body: { title: string; content: string; contact: string | null; images: string[] },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adviceFeedback)
      .values({ ...body, userId: principal.userId, corpId: principal.corpId })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'advice', entityId: row!.id, after: row });
    return (await toAdvice(tx, [row!], principal))[0]!;
  });
}

export async function listAdvice(
  db: Database,
  principal: UserPrincipal,
  query: { page: number; pageSize: number; keyword?: string; status?: '0' | '1' },
) {
  const where = and(
    visible(principal),
    query.keyword
      ? or(
          ilike(adviceFeedback.title, likePattern(query.keyword)),
          ilike(adviceFeedback.content, likePattern(query.keyword)),
        )
      : undefined,
    query.status ? eq(adviceFeedback.status, Number(query.status)) : undefined,
  );
  const source = {
    rows: db.select().from(adviceFeedback).where(where).$dynamic(),
    orderBy: [desc(adviceFeedback.createdAt), desc(adviceFeedback.id)],
    total: countRows(db, adviceFeedback, where),
  };
  return paginate(source, query, (rows) => toAdvice(db, rows, principal));
}

export async function getAdvice(db: Database, principal: UserPrincipal, id: string) {
  const [row] = await db
    .select()
    .from(adviceFeedback)
    .where(and(eq(adviceFeedback.id, id), visible(principal)));
  if (!row) throw notFound();
  return (await toAdvice(db, [row], principal))[0]!;
}

/** 0 unprocessed -> 1 processed, once; the sender gets the reply in the message centre. */
export async function processAdvice(
  db: Database,
  principal: UserPrincipal,
  actor: Actor,
  id: string,
  reply: string,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(adviceFeedback).where(eq(adviceFeedback.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status !== 0) throw new AppError(409, 'advice.processed');
    const [after] = await tx
      .update(adviceFeedback)
      .set({ status: 1, reply, processedBy: principal.userId, processedAt: new Date() })
      .where(eq(adviceFeedback.id, id))
      .returning();
    const [sender] = await tx.select({ id: users.id }).from(users).where(eq(users.id, before.userId));
    if (sender) {
      const title = LANGUAGES.map((language) => translate('advice.replyTitle', language)).join(' / ');
      await insertMessage(tx, {
        title,
        content: `<p><b>${escapeHtml(before.title)}</b></p><p>${escapeHtml(reply)}</p>`,
        forced: false,
        audience: { type: 'users', userIds: [sender.id] },
        createdBy: principal.userId,
      });
    }
    await writeAudit(tx, actor, { action: 'process', entity: 'advice', entityId: id, before, after });
    return (await toAdvice(tx, [after!], principal))[0]!;
  });
}

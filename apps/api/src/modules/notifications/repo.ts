import type { MessageAudience } from '@trace/contracts';
import { type DbOrTx, messageReads, messages, messageTargets, users } from '@trace/db';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { UserPrincipal } from '../../lib/principal';

/** Messages addressed to this user: to everyone, to their user type, their company or themselves. */
export function visibleTo(principal: UserPrincipal): SQL {
  const targeted = principal.corpId
    ? sql`(${messageTargets.userId} = ${principal.userId} or ${messageTargets.corpId} = ${principal.corpId})`
    : sql`${messageTargets.userId} = ${principal.userId}`;
  return sql`(${messages.audience} = 'all'
    or (${messages.audience} = 'userTypes' and ${principal.userType} = any(${messages.userTypes}))
    or exists (select 1 from ${messageTargets} where ${messageTargets.messageId} = ${messages.id} and ${targeted}))`;
}

const messageColumns = {
  id: messages.id,
  title: messages.title,
  content: messages.content,
  createdAt: messages.createdAt,
  forced: messages.forced,
  kind: messages.kind,
  params: messages.params,
  readAt: messageReads.readAt,
  clicked: messageReads.clicked,
};

export interface MessageRow {
  id: string;
  title: string;
  content: string;
  createdAt: Date;
  forced: boolean;
  kind: string | null;
  params: Record<string, unknown> | null;
  readAt: Date | null;
  clicked: boolean | null;
}

function selectMessages(db: DbOrTx, principal: UserPrincipal) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(
      messageReads,
      and(eq(messageReads.messageId, messages.id), eq(messageReads.userId, principal.userId)),
    );
}

export async function listMessages(
  db: DbOrTx,
  principal: UserPrincipal,
  options: { limit: number; offset: number; status?: 1 | 2; forcedOnly?: boolean },
): Promise<{ rows: MessageRow[]; total: number }> {
  const conditions = [visibleTo(principal)];
  if (options.status === 1) conditions.push(isNull(messageReads.userId));
  if (options.status === 2) conditions.push(sql`${messageReads.userId} is not null`);
  if (options.forcedOnly) conditions.push(eq(messages.forced, true));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    selectMessages(db, principal)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: count() })
      .from(messages)
      .leftJoin(
        messageReads,
        and(eq(messageReads.messageId, messages.id), eq(messageReads.userId, principal.userId)),
      )
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function countUnread(db: DbOrTx, principal: UserPrincipal): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .leftJoin(
      messageReads,
      and(eq(messageReads.messageId, messages.id), eq(messageReads.userId, principal.userId)),
    )
    .where(and(visibleTo(principal), isNull(messageReads.userId)));
  return row?.unread ?? 0;
}

export async function findVisibleMessage(
  db: DbOrTx,
  principal: UserPrincipal,
  id: string,
): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db, principal).where(and(eq(messages.id, id), visibleTo(principal)));
  return row;
}

export async function markRead(db: DbOrTx, userId: string, messageId: string, clicked: boolean) {
  await db
    .insert(messageReads)
    .values({ messageId, userId, clicked })
    .onConflictDoUpdate({
      target: [messageReads.messageId, messageReads.userId],
      set: clicked ? { clicked: true } : { readAt: sql`${messageReads.readAt}` },
    });
}

export async function markAllRead(db: DbOrTx, principal: UserPrincipal) {
  await db.execute(sql`
    insert into ${messageReads} (message_id, user_id)
    select ${messages.id}, ${principal.userId}::uuid from ${messages}
    where ${visibleTo(principal)}
    on conflict do nothing`);
}

/** Writing a message is shared with the worker and the scan alerts: it lives in packages/db. */
export { insertMessage } from '@trace/db';

/** How many enabled users a message reaches. */
export async function countRecipients(db: DbOrTx, audience: MessageAudience): Promise<number> {
  const enabled = eq(users.enabled, true);
  const where =
    audience.type === 'all'
      ? enabled
      : audience.type === 'userTypes'
        ? and(enabled, inArray(users.userType, audience.userTypes))
        : audience.type === 'companies'
          ? and(enabled, inArray(users.corpId, audience.corpIds))
          : and(enabled, inArray(users.id, audience.userIds));
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

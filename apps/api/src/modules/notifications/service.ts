import {
  type Language,
  type Message,
  type MessageAudience,
  type NoticeParams,
  renderNotice,
} from '@trace/contracts';
import type { Database } from '@trace/db';
import sanitizeHtml from 'sanitize-html';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { UserPrincipal } from '../../lib/principal';
import * as repo from './repo';

/** The header bell shows at most this many unread messages. */
export const RECENT_UNREAD = 3;

/** A message as the reader sees it: a notice worded in their language, an administrator's as written. */
function toMessage(row: repo.MessageRow, language: Language): Message {
  const text = row.kind
    ? renderNotice(row.kind, (row.params ?? {}) as NoticeParams, language)
    : { title: row.title, content: row.content };
  return {
    id: row.id,
    ...text,
    createTime: row.createdAt.toISOString(),
    status: row.readAt ? 2 : 1,
    isClick: row.clicked ?? false,
    forced: row.forced,
  };
}

export async function recentUnread(db: Database, principal: UserPrincipal, language: Language) {
  const [{ rows }, unRead] = await Promise.all([
    repo.listMessages(db, principal, { limit: RECENT_UNREAD, offset: 0, status: 1 }),
    repo.countUnread(db, principal),
  ]);
  return { data: rows.map((row) => toMessage(row, language)), unRead };
}

export async function query(
  db: Database,
  principal: UserPrincipal,
  language: Language,
  options: { page: number; pageSize: number; status?: 1 | 2 },
) {
  const [{ rows, total }, unRead] = await Promise.all([
    repo.listMessages(db, principal, {
      limit: options.pageSize,
      offset: (options.page - 1) * options.pageSize,
      status: options.status,
    }),
    repo.countUnread(db, principal),
  ]);
  return {
    data: rows.map((row) => toMessage(row, language)),
    unRead,
    total,
    page: options.page,
    pageSize: options.pageSize,
  };
}

/** Forced messages the user has not read yet, oldest first (the carousel shows them in order). */
export async function forcedUnread(db: Database, principal: UserPrincipal, language: Language) {
  const { rows } = await repo.listMessages(db, principal, {
    limit: 20,
    offset: 0,
    status: 1,
    forcedOnly: true,
  });
  return { data: rows.reverse().map((row) => toMessage(row, language)) };
}

export async function readOne(db: Database, principal: UserPrincipal, id: string) {
  const message = await repo.findVisibleMessage(db, principal, id);
  if (!message) throw new AppError(404, 'message.notFound');
  await repo.markRead(db, principal.userId, id, false);
  return null;
}

export async function readAll(db: Database, principal: UserPrincipal) {
  await repo.markAllRead(db, principal);
  return null;
}

export async function openDetail(
  db: Database,
  principal: UserPrincipal,
  language: Language,
  id: string,
): Promise<Message> {
  const message = await repo.findVisibleMessage(db, principal, id);
  if (!message) throw new AppError(404, 'message.notFound');
  await repo.markRead(db, principal.userId, id, true);
  return toMessage({ ...message, readAt: message.readAt ?? new Date(), clicked: true }, language);
}

/** Message HTML keeps formatting, links and images; scripts, handlers and styles are removed. */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span'],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

export async function send(
  db: Database,
  actor: Actor,
  input: { title: string; content: string; audience: MessageAudience; forced: boolean },
) {
  return db.transaction(async (tx) => {
    const message = await repo.insertMessage(tx, {
      ...input,
      content: sanitizeMessageHtml(input.content),
      createdBy: actor.userId,
    });
    await writeAudit(tx, actor, {
      action: 'send',
      entity: 'message',
      entityId: message.id,
      after: { ...message, audience: input.audience },
    });
    return { id: message.id, recipients: await repo.countRecipients(tx, input.audience) };
  });
}

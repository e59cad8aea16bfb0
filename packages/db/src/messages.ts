import { randomUUID } from 'node:crypto';
import { type MessageAudience, type MessageKey, type NoticeParams, storedNotice } from '@trace/contracts';
import type { DbOrTx } from './client';
import { insertSlices } from './insert-slices';
import { messages, messageTargets } from './schema/index';

interface MessageInput {
  title: string;
  content: string;
  /** A notice the platform writes (contracts `storedNotice`); absent for an administrator's message. */
  kind?: string;
  params?: NoticeParams;
  forced: boolean;
  audience: MessageAudience;
  createdBy: string | null;
}

/** A message's row (its targets are rows of their own). */
const messageRow = (input: MessageInput) => ({
  title: input.title,
  content: input.content,
  kind: input.kind ?? null,
  params: input.params ?? null,
  forced: input.forced,
  audience: input.audience.type,
  userTypes: input.audience.type === 'userTypes' ? input.audience.userTypes : [],
  createdBy: input.createdBy,
});

/** A message of the message centre, with the targets of its audience (companies or users). */
export async function insertMessage(db: DbOrTx, input: MessageInput) {
  const [message] = await db.insert(messages).values(messageRow(input)).returning();
  if (input.audience.type === 'companies') {
    await db
      .insert(messageTargets)
      .values(input.audience.corpIds.map((corpId) => ({ messageId: message!.id, corpId })));
  } else if (input.audience.type === 'users') {
    await db
      .insert(messageTargets)
      .values(input.audience.userIds.map((userId) => ({ messageId: message!.id, userId })));
  }
  return message!;
}

/**
 * A message to one company's message centre, written as given (title as text, content as HTML: escape
 * any text put in it with contracts `escapeHtml`). Notices the platform words go through `noticeToCompany`.
 */
export function messageToCompany(
  db: DbOrTx,
  corpId: string,
  message: { title: string; content: string; kind?: string; params?: NoticeParams },
  createdBy: string | null = null,
) {
  return insertMessage(db, {
    ...message,
    forced: false,
    audience: { type: 'companies', corpIds: [corpId] },
    createdBy,
  });
}

/**
 * A notice to one company (a job's outcome, a decision, an alert): stored by kind and parameters, so
 * each reader reads it in their own language. Used by the API, the worker and the scan alerts alike.
 */
export function noticeToCompany(
  db: DbOrTx,
  corpId: string,
  key: MessageKey,
  params: NoticeParams = {},
  createdBy: string | null = null,
) {
  return messageToCompany(db, corpId, storedNotice(key, params), createdBy);
}

/**
 * Notices to companies, one message each, as `noticeToCompany` writes them, in two statements per
 * thousand (the scan fold raises alerts by the hundred).
 */
export async function noticesToCompanies(
  db: DbOrTx,
  notices: readonly { corpId: string; key: MessageKey; params?: NoticeParams }[],
): Promise<void> {
  if (notices.length === 0) return;
  // The ids are drawn here, so each target names its message without reading the messages back.
  const written = notices.map(({ corpId, key, params }) => ({
    corpId,
    row: {
      id: randomUUID(),
      ...messageRow({
        ...storedNotice(key, params ?? {}),
        forced: false,
        audience: { type: 'companies', corpIds: [corpId] },
        createdBy: null,
      }),
    },
  }));
  for (const slice of insertSlices(written)) {
    await db.insert(messages).values(slice.map(({ row }) => row));
    await db.insert(messageTargets).values(slice.map(({ corpId, row }) => ({ messageId: row.id, corpId })));
  }
}

import { randomUUID } from 'node:crypto';
import { type MessageAudience, type MessageKey, type NoticeParams, storedNotice } from '@trace/contracts';
import type { DbOrTx } from './client';
import { messages, messageTargets } from './schema/index';

/** A message of the message centre, with the targets of its audience (companies or users). */
export async function insertMessage(
  db: DbOrTx,
  input: {
    title: string;
    content: string;
    /** A notice the platform writes (contracts `storedNotice`); absent for an administrator's message. */
    kind?: string;
    params?: NoticeParams;
    forced: boolean;
    audience: MessageAudience;
    createdBy: string | null;
  },
) {
  const [message] = await db
    .insert(messages)
    .values({
      title: input.title,
      content: input.content,
      kind: input.kind ?? null,
      params: input.params ?? null,
      forced: input.forced,
      audience: input.audience.type,
      userTypes: input.audience.type === 'userTypes' ? input.audience.userTypes : [],
      createdBy: input.createdBy,
    })
    .returning();
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

/** Rows per statement of a many-row insert: well under PostgreSQL's 65,535 parameters of a statement. */
export const ROWS_PER_INSERT = 1_000;

/** The list in slices of ROWS_PER_INSERT, for inserts of any length. */
export function insertSlices<T>(rows: readonly T[]): T[][] {
  const slices: T[][] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) slices.push(rows.slice(at, at + ROWS_PER_INSERT));
  return slices;
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
  const written = notices.map((notice) => ({
    id: randomUUID(),
    corpId: notice.corpId,
    ...storedNotice(notice.key, notice.params ?? {}),
  }));
  for (const slice of insertSlices(written)) {
    await db.insert(messages).values(
      slice.map(({ id, title, content, kind, params }) => ({
        id,
        title,
        content,
        kind,
        params,
        forced: false,
        audience: 'companies' as const,
        userTypes: [],
        createdBy: null,
      })),
    );
    await db.insert(messageTargets).values(slice.map(({ id, corpId }) => ({ messageId: id, corpId })));
  }
}

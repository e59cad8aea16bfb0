import { type MessageKey, type NoticeParams, storedNotice } from '@trace/contracts';
import { type DbOrTx, messages, messageTargets } from '@trace/db';

/** A notice in a company's message centre about a job's outcome, read in each reader's language. */
export async function noticeToCompany(db: DbOrTx, corpId: string, key: MessageKey, params: NoticeParams) {
  const [message] = await db
    .insert(messages)
    .values({ ...storedNotice(key, params), audience: 'companies' })
    .returning({ id: messages.id });
  await db.insert(messageTargets).values({ messageId: message!.id, corpId });
}

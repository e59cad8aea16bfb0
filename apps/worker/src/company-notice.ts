import { type Language, type MessageKey, titleInAllLanguages } from '@trace/contracts';
import { type DbOrTx, messages, messageTargets } from '@trace/db';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A notice in a company's message centre about a job's outcome, titled in all three languages. */
export async function noticeToCompany(
  db: DbOrTx,
  corpId: string,
  key: MessageKey,
  params: (language: Language) => Record<string, string | number>,
) {
  const title = titleInAllLanguages(key, params);
  const [message] = await db
    .insert(messages)
    .values({ title, content: `<p>${escapeHtml(title)}</p>`, audience: 'companies' })
    .returning({ id: messages.id });
  await db.insert(messageTargets).values({ messageId: message!.id, corpId });
}

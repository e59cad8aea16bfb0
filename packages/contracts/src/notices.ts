import type { Language } from './common';
import { type MessageKey, translate } from './messages';

/**
 * Notices the platform writes (a job's outcome, a review decision, an alert, a sign-in lock) are stored
 * as a kind (the message key of their title) and parameters, and worded in the reader's language when
 * read. A parameter is a value, or a text of its own worded in the reader's language too
 * (`{ key: 'import.resultSuccess', params: { count: 3 } }`).
 */
export type NoticeParam = string | number | { key: MessageKey; params?: Record<string, string | number> };
export type NoticeParams = Record<string, NoticeParam>;

/**
 * Notices written before they were stored by kind hold their fixed text per language: the title under
 * `title.cn`, `title.en`, `title.fr` and the content under `content.cn` ... (HTML, as stored).
 */
export const FIXED_TEXT_NOTICE = 'notice.fixedText';

/** Kinds whose content says more than their title (otherwise the content is the title). */
const NOTICE_CONTENT: Partial<Record<MessageKey, MessageKey>> = {
  'auth.lockedMailSubject': 'auth.lockedNotice',
};

const TITLE_MAX = 300;
/** Plain text made safe to put in a message's HTML content. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function wordedParams(params: NoticeParams, language: Language): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? translate(value.key, language, value.params) : value,
    ]),
  );
}

/** A notice's title and content (HTML) in one language. */
export function renderNotice(
  kind: string,
  params: NoticeParams,
  language: Language,
): { title: string; content: string } {
  if (kind === FIXED_TEXT_NOTICE) {
    const text = (part: string) => String(params[`${part}.${language}`] ?? params[`${part}.cn`] ?? '');
    return { title: text('title'), content: text('content') };
  }
  const values = wordedParams(params, language);
  const title = translate(kind, language, values).slice(0, TITLE_MAX);
  const contentKey = NOTICE_CONTENT[kind as MessageKey];
  const content = contentKey ? translate(contentKey, language, values) : title;
  return { title, content: `<p>${escapeHtml(content)}</p>` };
}

/**
 * The columns of a stored notice: its kind and parameters, and its Chinese wording in title and content
 * for readers of the table itself (exports, the audit trail).
 */
export function storedNotice(kind: MessageKey, params: NoticeParams = {}) {
  return { kind, params, ...renderNotice(kind, params, 'cn') };
}

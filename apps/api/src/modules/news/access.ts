import type { Language } from '@trace/contracts';
import { news } from '@trace/db';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';

/**
 * What a reader sees of the news (the home page, the public news page): published items in the reader's
 * language, written for every platform or for this one. Drafts and other platforms' items answer 404.
 */
export function readerCondition(language: Language, platform: string): SQL {
  return and(
    eq(news.status, 'published'),
    eq(news.language, language),
    or(isNull(news.platform), eq(news.platform, platform)),
  )!;
}

import type { Database } from '@trace/db';
import { publishDueNews } from '@trace/db/news';
import type { Logger } from 'pino';
import { startRounds } from './rounds';

/**
 * Publishes scheduled news when its time comes: a round every `everyMs` (a news item goes out at most
 * that long after its time). Several workers may run it at once (each item is taken by one of them).
 */
export function startNewsPublication(db: Database, logger: Logger, everyMs: number) {
  return startRounds(
    () =>
      publishDueNews(db)
        .then((ids) => {
          if (ids.length > 0) logger.info({ ids }, 'scheduled news published');
        })
        .catch((error: unknown) =>
          logger.error({ err: error }, 'news publication failed; the next round retries'),
        ),
    everyMs,
  );
}

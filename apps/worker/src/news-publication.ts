import type { Database } from '@trace/db';
import { publishDueNews } from '@trace/db/news';
import type { Logger } from 'pino';

/**
 * Publishes scheduled news when its time comes: a round every `everyMs` (a news item goes out at most
 * that long after its time). A round starts only after the previous one ended; several workers may run
 * it at once (each item is taken by one of them). `stop` waits for a running round.
 */
export function startNewsPublication(db: Database, logger: Logger, everyMs: number) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = publishDueNews(db)
      .then((ids) => {
        if (ids.length > 0) logger.info({ ids }, 'scheduled news published');
      })
      .catch((error: unknown) =>
        logger.error({ err: error }, 'news publication failed; the next round retries'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

import type { Database } from '@trace/db';
import { foldScans } from '@trace/db/scan-alerts';
import type { Logger } from 'pino';

/**
 * Folds the scan-page openings into the daily counts and the region alerts every `everyMs`
 * (decision 0018). A fold starts only after the previous one ended; several workers may run this
 * at once (they take turns in the database). `stop` waits for a running fold.
 */
export function startScanFold(db: Database, logger: Logger, everyMs: number) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = foldScans(db)
      .then((folded) => {
        if (folded.scans > 0) logger.debug(folded, 'scan openings folded');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'scan fold failed; the next one retries'))
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

import type { Database } from '@trace/db';
import { foldScans } from '@trace/db/scan-alerts';
import type { Logger } from 'pino';
import { startRounds } from './rounds';

/**
 * Folds the scan-page openings into the daily counts and the region alerts every `everyMs`
 * (decision 0018). Several workers may run this at once (they take turns in the database).
 */
export function startScanFold(db: Database, logger: Logger, everyMs: number) {
  return startRounds(
    () =>
      foldScans(db)
        .then((folded) => {
          if (folded.scans > 0) logger.debug(folded, 'scan openings folded');
        })
        .catch((error: unknown) => logger.error({ err: error }, 'scan fold failed; the next one retries')),
    everyMs,
  );
}

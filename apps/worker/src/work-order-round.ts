import type { Database } from '@trace/db';
import { runWorkOrderRound } from '@trace/db/work-orders';
import type { Logger } from 'pino';
import { startRounds } from './rounds';

/**
 * Opens work orders for what needs a person (a late delivery, a failed run or void, an overdue
 * finding, a partner key about to end) and tells administrators of overdue work orders: a round every
 * `everyMs`, the first one period after start (nothing it finds is more urgent than one period).
 * A failed run or a 4-hour work order would wait too long for the daily round, and each round is a
 * few queries. Several workers may run it at once: a cause opens one work order (unique source key)
 * and an overdue one is told once (claimed on its row).
 */
export function startWorkOrderRound(db: Database, logger: Logger, everyMs: number) {
  return startRounds(
    () =>
      runWorkOrderRound(db)
        .then((outcome) => {
          if (Object.keys(outcome.opened).length > 0 || outcome.overdueNotified > 0)
            logger.info(outcome, 'work-order round');
        })
        .catch((error: unknown) =>
          logger.error({ err: error }, 'work-order round failed; the next round retries'),
        ),
    everyMs,
    everyMs,
  );
}

import type { Logger } from 'pino';
import { startRounds } from './rounds';

const DAY = 86_400_000;

/**
 * A round of work run once a minute after start and then every day (certification reminders, the
 * partner keys' reminders and the access log's months). A failed round is logged and retried by the
 * next one; stopping waits for the round under way.
 */
export function startDailyRound(
  name: string,
  run: () => Promise<object>,
  logger: Logger,
  everyMs = DAY,
  firstAfterMs = 60_000,
) {
  return startRounds(
    () =>
      run()
        .then((outcome) => logger.info(outcome, `${name} done`))
        .catch((error: unknown) => logger.error({ err: error }, `${name} failed; the next round retries`)),
    everyMs,
    firstAfterMs,
  );
}

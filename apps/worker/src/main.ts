import {
  checkDatabase,
  checkRedis,
  checkServices,
  readSettings,
  startOrExit,
} from '@trace/db/startup-checks';
import { loadWorkerConfig } from './config';
import { startWorkers } from './worker';

const running = await startOrExit('Worker', async () => {
  const config = readSettings(() => loadWorkerConfig());
  await checkServices([checkDatabase(config.databaseUrl), checkRedis(config.redisUrl)]);
  return startWorkers(config);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  running.logger.info({ signal }, 'worker shutting down: finishing running jobs');
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  await running.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

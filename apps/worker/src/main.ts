import { loadWorkerConfig } from './config';
import { startWorkers } from './worker';

const running = await startWorkers(loadWorkerConfig());

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

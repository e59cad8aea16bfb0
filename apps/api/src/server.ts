import { runMigrations } from '@trace/db';
import {
  checkDatabase,
  checkRedis,
  checkServices,
  readSettings,
  startOrExit,
} from '@trace/db/startup-checks';
import { buildApp } from './app';
import { loadConfig } from './config';

const { config, app } = await startOrExit('API', async () => {
  const config = readSettings(() => loadConfig());
  await checkServices([checkDatabase(config.databaseUrl), checkRedis(config.redisUrl)]);
  await runMigrations(config.databaseUrl);
  return { config, app: await buildApp(config) };
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  process.exit(1);
}

// `pnpm dev:services`: provisions PostgreSQL and Redis as `npm start` would, prints their URLs and keeps
// them running until Ctrl-C.
import { ensureServices, ServiceError } from './lib/services.js';

async function main() {
  let stopping = false;
  const began = Date.now();
  const services = await ensureServices({
    onUnexpectedExit: (service, detail) => {
      if (stopping) return;
      console.error(`${service} stopped unexpectedly: ${detail}`);
      stopping = true;
      void services.stop().finally(() => process.exit(1));
    },
  });
  console.log('');
  console.log(`Services ready in ${((Date.now() - began) / 1000).toFixed(1)}s:`);
  console.log(`  DATABASE_URL=${services.databaseUrl}`);
  console.log(`  REDIS_URL=${services.redisUrl}`);
  if (!services.databaseUrlFromEnv) {
    console.log('  (the URL points at the server\'s "postgres" database; npm start uses "traceability")');
  }
  console.log('Press Ctrl-C to stop.');

  const keepAlive = setInterval(() => {}, 1 << 30);
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received; stopping.`);
    clearInterval(keepAlive);
    services
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof ServiceError ? err.message : err);
  process.exit(1);
});

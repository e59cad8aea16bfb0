// `npm test`: the whole suite against real services.
//
// Provisions PostgreSQL and Redis, creates a fresh database trace_test_<timestamp>_<pid> and migrates it,
// then runs: lint, typecheck, unit (vitest: the `*.test.ts` files, no services), integration (vitest:
// the `*.int.test.ts` files, against PostgreSQL and Redis), build (web client), production (the
// production build installed and run: scripts/production-smoke.ts), chromium (make sure a browser is
// there), e2e. Stops at the first failure; always drops the test database, deletes the
// run's Redis keys and stops the services it started. Services are provisioned only when a selected
// step needs them (`--only=lint,typecheck,unit` needs none).
//
//   npm test                                  everything
//   npm test -- --only=unit                   only some step groups: lint, typecheck, unit, integration,
//                                             e2e, production
//   npm test -- --only=integration labels     extra arguments go to `vitest run` in the unit and
//                                             integration steps, or in the e2e step when neither runs
//   npm test -- --only=e2e records            (e.g. one browser flow)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createDatabase, databaseUrlFor, dropDatabase, redactUrl } from './lib/db-admin.js';
import {
  activeChildren,
  binPath,
  formatDuration,
  isRoot,
  pnpmCommand,
  repoRoot,
  run,
  terminate,
  tsxCommand,
  which,
  withPnpmOnPath,
} from './lib/process.js';
import { ensureServices, ServiceError, type Services } from './lib/services.js';

const GROUPS = ['lint', 'typecheck', 'unit', 'integration', 'e2e', 'production'] as const;
type Group = (typeof GROUPS)[number];

function usage(): string {
  return [
    'Usage: npm test [-- [--only=<groups>] [vitest arguments...]]',
    `  --only=<groups>   comma-separated subset of: ${GROUPS.join(', ')} (default: all)`,
    '  other arguments   passed to `vitest run` in the unit and integration steps (e.g. a file filter;',
    '                    when both steps run, a step with no matching file passes); in the e2e step',
    '                    when neither unit nor integration runs',
  ].join('\n');
}

function parseArgs(argv: string[]): { only: Set<Group>; vitestArgs: string[] } {
  const only = new Set<Group>(GROUPS);
  const vitestArgs: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      console.log(usage());
      process.exit(0);
    }
    if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? (argv[++i] ?? '') : arg.slice('--only='.length);
      only.clear();
      for (const name of value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (!(GROUPS as readonly string[]).includes(name)) {
          console.error(`Unknown step "${name}".\n${usage()}`);
          process.exit(2);
        }
        only.add(name as Group);
      }
      if (only.size === 0) {
        console.error(`--only needs at least one step.\n${usage()}`);
        process.exit(2);
      }
      continue;
    }
    vitestArgs.push(arg);
  }
  return { only, vitestArgs };
}

const { only, vitestArgs } = parseArgs(process.argv.slice(2));

/**
 * `vitest run` for one tier (the projects of vitest.config.ts). A file filter may match files of one
 * tier only: when both tiers run, the other passes with no test files instead of failing.
 */
function vitestTier(projects: string[]): string[] {
  const bothTiers = only.has('unit') && only.has('integration');
  return [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...(bothTiers && vitestArgs.length > 0 ? ['--passWithNoTests'] : []),
    ...vitestArgs,
  ];
}

/** A file filter goes to the browser flows when no other vitest step is there to take it. */
function e2eArgs(): string[] {
  return only.has('unit') || only.has('integration') ? [] : vitestArgs;
}

/** The environment without the services: a unit test that reached for them would fail at once. */
function withoutServices(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, REDIS_PREFIX: _prefix, ...rest } = env;
  return rest;
}

const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const runId = `${stamp}_${process.pid}`;
const testDatabase = `trace_test_${runId}`;
const redisPrefix = `test_${runId}`;

type Status = 'passed' | 'failed' | 'not run' | 'skipped';
interface Result {
  name: string;
  status: Status;
  ms?: number;
  note?: string;
}

interface Context {
  env: NodeJS.ProcessEnv;
  chromiumPath?: string;
}

interface Step {
  name: string;
  group: Group;
  title: string;
  needsServices?: boolean;
  /** Resolves true on success. */
  run(ctx: Context): Promise<boolean>;
}

const steps: Step[] = [
  {
    name: 'lint',
    group: 'lint',
    title: 'Lint and formatting (biome check .)',
    run: async () => (await run(binPath('biome'), ['check', '.'])) === 0,
  },
  {
    name: 'typecheck',
    group: 'typecheck',
    title: 'Type check (turbo run typecheck)',
    run: async () =>
      (await run(binPath('turbo'), ['run', 'typecheck'], {
        env: withPnpmOnPath({ ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' }),
      })) === 0,
  },
  {
    name: 'unit',
    group: 'unit',
    title: 'Unit tests, *.test.ts (vitest run --project unit --project web)',
    run: async () =>
      (await run(binPath('vitest'), vitestTier(['unit', 'web']), { env: withoutServices(process.env) })) ===
      0,
  },
  {
    name: 'integration',
    group: 'integration',
    title: 'Integration tests against PostgreSQL and Redis, *.int.test.ts (vitest run --project integration)',
    needsServices: true,
    run: async (ctx) => (await run(binPath('vitest'), vitestTier(['integration']), { env: ctx.env })) === 0,
  },
  {
    name: 'build',
    group: 'e2e',
    title: 'Build the web client (pnpm --filter @trace/web build)',
    run: async () => {
      const pnpm = pnpmCommand(['--filter', '@trace/web', 'build']);
      return (await run(pnpm.command, pnpm.args)) === 0;
    },
  },
  {
    name: 'production',
    group: 'production',
    title: 'Production build, installed with production dependencies and run (scripts/production-smoke.ts)',
    needsServices: true,
    run: async (ctx) => {
      const smoke = tsxCommand('scripts/production-smoke.ts');
      return (await run(smoke.command, smoke.args, { env: ctx.env })) === 0;
    },
  },
  {
    name: 'chromium',
    group: 'e2e',
    title: 'Chromium for the end-to-end tests',
    run: async (ctx) => {
      const found = await ensureChromium();
      if (found) ctx.chromiumPath = found;
      return found !== undefined;
    },
  },
  {
    name: 'e2e',
    group: 'e2e',
    title: 'End-to-end tests (vitest run --config apps/web/e2e/vitest.config.ts)',
    needsServices: true,
    run: async (ctx) =>
      (await run(binPath('vitest'), ['run', '--config', 'apps/web/e2e/vitest.config.ts', ...e2eArgs()], {
        env: {
          ...ctx.env,
          CHROMIUM_PATH: ctx.chromiumPath ?? '',
          WEB_DIST: path.join(repoRoot, 'apps', 'web', 'dist'),
          // The build step above has just built the client.
          E2E_SKIP_WEB_BUILD: '1',
        },
      })) === 0,
  },
];

const CHROMIUM_HELP =
  'Chromium is needed for the end-to-end tests. Install it (Debian/Ubuntu: sudo apt-get install chromium) ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable. To run the other steps only: ' +
  'npm test -- --only=lint,typecheck,unit,integration';

async function ensureChromium(): Promise<string | undefined> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (fs.existsSync(configured)) {
      console.log(`Using CHROMIUM_PATH=${configured}`);
      return configured;
    }
    console.error(`CHROMIUM_PATH=${configured} does not exist. ${CHROMIUM_HELP}`);
    return undefined;
  }
  const standard = '/usr/bin/chromium';
  if (fs.existsSync(standard)) {
    console.log(`Using ${standard}`);
    return standard;
  }
  if (isRoot && which('apt-get')) {
    console.log(`${standard} is missing; installing the Debian package chromium with apt-get...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const updated = await run('apt-get', ['update'], { env });
    const installed = updated === 0 ? await run('apt-get', ['install', '-y', 'chromium'], { env }) : updated;
    if (installed === 0 && fs.existsSync(standard)) {
      console.log(`Installed ${standard}`);
      return standard;
    }
    console.error(`apt-get could not install chromium (exit ${installed}). ${CHROMIUM_HELP}`);
    return undefined;
  }
  console.error(`${standard} was not found. ${CHROMIUM_HELP}`);
  return undefined;
}

/** Deletes the Redis keys written under this run's REDIS_PREFIX (ioredis, as used by the worker). */
async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  interface RedisClient {
    scan(cursor: string, ...args: (string | number)[]): Promise<[string, string[]]>;
    unlink(...keys: string[]): Promise<number>;
    quit(): Promise<unknown>;
    disconnect(): void;
  }
  const require = createRequire(path.join(repoRoot, 'apps', 'worker', 'package.json'));
  const Redis = require('ioredis') as new (url: string, options: Record<string, unknown>) => RedisClient;
  const client = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) deleted += await client.unlink(...keys);
    } while (cursor !== '0');
    await client.quit();
  } catch (err) {
    client.disconnect();
    throw err;
  }
  return deleted;
}

// ---------------------------------------------------------------------------------------------------

let services: Services | undefined;
let interrupted = false;
let interruptedAt = 0;
const results: Result[] = [];
const totalStart = Date.now();

function onSignal(signal: NodeJS.Signals) {
  if (interrupted) {
    // Ctrl-C reaches every process of the terminal's group, and `npm test` forwards it too: ignore echoes.
    if (Date.now() - interruptedAt > 2000) console.log(`${signal} received again; still cleaning up.`);
    return;
  }
  interrupted = true;
  interruptedAt = Date.now();
  console.log(`\n${signal} received; stopping the current step and cleaning up.`);
  for (const child of activeChildren) void terminate(child, 10_000);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', onSignal);

async function timed(name: string, title: string, fn: () => Promise<boolean>): Promise<boolean> {
  console.log(`\n${'='.repeat(100)}\n>> ${name}: ${title}\n${'='.repeat(100)}`);
  const began = Date.now();
  let ok = false;
  let note: string | undefined;
  try {
    ok = await fn();
  } catch (err) {
    note = err instanceof ServiceError ? err.message : undefined;
    console.error(err instanceof ServiceError ? err.message : err);
  }
  if (interrupted) {
    ok = false;
    note = 'interrupted';
  }
  const ms = Date.now() - began;
  results.push({ name, status: ok ? 'passed' : 'failed', ms, ...(note ? { note } : {}) });
  console.log(`<< ${name} ${ok ? 'passed' : 'FAILED'} in ${formatDuration(ms)}`);
  return ok;
}

function printSummary() {
  const width = Math.max(...results.map((r) => r.name.length), 10);
  console.log(`\n${'='.repeat(100)}\nSummary (test database ${testDatabase}, REDIS_PREFIX=${redisPrefix})`);
  console.log(`  ${'step'.padEnd(width)}  ${'result'.padEnd(8)}  ${'time'.padStart(8)}`);
  for (const r of results) {
    const status = r.status === 'failed' ? 'FAILED' : r.status;
    const time = r.ms === undefined ? '' : formatDuration(r.ms);
    const note = r.note ? `  (${r.note.split('\n')[0]})` : '';
    console.log(`  ${r.name.padEnd(width)}  ${status.padEnd(8)}  ${time.padStart(8)}${note}`);
  }
  console.log(
    `  ${'total'.padEnd(width)}  ${''.padEnd(8)}  ${formatDuration(Date.now() - totalStart).padStart(8)}`,
  );
  const count = (s: Status) => results.filter((r) => r.status === s).length;
  const skipped = count('skipped') + count('not run');
  console.log(`steps: ${count('passed')} passed, ${count('failed')} failed, ${skipped} skipped`);
}

async function main(): Promise<number> {
  const selected = steps.filter((s) => only.has(s.group));
  const needServices = selected.some((s) => s.needsServices);
  const ctx: Context = { env: { ...process.env } };
  let failed = false;
  let databaseCreated = false;

  try {
    if (needServices) {
      failed = !(await timed('services', 'PostgreSQL and Redis', async () => {
        services = await ensureServices({
          onUnexpectedExit: (service, detail) => {
            console.error(`${service} stopped unexpectedly during the tests: ${detail}`);
            onSignal('SIGTERM');
          },
        });
        return true;
      }));
      if (!failed && !interrupted && services) {
        const server = services.databaseUrl;
        failed = !(await timed('database', `Fresh database ${testDatabase} (create + migrate)`, async () => {
          await createDatabase(server, testDatabase);
          databaseCreated = true;
          const databaseUrl = databaseUrlFor(server, testDatabase);
          console.log(`DATABASE_URL=${redactUrl(databaseUrl)}`);
          ctx.env = {
            ...process.env,
            DATABASE_URL: databaseUrl,
            REDIS_URL: services?.redisUrl,
            REDIS_PREFIX: redisPrefix,
          };
          const migrate = tsxCommand('packages/db/src/cli/migrate.ts');
          return (await run(migrate.command, migrate.args, { env: ctx.env })) === 0;
        }));
      }
    }

    for (const step of steps) {
      if (!only.has(step.group)) {
        results.push({ name: step.name, status: 'skipped', note: 'not selected with --only' });
      } else if (failed || interrupted) {
        results.push({ name: step.name, status: 'not run' });
      } else {
        failed = !(await timed(step.name, step.title, () => step.run(ctx)));
      }
    }
  } finally {
    console.log(`\n${'='.repeat(100)}\nCleaning up`);
    if (databaseCreated && services) {
      try {
        await dropDatabase(services.databaseUrl, testDatabase);
        console.log(`Dropped database ${testDatabase}`);
      } catch (err) {
        console.error(`Could not drop database ${testDatabase}: ${(err as Error).message}`);
      }
      try {
        const deleted = await deleteRedisKeys(services.redisUrl, redisPrefix);
        console.log(`Deleted ${deleted} Redis key(s) under ${redisPrefix}`);
      } catch (err) {
        console.error(`Could not delete the Redis keys under ${redisPrefix}: ${(err as Error).message}`);
      }
    }
    try {
      await services?.stop();
    } catch (err) {
      console.error(`Stopping services failed: ${(err as Error).message}`);
    }
  }

  printSummary();
  if (interrupted) return 130;
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

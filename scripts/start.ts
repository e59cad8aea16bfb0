// `npm start`: provisions PostgreSQL and Redis, migrates, seeds, builds the web client when it is out of
// date, then runs the API (serving the web client) and the worker until Ctrl-C.
//
// Options: --rebuild (build the web client even if it looks current).
// Environment: PORT (3000), APP_MODE (demo | production), JWT_SECRET (else generated once into
// .data/secret), DATABASE_URL, REDIS_URL, and everything the API and worker read themselves.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createDatabase, databaseUrlFor } from './lib/db-admin.js';
import {
  activeChildren,
  formatDuration,
  pnpmCommand,
  repoRoot,
  run,
  sleep,
  terminate,
  tsxCommand,
} from './lib/process.js';
import { ensureServices, ServiceError, type Services } from './lib/services.js';
import { Supervisor } from './lib/supervisor.js';

const DATABASE_NAME = 'traceability';
const dataDir = path.join(repoRoot, '.data');
const webDir = path.join(repoRoot, 'apps', 'web');
const webDist = path.join(webDir, 'dist');

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--rebuild');
if (unknown.length > 0) {
  console.error(`Unknown option(s): ${unknown.join(' ')}\nUsage: npm start [-- --rebuild]`);
  process.exit(2);
}
const rebuild = args.includes('--rebuild');
const port = Number(process.env.PORT || 3000);
const appMode = process.env.APP_MODE || 'demo';
const production = appMode === 'production';

let services: Services | undefined;
let shuttingDown = false;
const servers = new Map<string, ChildProcess>();
const supervisors: Supervisor[] = [];

/** Thrown when a shutdown interrupted the start sequence. */
class Abort extends Error {}
/** A command failed; its own output already explains why. */
class StepError extends Error {}

function step(title: string) {
  console.log(`\n== ${title}`);
}

async function shutdown(code: number, reason?: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (reason) console.log(`\n${reason}`);
  const children = [...activeChildren];
  if (children.length > 0 || supervisors.length > 0) console.log('Stopping the API and worker...');
  await Promise.all([
    ...supervisors.map((supervisor) => supervisor.stop(10_000)),
    ...children.map((child) => terminate(child, 10_000)),
  ]);
  try {
    await services?.stop();
  } catch (err) {
    console.error('Stopping services failed:', err);
    code = code || 1;
  }
  process.exit(code);
}

function onSignal(signal: NodeJS.Signals) {
  if (shuttingDown) return; // a second signal (e.g. Ctrl-C reaching several processes) changes nothing
  void shutdown(0, `${signal} received; stopping.`);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', onSignal);

/** Runs a one-shot command; a failure stops everything. */
async function runStep(what: string, command: { command: string; args: string[] }, env: NodeJS.ProcessEnv) {
  const code = await run(command.command, command.args, { env });
  if (shuttingDown) throw new Abort();
  if (code !== 0) throw new StepError(`${what} failed (exit code ${code}).`);
}

function jwtSecret(): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'secret');
  if (fs.existsSync(file)) {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  console.log(`Generated a JWT secret in ${path.relative(repoRoot, file)} (kept for later starts).`);
  return secret;
}

/** Newest modification time of the files under `target` (a file or a directory). */
function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the web client must be built, or undefined when apps/web/dist is current. */
function webBuildReason(): string | undefined {
  if (rebuild) return '--rebuild was given';
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return 'apps/web/dist does not exist yet';
  const built = fs.statSync(index).mtimeMs;
  const inputs = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'package.json'),
    path.join(webDir, 'vite.config.ts'),
    path.join(repoRoot, 'packages', 'contracts', 'src'),
  ];
  const changed = inputs.find((input) => newestMtime(input) > built);
  return changed ? `${path.relative(repoRoot, changed)} changed since the last build` : undefined;
}

function portInUse(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: p });
    socket.setTimeout(1000);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Starts the API: if it dies, everything stops (the address printed would no longer answer). */
function startServer(name: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const { command, args: argv } = tsxCommand(script);
  const child = spawn(command, argv, { cwd: repoRoot, env, stdio: 'inherit' });
  servers.set(name, child);
  activeChildren.add(child);
  child.on('exit', (code, signal) => {
    activeChildren.delete(child);
    if (!shuttingDown) {
      void shutdown(
        1,
        `The ${name} exited unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`,
      );
    }
  });
  child.on('error', (err) => {
    if (!shuttingDown) void shutdown(1, `Could not start the ${name}: ${err.message}`);
  });
  return child;
}

/** Starts the worker under a supervisor: if it dies, it is started again with backoff. */
function startSupervised(name: string, script: string, env: NodeJS.ProcessEnv): void {
  const { command, args: argv } = tsxCommand(script);
  const supervisor = new Supervisor({
    name,
    spawn: () => spawn(command, argv, { cwd: repoRoot, env, stdio: 'inherit' }),
  });
  supervisors.push(supervisor);
  supervisor.start();
}

async function waitForHealth(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !shuttingDown) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  return false;
}

async function main() {
  const began = Date.now();
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT=${process.env.PORT} is not a port`);
  if (appMode !== 'demo' && appMode !== 'production') {
    throw new ServiceError(`APP_MODE=${appMode} is not valid: use demo (the default) or production.`);
  }
  if (await portInUse(port)) {
    throw new ServiceError(
      `Port ${port} is already in use (is the platform already running?). Stop that program or choose ` +
        `another port: PORT=3001 npm start`,
    );
  }

  step('Services');
  services = await ensureServices({
    onUnexpectedExit: (service, detail) => void shutdown(1, `${service} stopped unexpectedly: ${detail}`),
  });
  if (shuttingDown) throw new Abort();

  let databaseUrl = services.databaseUrl;
  if (!services.databaseUrlFromEnv) {
    const created = await createDatabase(services.databaseUrl, DATABASE_NAME);
    databaseUrl = databaseUrlFor(services.databaseUrl, DATABASE_NAME);
    console.log(`Database: ${created ? 'created' : 'using existing'} database "${DATABASE_NAME}"`);
  }
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: services.redisUrl,
    APP_MODE: appMode,
    // The origin printed in the QR codes: the seed, the API and the worker name items by it.
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || `http://localhost:${port}`,
  };

  step('Database migrations');
  await runStep('Migrating the database', tsxCommand('packages/db/src/cli/migrate.ts'), baseEnv);

  step(
    production
      ? 'Seed (reference data; production mode, no demo data)'
      : 'Seed (demo data on an empty database)',
  );
  await runStep(
    'Seeding the database',
    tsxCommand('packages/db/src/cli/seed.ts', production ? [] : ['--demo']),
    baseEnv,
  );

  step('Web client');
  const reason = webBuildReason();
  if (reason) {
    console.log(`Building apps/web (${reason})...`);
    await runStep('Building the web client', pnpmCommand(['--filter', '@trace/web', 'build']), process.env);
  } else {
    console.log('apps/web/dist is up to date (use --rebuild to force a build).');
  }

  step('API and worker');
  const uploadDir = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploadDir, { recursive: true });
  const serverEnv: NodeJS.ProcessEnv = {
    ...baseEnv,
    PORT: String(port),
    WEB_DIST: webDist,
    UPLOAD_DIR: uploadDir,
    JWT_SECRET: jwtSecret(),
  };
  startServer('API', 'apps/api/src/server.ts', serverEnv);
  startSupervised('worker', 'apps/worker/src/main.ts', serverEnv);

  const healthUrl = `http://127.0.0.1:${port}/health`;
  if (!(await waitForHealth(healthUrl, 120_000))) {
    if (shuttingDown) throw new Abort();
    throw new Error(`The API did not answer ${healthUrl} within 120 s.`);
  }

  console.log('');
  console.log(
    `Traceability platform running at http://localhost:${port} (APP_MODE=${appMode}), ready in ${formatDuration(Date.now() - began)}`,
  );
  console.log(`API documentation: http://localhost:${port}/docs`);
  if (production) {
    console.log(
      'Production mode: no demo accounts. Create the first administrator with: pnpm cli create-admin',
    );
  } else {
    const accounts = tsxCommand('packages/db/src/cli/seed.ts', ['--print-demo-accounts']);
    const code = await run(accounts.command, accounts.args, {
      env: baseEnv,
    });
    if (code !== 0 && !shuttingDown)
      console.error(`(Listing the demo accounts failed with exit code ${code}.)`);
  }
  console.log('Press Ctrl-C to stop.');
}

main().catch((err: unknown) => {
  if (err instanceof Abort || shuttingDown) return;
  const expected = err instanceof StepError || err instanceof ServiceError;
  if (!expected) console.error(err);
  void shutdown(1, `Start failed: ${err instanceof Error ? err.message : String(err)}`);
});

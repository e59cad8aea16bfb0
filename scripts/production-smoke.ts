// The production build, tried the way a deployment runs it, without Docker: builds it
// (`pnpm --filter @trace/production build`), installs it with production dependencies only into an
// empty directory (`pnpm --filter @trace/production deploy --legacy --prod <dir>`, what the Dockerfile's
// runtime stage copies), and from there, against a fresh database on the server of DATABASE_URL and the
// Redis of REDIS_URL, with APP_MODE=production:
//   - migrates and seeds with dist/migrate.js and dist/seed.js,
//   - lists the commands of dist/cli.js and creates an administrator with it,
//   - checks that dist/api.js with an unreachable database stops with one line,
//   - starts dist/api.js and calls it: /health, a public route, a protected route without a token (401),
//     a sign-in (argon2, a native package) and the same route with the token, the web client's index page,
//     the Digital Link resolver's description (its root is PUBLIC_BASE_URL) and an unknown Digital Link
//     in a browser (the web page with status 404),
//   - starts dist/worker.js until it reports its queues,
//   - loads dist/spreadsheet-thread.js as the spreadsheet pool does and has it refuse a file that is no
//     spreadsheet,
//   - stops both with SIGTERM and expects them to exit 0.
// The database and the directory are removed afterwards. Run by `npm test` (step "production"), or by
// hand with DATABASE_URL and REDIS_URL set (`pnpm dev:services` prints them).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createDatabase, databaseUrlFor, dropDatabase } from './lib/db-admin.js';
import { pnpmCommand, repoRoot, run, sleep, terminate, waitForExit } from './lib/process.js';
import { freePort } from './lib/services.js';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!serverUrl || !redisUrl) {
  console.error('Set DATABASE_URL and REDIS_URL (pnpm dev:services prints them).');
  process.exit(2);
}

const database = `trace_production_${Date.now()}_${process.pid}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-production-'));
const app = path.join(work, 'app');
const started: ChildProcess[] = [];
let databaseCreated = false;

/** A failed check: its message says what was expected and what came instead. */
class SmokeError extends Error {}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new SmokeError(message);
}

function ok(what: string) {
  console.log(`  ok  ${what}`);
}

/** A program of the build, run from the installed directory; resolves with its exit code and output. */
function runBuilt(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: app, env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Starts a long-running program of the build; its output is kept for the messages. */
function startBuilt(script: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [script], { cwd: app, env, stdio: 'pipe' });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** Waits until `condition` holds, failing with `message` after the deadline or when `child` exits. */
async function waitFor(
  condition: () => Promise<boolean> | boolean,
  message: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new SmokeError(
        `${message}: the process exited (${child.signalCode ?? child.exitCode})\n${output()}`,
      );
    }
    if (Date.now() > deadline)
      throw new SmokeError(`${message}: not within ${timeoutMs / 1000} s\n${output()}`);
    await sleep(100);
  }
}

async function call(base: string, route: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${route}`, { ...init, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  let body: { code?: string; data?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body };
}

async function main() {
  console.log('Building the production JavaScript...');
  if (!fs.existsSync(path.join(repoRoot, 'apps', 'web', 'dist', 'index.html'))) {
    const web = pnpmCommand(['--filter', '@trace/web', 'build']);
    check((await run(web.command, web.args)) === 0, 'the web client did not build');
  }
  const build = pnpmCommand(['--filter', '@trace/production', 'build']);
  check((await run(build.command, build.args)) === 0, 'the production build failed');

  console.log(`Installing it with production dependencies only into ${app}...`);
  const deploy = pnpmCommand([
    '--filter',
    '@trace/production',
    'deploy',
    '--legacy',
    '--prod',
    '--prefer-offline',
    app,
  ]);
  check((await run(deploy.command, deploy.args)) === 0, 'pnpm deploy failed');
  const installed = fs.readdirSync(path.join(app, 'node_modules'));
  check(!installed.includes('esbuild') && !installed.includes('tsx'), 'devDependencies were installed');
  ok('installed without devDependencies');

  check(await createDatabase(serverUrl!, database), `database ${database} exists already`);
  databaseCreated = true;
  const databaseUrl = databaseUrlFor(serverUrl!, database);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    APP_MODE: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'trace'}_production`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // Production refuses a local origin for the QR codes; nothing here prints one.
    PUBLIC_BASE_URL: 'https://trace.example.com',
    HOST: '127.0.0.1',
    WEB_DIST: path.join(app, 'web'),
    UPLOAD_DIR: path.join(work, 'uploads'),
    LOG_LEVEL: 'warn',
  };

  for (const [script, args, expected] of [
    ['dist/migrate.js', [], /Database migrated/],
    ['dist/seed.js', [], /Base data is in place/],
  ] as const) {
    const result = await runBuilt(script, [...args], env);
    check(result.code === 0 && expected.test(result.output), `${script} failed:\n${result.output}`);
    ok(`node ${script}`);
  }

  const help = await runBuilt('dist/cli.js', ['help'], env);
  check(help.code === 0 && /create-admin/.test(help.output), `dist/cli.js help failed:\n${help.output}`);
  const account = 'production_smoke';
  const password = 'Smoke@2026a';
  const admin = await runBuilt(
    'dist/cli.js',
    ['create-admin', '--account', account, '--password', password],
    env,
  );
  check(admin.code === 0, `dist/cli.js create-admin failed:\n${admin.output}`);
  ok('node dist/cli.js help, create-admin');

  const unreachable = await runBuilt('dist/api.js', [], {
    ...env,
    DATABASE_URL: 'postgres://trace@127.0.0.1:1/x',
  });
  check(
    unreachable.code === 1 &&
      unreachable.output.trim() ===
        'API cannot start: Cannot connect to PostgreSQL at postgres://trace@127.0.0.1:1/x (DATABASE_URL): connection refused',
    `dist/api.js with an unreachable database should stop with one line, exit code 1; got ${unreachable.code}:\n${unreachable.output}`,
  );
  ok('node dist/api.js with an unreachable database: one line, exit code 1');

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startBuilt('dist/api.js', { ...env, PORT: String(port) });
  await waitFor(
    async () => (await call(base, '/health').catch(() => undefined))?.status === 200,
    'dist/api.js did not answer /health',
    api.child,
    api.output,
  );
  const health = await call(base, '/health');
  check(
    JSON.stringify(health.body?.data) === JSON.stringify({ status: 'ok', database: true, redis: true }),
    `/health: ${health.text}`,
  );
  ok('GET /health');
  const platform = await call(base, '/getPlatform');
  check(platform.status === 200 && platform.body?.data === 'birdnest', `/getPlatform: ${platform.text}`);
  ok('GET /getPlatform (public)');
  const description = await call(base, '/.well-known/gs1resolver');
  const root = (description.body as { resolverRoot?: string } | undefined)?.resolverRoot;
  check(root === env.PUBLIC_BASE_URL, `/.well-known/gs1resolver: ${description.text}`);
  const unknownLink = await call(base, '/01/09506000134352/21/1000000000000001', {
    headers: { accept: 'text/html' },
  });
  check(
    unknownLink.status === 404 && unknownLink.text.includes('<div id="root">'),
    `an unknown Digital Link in a browser: ${unknownLink.status} ${unknownLink.text.slice(0, 200)}`,
  );
  ok('GET /.well-known/gs1resolver names PUBLIC_BASE_URL; an unknown Digital Link is the web page with 404');
  const anonymous = await call(base, '/user/read/current');
  check(anonymous.status === 401 && anonymous.body?.code === '401', `/user/read/current: ${anonymous.text}`);
  ok('GET /user/read/current without a token: 401');
  const login = await call(base, '/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const token = (login.body?.data as { accessToken?: string } | undefined)?.accessToken;
  check(login.status === 200 && token, `/auth/login: ${login.text}`);
  const me = await call(base, '/user/read/current', { headers: { authorization: `Bearer ${token}` } });
  check(me.status === 200 && me.text.includes(account), `/user/read/current signed in: ${me.text}`);
  ok('POST /auth/login, then GET /user/read/current: 200');
  const page = await call(base, '/', { headers: { accept: 'text/html' } });
  check(page.status === 200 && page.text.includes('<div id="root">'), `GET / (web client): ${page.status}`);
  ok('GET / serves the web client');

  const worker = startBuilt('dist/worker.js', { ...env, LOG_LEVEL: 'info' });
  await waitFor(
    () => worker.output().includes('worker started'),
    'dist/worker.js did not start',
    worker.child,
    worker.output,
  );
  ok('node dist/worker.js started its queues');

  // The thread loads every module a spreadsheet read needs: a missing package fails it at once.
  // Without this process's tsx loader: the thread runs as it does under `node dist/api.js`.
  const thread = new Worker(path.join(app, 'dist', 'spreadsheet-thread.js'), { execArgv: [] });
  try {
    const reply = await new Promise<unknown>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
      thread.postMessage({ data: new TextEncoder().encode('not a spreadsheet'), limits: { maxRows: 10 } });
    });
    check(
      typeof reply === 'object' && reply !== null && 'problem' in reply,
      `dist/spreadsheet-thread.js should refuse the file; it answered ${JSON.stringify(reply)}`,
    );
  } finally {
    await thread.terminate();
  }
  ok('dist/spreadsheet-thread.js refuses a file that is no spreadsheet');

  for (const [name, program] of [
    ['worker', worker],
    ['API', api],
  ] as const) {
    program.child.kill('SIGTERM');
    check(await waitForExit(program.child, 30_000), `the ${name} did not stop within 30 s of SIGTERM`);
    check(
      program.child.exitCode === 0,
      `the ${name} exited with ${program.child.signalCode ?? program.child.exitCode} on SIGTERM:\n${program.output()}`,
    );
  }
  ok('SIGTERM stops the worker and the API with exit code 0');
}

let code = 0;
try {
  await main();
  console.log('The production build runs.');
} catch (error) {
  code = 1;
  console.error(error instanceof SmokeError ? `FAILED: ${error.message}` : error);
} finally {
  await Promise.all(started.map((child) => terminate(child, 10_000)));
  try {
    if (databaseCreated) await dropDatabase(serverUrl, database);
  } catch (error) {
    console.error(`Could not drop database ${database}: ${(error as Error).message}`);
  }
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(code);

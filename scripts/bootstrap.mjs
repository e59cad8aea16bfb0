// Entry point of `npm start` and `npm test`. Needs nothing but Node.js and npm: installs the workspace's
// dependencies with the pinned pnpm when they are missing or older than pnpm-lock.yaml, then runs
// scripts/start.ts or scripts/test.ts with tsx, forwarding arguments, signals and the exit code.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = { start: 'scripts/start.ts', test: 'scripts/test.ts' };
const [command, ...args] = process.argv.slice(2);

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!command || !Object.hasOwn(scripts, command)) {
  fail('Usage: node scripts/bootstrap.mjs <start|test> [arguments]');
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  fail(`Node.js 20.19 or later is required (this is ${process.versions.node}).`);
}

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmVersion = /^pnpm@(\d+\.\d+\.\d+)/.exec(pkg.packageManager ?? '')?.[1];
if (!pnpmVersion) fail('package.json must pin pnpm in "packageManager" (pnpm@x.y.z).');

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/**
 * The pinned pnpm: the one on PATH if it is that version, else the copy npx keeps in its cache (fetched
 * from the npm registry the first time). Returns the directory to put first on PATH, or undefined.
 */
function pnpmBinDir() {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8', timeout: 20_000 });
  if (!onPath.error && onPath.status === 0 && onPath.stdout.trim() === pnpmVersion) return undefined;
  const found = spawnSync(npx, ['--yes', `--package=pnpm@${pnpmVersion}`, '-c', 'command -v pnpm'], {
    cwd: root,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  const bin = found.stdout?.trim().split('\n').pop();
  if (found.status !== 0 || !bin || !fs.existsSync(bin)) {
    fail(
      `Could not get pnpm ${pnpmVersion} through npx (${found.error?.message ?? `exit ${found.status}`}).\n` +
        `${found.stderr ?? ''}Install it with: npm install -g pnpm@${pnpmVersion}`,
    );
  }
  return path.dirname(bin);
}

// Children (install, turbo, `pnpm --filter`) find the pinned pnpm on PATH.
const pnpmDir = pnpmBinDir();
const env = pnpmDir
  ? { ...process.env, PATH: `${pnpmDir}${path.delimiter}${process.env.PATH ?? ''}` }
  : process.env;

function installReason() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  if (!fs.existsSync(marker)) return 'dependencies are not installed';
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  if (fs.existsSync(lockfile) && fs.statSync(lockfile).mtimeMs > fs.statSync(marker).mtimeMs) {
    return 'pnpm-lock.yaml is newer than the installed dependencies';
  }
  if (!fs.existsSync(path.join(root, 'node_modules', 'tsx', 'package.json'))) return 'tsx is missing';
  return undefined;
}

const reason = installReason();
if (reason) {
  console.log(`Installing dependencies with pnpm ${pnpmVersion} (${reason})...`);
  const began = Date.now();
  const result = spawnSync('pnpm', ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false'], {
    cwd: root,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) fail(`Could not run pnpm ${pnpmVersion}: ${result.error.message}`);
  if (result.status !== 0) {
    fail(
      `Installing dependencies failed (exit ${result.status ?? result.signal}). ` +
        `Fix the error above, then run: npx --yes pnpm@${pnpmVersion} install --frozen-lockfile`,
    );
  }
  // pnpm leaves .modules.yaml untouched when nothing changed; mark the install as current.
  const now = new Date();
  fs.utimesSync(path.join(root, 'node_modules', '.modules.yaml'), now, now);
  console.log(`Dependencies installed in ${((Date.now() - began) / 1000).toFixed(1)}s.`);
}

// Run the TypeScript script in one Node.js process with the tsx loader.
const tsxLoader = import.meta.resolve('tsx');
const child = spawn(process.execPath, ['--import', tsxLoader, scripts[command], ...args], {
  cwd: root,
  env,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
child.on('error', (err) => fail(`Could not start ${scripts[command]}: ${err.message}`));
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signalNumbers[signal] ?? 1));
});

// Process helpers shared by the start, test and services scripts.
import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Path of an executable installed in the root node_modules/.bin. */
export function binPath(name: string): string {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

/** Path relative to the repository root, for messages. */
export function rel(p: string): string {
  const r = path.relative(repoRoot, p);
  return r === '' ? '.' : r.startsWith('..') ? p : r;
}

/**
 * Command line that runs a TypeScript entry point with tsx, in a single Node.js process
 * (the tsx loader is registered with --import, so signals reach the program directly).
 */
export function tsxCommand(script: string, args: string[] = []): { command: string; args: string[] } {
  const loader = import.meta.resolve('tsx');
  return { command: process.execPath, args: ['--import', loader, script, ...args] };
}

/** Finds an executable on PATH (like `command -v`). */
export function which(name: string, extraDirs: string[] = []): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...extraDirs].filter(Boolean);
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

let pnpmBin: string | undefined;

/** The pinned pnpm version from package.json `packageManager`. */
export function pinnedPnpmVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    packageManager?: string;
  };
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(pkg.packageManager ?? '');
  if (!match?.[1]) throw new Error('package.json has no "packageManager": "pnpm@x.y.z" entry');
  return match[1];
}

/**
 * Path of pnpm at the pinned version: the one on PATH when it matches (npm start and npm test put it
 * there), else the copy npx keeps in its cache.
 */
export function pnpmPath(): string {
  if (pnpmBin) return pnpmBin;
  const version = pinnedPnpmVersion();
  const onPath = which('pnpm');
  if (onPath && spawnSync(onPath, ['--version'], { encoding: 'utf8' }).stdout?.trim() === version) {
    pnpmBin = onPath;
    return onPath;
  }
  const found = spawnSync('npx', ['--yes', `--package=pnpm@${version}`, '-c', 'command -v pnpm'], {
    encoding: 'utf8',
  });
  const bin = found.stdout?.trim().split('\n').pop();
  if (found.status !== 0 || !bin) {
    throw new Error(`Could not get pnpm ${version} through npx: ${found.stderr || found.error?.message}`);
  }
  pnpmBin = bin;
  return bin;
}

/** `pnpm <args>` with the pinned pnpm. */
export function pnpmCommand(args: string[]): { command: string; args: string[] } {
  return { command: pnpmPath(), args };
}

/** `env` with the pinned pnpm first on PATH (turbo looks the package manager up there). */
export function withPnpmOnPath(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, PATH: `${path.dirname(pnpmPath())}${path.delimiter}${env.PATH ?? ''}` };
}

export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes}m${String(seconds).padStart(2, '0')}s`;
}

/** Children started by run()/startChild(), so a signal handler can stop them. */
export const activeChildren = new Set<ChildProcess>();

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  stdio?: SpawnOptions['stdio'];
}

/** Runs a command to completion with inherited output; resolves with its exit code (signals map to 128+n). */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: options.stdio ?? 'inherit',
    });
    activeChildren.add(child);
    child.on('error', (err) => {
      activeChildren.delete(child);
      console.error(`Could not run ${command}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      activeChildren.delete(child);
      resolve(exitCodeOf(code, signal));
    });
  });
}

export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  const signals: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
  return 128 + (signal ? (signals[signal] ?? 1) : 1);
}

/** Waits for a child to exit; resolves true if it did within the timeout. */
export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(false);
    }, timeoutMs);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}

/** SIGTERM, then SIGKILL after the timeout. Resolves once the child has exited. */
export async function terminate(child: ChildProcess, timeoutMs = 10_000, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  if (await waitForExit(child, timeoutMs)) return;
  console.error(`Process ${child.pid} did not stop within ${timeoutMs / 1000}s; killing it.`);
  child.kill('SIGKILL');
  await waitForExit(child, 5_000);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Shared parts of the service provisioning (see services.ts): the error type, port probes and the
// bookkeeping of server processes started or taken over here.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { sleep, waitForExit } from './process.js';

/** A provisioning failure with a message meant for the person running the command. */
export class ServiceError extends Error {
  override name = 'ServiceError';
}

/** A server started (or taken over) here, and how to stop it. */
export interface Started {
  name: 'PostgreSQL' | 'Redis';
  stop(): Promise<void>;
}

export type Log = (line: string) => void;

/** What ensureServices is told when a server started here exits without being asked to. */
export type OnUnexpectedExit = (service: 'PostgreSQL' | 'Redis', detail: string) => void;

/** How a service was provided: its URL, and the server started here if one was. */
export interface Provided {
  url: string;
  fromEnv: boolean;
  started?: Started;
}

/** A port to probe for a local server: `variable` from the environment, else `fallback`. */
export function probePort(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ServiceError(`${variable}=${raw} is not a port number (1-65535)`);
  }
  return port;
}

export function describeSocketError(err: NodeJS.ErrnoException): string {
  if (err.code === 'ECONNREFUSED') return 'connection refused';
  if (err.code === 'ECONNRESET') return 'connection reset';
  return err.message;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Process bookkeeping for servers started here

const exitKills = new Map<object, () => void>();
let exitHookInstalled = false;

/** Last resort: if this process exits without stop(), ask the servers it is responsible for to shut down. */
export function killOnExit(key: object, kill: () => void) {
  exitKills.set(key, kill);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const fn of exitKills.values()) fn();
    });
  }
}

export function track(child: ChildProcess, shutdownSignal: NodeJS.Signals) {
  killOnExit(child, () => child.kill(shutdownSignal));
  child.once('exit', () => exitKills.delete(child));
}

/**
 * The owner of a server started here is the command that stops it when it ends. A server whose owner
 * is still running (e.g. `pnpm dev:services` in another terminal) is shared and left running; one whose
 * owner died without stopping it (killed, crashed) is taken over, and stopped when this command ends.
 */
export function ownerAlive(ownerPid: number | undefined): boolean {
  return ownerPid !== undefined && ownerPid !== process.pid && isAlive(ownerPid, 'node');
}

export async function stopPid(
  pid: number,
  name: string,
  first: NodeJS.Signals,
  graceMs: number,
  then: NodeJS.Signals,
) {
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(pid, sig);
    } catch {
      // already gone
    }
  };
  const gone = async (ms: number) => {
    for (let waited = 0; waited < ms; waited += 100) {
      if (!isAlive(pid, name)) return true;
      await sleep(100);
    }
    return !isAlive(pid, name);
  };
  if (!isAlive(pid, name)) return;
  signal(first);
  if (await gone(graceMs)) return;
  signal(then);
  if (await gone(5_000)) return;
  signal('SIGKILL');
  await gone(5_000);
}

/** Stop handle for a server taken over from a command that died. */
export function adopted(
  name: Started['name'],
  pid: number,
  processName: string,
  first: NodeJS.Signals,
  then: NodeJS.Signals,
  log: Log,
  cleanup: () => void,
): Started {
  const key = {};
  killOnExit(key, () => {
    try {
      process.kill(pid, first);
    } catch {
      // already gone
    }
  });
  return {
    name,
    stop: async () => {
      log(`${name}: stopping the server taken over (pid ${pid})`);
      await stopPid(pid, processName, first, 30_000, then);
      exitKills.delete(key);
      cleanup();
    },
  };
}

export function isAlive(pid: number, expectedName: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // Guard against a recycled pid belonging to another program.
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes(expectedName);
  } catch {
    return true; // no /proc: trust kill(0)
  }
}

export function logTail(file: string, fromByte: number, lines = 20): string {
  try {
    const text = fs.readFileSync(file).subarray(fromByte).toString('utf8');
    return text.trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function stopChild(
  child: ChildProcess,
  first: NodeJS.Signals,
  graceMs: number,
  then: NodeJS.Signals,
) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(first);
  if (await waitForExit(child, graceMs)) return;
  child.kill(then);
  if (await waitForExit(child, 5_000)) return;
  child.kill('SIGKILL');
  await waitForExit(child, 5_000);
}

export async function waitUntil(
  child: ChildProcess,
  timeoutMs: number,
  ready: () => Promise<boolean>,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    if (await ready()) return true;
    await sleep(150);
  }
  return false;
}

// Keeps a long-running child process alive for `npm start`: when it exits on its own it is started
// again after a delay that doubles with each quick failure (1 s, 2 s, 4 s ... up to 30 s) and returns to
// the first delay once the process has run for a minute.
import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { formatDuration, terminate } from './process.js';

export interface BackoffPolicy {
  /** Delay before the first restart. */
  initialMs: number;
  /** Longest delay between restarts. */
  maxMs: number;
  /** A run at least this long counts as healthy: the next failure waits `initialMs` again. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

/**
 * The number of failures in a row after a run of `ranMs` ended, given how many came before it,
 * and how long to wait before the next start.
 */
export function nextRestart(
  policy: BackoffPolicy,
  failuresBefore: number,
  ranMs: number,
): { failures: number; delayMs: number } {
  const failures = ranMs >= policy.resetAfterMs ? 1 : failuresBefore + 1;
  const delayMs = Math.min(policy.maxMs, policy.initialMs * 2 ** (failures - 1));
  return { failures, delayMs };
}

export interface SupervisorOptions {
  /** Name used in the log lines ("the worker"). */
  name: string;
  /** Starts one run of the process. */
  spawn: () => ChildProcess;
  policy?: BackoffPolicy;
  log?: (line: string) => void;
  now?: () => number;
}

/**
 * Runs a child process and restarts it with backoff whenever it exits, until `stop()`.
 * Emits `spawn` (child, run number) for every start and `exit` (reason, delay in ms) for every end.
 */
export class Supervisor extends EventEmitter {
  private readonly policy: BackoffPolicy;
  private readonly log: (line: string) => void;
  private readonly now: () => number;
  private child: ChildProcess | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  private runs = 0;
  private stopped = false;

  constructor(private readonly options: SupervisorOptions) {
    super();
    this.policy = options.policy ?? DEFAULT_BACKOFF;
    this.log = options.log ?? ((line) => console.log(line));
    this.now = options.now ?? Date.now;
  }

  /** Starts the first run. */
  start(): void {
    if (this.stopped || this.child || this.timer) return;
    this.run();
  }

  /** Cancels a pending restart and stops the running process (SIGTERM, then SIGKILL after the timeout). */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.child) await terminate(this.child, timeoutMs);
  }

  private run(): void {
    this.timer = undefined;
    this.runs += 1;
    const started = this.now();
    const child = this.options.spawn();
    this.child = child;
    let ended = false;
    const onEnd = (reason: string) => {
      if (ended) return;
      ended = true;
      this.child = undefined;
      if (this.stopped) return;
      const { failures, delayMs } = nextRestart(this.policy, this.failures, this.now() - started);
      this.failures = failures;
      this.log(
        `The ${this.options.name} exited unexpectedly (${reason}) after ${formatDuration(this.now() - started)}; ` +
          `restarting it in ${formatDuration(delayMs)}${failures > 1 ? ` (${failures} failures in a row)` : ''}.`,
      );
      this.emit('exit', reason, delayMs);
      this.timer = setTimeout(() => {
        if (this.stopped) return;
        this.log(`Restarting the ${this.options.name}.`);
        this.run();
      }, delayMs);
    };
    child.once('exit', (code, signal) => onEnd(signal ?? `exit code ${code}`));
    child.once('error', (error) => onEnd(`could not start: ${error.message}`));
    this.emit('spawn', child, this.runs);
  }
}

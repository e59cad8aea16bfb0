import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, nextRestart, Supervisor } from '../lib/supervisor.js';

describe('restart backoff', () => {
  it('doubles the delay with each quick failure up to the cap', () => {
    let failures = 0;
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const next = nextRestart(DEFAULT_BACKOFF, failures, 500);
      failures = next.failures;
      delays.push(next.delayMs);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('starts again from the first delay after a run that lasted', () => {
    expect(nextRestart(DEFAULT_BACKOFF, 6, DEFAULT_BACKOFF.resetAfterMs)).toEqual({
      failures: 1,
      delayMs: 1_000,
    });
    expect(nextRestart(DEFAULT_BACKOFF, 6, DEFAULT_BACKOFF.resetAfterMs - 1)).toEqual({
      failures: 7,
      delayMs: 30_000,
    });
  });
});

/** A process that exits at once with code 3. */
const failing = () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
/** A process that runs until it is stopped. */
const lasting = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });

describe('the supervisor', () => {
  it('restarts a process that exits, with growing delays, and says so', async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor({
      name: 'worker',
      spawn: failing,
      policy: { initialMs: 1, maxMs: 4, resetAfterMs: 60_000 },
      log: (line) => lines.push(line),
    });
    const delays: number[] = [];
    supervisor.on('exit', (_reason, delayMs: number) => delays.push(delayMs));
    const fourthRun = new Promise<void>((resolve) =>
      supervisor.on('spawn', (_child, run: number) => run === 4 && resolve()),
    );
    supervisor.start();
    await fourthRun;
    await supervisor.stop();
    expect(delays).toEqual([1, 2, 4]);
    expect(lines[0]).toMatch(/^The worker exited unexpectedly \(exit code 3\) after .*; restarting it in /);
    expect(lines[1]).toBe('Restarting the worker.');
    expect(lines[2]).toMatch(/\(2 failures in a row\)\.$/);
  });

  it('resets the delay once a run has lasted', async () => {
    let clock = 0;
    const supervisor = new Supervisor({
      name: 'worker',
      // Every run "lasts" 100 ms on the supervisor's clock, past resetAfterMs.
      spawn: () => {
        clock += 100;
        return failing();
      },
      policy: { initialMs: 1, maxMs: 1_000, resetAfterMs: 50 },
      log: () => {},
      now: () => clock,
    });
    const delays: number[] = [];
    const threeExits = new Promise<void>((resolve) =>
      supervisor.on('exit', (_reason, delayMs: number) => {
        delays.push(delayMs);
        if (delays.length === 3) resolve();
      }),
    );
    supervisor.start();
    await threeExits;
    await supervisor.stop();
    expect(delays).toEqual([1, 1, 1]);
  });

  it('stops the running process and does not start it again', async () => {
    const supervisor = new Supervisor({ name: 'worker', spawn: lasting, log: () => {} });
    const spawned = once(supervisor, 'spawn');
    supervisor.start();
    const [child] = (await spawned) as [ReturnType<typeof lasting>];
    let restarts = 0;
    supervisor.on('spawn', () => restarts++);
    await supervisor.stop(5_000);
    expect(child.signalCode).toBe('SIGTERM');
    expect(restarts).toBe(0);
  });

  it('cancels a restart that is waiting', async () => {
    const supervisor = new Supervisor({
      name: 'worker',
      spawn: failing,
      policy: { initialMs: 60_000, maxMs: 60_000, resetAfterMs: 60_000 },
      log: () => {},
    });
    const exited = once(supervisor, 'exit');
    supervisor.start();
    await exited;
    let restarts = 0;
    supervisor.on('spawn', () => restarts++);
    await supervisor.stop();
    expect(restarts).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { EpcisBackfill } from '../api';
import { backfillActive, jobStatusOf, missingEvents } from './backfill';

const job = (status: string): EpcisBackfill['job'] => ({
  id: 'job-1',
  status,
  progress: 40,
  error: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
});
const status = (overrides: Partial<EpcisBackfill> = {}): EpcisBackfill => ({
  sources: [
    { kind: 'run', total: 10, recorded: 7 },
    { kind: 'ship', total: 4, recorded: 4 },
    { kind: 'check', total: 2, recorded: 0 },
  ],
  events: 30,
  job: null,
  ...overrides,
});

describe('EPCIS backfill status', () => {
  it('is followed while its job waits or runs, not once it has ended or when there is none', () => {
    expect(backfillActive(status({ job: job('queued') }))).toBe(true);
    expect(backfillActive(status({ job: job('running') }))).toBe(true);
    expect(backfillActive(status({ job: job('completed') }))).toBe(false);
    expect(backfillActive(status({ job: job('failed') }))).toBe(false);
    expect(backfillActive(status())).toBe(false);
    expect(backfillActive(undefined)).toBe(false);
  });

  it('counts the rows still without events across every kind', () => {
    expect(missingEvents(status())).toBe(5);
    expect(missingEvents(status({ sources: [{ kind: 'void', total: 3, recorded: 3 }] }))).toBe(0);
  });

  it('names a job state the badge knows, and nothing for one it does not', () => {
    expect(jobStatusOf('running')).toBe('running');
    expect(jobStatusOf('paused')).toBeNull();
  });
});

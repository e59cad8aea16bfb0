import { describe, expect, it } from 'vitest';
import { pollInterval } from '../query/usePagedQuery';
import { followRunning, JOB_POLL_MS } from './followRunning';

describe('a job-backed list', () => {
  const generating = followRunning((row: { status: string }) => row.status === 'generating');

  it('is read again while any visible row is running', () => {
    expect(generating.pollWhile?.([{ status: 'success' }, { status: 'generating' }])).toBe(true);
    expect(pollInterval([{ status: 'generating' }], generating.pollWhile, generating.pollMs ?? 0)).toBe(
      JOB_POLL_MS,
    );
  });

  it('stops once every visible row is done, and on an empty page', () => {
    expect(generating.pollWhile?.([{ status: 'success' }, { status: 'execution_error' }])).toBe(false);
    expect(generating.pollWhile?.([])).toBe(false);
    expect(pollInterval([{ status: 'success' }], generating.pollWhile, generating.pollMs ?? 0)).toBe(false);
  });

  it('keeps the interval a page asks for', () => {
    expect(followRunning(() => true, 5000).pollMs).toBe(5000);
  });
});

import { describe, expect, it } from 'vitest';
import { pollInterval } from './usePagedQuery';

describe('a list that follows running jobs', () => {
  const running = (rows: { status: string }[]) => rows.some((row) => row.status === 'generating');

  it('asks again while a row on screen is still running', () => {
    expect(pollInterval([{ status: 'success' }, { status: 'generating' }], running, 2000)).toBe(2000);
  });

  it('stops once every row is done, before the first page, and when the list follows nothing', () => {
    expect(pollInterval([{ status: 'success' }], running, 2000)).toBe(false);
    expect(pollInterval(undefined, running, 2000)).toBe(false);
    expect(pollInterval([{ status: 'generating' }], undefined, 2000)).toBe(false);
  });
});

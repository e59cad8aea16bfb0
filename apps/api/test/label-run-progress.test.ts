import { describe, expect, it } from 'vitest';
import { runProgress } from '../src/modules/labels/runs';

describe('runProgress', () => {
  it('gives whole percents of the labels generated', () => {
    expect(runProgress(0, 150_000)).toBe(0);
    expect(runProgress(1_499, 150_000)).toBe(0);
    expect(runProgress(75_000, 150_000)).toBe(50);
    expect(runProgress(149_999, 150_000)).toBe(99);
    expect(runProgress(150_000, 150_000)).toBe(100);
  });

  it('answers a number the contract accepts for a run of no labels', () => {
    expect(runProgress(0, 0)).toBe(0);
    expect(runProgress(5, 0)).toBe(0);
    expect(Number.isInteger(runProgress(0, 0))).toBe(true);
  });

  it('never goes past the whole run or below nothing', () => {
    expect(runProgress(3_100, 3_000)).toBe(100);
    expect(runProgress(-1, 3_000)).toBe(0);
  });
});

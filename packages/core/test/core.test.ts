import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  consumeWeight,
  gs1CheckDigit,
  isValidGtin,
  nextState,
  parseWeight,
  toDisplayWeight,
  toStoredWeight,
} from '../src/index';

describe('transition tables', () => {
  type S = 'unreviewed' | 'passed' | 'failed';
  const table = [
    { from: 'unreviewed', action: 'approve', to: 'passed' },
    { from: 'unreviewed', action: 'reject', to: 'failed' },
    { from: 'failed', action: 'resubmit', to: 'unreviewed' },
  ] as const satisfies readonly { from: S; action: string; to: S }[];

  it('allows only listed moves', () => {
    expect(nextState(table, 'unreviewed', 'approve')).toBe('passed');
    expect(nextState(table, 'passed', 'approve')).toBeNull();
    expect(allowedActions(table, 'unreviewed')).toEqual(['approve', 'reject']);
    expect(allowedActions(table, 'passed')).toEqual([]);
  });
});

describe('weights', () => {
  it('parses input with the spec reasons', () => {
    expect(parseWeight('')).toEqual({ ok: false, error: 'empty' });
    expect(parseWeight('abc')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseWeight('-1')).toEqual({ ok: false, error: 'negative' });
    expect(parseWeight(' 12.5 ').ok).toBe(true);
  });

  it('stores display x rate rounded to 5 decimals, exactly', () => {
    expect(toStoredWeight('0.1')).toBe('100');
    expect(toStoredWeight('0.123456789', 1)).toBe('0.12346');
    expect(toDisplayWeight('100')).toBe('0.1');
    expect(toStoredWeight('0.1', 3)).toBe('0.3');
  });

  it('never lets remaining weight go below zero and loses nothing when consuming', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (a, b) => {
        const remaining = (a / 1000).toFixed(3);
        const use = (b / 1000).toFixed(3);
        const result = consumeWeight(remaining, use);
        if (b > a) expect(result.ok).toBe(false);
        else expect(result).toEqual({ ok: true, remaining: new Decimal(a - b).dividedBy(1000).toFixed() });
      }),
    );
    expect(consumeWeight('0.3', '0.1')).toEqual({ ok: true, remaining: '0.2' });
  });
});

describe('GS1', () => {
  it('computes check digits', () => {
    expect(gs1CheckDigit('0950600013435')).toBe(2);
    expect(isValidGtin('09506000134352')).toBe(true);
    expect(isValidGtin('09506000134353')).toBe(false);
    expect(isValidGtin('4006381333931')).toBe(true);
  });
});

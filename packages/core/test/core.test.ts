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
  roundWeight,
  sumWeights,
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

  it('shows a sum of typed weights rounded as stored: 100.5 + 10.123456 g is 110.62346 g', () => {
    expect(roundWeight(sumWeights(['100.5', '10.123456']))).toBe('110.62346');
    expect(roundWeight('0.1')).toBe('0.1');
    expect(roundWeight('2.000004')).toBe('2');
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

describe('labels', async () => {
  const { runChunks, randomPcodes, isValidLabelCode, labelQrContent, safeCell } = await import(
    '../src/labels'
  );
  it('splits a run into contiguous chunks', () => {
    const chunks = runChunks(1000n, 25, 10);
    expect(chunks).toEqual([
      { index: 0, start: 1000n, count: 10 },
      { index: 1, start: 1010n, count: 10 },
      { index: 2, start: 1020n, count: 5 },
    ]);
  });
  it('makes 12-digit secret codes', () => {
    const codes = randomPcodes(5000);
    expect(codes).toHaveLength(5000);
    expect(codes.every((c) => /^\d{12}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(4990);
  });
  it('checks code lengths, QR forms and formula injection', () => {
    expect(isValidLabelCode('123456789012345')).toBe(false);
    expect(isValidLabelCode('1234567890123456')).toBe(true);
    expect(isValidLabelCode('123456789012345678901')).toBe(false);
    expect(labelQrContent('https://t.example/', '1000000000000001', '9506000134352')).toBe(
      'https://t.example/01/09506000134352/21/1000000000000001',
    );
    expect(labelQrContent('https://t.example', '1000000000000001')).toBe(
      'https://t.example/s/1000000000000001',
    );
    expect(safeCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(safeCell('1000')).toBe('1000');
  });
});

describe('working days', async () => {
  const { addWorkingDays } = await import('../src/labels');
  it('skips weekends', () => {
    // Friday 2026-11-20 + 1 working day = Monday 2026-11-23; + 15 = Friday 2026-12-11.
    expect(addWorkingDays(new Date('2026-11-20T10:00:00Z'), 1).toISOString()).toBe(
      '2026-11-23T10:00:00.000Z',
    );
    expect(addWorkingDays(new Date('2026-11-20T10:00:00Z'), 15).toISOString()).toBe(
      '2026-12-11T10:00:00.000Z',
    );
    expect(addWorkingDays(new Date('2026-11-21T10:00:00Z'), 5).toISOString()).toBe(
      '2026-11-27T10:00:00.000Z',
    );
  });
});

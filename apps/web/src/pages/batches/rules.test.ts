import { describe, expect, it } from 'vitest';
import { parseCodeList, rangeSize, refusalsOf, tooManyCodes, weightProblem } from './rules';

describe('binding input', () => {
  it('reads a list of codes however they are separated', () => {
    expect(parseCodeList(' 1000000000000001\n1000000000000002, 1000000000000003；1000000000000004 ')).toEqual(
      ['1000000000000001', '1000000000000002', '1000000000000003', '1000000000000004'],
    );
    expect(parseCodeList('   ')).toEqual([]);
  });

  it('counts a range only between two valid codes in order', () => {
    expect(rangeSize('1000000000000001', '1000000000000010')).toBe(10n);
    expect(rangeSize('99999999999999999999', '99999999999999999999')).toBe(1n);
    expect(rangeSize('1000000000000010', '1000000000000001')).toBeNull();
    expect(rangeSize('123', '1000000000000001')).toBeNull();
    expect(tooManyCodes(10_001n)).toBe(true);
    expect(tooManyCodes(10_000)).toBe(false);
  });

  it('keeps the refused codes of a refusal, not other errors', () => {
    expect(
      refusalsOf([
        { path: '1000000000000001', message: 'Already bound to a batch' },
        { path: 'codes', message: 'x' },
      ]),
    ).toEqual([{ code: '1000000000000001', reason: 'Already bound to a batch' }]);
  });
});

describe('weight input (spec section 5)', () => {
  it('words each problem in the interface language', () => {
    expect(weightProblem('', null, 'en')).toBe('Input cannot be Empty');
    expect(weightProblem('12a', null, 'en')).toBe('Input must be Number');
    expect(weightProblem('-0.5', null, 'en')).toBe('Input cannot be Negative');
    expect(weightProblem('-0.5', null, 'cn')).toBe('输入不能为负数');
    expect(weightProblem('0', null, 'en')).toBe('The weight must be greater than 0');
    expect(weightProblem('2.5', null, 'en')).toBeNull();
  });

  it('compares with what is left exactly, not in floating point', () => {
    expect(weightProblem('0.3', '0.3', 'en')).toBeNull();
    expect(weightProblem('0.30000000000000001', '0.3', 'en')).toBe('More than the remaining weight (0.3 g)');
    expect(weightProblem('0.1', '0.09999', 'fr')).toBe('Plus que le poids restant (0.09999 g)');
  });
});

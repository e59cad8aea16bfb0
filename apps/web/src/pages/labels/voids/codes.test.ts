import { describe, expect, it } from 'vitest';
import { codeRuns, isRangeTooLarge, parseCodeList, rangeSize } from './codes';

const A = '1000000000000100';

describe('parseCodeList', () => {
  it('reads codes one per line, or separated by commas, semicolons and spaces', () => {
    const text = `${A}\n1000000000000101, 1000000000000102；1000000000000103\r\n\n  1000000000000104 `;
    expect(parseCodeList(text)).toEqual({
      codes: [A, '1000000000000101', '1000000000000102', '1000000000000103', '1000000000000104'],
      invalid: [],
      repeated: 0,
    });
  });

  it('names entries that are not 16 to 20 digits and counts repeats once', () => {
    const parsed = parseCodeList(`${A},12345,${A},123456789012345678901,abc1000000000000000`);
    expect(parsed.codes).toEqual([A]);
    expect(parsed.invalid).toEqual(['12345', '123456789012345678901', 'abc1000000000000000']);
    expect(parsed.repeated).toBe(1);
  });

  it('finds nothing in blank text', () => {
    expect(parseCodeList(' \n ,, ')).toEqual({ codes: [], invalid: [], repeated: 0 });
  });
});

describe('rangeSize', () => {
  it('counts both ends, as numbers beyond 2^53', () => {
    expect(rangeSize('99999999999999999990', '99999999999999999999')).toBe(10n);
    expect(rangeSize(A, A)).toBe(1n);
  });

  it('is null until both ends are label codes, and negative when reversed', () => {
    expect(rangeSize('123', A)).toBeNull();
    expect(rangeSize(A, '')).toBeNull();
    expect(rangeSize('1000000000000200', A)).toBe(-99n);
  });

  it('flags a range over 10,000 labels', () => {
    expect(isRangeTooLarge(10_000n)).toBe(false);
    expect(isRangeTooLarge(10_001n)).toBe(true);
    expect(isRangeTooLarge(null)).toBe(false);
  });
});

describe('codeRuns', () => {
  it('groups codes into sorted unbroken runs', () => {
    const codes = ['1000000000000105', A, '1000000000000101', '1000000000000102', '1000000000000200'];
    expect(codeRuns(codes)).toEqual([
      { from: A, to: '1000000000000102', count: 3 },
      { from: '1000000000000105', to: '1000000000000105', count: 1 },
      { from: '1000000000000200', to: '1000000000000200', count: 1 },
    ]);
  });

  it('is empty for no codes and counts a repeated code once', () => {
    expect(codeRuns([])).toEqual([]);
    expect(codeRuns([A, A])).toEqual([{ from: A, to: A, count: 1 }]);
  });
});

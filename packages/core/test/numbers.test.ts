import { describe, expect, it } from 'vitest';
import { documentNo } from '../src/numbers';

describe('document numbers', () => {
  it('are the letter, the UTC day and eight digits', () => {
    expect(documentNo('L', new Date('2026-11-29T23:59:59.999Z'))).toMatch(/^L20261129\d{8}$/);
    expect(documentNo('W', new Date('2027-01-01T00:00:00.000Z'))).toMatch(/^W20270101\d{8}$/);
  });

  it('differ for requests in the same millisecond', () => {
    // Twenty numbers at one instant, as a batch of imports sent together draws them: two of them
    // meet about once in five million times.
    const now = new Date();
    const numbers = Array.from({ length: 20 }, () => documentNo('I', now));
    expect(new Set(numbers).size).toBe(20);
  });
});

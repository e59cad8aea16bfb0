import Decimal from 'decimal.js';

/** Weights are exact decimals: stored = displayed x rate, rounded to 5 decimals (spec section 9). */
export const DEFAULT_WEIGHT_RATE = 1000;
export const WEIGHT_DECIMALS = 5;

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export type WeightInputError = 'empty' | 'notNumber' | 'negative';

/** Parses a weight typed by a person, with the reasons of spec section 5. */
export function parseWeight(
  input: string,
): { ok: true; value: Decimal } | { ok: false; error: WeightInputError } {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, error: 'notNumber' };
  const value = new D(text);
  if (value.isNegative() && !value.isZero()) return { ok: false, error: 'negative' };
  return { ok: true, value };
}

/** Displayed value (e.g. grams) to the stored value, as a decimal string. */
export function toStoredWeight(display: Decimal.Value, rate: Decimal.Value = DEFAULT_WEIGHT_RATE): string {
  return new D(display).times(rate).toDecimalPlaces(WEIGHT_DECIMALS).toFixed();
}

/** Stored value back to the displayed one, as a decimal string. */
export function toDisplayWeight(stored: Decimal.Value, rate: Decimal.Value = DEFAULT_WEIGHT_RATE): string {
  return new D(stored).dividedBy(rate).toDecimalPlaces(WEIGHT_DECIMALS).toFixed();
}

/** Takes `use` from `remaining`; refuses to go below zero. */
export function consumeWeight(
  remaining: Decimal.Value,
  use: Decimal.Value,
): { ok: true; remaining: string } | { ok: false } {
  const left = new D(remaining).minus(use);
  return left.isNegative() ? { ok: false } : { ok: true, remaining: left.toFixed() };
}

/** The exact sum of weights given as decimal strings (or numbers written as decimals). */
export function sumWeights(values: readonly Decimal.Value[]): string {
  return values.reduce<Decimal>((sum, value) => sum.plus(value), new D(0)).toFixed();
}

/** A weight as the platform keeps and shows it: rounded half up to 5 decimals, no trailing zeros. */
export function roundWeight(value: Decimal.Value): string {
  return new D(value).toDecimalPlaces(WEIGHT_DECIMALS).toFixed();
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`, compared exactly. */
export function compareWeights(a: Decimal.Value, b: Decimal.Value): number {
  return new D(a).comparedTo(b);
}

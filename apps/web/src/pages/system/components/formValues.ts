import { blankToNull } from '../profile/profileForm';

export { blankToNull };

/** A NumberInput's value as the API takes it: a number, or left out when blank (the default applies). */
export function numberOrUndefined(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

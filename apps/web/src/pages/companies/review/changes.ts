/** A value as compared between the approved version and a waiting change: empty is empty, instants by time. */
function normalized(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return time;
  }
  if (Array.isArray(value) && value.length === 0) return null;
  return value;
}

/** Whether two field values say the same thing. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));
}

/**
 * The fields a waiting change would alter, in the order given: keys the change carries whose value
 * differs from the approved one.
 */
export function changedFields(
  approved: Readonly<Record<string, unknown>>,
  change: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): string[] {
  return keys.filter((key) => Object.hasOwn(change, key) && !sameValue(approved[key], change[key]));
}

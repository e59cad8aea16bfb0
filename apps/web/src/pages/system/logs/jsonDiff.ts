/** One top-level field of a record as a side of the comparison shows it. */
export interface DiffEntry {
  key: string;
  /** The value as indented JSON, or undefined when this side has no such field. */
  json: string | undefined;
  /** The field differs between before and after (added, removed or changed). */
  changed: boolean;
}

export interface JsonDiff {
  /** False when a side is not an object (a list, a number): it is then shown whole. */
  comparable: boolean;
  before: DiffEntry[];
  after: DiffEntry[];
  changedKeys: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stable JSON: object keys sorted at every level, so key order never counts as a change. */
export function stableJson(value: unknown, indent = 2): string {
  const sort = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(sort)
      : isRecord(item)
        ? Object.fromEntries(
            Object.keys(item)
              .sort()
              .map((key) => [key, sort(item[key])]),
          )
        : item;
  return JSON.stringify(sort(value), null, indent) ?? 'null';
}

/**
 * The state before and after a change, field by field, for showing side by side: both sides list
 * the union of their fields in one order, each marked changed when the two values differ.
 */
export function diffRecords(before: unknown, after: unknown): JsonDiff {
  const beforeRecord = before === null || before === undefined ? {} : before;
  const afterRecord = after === null || after === undefined ? {} : after;
  if (!isRecord(beforeRecord) || !isRecord(afterRecord)) {
    const changed = stableJson(before) !== stableJson(after);
    const whole = (value: unknown): DiffEntry[] =>
      value === null || value === undefined ? [] : [{ key: '', json: stableJson(value), changed }];
    return {
      comparable: false,
      before: whole(before),
      after: whole(after),
      changedKeys: changed ? [''] : [],
    };
  }
  const keys = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])].sort();
  const changedKeys: string[] = [];
  const beforeEntries: DiffEntry[] = [];
  const afterEntries: DiffEntry[] = [];
  for (const key of keys) {
    const left = Object.hasOwn(beforeRecord, key) ? stableJson(beforeRecord[key]) : undefined;
    const right = Object.hasOwn(afterRecord, key) ? stableJson(afterRecord[key]) : undefined;
    // A side with no record at all (a creation or deletion) marks nothing as changed on itself.
    const changed =
      left !== right && before !== null && before !== undefined && after !== null && after !== undefined;
    if (changed) changedKeys.push(key);
    beforeEntries.push({ key, json: left, changed });
    afterEntries.push({ key, json: right, changed });
  }
  return { comparable: true, before: beforeEntries, after: afterEntries, changedKeys };
}

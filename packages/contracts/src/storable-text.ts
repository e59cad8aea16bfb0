/**
 * Text PostgreSQL cannot hold: NUL (refused by `text` and `jsonb`) and halves of UTF-16 surrogate
 * pairs standing alone (no UTF-8 encoding exists; drivers would silently turn them into U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is replaced
const UNSTORABLE_ALL = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether a string can be written to a PostgreSQL text or jsonb column as it is. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** The string with every character PostgreSQL cannot hold replaced by U+FFFD, cut to `max` characters. */
export function toStorableText(value: string, max = Number.POSITIVE_INFINITY): string {
  // Cut first: cutting could split a surrogate pair, which the replacement then repairs.
  return value.slice(0, max).replace(UNSTORABLE_ALL, '\uFFFD');
}

/**
 * Where the first string PostgreSQL cannot hold is in a parsed JSON-like value (object keys included),
 * as a path; `undefined` when there is none. Walks without recursion, so no nesting depth overflows it.
 */
export function findUnstorableText(value: unknown): (string | number)[] | undefined {
  // Each entry: a value, the entry it sits in and its key there, so a path is built only when found.
  const values: unknown[] = [value];
  const parents: number[] = [-1];
  const keys: (string | number)[] = [''];
  const pathTo = (entry: number, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = entry; at > 0; at = parents[at]!) path.unshift(keys[at]!);
    return path;
  };
  for (let entry = 0; entry < values.length; entry++) {
    const current = values[entry];
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathTo(entry);
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        values.push(current[index]);
        parents.push(entry);
        keys.push(index);
      }
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return pathTo(entry, key);
        values.push(item);
        parents.push(entry);
        keys.push(key);
      }
    }
  }
  return undefined;
}

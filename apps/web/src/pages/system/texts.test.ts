import { describe, expect, it } from 'vitest';
import { texts } from './texts';

/** Every leaf of a texts object as `path -> value`. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

describe('the system administration texts', () => {
  it('say everything in each language, with nothing left empty', () => {
    const english = leaves(texts.en).map(([path]) => path);
    for (const language of ['cn', 'fr'] as const) {
      const entries = leaves(texts[language]);
      expect(entries.map(([path]) => path)).toEqual(english);
      for (const [path, value] of entries) {
        if (typeof value === 'string') expect(value.trim(), `${language}.${path}`).not.toBe('');
        else expect(typeof value, `${language}.${path}`).toBe('function');
      }
    }
  });
});

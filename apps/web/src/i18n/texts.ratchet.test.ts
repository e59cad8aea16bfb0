import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Page groups still reading their own `texts.ts` through `useTexts`, or naming route titles and
 * status labels inline as `{ cn, en, fr }`. Texts move to `locales/{cn,en,fr}/<namespace>.ts`; when a
 * group has moved, take it off this list. The list only shrinks: a group off it fails if it goes back.
 */
const NOT_YET_CONVERTED = ['system'];

const pagesDir = fileURLToPath(new URL('../pages', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
const groups = readdirSync(pagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Where a group still has its own texts: `useTexts`, a `texts.ts`, or a title or label written inline as `{ cn, en, fr }`. */
const ownTexts = (group: string) =>
  sources(join(pagesDir, group)).filter((path) => {
    const source = readFileSync(path, 'utf8');
    return (
      /\buseTexts\b/.test(source) || /\/texts\.ts$/.test(path) || /\b(title|label): \{\s*cn: /.test(source)
    );
  });

describe('page texts live in the locale files', () => {
  it.each(groups.filter((group) => !NOT_YET_CONVERTED.includes(group)))(
    '%s has no texts of its own',
    (group) => {
      expect(ownTexts(group).map((path) => path.slice(pagesDir.length + 1))).toEqual([]);
    },
  );

  it.each(NOT_YET_CONVERTED)('%s is still listed only while it has texts of its own', (group) => {
    expect(ownTexts(group).length).toBeGreaterThan(0);
  });
});

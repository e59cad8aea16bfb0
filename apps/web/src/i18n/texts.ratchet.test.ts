import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Page texts live only in `locales/{cn,en,fr}/<namespace>.ts`, read with `useTranslation`. No page group
 * goes back to a `texts.ts` of its own, a `useTexts` reader, or a route title or status label written
 * inline as `{ cn, en, fr }`.
 */
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
/** Where a group has texts of its own: `useTexts`, a `texts.ts`, or a title or label written inline. */
const ownTexts = (group: string) =>
  sources(join(pagesDir, group)).filter((path) => {
    const source = readFileSync(path, 'utf8');
    return (
      /\buseTexts\b/.test(source) ||
      /\/texts\.ts$/.test(path) ||
      /\b(title|label): \{\s*cn: ['"`][^'"`]/.test(source)
    );
  });

describe('page texts live in the locale files', () => {
  it.each(groups)('%s has no texts of its own', (group) => {
    expect(ownTexts(group).map((path) => path.slice(pagesDir.length + 1))).toEqual([]);
  });
});

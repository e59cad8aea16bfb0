// Layering of the API sources: modules use lib and plugins, never the other way round. A shared helper
// or plugin that reached into a module would tie every module to that one, so a file in src/lib or
// src/plugins importing from src/modules fails here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const modules = path.join(src, 'modules');

function sourcesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** The relative specifiers a file imports or re-exports, statically or with `import()`. */
function importedSpecifiers(text: string): string[] {
  const found = [
    ...text.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((match) => match[1]!).filter((specifier) => specifier.startsWith('.'));
}

function moduleImportsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return importedSpecifiers(text).filter((specifier) => {
    const target = path.resolve(path.dirname(file), specifier);
    return target === modules || target.startsWith(modules + path.sep);
  });
}

describe('API layering', () => {
  it('reads every kind of import', () => {
    const text = [
      "import { a } from '../modules/x/service';",
      "import type { B } from './b';",
      "export { c } from '../modules/c';",
      "import '../side-effect';",
      "const d = await import('../modules/d');",
      "import { e } from '@trace/db';",
    ].join('\n');
    expect(importedSpecifiers(text)).toEqual([
      '../modules/x/service',
      './b',
      '../modules/c',
      '../side-effect',
      '../modules/d',
    ]);
  });

  for (const folder of ['lib', 'plugins']) {
    it(`src/${folder} never imports from src/modules`, () => {
      const files = sourcesIn(path.join(src, folder));
      expect(files.length).toBeGreaterThan(0);
      const offending = files.flatMap((file) =>
        moduleImportsOf(file).map((specifier) => `${path.relative(src, file)} -> ${specifier}`),
      );
      expect(offending).toEqual([]);
    });
  }
});

// Test tiers are named by file: `*.int.test.ts` talks to the real PostgreSQL and Redis, `*.test.ts` does
// not (`npm test -- --only=unit` runs those without any service). A test uses the services when it, or a
// test helper it imports (`./helpers`, `./batch-helpers`, ... followed through their own imports), reads
// DATABASE_URL or REDIS_URL from the environment (that is how `npm test` hands the services over) or
// opens a client of its own (`postgres`, `ioredis`, `bullmq`). A test named for the wrong tier fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/process.js';

/** The folders of the tests that may need the services. */
const TEST_DIRS = ['apps/api/test', 'apps/worker/test', 'packages/*/test'];
const SERVICE_ENV = /\bprocess\.env(?:\.|\[\s*['"])(DATABASE_URL|REDIS_URL)\b/;
const CLIENT_PACKAGES = new Set(['postgres', 'ioredis', 'bullmq']);

type Read = (file: string) => string | undefined;

/** The modules a file imports or re-exports for their values (`import type` is left out). */
function importedSpecifiers(text: string): string[] {
  const found = [
    ...text.matchAll(/\b(?:import|export)\s+(?!type\s)[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((match) => match[1]!);
}

/** `file` and the files it imports that are test code too (under a `test` folder), not the sources. */
function resolveLocal(from: string, specifier: string, read: Read): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  if (!base.split('/').includes('test')) return undefined;
  return [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => read(candidate) !== undefined);
}

/**
 * Why `file` needs PostgreSQL or Redis (`reads process.env.DATABASE_URL via ./helpers.ts`), or undefined
 * when it does not.
 */
function serviceUse(file: string, read: Read, seen = new Set<string>()): string | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const text = read(file) ?? '';
  const env = SERVICE_ENV.exec(text);
  if (env) return `reads process.env.${env[1]}`;
  const specifiers = importedSpecifiers(text);
  const client = specifiers.find((specifier) => CLIENT_PACKAGES.has(specifier));
  if (client) return `imports ${client}`;
  for (const specifier of specifiers) {
    const local = resolveLocal(file, specifier, read);
    const why = local && serviceUse(local, read, seen);
    if (why) return `${why} via ${specifier}`;
  }
  return undefined;
}

function testFiles(): string[] {
  const dirs = TEST_DIRS.flatMap((dir) => {
    if (!dir.includes('*')) return [dir];
    const [parent, child] = dir.split('/*/') as [string, string];
    return fs.readdirSync(path.join(repoRoot, parent)).map((name) => `${parent}/${name}/${child}`);
  });
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(relative);
      return entry.name.endsWith('.test.ts') ? [relative] : [];
    });
  return dirs.filter((dir) => fs.existsSync(path.join(repoRoot, dir))).flatMap(walk);
}

const readRepo: Read = (file) => {
  const full = path.join(repoRoot, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
};

describe('test tiers', () => {
  const files = testFiles();

  it('finds the tests of both tiers', () => {
    expect(files.filter((f) => f.endsWith('.int.test.ts')).length).toBeGreaterThan(20);
    expect(files.filter((f) => !f.endsWith('.int.test.ts')).length).toBeGreaterThan(5);
    expect(files).toContain('apps/api/test/layering.test.ts');
    expect(files).toContain('packages/db/test/migrations.int.test.ts');
  });

  it('name a test that uses PostgreSQL or Redis *.int.test.ts', () => {
    const misnamed = files
      .filter((file) => !file.endsWith('.int.test.ts'))
      .flatMap((file) => {
        const why = serviceUse(file, readRepo);
        return why ? [`${file} ${why}: rename it to *.int.test.ts`] : [];
      });
    expect(misnamed).toEqual([]);
  });

  it('name a test that uses neither *.test.ts', () => {
    const misnamed = files
      .filter((file) => file.endsWith('.int.test.ts') && !serviceUse(file, readRepo))
      .map((file) => `${file} uses neither PostgreSQL nor Redis: rename it to *.test.ts`);
    expect(misnamed).toEqual([]);
  });

  it('tell a service from its absence, through the helpers a test imports', () => {
    const sample: Record<string, string> = {
      'a/test/helpers.ts': "export const url = process.env.DATABASE_URL!;\nimport { x } from './deeper';",
      'a/test/deeper.ts': "import { helper } from './helpers';",
      'a/test/more-helpers.ts': "import { url } from './helpers';",
      'a/test/redis.ts': "const redis = process.env['REDIS_URL'];",
      'a/test/pure.ts': 'export const twice = (n: number) => 2 * n;',
      'a/src/config.ts': 'export const url = process.env.DATABASE_URL;',
      'a/test/uses-helpers.test.ts': "import { useTestApp } from './helpers';",
      'a/test/uses-more-helpers.test.ts': "import {\n  url,\n} from './more-helpers.ts';",
      'a/test/uses-redis.test.ts': "import { redis } from './redis';",
      'a/test/reads-env.test.ts': 'const missing = new URL(process.env.DATABASE_URL!);',
      'a/test/client.test.ts': "import { Redis } from 'ioredis';",
      'a/test/postgres.test.ts': "import postgres from 'postgres';",
      'a/test/dynamic.test.ts': "const { url } = await import('./helpers');",
      'a/test/pure.test.ts': "import { twice } from './pure';\nimport { load } from '../src/config';",
      'a/test/types-only.test.ts':
        "import type { Envelope } from './helpers';\nimport type { Redis } from 'ioredis';",
      'a/test/names-only.test.ts': "// DATABASE_URL is set by npm test\nconst env = { REDIS_URL: '' };",
    };
    const read: Read = (file) => sample[file];
    const verdicts = Object.fromEntries(
      Object.keys(sample)
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => [path.posix.basename(file), serviceUse(file, read)]),
    );
    expect(verdicts).toEqual({
      'uses-helpers.test.ts': 'reads process.env.DATABASE_URL via ./helpers',
      'uses-more-helpers.test.ts': 'reads process.env.DATABASE_URL via ./helpers via ./more-helpers.ts',
      'uses-redis.test.ts': 'reads process.env.REDIS_URL via ./redis',
      'reads-env.test.ts': 'reads process.env.DATABASE_URL',
      'client.test.ts': 'imports ioredis',
      'postgres.test.ts': 'imports postgres',
      'dynamic.test.ts': 'reads process.env.DATABASE_URL via ./helpers',
      'pure.test.ts': undefined,
      'types-only.test.ts': undefined,
      'names-only.test.ts': undefined,
    });
  });
});

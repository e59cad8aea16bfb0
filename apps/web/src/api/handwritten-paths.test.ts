import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Calls that still write an API path by hand, per file. Calls go through the route table
 * (`callRoute(ROUTES.x.y, ...)`, `routeQuery`, `routeUrl`): a new hand-written path fails this test, and a
 * file that no longer has one must leave this list, so it only ever shrinks.
 */
const STILL_BY_HAND: Record<string, number> = {};

const SRC = fileURLToPath(new URL('../', import.meta.url));
/** `api.get('/x')`, `request<T>(\`/x/${id}\`)`, `requestBlob('/x')`: a literal path given to the raw client. */
const HAND_WRITTEN =
  /\b(?:api\.(?:get|post|put|delete)|request|requestBlob)(?:<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>)?\(\s*['`]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('API calls', () => {
  it('go through the route table; hand-written paths only shrink', () => {
    const found: Record<string, number> = {};
    for (const file of sources(SRC)) {
      const count = readFileSync(file, 'utf8').match(HAND_WRITTEN)?.length ?? 0;
      if (count > 0) found[relative(SRC, file).split('\\').join('/')] = count;
    }
    expect(found).toEqual(STILL_BY_HAND);
  });
});

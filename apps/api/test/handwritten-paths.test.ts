import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handWrittenPaths, handWrittenPathsIn } from './handwritten-paths';

/**
 * The API tests call routes through the route table (`callRoute(app, ROUTES.labelOrders.approve, ...)`,
 * `injectRoute` for files and headers, `scanRoute` for the public scan routes, `callRouteUnchecked` for
 * input the types refuse), so a wrong path or body does not compile. A path written by hand is on
 * purpose only: inside `rawCall`, `rawScan` or `rawRequests` (malformed addresses, unknown routes), or
 * in the files below, which are about the raw HTTP shape as a whole (malformed input, the envelope,
 * the docs, the limits).
 */
const RAW_FILES = new Set([
  'bad-input.int.test.ts',
  'envelope.int.test.ts',
  'fuzz.int.test.ts',
  'openapi.int.test.ts',
  'rate-limits.int.test.ts',
]);

const DIR = fileURLToPath(new URL('.', import.meta.url));

describe('API test calls', () => {
  it('go through the route table: no test writes a path by hand outside the raw callers', () => {
    expect(handWrittenPathsIn(DIR, RAW_FILES)).toEqual([]);
  });

  it('catch paths written by hand and leave the raw callers alone', () => {
    const found = handWrittenPaths(
      'sample.ts',
      [
        "await call(ctx.app, { method: 'POST', url: '/label-orders', token });",
        `await call(ctx.app, { method: 'GET', url: \`/label-orders/\${id}\`, token });`,
        "await ctx.app.inject({ method: 'GET', url: '/sys/users?page=1' });",
        "const path = '/customs-infos';",
        "await rawCall(ctx.app, { method: 'GET', url: '/label-orders/%zz' });",
        `await rawScan(ctx.app, { url: \`/scan/labels/\${excode}%00\` });`,
        '/** Reads `/label-orders/:id`. */',
        'await callRoute(ctx.app, ROUTES.labelOrders.get, { params: { id } }, { token });',
        "navigate('/SysLog');",
      ].join('\n'),
    );
    expect(found).toEqual([
      '1: /label-orders',
      `2: \`/label-orders/\${id}\``,
      '3: /sys/users?page=1',
      '4: /customs-infos',
    ]);
  });
});

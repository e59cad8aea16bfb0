import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handWrittenPathCounts, handWrittenPaths } from './handwritten-paths';

/**
 * The API tests call routes through the route table (`callRoute(app, ROUTES.labelOrders.approve, ...)`,
 * `scanRoute` for the public scan routes), so a wrong path or body does not compile. A path written by
 * hand is either on purpose, inside `rawCall`/`rawScan` (the test is about the raw request), or not
 * moved yet: the files below, with how many each still writes. The list may only shrink; a file that
 * reaches zero leaves it.
 */
const NOT_MOVED_YET: Record<string, number> = {
  'admin-screens.test.ts': 6,
  'admin.test.ts': 2,
  'auth.test.ts': 8,
  'barcodes.test.ts': 9,
  'batch-helpers.ts': 1,
  'batches.test.ts': 6,
  'catalogue.test.ts': 1,
  'input-rules.test.ts': 8,
  'label-imports.test.ts': 3,
  'label-orders.test.ts': 4,
  'labels.test.ts': 2,
  'lookups.test.ts': 1,
  'members.test.ts': 5,
  'product-categories.test.ts': 1,
  'records-customs.test.ts': 11,
  'records.test.ts': 16,
  'scan-alerts.test.ts': 2,
  'scan-records.test.ts': 3,
  'section7.test.ts': 1,
  'shipments.test.ts': 10,
  'stats.test.ts': 21,
  'system-logs.test.ts': 4,
  'system-resources.test.ts': 3,
  'system-users.test.ts': 1,
  'uploads.test.ts': 4,
};

/** Files about the raw HTTP shape as a whole: malformed input, the envelope, the docs, the limits. */
const RAW_FILES = new Set([
  'bad-input.test.ts',
  'envelope.test.ts',
  'fuzz.test.ts',
  'openapi.test.ts',
  'rate-limits.test.ts',
]);

const DIR = fileURLToPath(new URL('.', import.meta.url));

describe('API test calls', () => {
  it('go through the route table: only the files not moved yet write paths by hand, no more than listed', () => {
    expect(handWrittenPathCounts(DIR, RAW_FILES)).toEqual(NOT_MOVED_YET);
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

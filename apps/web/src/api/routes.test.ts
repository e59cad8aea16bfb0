import { ROUTES as CONTRACTS } from '@trace/contracts';
import { routeOperations } from '@trace/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

/** The route at `ROUTES.<operationId>` of a table. */
const at = (table: object, operationId: string) =>
  operationId.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], table);

describe('the client route table', () => {
  it('has every route of the contracts, with its method, path, access, upload flag and partner scope only', () => {
    const operations = routeOperations();
    expect(operations.length).toBeGreaterThan(500);
    for (const { operationId, route } of operations) {
      const expected: Record<string, unknown> = {
        method: route.method,
        path: route.path,
        access: route.access,
      };
      if (route.multipart) expected.multipart = true;
      if (route.partner) expected.partner = route.partner;
      expect(at(ROUTES, operationId), operationId).toStrictEqual(expected);
    }
  });

  it('has nothing the contracts do not', () => {
    const count = (value: unknown): number =>
      typeof value === 'object' && value !== null && 'method' in value
        ? 1
        : Object.values(value as object).reduce((sum: number, item) => sum + count(item), 0);
    expect(count(ROUTES)).toBe(count(CONTRACTS));
  });
});

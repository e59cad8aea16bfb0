import { routeOperations } from '@trace/contracts/openapi';
import { routeEntries } from '@trace/contracts/route';
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
    expect(routeEntries(ROUTES).map(({ name }) => name)).toEqual(
      routeOperations().map(({ operationId }) => operationId),
    );
  });
});

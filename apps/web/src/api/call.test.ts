import { ROUTES, routeUrl } from '@trace/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../auth/session';
import { callRoute, routeKey } from './call';

const ORDER_ID = '2f6d3c1a-9a0b-4c1e-8f51-3c7e0e6f9d20';
let answered: unknown;
const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
  Promise.resolve(
    new Response(JSON.stringify({ code: '200', msg: 'ok', data: answered }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  ),
);
const sent = (call = 0) => ({
  url: String(fetchMock.mock.calls[call]?.[0]),
  method: fetchMock.mock.calls[call]?.[1]?.method,
  body: fetchMock.mock.calls[call]?.[1]?.body,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  startSession({
    accessToken: 'token',
    tokenType: 'Bearer',
    expiresIn: 900,
    user: { id: ORDER_ID, account: 'alice', userName: 'Alice', userType: 'producer' },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the route client', () => {
  it('takes the method and path from the route table, fills and encodes the parameters', async () => {
    answered = { id: ORDER_ID };
    await expect(callRoute(ROUTES.labelOrders.get, { params: { id: ORDER_ID } })).resolves.toEqual({
      id: ORDER_ID,
    });
    expect(sent()).toMatchObject({ url: `/label-orders/${ORDER_ID}`, method: 'GET' });
    expect(routeUrl({ path: '/consumer/labels/:excode/reviews' }, { excode: 'a/b c' })).toBe(
      '/consumer/labels/a%2Fb%20c/reviews',
    );
  });

  it('sends the query (absent values left out, lists repeated) and the JSON body', async () => {
    answered = { list: [], total: 0, page: 1, pageSize: 1 };
    await callRoute(ROUTES.labelOrders.list, { query: { overdue: 'true', pageSize: 1, keyword: undefined } });
    expect(sent().url).toBe('/label-orders?overdue=true&pageSize=1');
    expect(routeUrl({ path: '/x' }, undefined, { id: ['a', 'b'], none: null })).toBe('/x?id=a&id=b');

    answered = { id: ORDER_ID };
    await callRoute(ROUTES.labelOrders.reject, {
      params: { id: ORDER_ID },
      body: { remark: 'Blurred scan' },
    });
    expect(sent(1)).toMatchObject({ url: `/label-orders/${ORDER_ID}/reject`, method: 'POST' });
    expect(JSON.parse(String(sent(1).body))).toEqual({ remark: 'Blurred scan' });
  });

  it('refuses a call whose path parameter is missing, before sending anything', () => {
    expect(() => routeUrl(ROUTES.labelOrders.get, {})).toThrow('the parameter id is missing');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keys queries by method and path first, so a route’s calls share a prefix', () => {
    expect(routeKey(ROUTES.labelOrders.list)).toEqual(['GET', '/label-orders']);
    expect(routeKey(ROUTES.labelOrders.get, { params: { id: ORDER_ID } })).toEqual([
      'GET',
      '/label-orders/:id',
      { params: { id: ORDER_ID } },
    ]);
  });

  it('does not compile a call the route table does not allow', () => {
    const never = false as boolean;
    if (never) {
      // @ts-expect-error the order's id is required
      void callRoute(ROUTES.labelOrders.get, {});
      // @ts-expect-error a rejection needs its reason
      void callRoute(ROUTES.labelOrders.reject, { params: { id: ORDER_ID }, body: {} });
      // @ts-expect-error the list has no such filter
      void callRoute(ROUTES.labelOrders.list, { query: { colour: 'red' } });
      // @ts-expect-error the answer is one order, not a page
      void callRoute(ROUTES.labelOrders.get, { params: { id: ORDER_ID } }).then((order) => order.list);
    }
    expect(never).toBe(false);
  });
});

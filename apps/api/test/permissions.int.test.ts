import { allRoutes, ROUTES } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { callRoute, rawCall, signedInUser, statusOf, useTestApp } from './helpers';

const ctx = useTestApp();

const concretePath = (path: string) => path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
const guarded = allRoutes().filter((route) => route.access !== 'public');
const withPermission = allRoutes().filter(
  (route) => route.access !== 'public' && route.access !== 'authenticated' && route.access !== 'partner',
);
const partnerRoutes = allRoutes().filter((route) => route.access === 'partner');

describe('the route table is the only way in', () => {
  it('every API route the app serves is declared in the contracts table with its access rule', () => {
    const table = new Set(allRoutes().map((route) => `${route.method} ${route.path}`));
    const served = ctx.app.registeredRoutes.filter(
      // HEAD mirrors GET; OPTIONS is the CORS preflight; /docs is the OpenAPI viewer.
      (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !route.url.startsWith('/docs'),
    );
    const undeclared = served.filter((route) => !table.has(`${route.method} ${route.url}`));
    expect(undeclared).toEqual([]);
    for (const route of served) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    expect(served.length).toBe(table.size);
  });

  it.each(guarded.map((route) => [route.method, route.path] as const))(
    '%s %s refuses an anonymous caller with "401"',
    async (method, path) => {
      const res = await rawCall(ctx.app, { method, url: concretePath(path), payload: {} });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('401');
    },
  );

  it.each(withPermission.map((route) => [route.method, route.path, route.access] as const))(
    '%s %s refuses a signed-in caller without %s with "403"',
    async (method, path) => {
      const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer', permissions: [] });
      const res = await rawCall(ctx.app, {
        method,
        url: concretePath(path),
        token: user.token,
        payload: {},
        language: 'en',
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: '403', msg: 'No permission to access this function', data: null });
    },
  );

  it.each(partnerRoutes.map((route) => [route.method, route.path] as const))(
    '%s %s takes a partner key, not a signed-in session: "401"',
    async (method, path) => {
      const user = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
      const res = await rawCall(ctx.app, {
        method,
        url: concretePath(path),
        token: user.token,
        payload: {},
        language: 'en',
      });
      expect(res.status).toBe(401);
      expect(res.body.msg).toBe('The partner API takes an API key in the X-Api-Key header');
    },
  );

  it('every partner route names the scope it needs', () => {
    expect(partnerRoutes.length).toBeGreaterThan(0);
    for (const route of partnerRoutes) expect(route.partner, route.path).toBeDefined();
  });

  it('a role change takes effect on the next request, without signing in again', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer', permissions: [] });
    const before = await callRoute(ctx.app, ROUTES.admin.jobs, {}, { token: user.token });
    expect(before.status).toBe(403);
    await ctx.db.execute(
      `update roles set permissions = array['sys.job.view'] where id in (select role_id from user_roles where user_id = '${user.id}')` as never,
    );
    const after = await callRoute(ctx.app, ROUTES.admin.jobs, {}, { token: user.token });
    expect(after.status).toBe(200);
    // Permission sets are reused between requests while no role changes: taking the role away, or
    // disabling the role, is still seen by the very next request.
    await ctx.db.execute(`delete from user_roles where user_id = '${user.id}'` as never);
    expect(await statusOf(ctx.app, ROUTES.admin.jobs, {}, { token: user.token })).toBe(403);
  });

  it('a disabled role stops granting on the next request', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer', permissions: ['sys.job.view'] });
    expect(await statusOf(ctx.app, ROUTES.admin.jobs, {}, { token: user.token })).toBe(200);
    expect(await statusOf(ctx.app, ROUTES.admin.jobs, {}, { token: user.token })).toBe(200);
    await ctx.db.execute(
      `update roles set enabled = false where id in (select role_id from user_roles where user_id = '${user.id}')` as never,
    );
    expect(await statusOf(ctx.app, ROUTES.admin.jobs, {}, { token: user.token })).toBe(403);
  });
});

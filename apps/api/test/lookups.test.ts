import { createCompany } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { call, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();

describe('lookups', () => {
  it('finds companies by part of the name, treating % and _ literally', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const stamp = Date.now();
    const corp = await createCompany(ctx.db, { name: `Lookup 100%_Pure ${stamp}` });
    await createCompany(ctx.db, { name: `Lookup 100xxPure ${stamp}` });
    const res = await call<{ value: string; label: string }[]>(ctx.app, {
      method: 'GET',
      url: `/lookups/companies?keyword=${encodeURIComponent(`100%_Pure ${stamp}`)}`,
      token: admin.token,
    });
    expect(res.body.data).toEqual([{ value: corp.id, label: corp.name }]);
  });

  it('gives dictionary items in the request language, and 404 for an unknown dictionary', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const fr = await call<{ value: string; label: string }[]>(ctx.app, {
      method: 'GET',
      url: '/lookups/dictionaries/country',
      token: user.token,
      language: 'fr',
    });
    expect(fr.body.data).toContainEqual({ value: 'CN', label: 'Chine' });
    const missing = await call(ctx.app, {
      method: 'GET',
      url: '/lookups/dictionaries/nope',
      token: user.token,
    });
    expect(missing.status).toBe(404);
  });
});

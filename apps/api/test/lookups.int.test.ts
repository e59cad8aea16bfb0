import { ROUTES } from '@trace/contracts';
import { createCompany } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { callRoute, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();

describe('lookups', () => {
  it('finds companies by part of the name, treating % and _ literally', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const stamp = Date.now();
    const corp = await createCompany(ctx.db, { name: `Lookup 100%_Pure ${stamp}` });
    await createCompany(ctx.db, { name: `Lookup 100xxPure ${stamp}` });
    const res = await callRoute(
      ctx.app,
      ROUTES.lookups.companies,
      { query: { keyword: `100%_Pure ${stamp}` } },
      { token: admin.token },
    );
    expect(res.body.data).toEqual([{ value: corp.id, label: corp.name }]);
  });

  it('gives dictionary items in the request language, and 404 for an unknown dictionary', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const fr = await callRoute(
      ctx.app,
      ROUTES.lookups.dictionary,
      { params: { code: 'country' } },
      { token: user.token, language: 'fr' },
    );
    expect(fr.body.data).toContainEqual({ value: 'CN', label: 'Chine' });
    const missing = await callRoute(
      ctx.app,
      ROUTES.lookups.dictionary,
      { params: { code: 'nope' } },
      { token: user.token },
    );
    expect(missing.status).toBe(404);
  });

  it('shows companies under review only to those who handle them', async () => {
    const stamp = `Visibility ${Date.now()}`;
    const passed = await createCompany(ctx.db, { name: `${stamp} passed` });
    const draft = await createCompany(ctx.db, { name: `${stamp} draft`, status: 'to_be_reviewed' });
    const company = await signedInUser(ctx.app, ctx.db, { userType: 'dealer' });
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const seenByCompany = await callRoute(
      ctx.app,
      ROUTES.lookups.companies,
      { query: { keyword: stamp } },
      { token: company.token },
    );
    expect(seenByCompany.body.data.map((c) => c.value)).toEqual([passed.id]);
    const seenByAdmin = await callRoute(
      ctx.app,
      ROUTES.lookups.companies,
      { query: { keyword: stamp } },
      { token: admin.token },
    );
    expect(seenByAdmin.body.data.map((c) => c.value).sort()).toEqual([draft.id, passed.id].sort());
  });
});

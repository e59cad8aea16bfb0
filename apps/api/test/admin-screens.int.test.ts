import { OWN_COMPANY_PERMISSIONS, ROUTES, type RouteDefinition } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { batchNo, createBatch, operableProducer } from './batch-helpers';
import { callRoute, callRouteUnchecked, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();

interface MenuNode {
  path: string | null;
  children: MenuNode[];
}

const paths = (menus: MenuNode[]): string[] =>
  menus.flatMap((menu) => [...(menu.path ? [menu.path] : []), ...paths(menu.children)]);

const OWN_COMPANY_PAGES = ['/dealersMessage', '/importerMessage', '/ApplyTraceability'];

describe('what the platform administrator is offered of a company’s own work', () => {
  it('keeps a company’s own pages and buttons off the administrator’s menu and permissions', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const info = await callRoute(ctx.app, ROUTES.session.permissions, {}, { token: admin.token });
    const menu = paths(info.body.data.menus);
    for (const page of OWN_COMPANY_PAGES) expect(menu).not.toContain(page);
    // Nor a certification body's own profile: the administrator registers bodies at /certAuthority.
    expect(menu).not.toContain('/certAuthorityMsg');
    expect(menu).toContain('/certAuthority');
    // What the administrator does use stays: reviewing companies and their traceability applications.
    expect(menu).toEqual(expect.arrayContaining(['/companyInformationList', '/rootsApply', '/batchList']));
    for (const permission of OWN_COMPANY_PERMISSIONS)
      expect(info.body.data.permissions).not.toContain(permission);
    expect(info.body.data.permissions).toEqual(
      expect.arrayContaining([
        'label.applyLabel.view',
        'product.batchList.manage',
        'company.rootsApply.view',
      ]),
    );

    // A company's producer still has them all.
    const { owner } = await operableProducer(ctx);
    const producer = await callRoute(ctx.app, ROUTES.session.permissions, {}, { token: owner.token });
    expect(paths(producer.body.data.menus)).toEqual(expect.arrayContaining(OWN_COMPANY_PAGES));
    expect(producer.body.data.permissions).toEqual(expect.arrayContaining([...OWN_COMPANY_PERMISSIONS]));
  });

  it('answers the administrator 403 on a company’s own routes, in the request’s language', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    // The refusal comes before the body is read: empty and partial bodies are sent on purpose.
    const as = (route: RouteDefinition, payload?: unknown, language: 'en' | 'fr' = 'en') =>
      callRouteUnchecked(ctx.app, route, { body: payload }, { token: admin.token, language });
    expect((await as(ROUTES.partners.dealers.list)).status).toBe(403);
    expect((await as(ROUTES.partners.importers.list)).status).toBe(403);
    expect((await as(ROUTES.traceability.apply, { documents: [] })).status).toBe(403);
    expect((await as(ROUTES.batches.stockIn, {})).status).toBe(403);
    expect((await as(ROUTES.labelOrders.create, {})).status).toBe(403);

    // Creating a batch needs a company; the administrator keeps correcting companies' batches.
    const { owner, product } = await operableProducer(ctx);
    const refused = await as(
      ROUTES.batches.main.create,
      { batchNo: batchNo(), productId: product.id, productionDate: new Date().toISOString() },
      'fr',
    );
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(
      'Un compte de la plateforme ne peut pas le faire au nom d’une entreprise : connectez-vous avec le compte de l’entreprise',
    );
    const batch = await createBatch(ctx.app, owner.token, product.id, { batchNo: batchNo() });
    const edited = await callRoute(
      ctx.app,
      ROUTES.batches.main.update,
      {
        params: { id: batch.id },
        body: { batchNo: batch.batchNo, productId: product.id, productionDate: new Date().toISOString() },
      },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);

    // A company account without its company is still asked to register it first.
    const newcomer = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: null });
    const early = await callRoute(
      ctx.app,
      ROUTES.batches.main.create,
      { body: { batchNo: batchNo(), productId: product.id, productionDate: new Date().toISOString() } },
      { token: newcomer.token, language: 'en' },
    );
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(early.body.msg).toBe('Create your company information first');
  });
});

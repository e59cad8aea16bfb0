import { ROUTES, type RouteInput } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, createTestApp, rawCall, signedInUser, useTestApp } from './helpers';

/** The bird's-nest installation (the test default) beside an olive-oil one on the same database. */
const birdnest = useTestApp();
let olive: FastifyInstance;
beforeAll(async () => {
  olive = await createTestApp({ PLATFORM: 'gly' });
});
afterAll(async () => {
  await olive?.close();
});

let n = 0;
const unique = () => `${Date.now() % 1e8}_${n++}`;

/** The codes of the categories an installation offers whose code contains `code`. */
async function offered(
  app: FastifyInstance,
  token: string,
  code: string,
  query: RouteInput<typeof ROUTES.products.categories.list>['query'] = {},
) {
  const res = await callRoute(
    app,
    ROUTES.products.categories.list,
    { query: { pageSize: 100, keyword: code, ...query } },
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.data.list.map((category) => category.code);
}

describe('product categories belong to the platforms they apply to', () => {
  it("the bird's-nest platform offers its own and shared categories, not olive oil or ginseng", async () => {
    expect((await callRoute(birdnest.app, ROUTES.platform.getPlatform)).body.data).toBe('birdnest');
    expect((await callRoute(olive, ROUTES.platform.getPlatform)).body.data).toBe('gly');
    const producer = await signedInUser(birdnest.app, birdnest.db, { userType: 'producer' });
    const oliveProducer = await signedInUser(olive, birdnest.db, { userType: 'producer' });

    expect(await offered(birdnest.app, producer.token, 'birds_nest')).toEqual(
      expect.arrayContaining(['dried_birds_nest', 'instant_birds_nest']),
    );
    for (const code of ['olive_oil', 'ginseng', 'fresh_fruit', 'meat']) {
      expect(await offered(birdnest.app, producer.token, code)).not.toContain(code);
    }
    expect(await offered(olive, oliveProducer.token, 'olive_oil')).toEqual(['olive_oil']);
    expect(await offered(olive, oliveProducer.token, 'birds_nest')).toEqual([]);

    // The administrators' page can still show every platform's categories.
    const admin = await signedInUser(birdnest.app, birdnest.db, { userType: 'admin' });
    expect(await offered(birdnest.app, admin.token, 'olive_oil', { allPlatforms: 'true' })).toEqual([
      'olive_oil',
    ]);

    // Filing a subclass under another platform's category is refused in the caller's language.
    const [oliveOil] = (
      await callRoute(
        birdnest.app,
        ROUTES.products.categories.list,
        { query: { keyword: 'olive_oil', allPlatforms: 'true' } },
        { token: admin.token },
      )
    ).body.data.list;
    expect(oliveOil?.platforms).toEqual(['gly']);
    const refused = await callRoute(
      birdnest.app,
      ROUTES.products.subclasses.create,
      { body: { categoryId: oliveOil!.id, name: 'Extra virgin' } },
      { token: producer.token, language: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'categoryId', message: 'This product category is not offered on this platform' },
    ]);
    const accepted = await callRoute(
      olive,
      ROUTES.products.subclasses.create,
      { body: { categoryId: oliveOil!.id, name: 'Extra virgin' } },
      { token: oliveProducer.token },
    );
    expect(accepted.body.code).toBe('200');
  });

  it('an administrator says which platforms a category applies to', async () => {
    const admin = await signedInUser(birdnest.app, birdnest.db, { userType: 'admin' });
    const producer = await signedInUser(birdnest.app, birdnest.db, { userType: 'producer' });
    const oliveProducer = await signedInUser(olive, birdnest.db, { userType: 'producer' });
    const shared = `gift_${unique()}`;
    const oliveOnly = `tins_${unique()}`;
    const name = { cn: '礼盒', en: 'Gift boxes', fr: 'Coffrets' };

    const everywhere = await callRoute(
      birdnest.app,
      ROUTES.products.categories.create,
      { body: { code: shared, name } },
      { token: admin.token },
    );
    expect(everywhere.body.data.platforms).toBeNull();
    const chosen = await callRoute(
      birdnest.app,
      ROUTES.products.categories.create,
      { body: { code: oliveOnly, name, platforms: ['gly', 'gly'] } },
      { token: admin.token },
    );
    expect(chosen.body.data.platforms).toEqual(['gly']);
    expect(await offered(birdnest.app, producer.token, shared)).toEqual([shared]);
    expect(await offered(olive, oliveProducer.token, shared)).toEqual([shared]);
    expect(await offered(birdnest.app, producer.token, oliveOnly)).toEqual([]);
    expect(await offered(olive, oliveProducer.token, oliveOnly)).toEqual([oliveOnly]);

    // Adding the bird's-nest platform offers it there; a change that leaves platforms out keeps them.
    const widened = await callRoute(
      birdnest.app,
      ROUTES.products.categories.update,
      { params: { id: chosen.body.data.id }, body: { platforms: ['gly', 'birdnest'] } },
      { token: admin.token },
    );
    expect(widened.body.data.platforms).toEqual(['birdnest', 'gly']);
    const renamed = await callRoute(
      birdnest.app,
      ROUTES.products.categories.update,
      { params: { id: chosen.body.data.id }, body: { sort: 5 } },
      { token: admin.token },
    );
    expect(renamed.body.data.platforms).toEqual(['birdnest', 'gly']);
    // Fields left out of a change keep their values (no default creeps back in).
    const gated = await callRoute(
      birdnest.app,
      ROUTES.products.categories.update,
      { params: { id: chosen.body.data.id }, body: { certRequired: true, enabled: false } },
      { token: admin.token },
    );
    expect(gated.body.data).toMatchObject({ certRequired: true, enabled: false });
    const resorted = await callRoute(
      birdnest.app,
      ROUTES.products.categories.update,
      { params: { id: chosen.body.data.id }, body: { sort: 6 } },
      { token: admin.token },
    );
    expect(resorted.body.data).toMatchObject({ certRequired: true, enabled: false, sort: 6 });
    // A change that leaves every field out changes nothing and answers the category as it is.
    const unchanged = await callRoute(
      birdnest.app,
      ROUTES.products.categories.update,
      { params: { id: chosen.body.data.id }, body: {} },
      { token: admin.token },
    );
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.data).toMatchObject({ certRequired: true, enabled: false, sort: 6 });
    await callRoute(
      birdnest.app,
      ROUTES.products.categories.update,
      { params: { id: chosen.body.data.id }, body: { enabled: true } },
      { token: admin.token },
    );
    expect(await offered(birdnest.app, producer.token, oliveOnly)).toEqual([oliveOnly]);

    // None chosen offers it on every platform again.
    const cleared = await callRoute(
      birdnest.app,
      ROUTES.products.categories.update,
      { params: { id: chosen.body.data.id }, body: { platforms: [] } },
      { token: admin.token },
    );
    expect(cleared.body.data.platforms).toBeNull();

    // A platform the body's type does not know, sent on purpose.
    const unknown = await rawCall(birdnest.app, {
      method: 'POST',
      url: '/product-categories',
      payload: { code: `bad_${unique()}`, name, platforms: ['moon'] },
      token: admin.token,
      language: 'en',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.path).toBe('platforms.0');
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NAVIGATION, PLATFORM_KEYS, type PlatformKey, ROUTES } from '@trace/contracts';
import { PLATFORM_SEEDS } from '@trace/db/seed/platforms';
import { describe, expect, it } from 'vitest';
import { callRoute, createTestApp, signedInUser, useTestApp } from './helpers';

const seedOf = (key: PlatformKey) => PLATFORM_SEEDS.find((seed) => seed.key === key)!;
const WEB_PUBLIC = join(import.meta.dirname, '../../web/public');

/** One deployment per platform variant, over the same data: what each has is decided by its menus. */
const birdnest = useTestApp({ PLATFORM: 'birdnest' });
const xys = useTestApp({ PLATFORM: 'xys' });
const fruit = useTestApp({ PLATFORM: 'fruit' });

const menuPaths = (menus: { path: string | null; children: { path: string | null }[] }[]) =>
  menus.flatMap((menu) => menu.children.map((child) => child.path));

async function pagesOn(ctx: typeof birdnest, userType: 'producer' | 'admin') {
  const user = await signedInUser(ctx.app, ctx.db, { userType });
  const res = await callRoute(ctx.app, ROUTES.session.permissions, {}, { token: user.token });
  return { paths: menuPaths(res.body.data.menus), permissions: res.body.data.permissions, token: user.token };
}

describe('platform variants', () => {
  it('every variant starts with its names in three languages, its icon and logo, and its own pages', async () => {
    const variantPages = NAVIGATION.flatMap((group) => group.pages).filter((page) => page.platforms);
    for (const key of PLATFORM_KEYS) {
      const app = await createTestApp({ PLATFORM: key });
      try {
        const branding = (await callRoute(app, ROUTES.platform.currentPlatform)).body.data;
        expect(branding.key).toBe(key);
        for (const language of ['cn', 'en', 'fr'] as const) {
          expect(branding.systemName[language].length).toBeGreaterThan(0);
          expect(branding.pageTitle[language].length).toBeGreaterThan(0);
        }
        for (const file of [branding.icon, branding.logo]) {
          expect([seedOf(key).icon, seedOf(key).logo]).toContain(file);
          expect(existsSync(join(WEB_PUBLIC, file!)), `${file} is served by the web client`).toBe(true);
        }
        const admin = await signedInUser(app, birdnest.db, { userType: 'admin' });
        const menus = (await callRoute(app, ROUTES.session.permissions, {}, { token: admin.token })).body.data
          .menus;
        const paths = menuPaths(menus);
        for (const page of variantPages)
          expect(paths.includes(page.path), `${page.path} on ${key}`).toBe(page.platforms!.includes(key));
      } finally {
        await app.close();
      }
    }
  });

  it('each platform answers its own key and branding', async () => {
    for (const [ctx, key, en] of [
      [birdnest, 'birdnest', "Bird's Nest Traceability Platform"],
      [xys, 'xys', 'American Ginseng Traceability Platform'],
      [fruit, 'fruit', 'Tropical Fruit Traceability Platform'],
    ] as const) {
      expect((await callRoute(ctx.app, ROUTES.platform.getPlatform)).body.data).toBe(key);
      const branding = (await callRoute(ctx.app, ROUTES.platform.currentPlatform)).body.data;
      expect(branding).toMatchObject({
        key,
        systemName: { en },
        icon: seedOf(key).icon,
        logo: seedOf(key).logo,
      });
    }
  });

  it('variant-only pages and their permissions exist only on their platform, for companies and administrators', async () => {
    for (const userType of ['producer', 'admin'] as const) {
      const onBirdnest = await pagesOn(birdnest, userType);
      expect(onBirdnest.paths).toEqual(expect.arrayContaining(['/yanHouseList', '/birdProductMsgList']));
      expect(onBirdnest.paths).not.toContain('/ginsengInformation');
      expect(onBirdnest.permissions).toContain('product.yanHouseList.manage');
      expect(onBirdnest.permissions).not.toContain('product.ginsengInformation.view');
      expect(onBirdnest.permissions).not.toContain('product.ginsengInformation.manage');

      const onXys = await pagesOn(xys, userType);
      expect(onXys.paths).toContain('/ginsengInformation');
      expect(onXys.paths).not.toContain('/yanHouseList');
      expect(onXys.paths).not.toContain('/birdProductMsgList');
      expect(onXys.permissions).toContain('product.ginsengInformation.manage');
      expect(onXys.permissions).not.toContain('product.birdProductMsgList.view');

      const onFruit = await pagesOn(fruit, userType);
      for (const page of [
        '/yanHouseList',
        '/birdProductMsgList',
        '/ginsengInformation',
        '/statBirdHouseOutput',
      ])
        expect(onFruit.paths).not.toContain(page);
      // Pages every platform has stay.
      expect(onFruit.paths).toContain('/batchList');
      expect(onFruit.permissions).toContain('product.batchList.view');
    }
  });

  it("a variant's routes answer 403 on other platforms, to companies and administrators alike", async () => {
    for (const userType of ['producer', 'admin'] as const) {
      const onBirdnest = await pagesOn(birdnest, userType);
      const onXys = await pagesOn(xys, userType);
      const onFruit = await pagesOn(fruit, userType);
      const list = { query: { page: 1, pageSize: 10 } } as const;
      // The bird houses and bird's-nest sheets: there on birdnest, refused on xys and fruit.
      for (const route of [ROUTES.birdHouses.list, ROUTES.birdProductMsgs.list]) {
        expect((await callRoute(birdnest.app, route, list, { token: onBirdnest.token })).status).toBe(200);
        for (const [ctx, caller] of [
          [xys, onXys],
          [fruit, onFruit],
        ] as const)
          expect((await callRoute(ctx.app, route, list, { token: caller.token })).status).toBe(403);
      }
      // The ginseng farms: there on xys, refused on birdnest and fruit.
      expect((await callRoute(xys.app, ROUTES.ginseng.farms.list, list, { token: onXys.token })).status).toBe(
        200,
      );
      for (const [ctx, caller] of [
        [birdnest, onBirdnest],
        [fruit, onFruit],
      ] as const)
        expect(
          (await callRoute(ctx.app, ROUTES.ginseng.farms.list, list, { token: caller.token })).status,
        ).toBe(403);
    }
  });

  it("an administrator's review queues are the platform's: a variant's queues only where it has their pages", async () => {
    const queuesOn = async (ctx: typeof birdnest) => {
      const { token } = await pagesOn(ctx, 'admin');
      const board = (await callRoute(ctx.app, ROUTES.dashboard.read, {}, { token })).body.data;
      return board.kind === 'admin' ? board.pendingReviews.map((row) => row.queue) : [];
    };
    const onBirdnest = await queuesOn(birdnest);
    expect(onBirdnest).toEqual(expect.arrayContaining(['company', 'bird_house', 'bird_product_msg']));
    for (const ctx of [xys, fruit]) {
      const queues = await queuesOn(ctx);
      expect(queues).toContain('company');
      expect(queues).not.toContain('bird_house');
      expect(queues).not.toContain('bird_product_msg');
    }
  });
});

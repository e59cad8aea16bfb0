import { ROUTES, routeUrl } from '@trace/contracts';
import { readSheet } from '@trace/core';
import { scans } from '@trace/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, injectRoute, rawCall, signedInUser, useTestApp } from './helpers';
import { type Goods, IP, labelledGoods, scanRoute } from './scan-helpers';

const ctx = useTestApp();

type User = Awaited<ReturnType<typeof signedInUser>>;
let a: { owner: User; first: Goods; second: Goods };
let b: { owner: User; goods: Goods };
let admin: User;
const today = new Date().toISOString().slice(0, 10);

const open = (excode: string, ip: string) =>
  scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip });
const check = (label: { excode: string; pcode: string }, ip: string) =>
  scanRoute(
    ctx.app,
    ROUTES.scan.verify,
    { params: { excode: label.excode }, body: { pcode: label.pcode } },
    { ip },
  );

beforeAll(async () => {
  admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
  const ownerA = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  a = {
    owner: ownerA,
    first: await labelledGoods(ctx.db, { corpId: ownerA.corpId!, count: 2, productName: '=HYPERLINK("x")' }),
    second: await labelledGoods(ctx.db, { corpId: ownerA.corpId!, count: 1 }),
  };
  const ownerB = await signedInUser(ctx.app, ctx.db, { userType: 'importer' });
  b = { owner: ownerB, goods: await labelledGoods(ctx.db, { corpId: ownerB.corpId!, count: 1 }) };

  const [p1, p1b] = a.first.labels;
  await open(p1!.excode, IP.guangdong);
  await open(p1!.excode, IP.guangdong);
  await open(p1b!.excode, IP.guangdong);
  await open(p1b!.excode, IP.france);
  await check(p1!, IP.guangdong);
  await check(p1!, IP.france);
  await scanRoute(
    ctx.app,
    ROUTES.scan.verify,
    { params: { excode: p1b!.excode }, body: { pcode: '000000000000' } },
    { ip: IP.france },
  );
  const [p2] = a.second.labels;
  await open(p2!.excode, IP.zhejiang);
  await open(p2!.excode, IP.private);
  const [q] = b.goods.labels;
  for (let i = 0; i < 4; i++) await open(q!.excode, IP.france);
});

/** What the scans table holds for a company: openings and successful checks. */
async function recordedCounts(corpId: string) {
  const [opened] = await ctx.db
    .select({ n: count() })
    .from(scans)
    .where(and(eq(scans.corpId, corpId), eq(scans.kind, 'lookup')));
  const [checked] = await ctx.db
    .select({ n: count() })
    .from(scans)
    .where(
      and(eq(scans.corpId, corpId), eq(scans.kind, 'verify'), inArray(scans.result, ['genuine', 'repeat'])),
    );
  return { scans: opened!.n, verifications: checked!.n };
}

describe('scans per product (/getProduct)', () => {
  it('counts scans and checks per product, most scanned first; totals equal the recorded scans', async () => {
    const stats = (
      await callRoute(ctx.app, ROUTES.scanStats.products, {}, { token: a.owner.token, language: 'en' })
    ).body.data;
    expect(stats.list).toEqual([
      {
        productId: a.first.productId,
        productName: `${a.first.productName} Gold`,
        corpId: a.first.corpId,
        corpName: expect.any(String),
        scans: 4,
        verifications: 2,
      },
      {
        productId: a.second.productId,
        productName: `${a.second.productName} Gold`,
        corpId: a.first.corpId,
        corpName: expect.any(String),
        scans: 2,
        verifications: 0,
      },
    ]);
    expect(stats.total).toBe(2);
    expect(stats.totals).toEqual(await recordedCounts(a.owner.corpId!));
    expect(stats.totals).toEqual({ scans: 6, verifications: 2 });
    const byChecks = (
      await callRoute(
        ctx.app,
        ROUTES.scanStats.products,
        { query: { sortBy: 'verifications', sortOrder: 'asc' } },
        { token: a.owner.token, language: 'en' },
      )
    ).body.data;
    expect(byChecks.list.map((row) => row.productId)).toEqual([a.second.productId, a.first.productId]);
    const inFrance = (
      await callRoute(
        ctx.app,
        ROUTES.scanStats.products,
        { query: { region: 'FR' } },
        { token: a.owner.token, language: 'en' },
      )
    ).body.data;
    expect(inFrance.list.map((row) => [row.productId, row.scans, row.verifications])).toEqual([
      [a.first.productId, 1, 1],
    ]);
  });

  it('a company sees its own labels only; administrators see every company and may narrow to one', async () => {
    const seenByB = (
      await callRoute(ctx.app, ROUTES.scanStats.products, {}, { token: b.owner.token, language: 'en' })
    ).body.data;
    expect(seenByB.list.map((row) => row.productId)).toEqual([b.goods.productId]);
    expect(seenByB.totals).toEqual(await recordedCounts(b.owner.corpId!));
    const probing = (
      await callRoute(
        ctx.app,
        ROUTES.scanStats.products,
        { query: { corpId: a.owner.corpId! } },
        { token: b.owner.token, language: 'en' },
      )
    ).body.data;
    expect(probing).toMatchObject({ list: [], total: 0, totals: { scans: 0, verifications: 0 } });
    const byAdmin = (
      await callRoute(
        ctx.app,
        ROUTES.scanStats.products,
        { query: { corpId: a.owner.corpId! } },
        { token: admin.token, language: 'en' },
      )
    ).body.data;
    expect(byAdmin.totals).toEqual({ scans: 6, verifications: 2 });
    const everything = (
      await callRoute(
        ctx.app,
        ROUTES.scanStats.products,
        { query: { pageSize: '100' } },
        { token: admin.token, language: 'en' },
      )
    ).body.data;
    expect(everything.totals.scans).toBeGreaterThanOrEqual(10);
  });

  it('filters by days (UTC) and refuses a range that ends before it starts', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await callRoute(
          ctx.app,
          ROUTES.scanStats.products,
          { query: { from: today, to: today } },
          { token: a.owner.token, language: 'en' },
        )
      ).body.data.totals.scans,
    ).toBe(6);
    expect(
      (
        await callRoute(
          ctx.app,
          ROUTES.scanStats.products,
          { query: { from: tomorrow } },
          { token: a.owner.token, language: 'en' },
        )
      ).body.data.totals.scans,
    ).toBe(0);
    const bad = await callRoute(
      ctx.app,
      ROUTES.scanStats.products,
      { query: { from: tomorrow, to: today } },
      { token: a.owner.token, language: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'to', message: 'End Time Must be Greater Than Start Time' }]);
    for (const query of ['from=2026-13-01', 'pageSize=1000', 'region=france', 'corpId=1', 'sortOrder=up']) {
      // Values the query's type would not let through, on purpose.
      const res = await rawCall(ctx.app, {
        method: 'GET',
        url: `${routeUrl(ROUTES.scanStats.products)}?${query}`,
        token: a.owner.token,
      });
      expect(res.status, query).toBe(400);
    }
  });

  it('a daily series with every day present, for the charts', async () => {
    const daily = (
      await callRoute(ctx.app, ROUTES.scanStats.daily, {}, { token: a.owner.token, language: 'en' })
    ).body.data;
    expect(daily.list).toHaveLength(30);
    expect(daily.list.at(-1)).toEqual({ day: today, scans: 6, verifications: 2 });
    expect(daily.totals).toEqual({ scans: 6, verifications: 2 });
    const one = (
      await callRoute(
        ctx.app,
        ROUTES.scanStats.daily,
        { query: { from: today, to: today, productId: a.second.productId } },
        { token: a.owner.token, language: 'en' },
      )
    ).body.data;
    expect(one.list).toEqual([{ day: today, scans: 2, verifications: 0 }]);
    const tooLong = await callRoute(
      ctx.app,
      ROUTES.scanStats.daily,
      { query: { from: '2024-01-01', to: '2026-01-01' } },
      { token: a.owner.token, language: 'en' },
    );
    expect(tooLong.body.errors).toEqual([
      { path: 'to', message: 'The daily series covers at most 366 days' },
    ]);
  });

  it('exports as CSV and xlsx with formula-safe cells', async () => {
    const csv = await injectRoute(
      ctx.app,
      ROUTES.scanStats.exportProducts,
      { query: { format: 'csv' } },
      { token: a.owner.token, language: 'en' },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Product,Company,Scans,Code checks');
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\) Gold",.*,4,2$/);
    expect(lines).toHaveLength(3);
    const xlsx = await injectRoute(
      ctx.app,
      ROUTES.scanStats.exportProducts,
      {},
      { token: a.owner.token, language: 'cn' },
    );
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(xlsx.rawPayload, { maxRows: 100 });
    expect(sheet.header).toEqual(['产品', '企业', '扫码次数', '防伪查验次数']);
    expect(sheet.rows[0]!.cells[0]).toBe(`'=HYPERLINK("x") Gold`);
    expect(sheet.rows[0]!.cells.slice(2)).toEqual(['4', '2']);
  });
});

describe('scans per region (/getScanRegion)', () => {
  it('counts per region with names and shares; totals equal the recorded scans', async () => {
    const stats = (
      await callRoute(ctx.app, ROUTES.scanStats.regions, {}, { token: a.owner.token, language: 'en' })
    ).body.data;
    expect(stats.list.map((row) => [row.region, row.regionName, row.scans, row.verifications])).toEqual([
      ['CN-GD', 'Guangdong', 3, 1],
      ['CN-ZJ', 'Zhejiang', 1, 0],
      ['FR', 'France', 1, 1],
      ['unknown', 'Unknown region', 1, 0],
    ]);
    expect(stats.list.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1);
    expect(stats.totals).toEqual(await recordedCounts(a.owner.corpId!));
    const cn = (
      await callRoute(ctx.app, ROUTES.scanStats.regions, {}, { token: a.owner.token, language: 'cn' })
    ).body.data;
    expect(cn.list[0]!.regionName).toBe('广东');
    expect(cn.list.find((row) => row.region === 'FR')!.regionName).toBe('法国');
    const oneProduct = (
      await callRoute(
        ctx.app,
        ROUTES.scanStats.regions,
        { query: { productId: a.second.productId } },
        { token: a.owner.token, language: 'en' },
      )
    ).body.data;
    expect(oneProduct.list.map((row) => row.region)).toEqual(['CN-ZJ', 'unknown']);
  });

  it('keeps companies apart and exports', async () => {
    const seenByB = (
      await callRoute(ctx.app, ROUTES.scanStats.regions, {}, { token: b.owner.token, language: 'en' })
    ).body.data;
    expect(seenByB.list.map((row) => [row.region, row.scans])).toEqual([['FR', 4]]);
    const csv = await injectRoute(
      ctx.app,
      ROUTES.scanStats.exportRegions,
      { query: { format: 'csv' } },
      { token: b.owner.token, language: 'fr' },
    );
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['Région,Code de région,Scans,Part,Vérifications du code', 'France,FR,4,100.0%,0']);
  });
});

describe('filter options', () => {
  it('lists the products and regions with scans in the caller’s own data', async () => {
    const options = (
      await callRoute(ctx.app, ROUTES.scanStats.options, {}, { token: a.owner.token, language: 'en' })
    ).body.data;
    expect(options.products).toEqual([
      { value: a.first.productId, label: `${a.first.productName} Gold` },
      { value: a.second.productId, label: `${a.second.productName} Gold` },
    ]);
    expect(options.regions).toEqual(['CN-GD', expect.any(String), expect.any(String), expect.any(String)]);
    expect(options.regions.sort()).toEqual(['CN-GD', 'CN-ZJ', 'FR', 'unknown']);
    const forB = (
      await callRoute(ctx.app, ROUTES.scanStats.options, {}, { token: b.owner.token, language: 'en' })
    ).body.data;
    expect(forB).toEqual({
      products: [{ value: b.goods.productId, label: `${b.goods.productName} Gold` }],
      regions: ['FR'],
    });
  });
});

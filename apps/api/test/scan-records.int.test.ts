import { ROUTES, type RouteInput, ZScanRecord } from '@trace/contracts';
import { readSheet } from '@trace/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, injectRoute, signedInUser, useTestApp } from './helpers';
import { type Goods, IP, labelledGoods, randomExcode, scanRoute } from './scan-helpers';

const ctx = useTestApp();

type User = Awaited<ReturnType<typeof signedInUser>>;
let a: { owner: User; first: Goods; second: Goods };
let b: { owner: User; goods: Goods };
let admin: User;
const today = new Date().toISOString().slice(0, 10);
const FORMULA_AGENT = '=cmd|"/c calc"!A1';

beforeAll(async () => {
  admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
  const ownerA = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  a = {
    owner: ownerA,
    first: await labelledGoods(ctx.db, { corpId: ownerA.corpId!, count: 1 }),
    second: await labelledGoods(ctx.db, { corpId: ownerA.corpId!, count: 1 }),
  };
  const ownerB = await signedInUser(ctx.app, ctx.db, { userType: 'dealer' });
  b = { owner: ownerB, goods: await labelledGoods(ctx.db, { corpId: ownerB.corpId!, count: 1 }) };
  const first = a.first.labels[0]!;
  await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: first.excode } }, { ip: IP.guangdong });
  await scanRoute(
    ctx.app,
    ROUTES.scan.verify,
    { params: { excode: first.excode }, body: { pcode: first.pcode } },
    { ip: IP.guangdong },
  );
  await scanRoute(
    ctx.app,
    ROUTES.scan.lookup,
    { params: { excode: a.second.labels[0]!.excode } },
    { ip: IP.france, userAgent: FORMULA_AGENT },
  );
  await scanRoute(
    ctx.app,
    ROUTES.scan.lookup,
    { params: { excode: b.goods.labels[0]!.excode } },
    { ip: IP.zhejiang },
  );
});

const list = async (
  token: string,
  query: RouteInput<typeof ROUTES.scan.records>['query'] = {},
  language: 'cn' | 'en' | 'fr' = 'en',
) =>
  (await callRoute(ctx.app, ROUTES.scan.records, { query: { pageSize: 100, ...query } }, { token, language }))
    .body.data;

describe('scan records (/scanCodeMessage)', () => {
  it('lists a company’s scans newest first with product, batch, region and device', async () => {
    const page = await list(a.owner.token);
    // Exactly the fields of the contract: nothing undocumented (such as the row's raw time) leaks out.
    expect(Object.keys(page).sort()).toEqual(['list', 'page', 'pageSize', 'total', 'totalExact']);
    for (const record of page.list)
      expect(Object.keys(record).sort()).toEqual(Object.keys(ZScanRecord.shape).sort());
    expect(page.totalExact).toBe(true);
    expect(page.total).toBe(3);
    expect(page.list.map((r) => [r.kind, r.result, r.excode, r.region])).toEqual([
      ['lookup', 'valid', a.second.labels[0]!.excode, 'FR'],
      ['verify', 'genuine', a.first.labels[0]!.excode, 'CN-GD'],
      ['lookup', 'valid', a.first.labels[0]!.excode, 'CN-GD'],
    ]);
    expect(page.list[2]).toMatchObject({
      corpId: a.first.corpId,
      productId: a.first.productId,
      productName: `${a.first.productName} Gold`,
      batchNo: a.first.batchNo,
      regionName: 'Guangdong',
      ip: '120.24.78.*',
      device: 'iPhone · iOS 17.4 · WeChat',
      deviceType: 'mobile',
    });
  });

  it('keeps companies apart; administrators see every scan, unknown codes included', async () => {
    const seenByB = await list(b.owner.token);
    expect(seenByB.list.map((r) => r.excode)).toEqual([b.goods.labels[0]!.excode]);
    expect((await list(b.owner.token, { excode: a.first.labels[0]!.excode })).total).toBe(0);
    expect((await list(b.owner.token, { corpId: a.first.corpId })).total).toBe(0);
    const unknown = randomExcode();
    await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: unknown } }, { ip: IP.usa });
    expect((await list(a.owner.token, { excode: unknown })).total).toBe(0);
    const byAdmin = await list(admin.token, { excode: unknown });
    expect(byAdmin.list.map((r) => [r.result, r.corpId, r.regionName])).toEqual([
      ['unknown', null, 'United States'],
    ]);
  });

  it('filters by date, product, region, kind and outcome', async () => {
    expect((await list(a.owner.token, { productId: a.second.productId })).total).toBe(1);
    expect((await list(a.owner.token, { region: 'CN-GD' })).total).toBe(2);
    expect((await list(a.owner.token, { kind: 'verify', result: 'genuine' })).total).toBe(1);
    expect((await list(a.owner.token, { scannedFrom: today, scannedTo: today })).total).toBe(3);
    expect((await list(a.owner.token, { scannedTo: '2020-01-01' })).total).toBe(0);
    const bad = await callRoute(
      ctx.app,
      ROUTES.scan.records,
      { query: { scannedFrom: today, scannedTo: '2020-01-01', region: 'Guangdong', excode: '12' } },
      { token: a.owner.token, language: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.path).sort()).toEqual(['excode', 'region', 'scannedTo']);
  });

  it('exports the filtered records as CSV and xlsx, with cells that cannot run as formulas', async () => {
    const csv = await injectRoute(
      ctx.app,
      ROUTES.scan.exportRecords,
      { query: { format: 'csv', region: 'FR' } },
      { token: a.owner.token, language: 'en' },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('scan-records.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Kind,Outcome,Label code,Company,Product,Batch,Region,IP,Device,Device kind',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,Scan,Valid,${a.second.labels[0]!.excode},`);
    expect(lines[1]).toContain(`"'${FORMULA_AGENT.replace(/"/g, '""')}"`);

    const xlsx = await injectRoute(
      ctx.app,
      ROUTES.scan.exportRecords,
      {},
      { token: a.owner.token, language: 'fr' },
    );
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readSheet(xlsx.rawPayload, { maxRows: 100 });
    expect(sheet.header[0]).toBe('Heure (UTC)');
    expect(sheet.rows).toHaveLength(3);
    expect(sheet.rows[0]!.cells[9]).toBe(`'${FORMULA_AGENT}`);
    expect(sheet.rows.map((row) => row.cells[3])).not.toContain(b.goods.labels[0]!.excode);
  });
});

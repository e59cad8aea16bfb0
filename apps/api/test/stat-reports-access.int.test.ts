import { randomUUID } from 'node:crypto';
import { ROUTES, regionName, statReportPermission } from '@trace/contracts';
import { readSheet } from '@trace/core';
import {
  batches,
  certApplications,
  customsInfos,
  labelCounts,
  labelOrders,
  labels,
  productCategories,
  products,
  shipmentLabels,
  shipments,
} from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, createTestApp, injectRoute, login, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();
type User = Awaited<ReturnType<typeof signedInUser>>;

const short = () => randomUUID().replace(/-/g, '').slice(0, 12);
const now = new Date();
const thisMonth = now.toISOString().slice(0, 7);
let categoryId: string;

async function productOf(corpId: string, name = `Nest ${short()}`) {
  const [product] = await ctx.db
    .insert(products)
    .values({ corpId, categoryId, productName: name })
    .returning({ id: products.id });
  return product!.id;
}

async function order(
  corpId: string,
  productId: string,
  values: Partial<typeof labelOrders.$inferInsert> = {},
) {
  await ctx.db.insert(labelOrders).values({
    orderNo: `TO${short()}`,
    corpId,
    productId,
    sheetType: 'big',
    count: 100,
    status: 'passed',
    ...values,
  });
}

const labelOrderTable = (user: User, query: Record<string, string | number> = {}, language = 'en' as const) =>
  callRoute(ctx.app, ROUTES.statReports.labelOrder.table, { query }, { token: user.token, language });

let admin: User;
let a: User;
let b: User;
let printer: User;
let productA: string;
let productB: string;

beforeAll(async () => {
  const [category] = await ctx.db
    .insert(productCategories)
    .values({ code: `stat-acc-${short()}`, name: { cn: '燕窝', en: "Bird's nest", fr: "Nid d'hirondelle" } })
    .returning();
  categoryId = category!.id;
  admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
  a = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  b = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  printer = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
  productA = await productOf(a.corpId!, 'Golden nest');
  productB = await productOf(b.corpId!);
  await order(a.corpId!, productA, {
    count: 300,
    status: 'delivered',
    printingFactoryId: printer.printingFactoryId,
  });
  await order(a.corpId!, productA, { count: 50, status: 'to_be_reviewed' });
  await order(b.corpId!, productB, {
    count: 70,
    status: 'paid',
    printingFactoryId: printer.printingFactoryId,
  });
  await order(b.corpId!, productB, { count: 20, status: 'failed' });
});

describe('tenancy', () => {
  it('a company sees its own rows only; naming another company gives nothing', async () => {
    const own = (await labelOrderTable(a)).body.data;
    expect(own.list).toEqual([
      {
        month: thisMonth,
        keys: {
          company: { id: a.corpId, name: expect.any(String) },
          product: { id: productA, name: 'Golden nest' },
          printer: { id: printer.printingFactoryId, name: expect.stringMatching(/^Printer /) },
        },
        figures: { orders: 1, labels: 300, approved: 300, delivered: 300, overdue: 0 },
      },
      {
        month: thisMonth,
        keys: {
          company: { id: a.corpId, name: expect.any(String) },
          product: { id: productA, name: 'Golden nest' },
          printer: { id: null, name: 'Not assigned' },
        },
        figures: { orders: 1, labels: 50, approved: 0, delivered: 0, overdue: 0 },
      },
    ]);
    expect(own.totals).toEqual({ orders: 2, labels: 350, approved: 300, delivered: 300, overdue: 0 });
    const pastTheEnd = (await labelOrderTable(a, { page: 3, pageSize: 1 })).body.data;
    expect(pastTheEnd).toMatchObject({ list: [], total: 2, totals: own.totals });
    const other = (await labelOrderTable(a, { corpId: b.corpId! })).body;
    expect(other.code).toBe('200');
    expect(other.data.list).toEqual([]);
    expect(other.data.total).toBe(0);
  });

  it('a certification body sees its clients only, and so does its auditor', async () => {
    const body = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
    const auditor = await signedInUser(ctx.app, ctx.db, {
      userType: 'auditor',
      permissions: [statReportPermission('labelOrder')],
    });
    for (const certBodyId of [body.certBodyId!, auditor.certBodyId!])
      await ctx.db.insert(certApplications).values({
        applicationNo: `APP-${short()}`,
        corpId: b.corpId!,
        certBodyId,
        scheme: 'haccp',
        moduleIds: [],
        status: 'contracted',
      });
    for (const user of [body, auditor]) {
      const seen = (await labelOrderTable(user)).body.data;
      expect(seen.list.map((row) => row.keys.company!.id)).toEqual([b.corpId, b.corpId]);
      expect(seen.totals).toEqual({ orders: 2, labels: 90, approved: 70, delivered: 0, overdue: 0 });
      expect((await labelOrderTable(user, { corpId: a.corpId! })).body.data.total).toBe(0);
    }
  });

  it('a printing factory sees the orders it prints and no other report', async () => {
    const seen = (await labelOrderTable(printer)).body.data;
    expect(seen.list.map((row) => [row.keys.company!.id, row.figures.labels])).toEqual([
      [a.corpId, 300],
      [b.corpId, 70],
    ]);
    const usage = await callRoute(ctx.app, ROUTES.statReports.labelUsage.table, {}, { token: printer.token });
    expect(usage.status).toBe(403);
  });

  it('the administrator sees every company; anonymous callers and callers without the page are refused', async () => {
    for (const user of [a, b]) {
      const asAdmin = (await labelOrderTable(admin, { corpId: user.corpId! })).body.data;
      const asOwner = (await labelOrderTable(user)).body.data;
      expect(asAdmin).toEqual(asOwner);
    }
    expect((await callRoute(ctx.app, ROUTES.statReports.labelOrder.table, {})).status).toBe(401);
    expect((await callRoute(ctx.app, ROUTES.statReports.labelOrder.charts, {})).status).toBe(401);
    const producerOnImports = await callRoute(
      ctx.app,
      ROUTES.statReports.foreignExport.table,
      {},
      { token: a.token },
    );
    expect(producerOnImports.status).toBe(403);
  });
});

describe('platform variants', () => {
  it('the bird-house output exists on the bird-nest platform only', async () => {
    const owner = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      permissions: [statReportPermission('birdHouseOutput')],
    });
    const here = await callRoute(
      ctx.app,
      ROUTES.statReports.birdHouseOutput.table,
      {},
      { token: owner.token },
    );
    expect(here.status).toBe(200);
    const olive = await createTestApp({ PLATFORM: 'gly' });
    try {
      // Sessions are kept per app instance: sign in to this one.
      const { token } = await login(olive, owner.account, owner.password);
      // A page the platform does not have: its permission is held by nobody there.
      const elsewhere = await callRoute(olive, ROUTES.statReports.birdHouseOutput.charts, {}, { token });
      expect(elsewhere.status).toBe(403);
      const orders = await login(olive, a.account, a.password);
      const usage = await callRoute(olive, ROUTES.statReports.labelOrder.table, {}, { token: orders.token });
      expect(usage.status).toBe(200);
    } finally {
      await olive.close();
    }
  });
});

describe('refused input', () => {
  it('a filter the report does not accept, an unknown sort, a reversed or too long range, a bad country', async () => {
    const refused = async (
      route: (typeof ROUTES.statReports)[keyof typeof ROUTES.statReports]['table'],
      query: Record<string, string>,
      message: string,
      language: 'en' | 'cn' = 'en',
    ) => {
      const answer = await callRoute(ctx.app, route, { query }, { token: admin.token, language });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.msg).toContain(message);
    };
    const r = ROUTES.statReports;
    await refused(r.labelUsage.table, { country: 'FR' }, 'cannot be filtered');
    await refused(r.labelUsage.table, { port: 'SZ' }, '不支持此筛选条件', 'cn');
    await refused(r.importer.table, { productId: productA }, 'cannot be filtered');
    await refused(r.labelOrder.table, { sortBy: 'weight' }, 'sorted by month or by a figure');
    await refused(r.labelOrder.table, { sortBy: 'nothing' }, 'sorted by month or by a figure');
    await refused(r.foreignExport.table, { country: 'fr' }, 'two-letter ISO code');
    await refused(r.labelOrder.table, { from: '2025-03-02', to: '2025-03-01' }, '');
    await refused(r.labelOrder.table, { from: '2015-01-01', to: '2025-03-01' }, 'at most 60 months');
    await refused(r.labelOrder.table, { from: '2015-01-01' }, 'at most 60 months');
    const charts = await callRoute(
      ctx.app,
      r.labelUsage.charts,
      { query: { country: 'FR' } },
      { token: admin.token, language: 'fr' },
    );
    expect(charts.status).toBe(400);
    expect(charts.body.msg).toContain('ne peut pas être filtré');
  });
});

describe('dates', () => {
  let c: User;
  let productC: string;
  beforeAll(async () => {
    c = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    productC = await productOf(c.corpId!);
    await order(c.corpId!, productC, { count: 1, createdAt: new Date('2025-03-31T23:59:59Z') });
    await order(c.corpId!, productC, { count: 2, createdAt: new Date('2025-04-01T00:00:00Z') });
    const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1));
    await order(c.corpId!, productC, { count: 4, createdAt: yearAgo });
    await order(c.corpId!, productC, { count: 8 });
  });

  it('from and to are UTC days, both included', async () => {
    const labelsOf = async (query: Record<string, string>) =>
      (await labelOrderTable(c, query)).body.data.totals.labels;
    expect(await labelsOf({ from: '2025-03-31', to: '2025-03-31' })).toBe(1);
    expect(await labelsOf({ from: '2025-04-01', to: '2025-04-01' })).toBe(2);
    expect(await labelsOf({ from: '2025-03-31', to: '2025-04-01' })).toBe(3);
    const sortedByMonth = (
      await labelOrderTable(c, { from: '2025-03-01', to: '2025-04-30', sortBy: 'month', sortOrder: 'asc' })
    ).body.data.list;
    expect(sortedByMonth.map((row) => [row.month, row.figures.labels])).toEqual([
      ['2025-03', 1],
      ['2025-04', 2],
    ]);
  });

  it('without dates a report covers the last 12 months, this one included', async () => {
    const table = (await labelOrderTable(c)).body.data;
    expect(table.totals.labels).toBe(8);
    const charts = (await callRoute(ctx.app, ROUTES.statReports.labelOrder.charts, {}, { token: c.token }))
      .body.data;
    expect(charts.months).toHaveLength(12);
    expect(charts.months.at(-1)).toEqual({ month: thisMonth, figures: table.totals });
    expect(
      charts.months[0]!.month >
        new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1)).toISOString().slice(0, 7),
    ).toBe(true);
  });
});

describe('names, breakdowns and exports', () => {
  let overseas: { id: string; name: string };
  let importer: User;
  beforeAll(async () => {
    overseas = await createCompany(ctx.db, { kind: 'overseas_producer', countryId: 'MY' });
    importer = await signedInUser(ctx.app, ctx.db, {
      userType: 'importer',
      permissions: [statReportPermission('foreignExport')],
    });
    const product = await productOf(overseas.id);
    for (let i = 0; i < 12; i++) {
      const [batch] = await ctx.db
        .insert(batches)
        .values({ batchNo: `EB${short()}`, corpId: overseas.id, productId: product })
        .returning({ id: batches.id });
      if (i === 0)
        await ctx.db.insert(customsInfos).values({
          corpId: overseas.id,
          batchId: batch!.id,
          productId: product,
          name: 'Customs',
          port: `ZZ${short()}`,
          portName: 'Harbour of tests',
          importTime: now,
          importCorpId: importer.corpId,
          importCorpName: 'Importer',
        });
      // Twelve receivers, so the breakdown by importer has an "others" item.
      const receiver = i === 0 ? importer.corpId! : (await createCompany(ctx.db, { kind: 'importer' })).id;
      await ctx.db.insert(shipments).values({
        shipmentNo: `ES${short()}`,
        senderCorpId: overseas.id,
        receiverCorpId: receiver,
        batchId: batch!.id,
        labelCount: 10 + i,
        totalWeight: `${i + 1}.12345`,
        carrier: 'DHL',
        shippingDate: now,
      });
    }
  });

  it('names ports, countries and companies in the request language; breakdowns keep the top ten and sum the rest', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const table = (
      await callRoute(
        ctx.app,
        ROUTES.statReports.foreignExport.table,
        { query: { corpId: overseas.id, pageSize: 100 } },
        { token: admin.token, language: 'fr' },
      )
    ).body.data;
    expect(table.total).toBe(12);
    expect(table.totals).toEqual({ shipments: 12, labels: 10 * 12 + 66, weight: 0.0794814 });
    const withPort = table.list.find((row) => row.keys.port!.id !== null)!;
    expect(withPort.keys.port!.name).toBe('Harbour of tests');
    expect(withPort.keys.country).toEqual({ id: 'MY', name: regionName('MY', 'fr') });
    expect(withPort.keys.company).toEqual({ id: overseas.id, name: overseas.name });
    expect(
      table.list
        .filter((row) => row.keys.port!.id === null)
        .every((row) => row.keys.port!.name === 'Inconnu'),
    ).toBe(true);
    const charts = (
      await callRoute(
        ctx.app,
        ROUTES.statReports.foreignExport.charts,
        { query: { corpId: overseas.id } },
        { token: admin.token, language: 'en' },
      )
    ).body.data;
    const byImporter = charts.breakdowns.find((breakdown) => breakdown.dimension === 'importer')!;
    expect(byImporter.items).toHaveLength(11);
    const topWeights = byImporter.items.slice(0, 10).map((item) => item.figures.weight!);
    expect(topWeights).toEqual([...topWeights].sort((x, y) => y - x));
    expect(Math.min(...topWeights)).toBe(0.00312345);
    expect(byImporter.items[10]!.key).toEqual({ id: null, name: 'Others' });
    expect(byImporter.items[10]!.figures).toEqual({ shipments: 2, labels: 21, weight: 0.0032469 });
    // The importer sees the shipments it received, not the others.
    const mine = (
      await callRoute(ctx.app, ROUTES.statReports.foreignExport.table, {}, { token: importer.token })
    ).body.data;
    expect(mine.totals).toEqual({ shipments: 1, labels: 10, weight: 0.00112345 });
  });

  it('filters a shipment without a batch by the products of its labels', async () => {
    const [product, other] = [await productOf(overseas.id), await productOf(overseas.id)];
    const excode = `7${String(Date.now()).slice(-9)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await ctx.db
      .insert(labels)
      .values({ excode, pcode: short(), corpId: overseas.id, productId: product, status: 'bound' });
    const [loose] = await ctx.db
      .insert(shipments)
      .values({
        shipmentNo: `EL${short()}`,
        senderCorpId: overseas.id,
        receiverCorpId: importer.corpId!,
        labelCount: 1,
        totalWeight: '0.5',
        carrier: 'DHL',
        shippingDate: now,
      })
      .returning({ id: shipments.id });
    await ctx.db.insert(shipmentLabels).values({ shipmentId: loose!.id, excode });
    const shipped = async (productId: string) =>
      (
        await callRoute(
          ctx.app,
          ROUTES.statReports.foreignExport.table,
          { query: { corpId: overseas.id, productId } },
          { token: importer.token },
        )
      ).body.data.totals;
    expect(await shipped(product)).toEqual({ shipments: 1, labels: 1, weight: 0.0005 });
    expect(await shipped(other)).toEqual({ shipments: 0, labels: 0, weight: 0 });
  });

  it('exports the same rows as the table, with localized headers and country codes', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const query = { corpId: overseas.id };
    const table = (
      await callRoute(
        ctx.app,
        ROUTES.statReports.foreignExport.table,
        { query: { ...query, pageSize: 100 } },
        { token: admin.token, language: 'en' },
      )
    ).body.data;
    const xlsx = await injectRoute(
      ctx.app,
      ROUTES.statReports.foreignExport.export,
      { query },
      { token: admin.token, language: 'en' },
    );
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readSheet(xlsx.rawPayload, { maxRows: 1000 });
    expect(sheet.header).toEqual([
      'Month',
      'Company',
      'Country',
      'Country code',
      'Importer',
      'Port',
      'Shipments',
      'Labels',
      'Weight',
    ]);
    expect(sheet.rows.map((row) => row.cells)).toEqual(
      table.list.map((row) => [
        row.month,
        row.keys.company!.name,
        row.keys.country!.name,
        row.keys.country!.id,
        row.keys.importer!.name,
        row.keys.port!.name,
        String(row.figures.shipments),
        String(row.figures.labels),
        String(row.figures.weight),
      ]),
    );
    const csv = await injectRoute(
      ctx.app,
      ROUTES.statReports.labelOrder.export,
      { query: { format: 'csv' } },
      { token: a.token, language: 'cn' },
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('月份,企业,产品,印刷厂,订单数,标签数,审核通过数,已交付数,逾期订单数');
    expect(lines).toHaveLength(3);
  });
});

describe('label counts kept by triggers', () => {
  it('equal a count of the labels per company, product and state after inserts, updates and deletes', async () => {
    const corp = (await createCompany(ctx.db)).id;
    const productIds = [await productOf(corp), await productOf(corp)];
    const statuses = ['assigned', 'bound', 'activated', 'invalid'];
    const codes: string[] = [];
    let next = BigInt(`8${String(Date.now()).slice(-10)}00000`);
    const step = fc.oneof(
      fc.record({
        op: fc.constant('insert' as const),
        n: fc.integer({ min: 1, max: 5 }),
        product: fc.integer({ min: 0, max: 2 }),
        status: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({
        op: fc.constant('update' as const),
        status: fc.integer({ min: 0, max: 3 }),
        product: fc.integer({ min: 0, max: 2 }),
        every: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ op: fc.constant('delete' as const), every: fc.integer({ min: 1, max: 3 }) }),
    );
    const counted = async () => [
      ...(await ctx.db.execute<{ product_id: string | null; status: string; count: number }>(
        sql`select product_id, status, count(*)::int as count from labels where corp_id = ${corp} group by product_id, status`,
      )),
    ];
    const kept = async () => [
      ...(await ctx.db.execute<{ product_id: string | null; status: string; count: number }>(
        sql`select product_id, status, count::int as count from ${labelCounts} where corp_id = ${corp} and count <> 0`,
      )),
    ];
    const key = (row: { product_id: string | null; status: string; count: number }) =>
      `${row.product_id}|${row.status}|${row.count}`;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const s of steps) {
          const productId = s.op === 'delete' ? null : (productIds[s.product] ?? null);
          if (s.op === 'insert') {
            const rows = Array.from({ length: s.n }, () => {
              next += 1n;
              codes.push(String(next));
              return {
                excode: String(next),
                pcode: short(),
                corpId: corp,
                productId,
                status: statuses[s.status]!,
              };
            });
            await ctx.db.insert(labels).values(rows);
          } else if (s.op === 'update') {
            const chosen = codes.filter((_, i) => i % s.every === 0);
            if (chosen.length)
              await ctx.db.execute(
                sql`update labels set status = ${statuses[s.status]!}, product_id = ${productId} where excode in ${chosen}`,
              );
          } else {
            const chosen = codes.filter((_, i) => i % s.every === 0);
            if (chosen.length) await ctx.db.execute(sql`delete from labels where excode in ${chosen}`);
            for (const code of chosen) codes.splice(codes.indexOf(code), 1);
          }
        }
        expect((await kept()).map(key).sort()).toEqual((await counted()).map(key).sort());
      }),
      { numRuns: 10 },
    );
    expect(codes.length >= 0).toBe(true);
  });
});

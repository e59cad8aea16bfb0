import { ROUTES, type RouteInput, SCAN_ALERT_DEFAULTS, type ScanAlertSettingsBody } from '@trace/contracts';
import { labelAlerts, ROWS_PER_INSERT } from '@trace/db';
import { foldScans, raiseAlerts } from '@trace/db/scan-alerts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, callRoute, rawCall, signedInUser, useTestApp } from './helpers';
import { IP, labelledGoods, scanRoute } from './scan-helpers';

const ctx = useTestApp();

type Admin = Awaited<ReturnType<typeof signedInUser>>;
let admin: Admin;

async function settings(body: Partial<ScanAlertSettingsBody>) {
  const res = await callRoute(
    ctx.app,
    ROUTES.scan.updateAlertSettings,
    { body: { ...SCAN_ALERT_DEFAULTS, ...body } },
    { token: admin.token },
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The goods and a signed-in user of their company. */
async function companyGoods(count = 1) {
  const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  const goods = await labelledGoods(ctx.db, { corpId: owner.corpId!, count });
  return { owner, goods };
}

async function inbox(token: string) {
  const res = await callRoute(ctx.app, ROUTES.notifications.query, {}, { token, language: 'en' });
  return res.body.data.data.map((message) => message.title);
}

/** The label's alerts once the worker's fold has checked the scans made so far. */
async function alertsOf(excode: string) {
  await foldScans(ctx.db);
  return ctx.db.select().from(labelAlerts).where(eq(labelAlerts.excode, excode));
}

beforeAll(async () => {
  admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
});
afterAll(async () => {
  if (admin) await settings({});
});

describe('counterfeit alert rules', () => {
  it('a label checked more than N times: one alert, one notice to its company, N configurable', async () => {
    await settings({ verifyLimit: 2 });
    const { owner, goods } = await companyGoods();
    const { excode, pcode } = goods.labels[0]!;
    const check = () =>
      scanRoute(ctx.app, ROUTES.scan.verify, { params: { excode }, body: { pcode } }, { ip: IP.guangdong });
    await check();
    await check();
    expect(await alertsOf(excode)).toHaveLength(0);
    await check();
    await check();
    await check();
    const raised = await alertsOf(excode);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      rule: 'verify_count',
      corpId: goods.corpId,
      detail: { count: 3, limit: 2 },
    });
    const titles = (await inbox(owner.token)).filter((title) => title.includes(excode));
    expect(titles).toEqual([
      expect.stringContaining(`Label alert: ${excode} has been checked 3 times (limit 2)`),
    ]);
  });

  it('scanned in several regions within the window: fires at the configured count, once', async () => {
    await settings({ regionLimit: 3, regionWindowHours: 24 });
    const { owner, goods } = await companyGoods();
    const { excode } = goods.labels[0]!;
    for (const ip of [IP.guangdong, IP.guangdong, IP.zhejiang, IP.private])
      await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip });
    expect(await alertsOf(excode)).toHaveLength(0);
    await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip: IP.france });
    await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip: IP.usa });
    const raised = await alertsOf(excode);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      rule: 'multi_region',
      detail: { regions: ['CN-GD', 'CN-ZJ', 'FR'], hours: 24, limit: 3 },
    });
    expect((await inbox(owner.token)).filter((title) => title.includes(excode))).toHaveLength(1);
    const listed = await callRoute(
      ctx.app,
      ROUTES.scan.alerts,
      { query: { excode } },
      { token: owner.token, language: 'en' },
    );
    expect(listed.body.data.list).toEqual([
      expect.objectContaining({
        excode,
        rule: 'multi_region',
        productName: `${goods.productName} Gold`,
        batchNo: goods.batchNo,
        summary: 'Scanned in 3 regions within 24 hours: Guangdong, Zhejiang, France',
      }),
    ]);
  });

  it('folded together, the openings raise one alert, at the opening that reached the limit', async () => {
    await settings({ regionLimit: 3, regionWindowHours: 24 });
    const { goods } = await companyGoods();
    const { excode } = goods.labels[0]!;
    const answers = [];
    for (const ip of [IP.guangdong, IP.guangdong, IP.france, IP.usa, IP.zhejiang])
      answers.push(await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip }));
    const raised = await alertsOf(excode);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      rule: 'multi_region',
      scanId: Number(answers[3]!.body.data.scanId),
      detail: { regions: ['CN-GD', 'FR', 'US'], limit: 3, hours: 24 },
    });
  });

  it("one fold raising alerts for several companies' labels sends each company the notices of its own labels", async () => {
    await settings({ regionLimit: 2, regionWindowHours: 24 });
    const first = await companyGoods(2);
    const second = await companyGoods(1);
    const labels = [
      ...first.goods.labels.map((label) => ({ ...label, owner: first.owner })),
      ...second.goods.labels.map((label) => ({ ...label, owner: second.owner })),
    ];
    for (const { excode } of labels)
      for (const ip of [IP.guangdong, IP.france, IP.usa])
        await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip });
    await foldScans(ctx.db);
    for (const { excode, owner } of labels) {
      const raised = await ctx.db.select().from(labelAlerts).where(eq(labelAlerts.excode, excode));
      expect(raised.map((alert) => alert.rule)).toEqual(['multi_region']);
      expect(raised[0]).toMatchObject({ corpId: owner.corpId, detail: { regions: ['CN-GD', 'FR'] } });
    }
    const inboxOf = async (owner: Admin) =>
      (await inbox(owner.token)).filter((title) => labels.some((label) => title.includes(label.excode)));
    const [firstTitles, secondTitles] = [await inboxOf(first.owner), await inboxOf(second.owner)];
    expect(firstTitles).toHaveLength(2);
    for (const { excode } of first.goods.labels)
      expect(firstTitles.filter((title) => title.includes(excode))).toHaveLength(1);
    expect(secondTitles).toEqual([expect.stringContaining(second.goods.labels[0]!.excode)]);
  });

  it('more alerts at once than one statement takes: each recorded and noticed once, none twice', async () => {
    const { goods } = await companyGoods(ROWS_PER_INSERT + 200);
    const findings = goods.labels.map(({ excode }) => ({
      excode,
      corpId: goods.corpId,
      productId: goods.productId,
      batchId: null,
      rule: 'verify_count' as const,
      detail: { count: 9, limit: 8 },
      scanId: null,
    }));
    // The first label's finding twice: still one alert.
    const raised = await raiseAlerts(ctx.db, [findings[0]!, ...findings]);
    expect(raised).toHaveLength(goods.labels.length);
    expect(await raiseAlerts(ctx.db, findings)).toEqual([]);
    const [counted] = await ctx.db.execute<{ alerts: number; notices: number; distinct: number }>(sql`
      select
        (select count(*)::int from label_alerts where corp_id = ${goods.corpId}) as alerts,
        (select count(*)::int from message_targets where corp_id = ${goods.corpId}) as notices,
        (select count(distinct m.params->>'excode')::int from message_targets t
          join messages m on m.id = t.message_id where t.corp_id = ${goods.corpId}) as distinct`);
    expect(counted).toEqual({
      alerts: goods.labels.length,
      notices: goods.labels.length,
      distinct: goods.labels.length,
    });
  });

  it('scanned outside the regions its company serves (a country covers its provinces)', async () => {
    await settings({ regionLimit: 3, regionWindowHours: 24 });
    const { owner, goods } = await companyGoods(2);
    const served = await callRoute(
      ctx.app,
      ROUTES.scan.setServedRegions,
      { params: { corpId: goods.corpId }, body: { regions: ['fr', 'CN-GD', 'FR'] } },
      { token: admin.token },
    );
    expect(served.body.data?.regions).toEqual(['CN-GD', 'FR']);
    const [inside, outside] = goods.labels;
    for (const ip of [IP.guangdong, IP.france, IP.private])
      await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: inside!.excode } }, { ip });
    expect(await alertsOf(inside!.excode)).toHaveLength(0);
    await scanRoute(
      ctx.app,
      ROUTES.scan.lookup,
      { params: { excode: outside!.excode } },
      { ip: IP.zhejiang },
    );
    await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: outside!.excode } }, { ip: IP.jiangsu });
    const raised = await alertsOf(outside!.excode);
    expect(raised.map((a) => [a.rule, a.detail])).toEqual([
      ['outside_region', { region: 'CN-ZJ', served: ['CN-GD', 'FR'] }],
    ]);
    expect((await inbox(owner.token)).filter((t) => t.includes(outside!.excode))).toEqual([
      expect.stringContaining('was scanned outside the regions served: CN-ZJ'),
    ]);

    await callRoute(
      ctx.app,
      ROUTES.scan.setServedRegions,
      { params: { corpId: goods.corpId }, body: { regions: ['CN'] } },
      { token: admin.token },
    );
    const third = (await labelledGoods(ctx.db, { corpId: goods.corpId, count: 1 })).labels[0]!;
    await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: third.excode } }, { ip: IP.zhejiang });
    expect(await alertsOf(third.excode)).toHaveLength(0);
    await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: third.excode } }, { ip: IP.usa });
    expect((await alertsOf(third.excode)).map((a) => a.rule)).toEqual(['outside_region']);
  });

  it('a switched-off rule raises nothing; switching it on applies to the next scans', async () => {
    await settings({ regionRuleEnabled: false, regionLimit: 2 });
    const { goods } = await companyGoods();
    const { excode } = goods.labels[0]!;
    await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip: IP.guangdong });
    await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip: IP.france });
    expect(await alertsOf(excode)).toHaveLength(0);
    await settings({ regionRuleEnabled: true, regionLimit: 2 });
    await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip: IP.guangdong });
    expect((await alertsOf(excode)).map((a) => a.rule)).toEqual(['multi_region']);
    await settings({});
  });
});

describe('alert settings (administrators)', () => {
  it('are read by companies, changed by administrators only, validated and audited', async () => {
    const { owner } = await companyGoods();
    const read = await callRoute(ctx.app, ROUTES.scan.alertSettings, {}, { token: owner.token });
    expect(read.body.data.actions).toEqual([]);
    const refused = await callRoute(
      ctx.app,
      ROUTES.scan.updateAlertSettings,
      { body: SCAN_ALERT_DEFAULTS },
      { token: owner.token },
    );
    expect(refused.status).toBe(403);
    const bad = await callRoute(
      ctx.app,
      ROUTES.scan.updateAlertSettings,
      { body: { ...SCAN_ALERT_DEFAULTS, verifyLimit: 0, regionLimit: 1, regionWindowHours: 1.5 } },
      { token: admin.token, language: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'verifyLimit', message: 'The check limit must be between 1 and 100,000' },
      { path: 'regionLimit', message: 'The number of regions must be between 2 and 100' },
      { path: 'regionWindowHours', message: 'Enter a whole number' },
    ]);
    const saved = await settings({ verifyLimit: 7 });
    expect(saved).toMatchObject({ verifyLimit: 7, actions: ['edit'] });
    const trail = await auditTrail(ctx.db, 'scan_alert_settings', '1');
    expect(trail.at(-1)).toMatchObject({
      action: 'update',
      after: expect.objectContaining({ verifyLimit: 7 }),
    });
    await settings({});
  });

  it('served regions: codes checked, unknown companies 404, an empty list removes them', async () => {
    const { goods } = await companyGoods();
    const served = { params: { corpId: goods.corpId } };
    const bad = await callRoute(
      ctx.app,
      ROUTES.scan.setServedRegions,
      { ...served, body: { regions: ['China'] } },
      { token: admin.token, language: 'en' },
    );
    expect(bad.body.errors).toEqual([
      { path: 'regions.0', message: 'Region codes look like CN, FR or CN-GD' },
    ]);
    const missing = await callRoute(
      ctx.app,
      ROUTES.scan.setServedRegions,
      { params: { corpId: '00000000-0000-4000-8000-000000000000' }, body: { regions: ['CN'] } },
      { token: admin.token },
    );
    expect(missing.status).toBe(404);
    await callRoute(
      ctx.app,
      ROUTES.scan.setServedRegions,
      { ...served, body: { regions: ['CN-GD'] } },
      { token: admin.token },
    );
    const listed = await callRoute(
      ctx.app,
      ROUTES.scan.servedRegions,
      { query: { pageSize: '100' } },
      { token: admin.token },
    );
    expect(listed.body.data.list.find((row) => row.corpId === goods.corpId)?.regions).toEqual(['CN-GD']);
    const removed = await callRoute(
      ctx.app,
      ROUTES.scan.setServedRegions,
      { ...served, body: { regions: [] } },
      { token: admin.token },
    );
    expect(removed.body.data).toBeNull();
  });
});

describe('alert list tenancy', () => {
  it('a company sees the alerts of its own labels only; administrators see all and filter', async () => {
    await settings({ regionLimit: 2 });
    const a = await companyGoods();
    const b = await companyGoods();
    for (const goods of [a.goods, b.goods]) {
      const { excode } = goods.labels[0]!;
      await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip: IP.guangdong });
      await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip: IP.france });
    }
    await foldScans(ctx.db);
    await settings({});
    const list = async (token: string, query: RouteInput<typeof ROUTES.scan.alerts>['query'] = {}) =>
      (await callRoute(ctx.app, ROUTES.scan.alerts, { query: { pageSize: 100, ...query } }, { token })).body
        .data;
    const seenByA = await list(a.owner.token);
    expect(seenByA.list.every((alert) => alert.corpId === a.goods.corpId)).toBe(true);
    expect(seenByA.list.map((alert) => alert.excode)).toContain(a.goods.labels[0]!.excode);
    expect(seenByA.list.map((alert) => alert.excode)).not.toContain(b.goods.labels[0]!.excode);
    // Asking for the other company's alerts by filter finds nothing.
    expect((await list(a.owner.token, { corpId: b.goods.corpId })).total).toBe(0);
    const byAdmin = await list(admin.token, { corpId: b.goods.corpId, rule: 'multi_region' });
    expect(byAdmin.list.map((alert) => alert.excode)).toEqual([b.goods.labels[0]!.excode]);
    // An unknown rule, which the query's type does not allow, sent on purpose.
    const bad = await rawCall(ctx.app, {
      method: 'GET',
      url: '/label-alerts?createdFrom=2026-02-01&createdTo=2026-01-01&rule=nope',
      token: admin.token,
      language: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.path).sort()).toEqual(['createdTo', 'rule']);
  });
});

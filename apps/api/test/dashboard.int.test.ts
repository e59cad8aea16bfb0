import { randomUUID } from 'node:crypto';
import { type Dashboard, ROUTES } from '@trace/contracts';
import {
  auditFindings,
  auditors,
  audits,
  auditTeam,
  certApplications,
  certificates,
  companies,
  labelAlerts,
  labelCounts,
  labelOrders,
  labels,
  products,
  scans,
  shipments,
  voidRequests,
} from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { and, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, signedInUser, useTestApp } from './helpers';
import { type Goods, IP, labelledGoods, scanRoute } from './scan-helpers';

const ctx = useTestApp();

type User = Awaited<ReturnType<typeof signedInUser>>;
const DAY = 86_400_000;
const uid = () => randomUUID().slice(0, 8);
const dayFrom = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const today = dayFrom(0);
const monthStart = `${today.slice(0, 8)}01`;

let admin: User;
let ownerA: User;
let ownerB: User;
let goodsA: Goods;
let goodsB: Goods;

async function dashboardOf(user: { token: string }): Promise<Dashboard> {
  const response = await callRoute(ctx.app, ROUTES.dashboard.read, {}, { token: user.token, language: 'en' });
  expect(response.status).toBe(200);
  return response.body.data;
}

function ofKind<K extends Dashboard['kind']>(board: Dashboard, kind: K): Extract<Dashboard, { kind: K }> {
  expect(board.kind).toBe(kind);
  return board as Extract<Dashboard, { kind: K }>;
}

const open = (excode: string) =>
  scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip: IP.france });

function shipment(senderCorpId: string, receiverCorpId: string, status: string) {
  return {
    shipmentNo: `DS-${uid()}`,
    senderCorpId,
    receiverCorpId,
    status,
    labelCount: 1,
    totalWeight: '1',
    carrier: 'SF Express',
    shippingDate: new Date(),
  };
}

beforeAll(async () => {
  admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
  ownerA = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  ownerB = await signedInUser(ctx.app, ctx.db, { userType: 'importer' });
  goodsA = await labelledGoods(ctx.db, { corpId: ownerA.corpId!, count: 3 });
  goodsB = await labelledGoods(ctx.db, { corpId: ownerB.corpId!, count: 2 });
  for (const label of goodsA.labels) await open(label.excode);
  await open(goodsA.labels[0]!.excode);
  await open(goodsB.labels[0]!.excode);

  const [a1, a2, a3] = goodsA.labels;
  await ctx.db.insert(labelAlerts).values([
    { excode: a1!.excode, corpId: ownerA.corpId!, rule: 'verify_count', detail: {} },
    {
      excode: a2!.excode,
      corpId: ownerA.corpId!,
      rule: 'verify_count',
      detail: {},
      createdAt: new Date(Date.now() - 10 * DAY),
    },
    // Outside the 30-day window.
    {
      excode: a3!.excode,
      corpId: ownerA.corpId!,
      rule: 'verify_count',
      detail: {},
      createdAt: new Date(Date.now() - 40 * DAY),
    },
    { excode: goodsB.labels[0]!.excode, corpId: ownerB.corpId!, rule: 'multi_region', detail: {} },
  ]);
  await ctx.db
    .insert(shipments)
    .values([
      shipment(ownerA.corpId!, ownerB.corpId!, 'sent'),
      shipment(ownerA.corpId!, ownerB.corpId!, 'sent'),
      shipment(ownerA.corpId!, ownerB.corpId!, 'received'),
      shipment(ownerB.corpId!, ownerA.corpId!, 'sent'),
    ]);
});

describe('a company dashboard', () => {
  /** The company's labels per state, counted over the labels table itself. */
  async function countedStates(corpId: string) {
    const rows = await ctx.db
      .select({ state: labels.status, count: count() })
      .from(labels)
      .where(eq(labels.corpId, corpId))
      .groupBy(labels.status);
    return rows.sort((a, b) => a.state.localeCompare(b.state));
  }

  async function countedScans(corpId: string, from: string, to?: string) {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(scans)
      .where(
        and(
          eq(scans.corpId, corpId),
          eq(scans.kind, 'lookup'),
          gte(scans.scannedAt, new Date(`${from}T00:00:00Z`)),
          to ? lt(scans.scannedAt, new Date(`${to}T00:00:00Z`)) : undefined,
        ),
      );
    return row!.n;
  }

  it("counts the company's own labels, scans, alerts and waiting shipments", async () => {
    const board = ofKind(await dashboardOf(ownerA), 'company');
    expect(board.labelsByState).toEqual(await countedStates(ownerA.corpId!));
    expect(board.labelsByState.reduce((total, row) => total + row.count, 0)).toBe(3);
    expect(board.scansThisMonth).toBe(await countedScans(ownerA.corpId!, monthStart));
    expect(board.scansThisMonth).toBe(4);
    const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
    expect(board.scansLastMonth).toBe(
      await countedScans(ownerA.corpId!, lastMonth.toISOString().slice(0, 10), monthStart),
    );
    expect(board.scansByDay).toHaveLength(30);
    expect(board.scansByDay.at(-1)).toEqual({ day: today, scans: 4 });
    expect(board.scansByDay[0]!.day).toBe(dayFrom(-29));
    expect(board.alertsLast30Days).toBe(2);
    expect(board.shipmentsWaiting).toEqual({ incoming: 1, outgoing: 2 });
  });

  it("never counts another company's labels, scans, alerts or shipments", async () => {
    const board = ofKind(await dashboardOf(ownerB), 'company');
    expect(board.labelsByState).toEqual(await countedStates(ownerB.corpId!));
    expect(board.labelsByState.reduce((total, row) => total + row.count, 0)).toBe(2);
    expect(board.scansThisMonth).toBe(1);
    expect(board.scansByDay.at(-1)).toEqual({ day: today, scans: 1 });
    expect(board.alertsLast30Days).toBe(1);
    expect(board.shipmentsWaiting).toEqual({ incoming: 2, outgoing: 1 });
  });

  it('reads labels per state from the rollup the label triggers keep', async () => {
    const before = ofKind(await dashboardOf(ownerA), 'company');
    await labelledGoods(ctx.db, { corpId: ownerA.corpId!, count: 4 });
    await ctx.db.update(labels).set({ status: 'invalid' }).where(eq(labels.excode, goodsA.labels[2]!.excode));
    const after = ofKind(await dashboardOf(ownerA), 'company');
    const counted = await countedStates(ownerA.corpId!);
    expect(after.labelsByState).toEqual(counted);
    expect(after.labelsByState).not.toEqual(before.labelsByState);
    expect(after.labelsByState.find((row) => row.state === 'invalid')?.count).toBe(1);
    const [rollup] = await ctx.db
      .select({ n: sum(labelCounts.count).mapWith(Number) })
      .from(labelCounts)
      .where(eq(labelCounts.corpId, ownerA.corpId!));
    expect(rollup!.n).toBe(7);
  });
});

describe('the administrator dashboard', () => {
  /**
   * Platform-wide figures while other test files write: the dashboard's figure lies between direct
   * counts taken just before and just after it.
   */
  async function bracketed<T>(
    counted: () => Promise<number>,
    figure: () => Promise<T>,
    pick: (value: T) => number,
  ) {
    const low = await counted();
    const value = await figure();
    const high = await counted();
    expect(pick(value)).toBeGreaterThanOrEqual(Math.min(low, high));
    expect(pick(value)).toBeLessThanOrEqual(Math.max(low, high));
    return value;
  }
  const total = async (query: Promise<{ n: number | string | null }[]>) => Number((await query)[0]?.n ?? 0);

  it('counts every review queue with its page', async () => {
    await createCompany(ctx.db, { status: 'to_be_reviewed' });
    await ctx.db.insert(voidRequests).values({
      requestNo: `V-${uid()}`,
      corpId: ownerA.corpId!,
      reason: 'damaged',
      codes: [goodsA.labels[0]!.excode],
    });
    const board = ofKind(await dashboardOf(admin), 'admin');
    const queues = Object.fromEntries(board.pendingReviews.map((row) => [row.queue, row]));
    // The thirteen of every platform and the bird's-nest platform's two (the test platform).
    expect(Object.keys(queues)).toHaveLength(15);
    expect(queues.bird_house!.page).toBe('/yanHouseList');
    expect(queues.company!.page).toBe('/companyInformationList');
    expect(queues.void_request!.page).toBe('/invalidRequest');
    expect(queues.label_payment!.page).toBe('/applyLabel');

    await bracketed(
      () =>
        total(
          ctx.db
            .select({ n: count() })
            .from(companies)
            .where(inArray(companies.status, ['to_be_reviewed', 'altered_to_audit'])),
        ),
      async () => ofKind(await dashboardOf(admin), 'admin'),
      (value) => value.pendingReviews.find((row) => row.queue === 'company')!.count,
    );
    await bracketed(
      () =>
        total(ctx.db.select({ n: count() }).from(voidRequests).where(eq(voidRequests.status, 'unreviewed'))),
      async () => ofKind(await dashboardOf(admin), 'admin'),
      (value) => value.pendingReviews.find((row) => row.queue === 'void_request')!.count,
    );
    expect(queues.company!.count).toBeGreaterThanOrEqual(1);
    expect(queues.void_request!.count).toBeGreaterThanOrEqual(1);
  });

  it('sums platform totals, labels from the rollup', async () => {
    await bracketed(
      () => total(ctx.db.select({ n: count() }).from(labels)),
      async () => ofKind(await dashboardOf(admin), 'admin'),
      (value) => value.totals.labels,
    );
    await bracketed(
      () => total(ctx.db.select({ n: count() }).from(companies)),
      async () => ofKind(await dashboardOf(admin), 'admin'),
      (value) => value.totals.companies,
    );
    await bracketed(
      () => total(ctx.db.select({ n: count() }).from(products)),
      async () => ofKind(await dashboardOf(admin), 'admin'),
      (value) => value.totals.products,
    );
    await bracketed(
      () =>
        total(
          ctx.db
            .select({ n: count() })
            .from(shipments)
            .where(gte(shipments.shippingDate, new Date(`${monthStart}T00:00:00Z`))),
        ),
      async () => ofKind(await dashboardOf(admin), 'admin'),
      (value) => value.totals.shipmentsThisMonth,
    );
    const board = ofKind(await dashboardOf(admin), 'admin');
    expect(board.totals.scansThisMonth).toBeGreaterThanOrEqual(5);
    expect(board.scansByDay).toHaveLength(30);
    expect(board.scansByDay.at(-1)!.scans).toBeGreaterThanOrEqual(5);
    expect(board.alerts.last30Days).toBeGreaterThanOrEqual(board.alerts.last7Days);
    expect(board.alerts.last7Days).toBeGreaterThanOrEqual(2);
  });
});

describe('a printing factory dashboard', () => {
  let printer: User;
  let other: User;

  function order(printingFactoryId: string, status: string, dueInDays: number, extra = {}) {
    return {
      orderNo: `LO-${uid()}`,
      corpId: ownerA.corpId!,
      productId: goodsA.productId,
      sheetType: 'big',
      count: 1000,
      status,
      paymentStatus: 'passed',
      printingFactoryId,
      dueDate: new Date(Date.now() + dueInDays * DAY),
      ...extra,
    };
  }

  beforeAll(async () => {
    printer = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    other = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    await ctx.db.insert(labelOrders).values([
      order(printer.printingFactoryId!, 'paid', -2),
      order(printer.printingFactoryId!, 'paid', 3),
      order(printer.printingFactoryId!, 'paid', 20),
      order(printer.printingFactoryId!, 'paid', 70),
      order(printer.printingFactoryId!, 'delivered', -1, { deliveryDate: new Date() }),
      order(printer.printingFactoryId!, 'delivered', -40, {
        deliveryDate: new Date(Date.now() - 40 * DAY),
      }),
      order(other.printingFactoryId!, 'paid', 1),
    ]);
  });

  /** The Monday of a moment's ISO week, independently of the service's SQL. */
  const mondayOf = (date: Date) => {
    const weekday = (date.getUTCDay() + 6) % 7;
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - weekday))
      .toISOString()
      .slice(0, 10);
  };

  it('counts its orders to deliver, due first, and per week of their due date', async () => {
    const board = ofKind(await dashboardOf(printer), 'printer');
    expect(board.toDeliver).toBe(4);
    expect(board.overdue).toBe(1);
    const deliveredThisMonth = (
      await ctx.db
        .select({ n: count() })
        .from(labelOrders)
        .where(
          and(
            eq(labelOrders.printingFactoryId, printer.printingFactoryId!),
            eq(labelOrders.status, 'delivered'),
            gte(labelOrders.deliveryDate, new Date(`${monthStart}T00:00:00Z`)),
          ),
        )
    )[0]!.n;
    expect(board.deliveredThisMonth).toBe(deliveredThisMonth);
    expect(board.next.map((row) => row.overdue)).toEqual([true, false, false, false]);
    const dues = board.next.map((row) => row.dueDate!);
    expect([...dues].sort()).toEqual(dues);
    expect(board.next[0]!.corpName).toBeTruthy();

    expect(board.dueByWeek).toHaveLength(8);
    expect(board.dueByWeek[0]!.week).toBe(mondayOf(new Date()));
    const paid = await ctx.db
      .select({ dueDate: labelOrders.dueDate })
      .from(labelOrders)
      .where(
        and(eq(labelOrders.printingFactoryId, printer.printingFactoryId!), eq(labelOrders.status, 'paid')),
      );
    const expected = board.dueByWeek.map(({ week }) => ({
      week,
      count: paid.filter((row) => mondayOf(new Date(row.dueDate!)) === week).length,
    }));
    expect(board.dueByWeek).toEqual(expected);
    // The order due in 70 days is past the chart's eight weeks.
    expect(board.dueByWeek.reduce((all, row) => all + row.count, 0)).toBeLessThan(4);
  });

  it("never counts another factory's orders", async () => {
    const board = ofKind(await dashboardOf(other), 'printer');
    expect(board).toMatchObject({ toDeliver: 1, overdue: 0, deliveredThisMonth: 0 });
    expect(board.next).toHaveLength(1);
  });

  it('puts overdue orders first in the administrator view', async () => {
    const board = ofKind(await dashboardOf(admin), 'admin');
    expect(board.labelOrders.overdue).toBeGreaterThanOrEqual(1);
    expect(board.labelOrders.dueIn7Days).toBeGreaterThanOrEqual(2);
    expect(board.labelOrders.next).toHaveLength(5);
    expect(board.labelOrders.next[0]!.overdue).toBe(true);
    const dues = board.labelOrders.next.map((row) => row.dueDate!);
    expect([...dues].sort()).toEqual(dues);
  });
});

describe('a certification body dashboard', () => {
  let body: User;
  let otherBody: User;
  let auditor: User;

  async function audit(certBodyId: string, values: Partial<typeof audits.$inferInsert>) {
    const [row] = await ctx.db
      .insert(audits)
      .values({
        auditNo: `DA-${uid()}`,
        certBodyId,
        corpId: ownerA.corpId!,
        scheme: 'haccp',
        type: 'stage1',
        plannedStart: dayFrom(5),
        plannedEnd: dayFrom(6),
        ...values,
      })
      .returning();
    return row!;
  }

  const application = (certBodyId: string, status: string) => ({
    applicationNo: `DAP-${uid()}`,
    corpId: ownerA.corpId!,
    certBodyId,
    scheme: 'haccp',
    moduleIds: [],
    status,
  });

  const certificate = (certBodyId: string, status: string, validUntilInDays: number) => ({
    certNo: `DC-${uid()}`,
    corpId: ownerA.corpId!,
    certBodyId,
    scheme: 'haccp',
    moduleIds: [],
    status,
    validFrom: dayFrom(-300),
    validUntil: dayFrom(validUntilInDays),
  });

  beforeAll(async () => {
    body = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
    otherBody = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
    auditor = await signedInUser(ctx.app, ctx.db, { userType: 'auditor' });
    const B = body.certBodyId!;
    await ctx.db
      .insert(certApplications)
      .values([
        application(B, 'submitted'),
        application(B, 'accepted'),
        application(B, 'submitted'),
        application(otherBody.certBodyId!, 'returned'),
      ]);
    const soon = await audit(B, {});
    await audit(B, { plannedStart: dayFrom(-3), plannedEnd: dayFrom(-2) }); // never started: late
    await audit(B, { status: 'in_progress', plannedStart: dayFrom(-5), plannedEnd: dayFrom(-1) }); // overran
    await audit(B, { status: 'in_progress', plannedStart: dayFrom(-1), plannedEnd: dayFrom(2) }); // on time
    await audit(B, { status: 'signed', plannedStart: dayFrom(-30), plannedEnd: dayFrom(-29) });
    await audit(B, { status: 'cancelled', plannedStart: dayFrom(2), plannedEnd: dayFrom(3) });
    await audit(otherBody.certBodyId!, { plannedStart: dayFrom(1), plannedEnd: dayFrom(1) });
    const finding = (dueInDays: number, status: string) => ({
      findingNo: `DF-${uid()}`,
      auditId: soon.id,
      corpId: ownerA.corpId!,
      certBodyId: B,
      grade: 'minor',
      description: 'Records incomplete',
      dueDate: dayFrom(dueInDays),
      status,
    });
    await ctx.db
      .insert(auditFindings)
      .values([finding(-1, 'open'), finding(10, 'answered'), finding(-5, 'closed'), finding(-2, 'returned')]);
    await ctx.db
      .insert(certificates)
      .values([
        certificate(B, 'effective', 30),
        certificate(B, 'reduced', 400),
        certificate(B, 'suspended', 30),
        certificate(B, 'effective', -1),
        certificate(otherBody.certBodyId!, 'effective', 30),
      ]);

    // The auditor's body: one audit it is on the team of, one it is not, and an application.
    const [seat] = await ctx.db
      .insert(auditors)
      .values({
        certBodyId: auditor.certBodyId!,
        userId: auditor.id,
        name: 'Auditor',
        qualificationExpiry: dayFrom(365),
      })
      .returning();
    const onTeam = await audit(auditor.certBodyId!, { plannedStart: dayFrom(-2), plannedEnd: dayFrom(-1) });
    await audit(auditor.certBodyId!, { plannedStart: dayFrom(3), plannedEnd: dayFrom(4) });
    await ctx.db.insert(auditTeam).values({ auditId: onTeam.id, auditorId: seat!.id, role: 'lead' });
    await ctx.db.insert(certApplications).values(application(auditor.certBodyId!, 'contracted'));
  });

  it("counts its applications, audits, findings and certificates, not another body's", async () => {
    const board = ofKind(await dashboardOf(body), 'certBody');
    expect(board.applications).toEqual([
      { state: 'submitted', count: 2 },
      { state: 'accepted', count: 1 },
    ]);
    expect(board.audits).toEqual({ dueIn14Days: 1, late: 2 });
    expect(board.findings).toEqual({ open: 3, overdue: 2 });
    expect(board.certificates).toEqual({ valid: 2, expiringIn90Days: 1 });

    const other = ofKind(await dashboardOf(otherBody), 'certBody');
    expect(other.applications).toEqual([{ state: 'returned', count: 1 }]);
    expect(other.audits).toEqual({ dueIn14Days: 1, late: 0 });
    expect(other.findings).toEqual({ open: 0, overdue: 0 });
    expect(other.certificates).toEqual({ valid: 1, expiringIn90Days: 1 });
  });

  it("gives an auditor the audits of its teams and its body's applications", async () => {
    const board = ofKind(await dashboardOf(auditor), 'certBody');
    expect(board.applications).toEqual([{ state: 'contracted', count: 1 }]);
    expect(board.audits).toEqual({ dueIn14Days: 0, late: 1 });
    expect(board.findings).toEqual({ open: 0, overdue: 0 });
    // Certificates of the companies it audited: company A's effective ones, whichever body issued them.
    const [valid] = await ctx.db
      .select({ n: count() })
      .from(certificates)
      .where(
        and(
          eq(certificates.corpId, ownerA.corpId!),
          inArray(certificates.status, ['effective', 'reduced']),
          sql`${certificates.validUntil} >= ${today}`,
        ),
      );
    expect(board.certificates.valid).toBe(valid!.n);
  });
});

describe('callers without figures', () => {
  it('gives a company account without a company no figures', async () => {
    const session = await signedInUser(ctx.app, ctx.db, { userType: 'dealer', corpId: null });
    expect(session.corpId).toBeNull();
    expect(await dashboardOf(session)).toEqual({ kind: 'none' });
  });

  it('refuses an anonymous caller', async () => {
    const response = await callRoute(ctx.app, ROUTES.dashboard.read, {}, { language: 'fr' });
    expect(response.status).toBe(401);
  });
});

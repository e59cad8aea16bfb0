import { randomUUID } from 'node:crypto';
import { ROUTES, translate, type WorkOrderSource } from '@trace/contracts';
import {
  auditFindings,
  audits,
  createDb,
  jobs,
  labelOrders,
  labelRuns,
  runMigrations,
  voidRequests,
  workOrders,
} from '@trace/db';
import { seedBase } from '@trace/db/seed/index';
import { runWorkOrderRound, workOrderTitleParam } from '@trace/db/work-orders';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operableProducer } from './batch-helpers';
import { callRoute, createTestApp, type Language, signedInUser } from './helpers';
import { createPartnerApp, createPartnerKey, grantAccess } from './partner-fixtures';

/**
 * The worker's work-order round opens work orders for every cause it finds in the whole database and
 * tells administrators of every overdue one, so this file runs it on a database of its own: other
 * files' records never become its causes, and its notices never reach their users.
 */
function ownDatabaseUrl(): { url: string; name: string } {
  const url = new URL(process.env.DATABASE_URL!);
  const name = `${url.pathname.slice(1)}_work_order_round`.slice(0, 63);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

const target = ownDatabaseUrl();
const ctx = {} as { app: FastifyInstance; db: ReturnType<typeof createDb>['db'] };
const state = {} as { admin: postgres.Sql; closeDb: () => Promise<void> };

beforeAll(async () => {
  state.admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  await state.admin.unsafe(`drop database if exists "${target.name}" with (force)`);
  await state.admin.unsafe(`create database "${target.name}"`);
  await runMigrations(target.url);
  const handle = createDb(target.url, { max: 4 });
  ctx.db = handle.db;
  state.closeDb = handle.close;
  await seedBase(ctx.db, { platform: 'birdnest' });
  ctx.app = await createTestApp({ DATABASE_URL: target.url });
}, 120_000);

afterAll(async () => {
  await ctx.app?.close();
  await state.closeDb?.();
  await state.admin?.unsafe(`drop database if exists "${target.name}" with (force)`);
  await state.admin?.end();
}, 60_000);

const W = ROUTES.workOrders;
const DAY = 86_400_000;
const unique = () => randomUUID().replace(/-/g, '').slice(0, 10);
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** The work order a cause opened, if any. */
async function openedFor(source: WorkOrderSource, key: string) {
  return ctx.db
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.source, source), eq(workOrders.sourceKey, key)));
}

async function inbox(token: string, language: Language = 'en') {
  const list = await callRoute(
    ctx.app,
    ROUTES.notifications.query,
    { body: { page: 1, pageSize: 100 } },
    { token, language },
  );
  return list.body.data.data.map((m) => m.title);
}

const titleIn = (row: typeof workOrders.$inferSelect, language: Language) => {
  const title = workOrderTitleParam(row);
  return typeof title === 'object' ? translate(title.key, language, title.params) : String(title);
};

/** A label order paid and handed to a printing factory, due on `dueDate`. */
async function paidOrder(
  corpId: string,
  productId: string,
  printingFactoryId: string,
  dueDate: Date,
  status = 'paid',
) {
  const [order] = await ctx.db
    .insert(labelOrders)
    .values({
      orderNo: `L${unique()}`,
      corpId,
      productId,
      sheetType: 'big',
      count: 400,
      status,
      paymentStatus: 'passed',
      receiptAt: new Date(dueDate.getTime() - 21 * DAY),
      dueDate,
      printingFactoryId,
    })
    .returning();
  return order!;
}

/** A company's label run in `status` whose job is in `jobStatus`. */
async function run(corpId: string, status: string, jobStatus: string, orderId: string | null = null) {
  const [job] = await ctx.db
    .insert(jobs)
    .values({ queue: 'label-generation', name: 'generate', status: jobStatus, corpId })
    .returning();
  const start = 10n ** 17n + BigInt(Math.floor(Math.random() * 1e9)) * 1000n;
  const [row] = await ctx.db
    .insert(labelRuns)
    .values({
      runNo: `R${unique()}`,
      corpId,
      orderId,
      count: 40,
      chunkSize: 40,
      startCode: start.toString(),
      endCode: (start + 39n).toString(),
      status,
      error: status === 'error' ? 'connection reset while copying chunk 0' : null,
      jobId: job!.id,
    })
    .returning();
  return row!;
}

async function voidRequest(corpId: string, status: string, jobStatus: string | null = null) {
  const job = jobStatus
    ? (
        await ctx.db
          .insert(jobs)
          .values({ queue: 'label-void', name: 'void', status: jobStatus, corpId })
          .returning()
      )[0]
    : undefined;
  const [row] = await ctx.db
    .insert(voidRequests)
    .values({
      requestNo: `V${unique()}`,
      corpId,
      reason: 'Damaged roll',
      codes: ['100000000000000001', '100000000000000002', '100000000000000003'],
      status,
      failures:
        status === 'execution_error'
          ? [
              { code: '100000000000000002', reason: 'shipped' },
              { code: '100000000000000003', reason: 'already void' },
            ]
          : [],
      jobId: job?.id ?? null,
    })
    .returning();
  return row!;
}

async function finding(
  corpId: string,
  certBodyId: string,
  status: string,
  dueInDays: number,
  grade = 'major',
) {
  const [audit] = await ctx.db
    .insert(audits)
    .values({
      auditNo: `AU${unique()}`,
      certBodyId,
      corpId,
      scheme: 'haccp',
      type: 'surveillance',
      plannedStart: isoDay(-60),
      plannedEnd: isoDay(-59),
      status: 'signed',
    })
    .returning();
  const [row] = await ctx.db
    .insert(auditFindings)
    .values({
      findingNo: `${audit!.auditNo}-F01`,
      auditId: audit!.id,
      corpId,
      certBodyId,
      grade,
      description: 'Cleaning records of line 2 are missing',
      dueDate: isoDay(dueInDays),
      status,
    })
    .returning();
  return { ...row!, auditNo: audit!.auditNo };
}

/** A company that operates, a printing factory, a certification body and an administrator, signed in. */
async function world() {
  const producer = await operableProducer(ctx);
  const printer = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
  const body = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
  const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
  return { ...producer, printer, body, admin };
}

describe('work orders the platform opens (worker round)', () => {
  it('each cause opens one work order for the organisation that must act; a second round opens none', async () => {
    const w = await world();
    const corpId = w.corp.id;
    const late = await paidOrder(
      corpId,
      w.product.id,
      w.printer.printingFactoryId!,
      new Date(Date.now() - DAY),
    );
    const failedRun = await run(corpId, 'error', 'failed', late.id);
    const failedVoid = await voidRequest(corpId, 'execution_error');
    const open = await finding(corpId, w.body.certBodyId!, 'open', -2);
    const answered = await finding(corpId, w.body.certBodyId!, 'answered', -1, 'minor');
    const app = await createPartnerApp(ctx.db, { name: 'FreshMart' });
    const { key } = await createPartnerKey(ctx.db, {
      appId: app.id,
      expiresAt: new Date(Date.now() + 3 * DAY),
    });
    await grantAccess(ctx.db, { appId: app.id, corpId });

    const first = await runWorkOrderRound(ctx.db);
    expect(first.opened).toEqual({
      labelOrderOverdue: 1,
      labelRunFailed: 1,
      labelVoidFailed: 1,
      findingOverdue: 1,
      findingReviewOverdue: 1,
      apiKeyExpiring: 1,
    });
    const second = await runWorkOrderRound(ctx.db);
    expect(second.opened).toEqual({});

    const owner = (row: typeof workOrders.$inferSelect) => [
      row.corpId,
      row.certBodyId,
      row.printingFactoryId,
    ];
    const [lateOrder] = await openedFor('labelOrderOverdue', late.id);
    expect(owner(lateOrder!)).toEqual([null, null, w.printer.printingFactoryId]);
    expect(lateOrder).toMatchObject({
      createdBy: null,
      type: 'label',
      priority: 'high',
      linkType: 'labelOrder',
      linkId: late.id,
      status: 0,
    });
    const [runOrder] = await openedFor('labelRunFailed', failedRun.id);
    expect(owner(runOrder!)).toEqual([corpId, null, null]);
    expect(runOrder).toMatchObject({ linkType: 'labelOrder', linkId: late.id, type: 'label' });
    const [voidOrder] = await openedFor('labelVoidFailed', failedVoid.id);
    expect(owner(voidOrder!)).toEqual([corpId, null, null]);
    expect(voidOrder!.sourceParams).toEqual({ requestNo: failedVoid.requestNo, total: 3, failed: 2 });
    const [findingOrder] = await openedFor('findingOverdue', open.id);
    expect(owner(findingOrder!)).toEqual([corpId, null, null]);
    expect(findingOrder).toMatchObject({ type: 'certification', priority: 'high' });
    const [reviewOrder] = await openedFor('findingReviewOverdue', answered.id);
    expect(owner(reviewOrder!)).toEqual([null, w.body.certBodyId, null]);
    expect(reviewOrder!.priority).toBe('normal');
    const [keyOrder] = await openedFor('apiKeyExpiring', `${key.id}:${corpId}`);
    expect(owner(keyOrder!)).toEqual([corpId, null, null]);
    expect(keyOrder).toMatchObject({ type: 'api', linkType: 'apiKey', linkId: key.id });

    // Each reader reads the platform's wording in their language, opened by "System".
    for (const language of ['cn', 'en', 'fr'] as const) {
      const seen = await callRoute(
        ctx.app,
        W.get,
        { params: { id: lateOrder!.id } },
        { token: w.printer.token, language },
      );
      expect(seen.status).toBe(200);
      expect(seen.body.data).toMatchObject({
        createName: translate('workOrder.system', language),
        source: 'labelOrderOverdue',
        title: translate('workOrder.system.labelOrderOverdue.title', language, { orderNo: late.orderNo }),
        link: { type: 'labelOrder', id: late.id, label: late.orderNo },
        actions: ['reply'],
      });
      expect(seen.body.data.description).toContain(late.orderNo);
    }
    expect(translate('workOrder.system', 'fr')).toBe('Système');
    const listed = await callRoute(
      ctx.app,
      W.list,
      { query: { pageSize: 100 } },
      { token: w.owner.token, language: 'en' },
    );
    expect(listed.body.data.list.map((o) => [o.source, o.createName]).sort()).toEqual(
      [
        ['apiKeyExpiring', 'System'],
        ['findingOverdue', 'System'],
        ['labelRunFailed', 'System'],
        ['labelVoidFailed', 'System'],
      ].sort(),
    );
    const grade = await callRoute(
      ctx.app,
      W.get,
      { params: { id: findingOrder!.id } },
      { token: w.owner.token, language: 'fr' },
    );
    expect(grade.body.data.description).toContain(`L'écart majeur ${open.findingNo}`);

    // The administrators hear of each once, the organisation of its own, in their language.
    const adminTitles = await inbox(w.admin.token, 'fr');
    for (const row of [lateOrder!, runOrder!, voidOrder!, findingOrder!, reviewOrder!, keyOrder!])
      expect(
        adminTitles.filter((t) => t.startsWith(`Nouvelle demande ${row.orderNo} : ${titleIn(row, 'fr')} (`)),
      ).toHaveLength(1);
    expect(adminTitles).toContain(
      translate('workOrder.notice.created', 'fr', {
        orderNo: keyOrder!.orderNo,
        title: titleIn(keyOrder!, 'fr'),
        corp: w.corp.name,
      }),
    );
    expect(await inbox(w.printer.token, 'en')).toContain(
      translate('workOrder.notice.systemOpened', 'en', {
        orderNo: lateOrder!.orderNo,
        title: titleIn(lateOrder!, 'en'),
      }),
    );
    expect(await inbox(w.owner.token, 'cn')).toContain(
      translate('workOrder.notice.systemOpened', 'cn', {
        orderNo: keyOrder!.orderNo,
        title: titleIn(keyOrder!, 'cn'),
      }),
    );
    expect(await inbox(w.body.token, 'en')).toContain(
      translate('workOrder.notice.systemOpened', 'en', {
        orderNo: reviewOrder!.orderNo,
        title: titleIn(reviewOrder!, 'en'),
      }),
    );
  });

  it('another organisation reads them as missing; the organisation answers in the thread but cannot edit', async () => {
    const w = await world();
    const other = await world();
    const late = await paidOrder(
      w.corp.id,
      w.product.id,
      w.printer.printingFactoryId!,
      new Date(Date.now() - DAY),
    );
    const failedVoid = await voidRequest(w.corp.id, 'passed', 'failed');
    const answered = await finding(w.corp.id, w.body.certBodyId!, 'answered', -3);
    await runWorkOrderRound(ctx.db);
    const [lateOrder] = await openedFor('labelOrderOverdue', late.id);
    const [voidOrder] = await openedFor('labelVoidFailed', failedVoid.id);
    const [reviewOrder] = await openedFor('findingReviewOverdue', answered.id);
    // A failed job voided nothing: every code is left.
    expect(voidOrder!.sourceParams).toMatchObject({ total: 3, failed: 3 });

    const status = async (token: string, id: string) =>
      (await callRoute(ctx.app, W.get, { params: { id } }, { token })).status;
    expect(await status(w.printer.token, lateOrder!.id)).toBe(200);
    expect(await status(other.printer.token, lateOrder!.id)).toBe(404);
    expect(await status(w.owner.token, lateOrder!.id)).toBe(404);
    expect(await status(w.owner.token, voidOrder!.id)).toBe(200);
    expect(await status(other.owner.token, voidOrder!.id)).toBe(404);
    expect(await status(w.body.token, reviewOrder!.id)).toBe(200);
    expect(await status(other.body.token, reviewOrder!.id)).toBe(404);
    expect(await status(w.owner.token, reviewOrder!.id)).toBe(404);
    const otherList = await callRoute(
      ctx.app,
      W.list,
      { query: { pageSize: 100 } },
      { token: other.owner.token },
    );
    expect(otherList.body.data.list.map((o) => o.id)).not.toContain(voidOrder!.id);

    const edit = await callRoute(
      ctx.app,
      W.update,
      { params: { id: voidOrder!.id }, body: { title: 'Mine', description: 'x', type: 'label' } },
      { token: w.owner.token, language: 'fr' },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe(translate('workOrder.openedBySystem', 'fr'));

    // The administrator's answer and decision reach the organisation, worded in its language.
    await callRoute(
      ctx.app,
      W.reply,
      { params: { id: voidOrder!.id }, body: { body: 'Codes 2 and 3 were shipped to your dealer.' } },
      { token: w.admin.token },
    );
    const title = titleIn(voidOrder!, 'en');
    expect(await inbox(w.owner.token, 'en')).toContain(
      translate('workOrder.notice.replied', 'en', { orderNo: voidOrder!.orderNo, title }),
    );
    const answer = await callRoute(
      ctx.app,
      W.reply,
      { params: { id: voidOrder!.id }, body: { body: 'Then leave them.' } },
      { token: w.owner.token },
    );
    expect(answer.body.data.messages.map((m) => [m.body, m.fromStaff])).toEqual([
      ['Codes 2 and 3 were shipped to your dealer.', true],
      ['Then leave them.', false],
    ]);
    const closed = await callRoute(
      ctx.app,
      W.close,
      { params: { id: lateOrder!.id }, body: { status: 1 } },
      { token: w.admin.token },
    );
    expect(closed.body.data.status).toBe(1);
    expect(await inbox(w.printer.token, 'cn')).toContain(
      translate('workOrder.notice.closed', 'cn', {
        orderNo: lateOrder!.orderNo,
        title: titleIn(lateOrder!, 'cn'),
        status: '已处理',
      }),
    );
    // Closed stays closed: the cause is still there, and no round opens it again.
    expect((await runWorkOrderRound(ctx.db)).opened).toEqual({});
  });

  it('a cause resolved before the round, or not yet final, opens nothing', async () => {
    const w = await world();
    const corpId = w.corp.id;
    const delivered = await paidOrder(
      corpId,
      w.product.id,
      w.printer.printingFactoryId!,
      new Date(Date.now() - DAY),
      'delivered',
    );
    const notDue = await paidOrder(
      corpId,
      w.product.id,
      w.printer.printingFactoryId!,
      new Date(Date.now() + DAY),
    );
    const regenerated = await run(corpId, 'generated', 'completed');
    const retrying = await run(corpId, 'error', 'running');
    const performed = await voidRequest(corpId, 'performed');
    const stillRunning = await voidRequest(corpId, 'passed', 'running');
    const closed = await finding(corpId, w.body.certBodyId!, 'closed', -5);
    const notYetDue = await finding(corpId, w.body.certBodyId!, 'open', 0);
    const app = await createPartnerApp(ctx.db);
    await grantAccess(ctx.db, { appId: app.id, corpId });
    const soon = new Date(Date.now() + 2 * DAY);
    const revoked = await createPartnerKey(ctx.db, { appId: app.id, expiresAt: soon, revokedAt: new Date() });
    const later = await createPartnerKey(ctx.db, {
      appId: app.id,
      expiresAt: new Date(Date.now() + 20 * DAY),
    });
    // A key ending soon whose partner reads no company's data concerns no organisation.
    const ungranted = await createPartnerKey(ctx.db, { expiresAt: soon });

    const outcome = await runWorkOrderRound(ctx.db);
    expect(outcome.opened).toEqual({});
    for (const [source, key] of [
      ['labelOrderOverdue', delivered.id],
      ['labelOrderOverdue', notDue.id],
      ['labelRunFailed', regenerated.id],
      ['labelRunFailed', retrying.id],
      ['labelVoidFailed', performed.id],
      ['labelVoidFailed', stillRunning.id],
      ['findingOverdue', closed.id],
      ['findingReviewOverdue', closed.id],
      ['findingOverdue', notYetDue.id],
      ['apiKeyExpiring', `${revoked.key.id}:${corpId}`],
      ['apiKeyExpiring', `${later.key.id}:${corpId}`],
    ] as const)
      expect(await openedFor(source, key)).toEqual([]);
    const anyForUngranted = await ctx.db
      .select()
      .from(workOrders)
      .where(
        and(
          eq(workOrders.source, 'apiKeyExpiring'),
          sql`${workOrders.sourceKey} like ${`${ungranted.key.id}:%`}`,
        ),
      );
    expect(anyForUngranted).toEqual([]);
    const list = await callRoute(ctx.app, W.list, { query: { pageSize: 100 } }, { token: w.owner.token });
    expect(list.body.data.total).toBe(0);
  });

  it('two rounds at once open one work order and tell the administrators once', async () => {
    const w = await world();
    const late = await paidOrder(
      w.corp.id,
      w.product.id,
      w.printer.printingFactoryId!,
      new Date(Date.now() - DAY),
    );
    const outcomes = await Promise.all([runWorkOrderRound(ctx.db), runWorkOrderRound(ctx.db)]);
    expect(outcomes.reduce((sum, o) => sum + (o.opened.labelOrderOverdue ?? 0), 0)).toBe(1);
    const rows = await openedFor('labelOrderOverdue', late.id);
    expect(rows).toHaveLength(1);
    const notices = (await inbox(w.admin.token)).filter((t) => t.includes(rows[0]!.orderNo));
    expect(notices).toHaveLength(1);
  });

  it('administrators hear once of an overdue work order: its assignee, or all of them while nobody has it', async () => {
    const w = await world();
    const other = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const open = (title: string) =>
      callRoute(
        ctx.app,
        W.create,
        { body: { title, description: 'Labels of run 9 answer unknown', type: 'label', priority: 'urgent' } },
        { token: w.owner.token },
      );
    const unassigned = (await open('Nobody has it')).body.data;
    const assigned = (await open('Someone has it')).body.data;
    await callRoute(
      ctx.app,
      W.assign,
      { params: { id: assigned.id }, body: { assigneeId: w.admin.id } },
      { token: w.admin.token },
    );
    // Five hours after opening: an urgent work order was due after four.
    await ctx.db
      .update(workOrders)
      .set({ createdAt: sql`now() - interval '5 hours'`, dueAt: sql`now() - interval '1 hour'` })
      .where(sql`${workOrders.id} in (${unassigned.id}, ${assigned.id})`);

    const notice = (order: { orderNo: string; title: string }) =>
      translate('workOrder.notice.overdue', 'en', {
        orderNo: order.orderNo,
        title: order.title,
        corp: unassigned.applicationCorp,
      });
    const first = await runWorkOrderRound(ctx.db);
    expect(first.overdueNotified).toBeGreaterThanOrEqual(2);
    expect((await runWorkOrderRound(ctx.db)).overdueNotified).toBe(0);
    for (const admin of [w.admin, other])
      expect((await inbox(admin.token)).filter((t) => t === notice(unassigned))).toHaveLength(1);
    expect((await inbox(w.admin.token)).filter((t) => t === notice(assigned))).toHaveLength(1);
    expect(await inbox(other.token)).not.toContain(notice(assigned));
    // The requester is not told: it is the platform's lateness.
    expect(await inbox(w.owner.token)).not.toContain(notice(unassigned));

    // A new priority moves the due time: overdue again, they hear again.
    await callRoute(
      ctx.app,
      W.priority,
      { params: { id: unassigned.id }, body: { priority: 'high' } },
      { token: w.admin.token },
    );
    await callRoute(
      ctx.app,
      W.priority,
      { params: { id: unassigned.id }, body: { priority: 'urgent' } },
      { token: w.admin.token },
    );
    await runWorkOrderRound(ctx.db);
    expect((await inbox(other.token)).filter((t) => t === notice(unassigned))).toHaveLength(2);
  });
});

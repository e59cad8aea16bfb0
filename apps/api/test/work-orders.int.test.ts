import { ROUTES, routeUrl, translate } from '@trace/contracts';
import { workOrders } from '@trace/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBatch, operableProducer } from './batch-helpers';
import {
  auditTrail,
  type BodyOf,
  callRoute,
  type Language,
  rawCall,
  signedInUser,
  useTestApp,
} from './helpers';

const ctx = useTestApp();
const W = ROUTES.workOrders;

type OpenBody = BodyOf<typeof W.create>;

const open = (token: string, body: Partial<OpenBody> = {}, language: Language = 'en') =>
  callRoute(
    ctx.app,
    W.create,
    {
      body: {
        title: 'Labels do not scan',
        description: 'Codes of run 12 answer unknown',
        type: 'label',
        ...body,
      },
    },
    { token, language },
  );

const detail = (token: string, id: string, language: Language = 'en') =>
  callRoute(ctx.app, W.get, { params: { id } }, { token, language });

/** The titles in a user's message centre, newest first, in a language. */
async function inbox(token: string, language: Language = 'en') {
  const list = await callRoute(
    ctx.app,
    ROUTES.notifications.query,
    { body: { page: 1, pageSize: 50 } },
    { token, language },
  );
  return list.body.data.data.map((m) => m.title);
}

describe('work orders (/workList, /addWork, /exitWork, /detailWork)', () => {
  it('a company opens one; the administrator assigns, notes, replies and rejects with a reason; the company reads the reply but never the note', async () => {
    const { owner } = await operableProducer(ctx);
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });

    const created = await open(owner.token, { priority: 'high' });
    expect(created.status).toBe(200);
    const order = created.body.data;
    expect(order).toMatchObject({
      status: 0,
      type: 'label',
      typeName: 'Labels',
      priority: 'high',
      createName: `User ${owner.account}`,
      overdue: false,
      processingTime: null,
      actions: ['edit', 'reply'],
      messages: [],
    });
    expect(Date.parse(order.dueTime) - Date.parse(order.createTime)).toBe(24 * 3600_000);
    // The administrators hear of it, in their own language.
    expect(await inbox(admin.token, 'fr')).toContain(
      translate('workOrder.notice.created', 'fr', {
        orderNo: order.orderNo,
        title: 'Labels do not scan',
        corp: order.applicationCorp,
      }),
    );

    const asAdmin = await detail(admin.token, order.id);
    expect(asAdmin.body.data.actions).toEqual(['reply', 'note', 'assign', 'priority', 'close']);
    const assigned = await callRoute(
      ctx.app,
      W.assign,
      { params: { id: order.id }, body: { assigneeId: admin.id } },
      { token: admin.token },
    );
    expect(assigned.body.data).toMatchObject({ assigneeId: admin.id, assigneeName: `User ${admin.account}` });
    const notAdmin = await callRoute(
      ctx.app,
      W.assign,
      { params: { id: order.id }, body: { assigneeId: owner.id } },
      { token: admin.token, language: 'en' },
    );
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.body.errors).toEqual([
      { path: 'assigneeId', message: translate('workOrder.assigneeInvalid', 'en') },
    ]);

    await callRoute(
      ctx.app,
      W.note,
      { params: { id: order.id }, body: { body: 'Probably the printer’s batch 7' } },
      { token: admin.token },
    );
    const replied = await callRoute(
      ctx.app,
      W.reply,
      { params: { id: order.id }, body: { body: 'Which codes exactly?' } },
      { token: admin.token },
    );
    expect(replied.body.data.messages.map((m) => [m.kind, m.body, m.fromStaff])).toEqual([
      ['note', 'Probably the printer’s batch 7', true],
      ['reply', 'Which codes exactly?', true],
    ]);
    expect(replied.body.data.firstReplyTime).not.toBeNull();

    // The requester reads the reply, never the internal note, and is told of the reply.
    const seen = await detail(owner.token, order.id);
    expect(seen.body.data.messages.map((m) => m.body)).toEqual(['Which codes exactly?']);
    expect(JSON.stringify(seen.body)).not.toContain('batch 7');
    expect(seen.body.data.actions).toEqual(['reply']);
    expect(await inbox(owner.token)).toContain(
      translate('workOrder.notice.replied', 'en', { orderNo: order.orderNo, title: 'Labels do not scan' }),
    );
    const listed = await callRoute(
      ctx.app,
      W.list,
      { query: { keyword: order.orderNo } },
      { token: owner.token },
    );
    expect(listed.body.data.list.map((o) => o.id)).toEqual([order.id]);
    expect(JSON.stringify(listed.body)).not.toContain('batch 7');

    // Answered: no more editing; the requester may still answer.
    const edit = await callRoute(
      ctx.app,
      W.update,
      {
        params: { id: order.id },
        body: { title: 'Changed', description: 'x', type: 'label' },
      },
      { token: owner.token, language: 'fr' },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe(translate('workOrder.notEditable', 'fr'));
    const answer = await callRoute(
      ctx.app,
      W.reply,
      { params: { id: order.id }, body: { body: 'Codes 1000 to 1010' } },
      { token: owner.token },
    );
    expect(answer.body.data.messages.map((m) => [m.body, m.fromStaff])).toEqual([
      ['Which codes exactly?', true],
      ['Codes 1000 to 1010', false],
    ]);
    expect(await inbox(admin.token)).toContain(
      translate('workOrder.notice.requesterReplied', 'en', {
        orderNo: order.orderNo,
        title: 'Labels do not scan',
      }),
    );

    // Rejected and not processed need a reason.
    for (const status of [2, 3] as const) {
      const noReason = await callRoute(
        ctx.app,
        W.close,
        { params: { id: order.id }, body: { status } },
        { token: admin.token, language: 'en' },
      );
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors).toEqual([
        { path: 'reason', message: translate('workOrder.reasonRequired', 'en') },
      ]);
    }
    const rejected = await callRoute(
      ctx.app,
      W.close,
      { params: { id: order.id }, body: { status: 3, reason: 'Codes were never printed' } },
      { token: admin.token },
    );
    expect(rejected.body.data).toMatchObject({
      status: 3,
      closeReason: 'Codes were never printed',
      overdue: false,
      actions: [],
    });
    expect(rejected.body.data.processingTime).toBeGreaterThanOrEqual(0);
    expect(rejected.body.data.closeTime).not.toBeNull();
    expect(await inbox(owner.token, 'en')).toContain(
      translate('workOrder.notice.closedWithReason', 'en', {
        orderNo: order.orderNo,
        title: 'Labels do not scan',
        status: 'Rejected',
        reason: 'Codes were never printed',
      }),
    );

    // Closed is final: every further change answers 409 in the request's language.
    const again = await callRoute(
      ctx.app,
      W.close,
      { params: { id: order.id }, body: { status: 1 } },
      { token: admin.token, language: 'cn' },
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(translate('workOrder.closed', 'cn'));
    for (const [route, body] of [
      [W.reply, { body: 'Still there?' }],
      [W.note, { body: 'late' }],
    ] as const) {
      const late = await callRoute(
        ctx.app,
        route,
        { params: { id: order.id }, body },
        { token: admin.token },
      );
      expect(late.status).toBe(409);
    }
    const lateReply = await callRoute(
      ctx.app,
      W.reply,
      { params: { id: order.id }, body: { body: 'Hello?' } },
      { token: owner.token },
    );
    expect(lateReply.status).toBe(409);
    expect((await auditTrail(ctx.db, 'work_order', order.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'reply',
      'reply',
      'reply',
      'process',
    ]);
  });

  it('the requester edits while unanswered; processed needs no reason and records the processing time', async () => {
    const printer = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const created = await open(printer.token, { type: 'other' });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const edited = await callRoute(
      ctx.app,
      W.update,
      {
        params: { id },
        body: {
          title: 'Ink order',
          description: 'Please confirm the ink',
          type: 'billing',
          priority: 'urgent',
        },
      },
      { token: printer.token },
    );
    expect(edited.body.data).toMatchObject({ title: 'Ink order', type: 'billing', priority: 'urgent' });
    expect(Date.parse(edited.body.data.dueTime) - Date.parse(edited.body.data.createTime)).toBe(4 * 3600_000);
    // An hour and a half after opening.
    await ctx.db
      .update(workOrders)
      .set({ createdAt: sql`now() - interval '90 minutes'` })
      .where(eq(workOrders.id, id));
    const processed = await callRoute(
      ctx.app,
      W.close,
      { params: { id }, body: { status: 1 } },
      { token: admin.token },
    );
    expect(processed.body.data).toMatchObject({ status: 1, closeReason: null });
    expect(processed.body.data.processingTime).toBeGreaterThanOrEqual(5400);
    expect(processed.body.data.processingTime).toBeLessThan(5460);
    expect(await inbox(printer.token, 'cn')).toContain(
      translate('workOrder.notice.closed', 'cn', {
        orderNo: created.body.data.orderNo,
        title: 'Ink order',
        status: '已处理',
      }),
    );
    const closedEdit = await callRoute(
      ctx.app,
      W.update,
      { params: { id }, body: { title: 'x', description: 'y', type: 'other' } },
      { token: printer.token },
    );
    expect(closedEdit.status).toBe(409);
  });

  it('another organisation’s work orders read as missing; requesters may not handle them (403)', async () => {
    const a = await operableProducer(ctx);
    const b = await operableProducer(ctx);
    const body = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
    const order = (await open(a.owner.token)).body.data;
    const certOrder = await open(body.token, { type: 'certification' });
    expect(certOrder.status).toBe(200);

    expect((await detail(b.owner.token, order.id)).status).toBe(404);
    expect((await detail(body.token, order.id)).status).toBe(404);
    expect((await detail(a.owner.token, certOrder.body.data.id)).status).toBe(404);
    const foreignEdit = await callRoute(
      ctx.app,
      W.update,
      { params: { id: order.id }, body: { title: 'mine now', description: 'x', type: 'other' } },
      { token: b.owner.token },
    );
    expect(foreignEdit.status).toBe(404);
    const foreignReply = await callRoute(
      ctx.app,
      W.reply,
      { params: { id: order.id }, body: { body: 'hi' } },
      { token: b.owner.token },
    );
    expect(foreignReply.status).toBe(404);
    const bList = await callRoute(ctx.app, W.list, { query: { pageSize: 100 } }, { token: b.owner.token });
    expect(bList.body.data.list.map((o) => o.id)).not.toContain(order.id);

    for (const [route, input] of [
      [W.note, { params: { id: order.id }, body: { body: 'x' } }],
      [W.close, { params: { id: order.id }, body: { status: 1 } }],
      [W.assign, { params: { id: order.id }, body: { assigneeId: null } }],
      [W.priority, { params: { id: order.id }, body: { priority: 'low' } }],
    ] as const) {
      const refused = await callRoute(ctx.app, route as typeof W.note, input as never, {
        token: a.owner.token,
      });
      expect(refused.status).toBe(403);
    }
    expect((await callRoute(ctx.app, W.report, {}, { token: a.owner.token })).status).toBe(403);
    expect((await callRoute(ctx.app, W.assignees, undefined, { token: a.owner.token })).status).toBe(403);

    // An auditor has no work-order page; the platform administrator has no organisation to open one for.
    const auditor = await signedInUser(ctx.app, ctx.db, { userType: 'auditor' });
    expect((await open(auditor.token)).status).toBe(403);
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const byAdmin = await open(admin.token);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.msg).toBe(translate('workOrder.noOrganisation', 'en'));
  });

  it('a linked record must be the requester’s own; the type must be one of the dictionary', async () => {
    const a = await operableProducer(ctx);
    const b = await operableProducer(ctx);
    const mine = await createBatch(ctx.app, a.owner.token, a.product.id);
    const theirs = await createBatch(ctx.app, b.owner.token, b.product.id);

    // The picker offers the company's own batches only.
    const offered = await callRoute(
      ctx.app,
      W.linkable,
      { query: { type: 'batch' } },
      { token: a.owner.token },
    );
    expect(offered.body.data.map((o) => o.value)).toEqual([mine.id]);
    expect(offered.body.data[0]?.label).toBe(mine.batchNo);

    const linked = await open(a.owner.token, { type: 'batch', linkType: 'batch', linkId: mine.id });
    expect(linked.status).toBe(200);
    expect(linked.body.data.link).toEqual({ type: 'batch', id: mine.id, label: mine.batchNo });

    const foreign = await open(a.owner.token, { type: 'batch', linkType: 'batch', linkId: theirs.id }, 'fr');
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([
      { path: 'linkId', message: translate('workOrder.linkNotYours', 'fr') },
    ]);
    // A certificate id that is a batch id is not a certificate of the company.
    const wrongKind = await open(a.owner.token, { type: 'batch', linkType: 'certificate', linkId: mine.id });
    expect(wrongKind.status).toBe(400);
    const half = await open(a.owner.token, { linkType: 'batch' });
    expect(half.status).toBe(400);
    expect(half.body.errors?.[0]).toEqual({
      path: 'linkId',
      message: translate('workOrder.linkIncomplete', 'en'),
    });
    // Editing to another company's record is refused as well.
    const editForeign = await callRoute(
      ctx.app,
      W.update,
      {
        params: { id: linked.body.data.id },
        body: { title: 't', description: 'd', type: 'batch', linkType: 'batch', linkId: theirs.id },
      },
      { token: a.owner.token },
    );
    expect(editForeign.status).toBe(400);

    const unknownType = await open(a.owner.token, { type: 'coffee' });
    expect(unknownType.body.errors).toEqual([
      { path: 'type', message: translate('workOrder.typeUnknown', 'en') },
    ]);
    const empty = await open(a.owner.token, { title: '', description: '' }, 'cn');
    expect(empty.body.errors?.map((e) => e.path).sort()).toEqual(['description', 'title']);
    const badPriority = await open(a.owner.token, { priority: 'asap' as never });
    expect(badPriority.body.errors).toEqual([
      { path: 'priority', message: translate('workOrder.priorityInvalid', 'en') },
    ]);
  });

  it('overdue ones are flagged, listed first and filtered; the priority sets the due time', async () => {
    const { owner } = await operableProducer(ctx);
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const late = (await open(owner.token, { title: 'Late one', priority: 'low' })).body.data;
    const fresh = (await open(owner.token, { title: 'Fresh one' })).body.data;
    await ctx.db
      .update(workOrders)
      .set({ createdAt: sql`now() - interval '6 days'` })
      .where(eq(workOrders.id, late.id));
    // Changing the priority counts the due time from the opening: low (5 days) after 6 days is overdue.
    const reprioritised = await callRoute(
      ctx.app,
      W.priority,
      { params: { id: late.id }, body: { priority: 'low' } },
      { token: admin.token },
    );
    expect(reprioritised.body.data.overdue).toBe(true);

    const list = await callRoute(ctx.app, W.list, { query: { pageSize: 100 } }, { token: owner.token });
    expect(list.body.data.list.map((o) => [o.title, o.overdue])).toEqual([
      ['Late one', true],
      ['Fresh one', false],
    ]);
    const overdue = await callRoute(
      ctx.app,
      W.list,
      { query: { overdue: 'true', pageSize: 100 } },
      { token: owner.token },
    );
    expect(overdue.body.data.list.map((o) => o.id)).toEqual([late.id]);
    const byStatus = await callRoute(
      ctx.app,
      W.list,
      { query: { status: 1, pageSize: 100 } },
      { token: owner.token },
    );
    expect(byStatus.body.data.total).toBe(0);
    const byPriority = await callRoute(
      ctx.app,
      W.list,
      { query: { priority: 'normal', type: 'label' } },
      { token: owner.token },
    );
    expect(byPriority.body.data.list.map((o) => o.id)).toEqual([fresh.id]);
    // Administrators see every organisation's; the overdue one comes before newer ones.
    const all = await callRoute(ctx.app, W.list, { query: { pageSize: 100 } }, { token: admin.token });
    const ids = all.body.data.list.map((o) => o.id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(all.body.data.list.slice(0, ids.indexOf(late.id)).every((o) => o.overdue)).toBe(true);
  });

  it('the report counts per week and type with the median times; it exports as xlsx', async () => {
    const { owner } = await operableProducer(ctx);
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const before = (await callRoute(ctx.app, W.report, {}, { token: admin.token, language: 'en' })).body.data;
    const one = (await open(owner.token, { type: 'api' })).body.data;
    const two = (await open(owner.token, { type: 'api' })).body.data;
    await ctx.db
      .update(workOrders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(workOrders.id, one.id));
    await callRoute(
      ctx.app,
      W.reply,
      { params: { id: one.id }, body: { body: 'On it' } },
      { token: admin.token },
    );
    await callRoute(
      ctx.app,
      W.close,
      { params: { id: one.id }, body: { status: 1 } },
      { token: admin.token },
    );
    await callRoute(
      ctx.app,
      W.close,
      { params: { id: two.id }, body: { status: 2, reason: 'Out of scope' } },
      { token: admin.token },
    );
    const after = (await callRoute(ctx.app, W.report, {}, { token: admin.token, language: 'en' })).body.data;
    expect(after.totals.opened - before.totals.opened).toBe(2);
    expect(after.totals.closed - before.totals.closed).toBe(2);
    const api = after.types.find((t) => t.type === 'api')!;
    expect(api.typeName).toBe('External interfaces (API)');
    expect(api.opened).toBeGreaterThanOrEqual(2);
    expect(api.medianClose).not.toBeNull();
    expect(api.medianFirstReply).not.toBeNull();
    const weekOpened = (r: typeof after) => r.weeks.reduce((sum, w) => sum + w.opened, 0);
    expect(weekOpened(after) - weekOpened(before)).toBe(2);
    expect(after.weeks.length).toBe(12);

    const backwards = await callRoute(
      ctx.app,
      W.report,
      { query: { from: '2026-03-01', to: '2026-01-01' } },
      { token: admin.token, language: 'en' },
    );
    expect(backwards.status).toBe(400);
    const exported = await rawCall(ctx.app, {
      method: 'GET',
      url: routeUrl(W.reportExport, {}, { format: 'xlsx' }),
      token: admin.token,
    });
    expect(exported.response.statusCode).toBe(200);
    expect(exported.response.headers['content-type']).toContain('spreadsheetml');
    expect(exported.response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await rawCall(ctx.app, {
      method: 'GET',
      url: routeUrl(W.reportExport, {}, { format: 'csv' }),
      token: admin.token,
      language: 'en',
    });
    expect(csv.response.body).toContain('External interfaces (API)');
  });
});

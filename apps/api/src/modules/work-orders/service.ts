import {
  type MessageKey,
  WORK_ORDER_TYPE_DICTIONARY,
  type WorkOrderBody,
  type WorkOrderPriority,
} from '@trace/contracts';
import { type DbOrTx, dictItems, dictTypes, users, workOrderMessages, workOrders } from '@trace/db';
import {
  administratorIds,
  workOrderDueAt as dueAt,
  notifyWorkOrderUsers as notify,
  notifyWorkOrderRequester,
  organisationName,
  workOrderNo,
  workOrderTitleParam,
} from '@trace/db/work-orders';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../lib/audit';
import { AppError, fieldError } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { assertPending, isRequester, isStaff, type Owner, ownerOf } from './access';
import { assertLinkOwned } from './links';
import { findVisible, get, hasReplies, type ListQuery, list as listRows } from './queries';

async function assertTypeKnown(db: DbOrTx, type: string) {
  const [found] = await db
    .select({ id: dictItems.id })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(
      and(
        eq(dictTypes.code, WORK_ORDER_TYPE_DICTIONARY),
        eq(dictItems.value, type),
        eq(dictItems.enabled, true),
      ),
    );
  if (!found) throw fieldError('type', 'workOrder.typeUnknown');
}

async function checkBody(db: DbOrTx, owner: Owner, body: WorkOrderBody) {
  await assertTypeKnown(db, body.type);
  if (body.linkType && body.linkId) await assertLinkOwned(db, owner, body.linkType, body.linkId);
}

/** The work orders the caller may read, a page of them. */
export const list = ({ db, principal, language }: RequestContext, query: ListQuery) =>
  listRows(db, principal, language, query);

/** One work order the caller may read, with its thread. */
export const detail = ({ db, principal, language }: RequestContext, id: string) =>
  get(db, principal, language, id);

/** Opens a work order for the caller's organisation; the administrators are told. */
export async function create(ctx: RequestContext, body: WorkOrderBody) {
  const { db, principal, actor } = ctx;
  const owner = ownerOf(principal);
  if (principal.kind !== 'user') throw new AppError(403, 'error.forbidden');
  await checkBody(db, owner, body);
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(workOrders)
      .values({
        orderNo: workOrderNo(),
        title: body.title,
        description: body.description,
        type: body.type,
        priority: body.priority,
        ...owner,
        createdBy: principal.userId,
        attachments: body.attachments,
        linkType: body.linkType,
        linkId: body.linkId,
        dueAt: dueAt(now, body.priority),
        createdAt: now,
      })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'work_order', entityId: row!.id, after: row });
    await notify(
      tx,
      await administratorIds(tx),
      'workOrder.notice.created',
      { orderNo: row!.orderNo, title: row!.title, corp: await organisationName(tx, row!) },
      principal.userId,
    );
    return row!.id;
  });
  return detail(ctx, id);
}

/** The requester changes its work order while it is pending and nobody answered. */
export async function update(ctx: RequestContext, id: string, body: WorkOrderBody) {
  const { db, principal, actor } = ctx;
  await db.transaction(async (tx) => {
    const before = await findVisible(tx, principal, id, true);
    if (!isRequester(before, principal)) throw new AppError(403, 'workOrder.notRequester');
    assertPending(before);
    // The platform's wording stays as it is; the organisation adds what it knows in a reply.
    if (before.source) throw new AppError(409, 'workOrder.openedBySystem');
    if (await hasReplies(tx, id)) throw new AppError(409, 'workOrder.notEditable');
    await checkBody(tx, ownerOf(principal), body);
    const [after] = await tx
      .update(workOrders)
      .set({
        title: body.title,
        description: body.description,
        type: body.type,
        priority: body.priority,
        attachments: body.attachments,
        linkType: body.linkType,
        linkId: body.linkId,
        dueAt: dueAt(before.createdAt, body.priority),
        overdueNotifiedAt: null,
      })
      .where(eq(workOrders.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'work_order', entityId: id, before, after });
  });
  return detail(ctx, id);
}

/**
 * An answer in the thread of a pending work order. From the platform's side it tells the requester
 * (and marks the first reply); from the requester it tells the assignee, or the administrators.
 */
export async function reply(ctx: RequestContext, id: string, body: { body: string; attachments: string[] }) {
  const { db, principal, actor } = ctx;
  if (principal.kind !== 'user') throw new AppError(403, 'error.forbidden');
  await db.transaction(async (tx) => {
    const row = await findVisible(tx, principal, id, true);
    assertPending(row);
    const staff = isStaff(principal) && !isRequester(row, principal);
    const [message] = await tx
      .insert(workOrderMessages)
      .values({
        workOrderId: id,
        kind: 'reply',
        body: body.body,
        attachments: body.attachments,
        authorId: principal.userId,
        fromStaff: staff,
      })
      .returning();
    if (staff && !row.firstReplyAt)
      await tx.update(workOrders).set({ firstReplyAt: message!.createdAt }).where(eq(workOrders.id, id));
    else await tx.update(workOrders).set({ updatedAt: new Date() }).where(eq(workOrders.id, id));
    await writeAudit(tx, actor, { action: 'reply', entity: 'work_order', entityId: id, after: message });
    const params = { orderNo: row.orderNo, title: workOrderTitleParam(row) };
    if (staff) await notifyWorkOrderRequester(tx, row, 'workOrder.notice.replied', params, principal.userId);
    else
      await notify(
        tx,
        row.assigneeId ? [row.assigneeId] : await administratorIds(tx),
        'workOrder.notice.requesterReplied',
        params,
        principal.userId,
      );
  });
  return detail(ctx, id);
}

/** An internal note: only those who handle work orders read it. */
export async function note(ctx: RequestContext, id: string, body: { body: string; attachments: string[] }) {
  const { db, principal, actor } = ctx;
  if (principal.kind !== 'user') throw new AppError(403, 'error.forbidden');
  await db.transaction(async (tx) => {
    const row = await findVisible(tx, principal, id, true);
    assertPending(row);
    const [message] = await tx
      .insert(workOrderMessages)
      .values({
        workOrderId: id,
        kind: 'note',
        body: body.body,
        attachments: body.attachments,
        authorId: principal.userId,
        fromStaff: true,
      })
      .returning();
    await writeAudit(tx, actor, { action: 'reply', entity: 'work_order', entityId: id, after: message });
  });
  return detail(ctx, id);
}

/** Hands a pending work order to an enabled administrator (or to nobody); the assignee is told. */
export async function assign(ctx: RequestContext, id: string, assigneeId: string | null) {
  const { db, principal, actor } = ctx;
  await db.transaction(async (tx) => {
    const before = await findVisible(tx, principal, id, true);
    assertPending(before);
    if (assigneeId) {
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, assigneeId), eq(users.userType, 'admin'), eq(users.enabled, true)));
      if (!user) throw fieldError('assigneeId', 'workOrder.assigneeInvalid');
    }
    const [after] = await tx.update(workOrders).set({ assigneeId }).where(eq(workOrders.id, id)).returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'work_order', entityId: id, before, after });
    if (assigneeId && assigneeId !== before.assigneeId)
      await notify(
        tx,
        [assigneeId],
        'workOrder.notice.assigned',
        { orderNo: before.orderNo, title: workOrderTitleParam(before) },
        actor.userId,
      );
  });
  return detail(ctx, id);
}

/** A new priority for a pending work order; its due time is counted again from its opening. */
export async function setPriority(ctx: RequestContext, id: string, priority: WorkOrderPriority) {
  const { db, principal, actor } = ctx;
  await db.transaction(async (tx) => {
    const before = await findVisible(tx, principal, id, true);
    assertPending(before);
    const [after] = await tx
      .update(workOrders)
      .set({ priority, dueAt: dueAt(before.createdAt, priority), overdueNotifiedAt: null })
      .where(eq(workOrders.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'work_order', entityId: id, before, after });
  });
  return detail(ctx, id);
}

/**
 * Closes a pending work order: processed (1), not processed (2) or rejected (3); the last two with a
 * reason. The processing time (opening to closing) is recorded and the requester is told.
 */
export async function close(ctx: RequestContext, id: string, body: { status: 1 | 2 | 3; reason: string }) {
  const { db, principal, actor } = ctx;
  await db.transaction(async (tx) => {
    const before = await findVisible(tx, principal, id, true);
    assertPending(before);
    const [after] = await tx
      .update(workOrders)
      .set({
        status: body.status,
        closeReason: body.reason || null,
        closedAt: sql`now()`,
        closedBy: actor.userId,
        processingSeconds: sql`greatest(0, floor(extract(epoch from now() - ${workOrders.createdAt})))::int`,
      })
      .where(eq(workOrders.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'process', entity: 'work_order', entityId: id, before, after });
    const status = { key: `workOrder.status.${body.status}` as MessageKey };
    const title = workOrderTitleParam(before);
    await notifyWorkOrderRequester(
      tx,
      before,
      body.reason ? 'workOrder.notice.closedWithReason' : 'workOrder.notice.closed',
      body.reason
        ? { orderNo: before.orderNo, title, status, reason: body.reason }
        : { orderNo: before.orderNo, title, status },
      actor.userId,
    );
  });
  return detail(ctx, id);
}

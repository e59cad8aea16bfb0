import {
  type Language,
  type MessageKey,
  type NoticeParams,
  storedNotice,
  WORK_ORDER_DUE_HOURS,
  WORK_ORDER_TYPE_DICTIONARY,
  type WorkOrderBody,
  type WorkOrderPriority,
} from '@trace/contracts';
import {
  type Database,
  type DbOrTx,
  dictItems,
  dictTypes,
  insertMessage,
  users,
  workOrderMessages,
  workOrders,
} from '@trace/db';
import { and, eq, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { assertPending, isRequester, isStaff, type Owner, ownerOf } from './access';
import { assertLinkOwned } from './links';
import { assignees, findVisible, get, hasReplies } from './queries';

const dueAt = (createdAt: Date, priority: WorkOrderPriority) =>
  new Date(createdAt.getTime() + WORK_ORDER_DUE_HOURS[priority] * 3_600_000);

async function notify(
  db: DbOrTx,
  userIds: string[],
  key: MessageKey,
  params: NoticeParams,
  by: string | null,
) {
  const ids = [...new Set(userIds)].filter((id) => id !== by);
  if (ids.length === 0) return;
  await insertMessage(db, {
    ...storedNotice(key, params),
    forced: false,
    audience: { type: 'users', userIds: ids },
    createdBy: by,
  });
}

/** The enabled administrators, who hear of new work orders. */
async function adminIds(db: DbOrTx) {
  return (await assignees(db)).map((row) => row.value);
}

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

const orderNo = () =>
  `W${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

/** Opens a work order for the caller's organisation; the administrators are told. */
export async function create(
  db: Database,
  principal: Principal,
  language: Language,
  actor: Actor,
  body: WorkOrderBody,
) {
  const owner = ownerOf(principal);
  if (principal.kind !== 'user') throw new AppError(403, 'error.forbidden');
  await checkBody(db, owner, body);
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(workOrders)
      .values({
        orderNo: orderNo(),
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
    const item = await get(tx, principal, 'cn', row!.id);
    await notify(
      tx,
      await adminIds(tx),
      'workOrder.notice.created',
      { orderNo: row!.orderNo, title: row!.title, corp: item.applicationCorp },
      principal.userId,
    );
    return row!.id;
  });
  return get(db, principal, language, id);
}

/** The requester changes its work order while it is pending and nobody answered. */
export async function update(
  db: Database,
  principal: Principal,
  language: Language,
  actor: Actor,
  id: string,
  body: WorkOrderBody,
) {
  await db.transaction(async (tx) => {
    const before = await findVisible(tx, principal, id, true);
    if (!isRequester(before, principal)) throw new AppError(403, 'workOrder.notRequester');
    assertPending(before);
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
      })
      .where(eq(workOrders.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'work_order', entityId: id, before, after });
  });
  return get(db, principal, language, id);
}

/**
 * An answer in the thread of a pending work order. From the platform's side it tells the requester
 * (and marks the first reply); from the requester it tells the assignee, or the administrators.
 */
export async function reply(
  db: Database,
  principal: Principal,
  language: Language,
  actor: Actor,
  id: string,
  body: { body: string; attachments: string[] },
) {
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
    const params = { orderNo: row.orderNo, title: row.title };
    if (staff) await notify(tx, [row.createdBy], 'workOrder.notice.replied', params, principal.userId);
    else
      await notify(
        tx,
        row.assigneeId ? [row.assigneeId] : await adminIds(tx),
        'workOrder.notice.requesterReplied',
        params,
        principal.userId,
      );
  });
  return get(db, principal, language, id);
}

/** An internal note: only those who handle work orders read it. */
export async function note(
  db: Database,
  principal: Principal,
  language: Language,
  actor: Actor,
  id: string,
  body: { body: string; attachments: string[] },
) {
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
  return get(db, principal, language, id);
}

/** Hands a pending work order to an enabled administrator (or to nobody); the assignee is told. */
export async function assign(
  db: Database,
  principal: Principal,
  language: Language,
  actor: Actor,
  id: string,
  assigneeId: string | null,
) {
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
        { orderNo: before.orderNo, title: before.title },
        actor.userId,
      );
  });
  return get(db, principal, language, id);
}

/** A new priority for a pending work order; its due time is counted again from its opening. */
export async function setPriority(
  db: Database,
  principal: Principal,
  language: Language,
  actor: Actor,
  id: string,
  priority: WorkOrderPriority,
) {
  await db.transaction(async (tx) => {
    const before = await findVisible(tx, principal, id, true);
    assertPending(before);
    const [after] = await tx
      .update(workOrders)
      .set({ priority, dueAt: dueAt(before.createdAt, priority) })
      .where(eq(workOrders.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'work_order', entityId: id, before, after });
  });
  return get(db, principal, language, id);
}

/**
 * Closes a pending work order: processed (1), not processed (2) or rejected (3); the last two with a
 * reason. The processing time (opening to closing) is recorded and the requester is told.
 */
export async function close(
  db: Database,
  principal: Principal,
  language: Language,
  actor: Actor,
  id: string,
  body: { status: 1 | 2 | 3; reason: string },
) {
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
    await notify(
      tx,
      [before.createdBy],
      body.reason ? 'workOrder.notice.closedWithReason' : 'workOrder.notice.closed',
      body.reason
        ? { orderNo: before.orderNo, title: before.title, status, reason: body.reason }
        : { orderNo: before.orderNo, title: before.title, status },
      actor.userId,
    );
  });
  return get(db, principal, language, id);
}

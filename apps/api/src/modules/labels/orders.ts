import {
  DELIVERY_WORKING_DAYS,
  hasApprovedVersion,
  type Language,
  ORDER_TRANSITIONS,
  type OrderAction,
} from '@trace/contracts';
import { addWorkingDays, documentNo, nextState } from '@trace/core';
import {
  type Database,
  type DbOrTx,
  goodsAddresses,
  labelOrders,
  labelRuns,
  labels,
  noticeToCompany,
  printingFactories,
  products,
  reviewDecisions,
  type Tx,
} from '@trace/db';
import { and, desc, eq, ilike } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { JobQueues } from '../../lib/jobs';
import { likePattern } from '../../lib/like';
import { notifyUsers, printerUserIds, reviewerIds } from '../../lib/notify';
import { countRows, paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { assertCertifiedForLabels } from '../certification/certificates/coverage';
import { assertCompanyCanOperate } from '../companies/operability';
import { actionsFor, rolesOf, visible } from './orders-access';
import { overdueOrder } from './orders-due';
import { applicationLimit, type OrderRow, toOrders } from './orders-repo';
import { createRun } from './runs';

export async function list(
  db: Database,
  principal: Principal,
  query: { page: number; pageSize: number; keyword?: string; status?: string; overdue?: 'true' | 'false' },
) {
  const roles = await rolesOf(db, principal);
  const where = and(
    visible(principal, roles),
    query.keyword ? ilike(labelOrders.orderNo, likePattern(query.keyword)) : undefined,
    query.status ? eq(labelOrders.status, query.status) : undefined,
    query.overdue === 'true' ? overdueOrder(new Date()) : undefined,
  );
  const source = {
    rows: db.select().from(labelOrders).where(where).$dynamic(),
    orderBy: [desc(labelOrders.createdAt), desc(labelOrders.id)],
    total: countRows(db, labelOrders, where),
  };
  return paginate(source, query, (rows) => toOrders(db, rows, principal, roles, false));
}

export async function get(db: DbOrTx, principal: Principal, id: string) {
  const roles = await rolesOf(db, principal);
  const [row] = await db
    .select()
    .from(labelOrders)
    .where(and(eq(labelOrders.id, id), visible(principal, roles)));
  if (!row) throw notFound();
  return (await toOrders(db, [row], principal, roles, true))[0]!;
}

/** A company applies for labels: it must be allowed to operate; the product and address are its own. */
export async function create(
  db: Database,
  principal: Principal,
  actor: Actor,
  body: {
    productId: string;
    sheetType: 'big' | 'small';
    count: number;
    addressId: string;
    applicationFiles: string[];
    remark: string | null;
  },
) {
  const corpId = principal.corpId;
  await assertCompanyCanOperate(db, corpId);
  const limit = await applicationLimit(db, corpId!);
  if (body.count > limit) throw fieldError('count', 'label.overApplicationLimit', { limit });
  const order = await db.transaction(async (tx) => {
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, body.productId), eq(products.corpId, corpId!)));
    if (!product || !hasApprovedVersion(product.reviewStatus))
      throw fieldError('productId', 'label.productNotYours');
    const [address] = await tx
      .select()
      .from(goodsAddresses)
      .where(and(eq(goodsAddresses.id, body.addressId), eq(goodsAddresses.corpId, corpId!)));
    if (!address) throw fieldError('addressId', 'label.addressNotFound');
    const certificateId = await assertCertifiedForLabels(tx, body.productId, body.count);
    const status = body.applicationFiles.length > 0 ? 'to_be_reviewed' : 'waiting_upload';
    const orderNo = documentNo('L');
    const [row] = await tx
      .insert(labelOrders)
      .values({
        orderNo,
        corpId: corpId!,
        productId: body.productId,
        sheetType: body.sheetType,
        count: body.count,
        addressId: address.id,
        addressSnapshot: {
          receiver: address.receiver,
          phone: address.phone,
          region: address.region,
          address: address.address,
        },
        applicationFiles: body.applicationFiles,
        remark: body.remark,
        status,
        certificateId,
        createdBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'label_order', entityId: row!.id, after: row });
    if (status === 'to_be_reviewed')
      await notifyUsers(
        tx,
        await reviewerIds(tx, 'label_application'),
        'order.submitted',
        { orderNo },
        actor.userId,
      );
    return row!;
  });
  return get(db, principal, order.id);
}

/** One step of the order's state machine, serialised on the row: a double submit does it once (409 after). */
async function step(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  action: OrderAction,
  work: (
    tx: Tx,
    order: OrderRow,
  ) => Promise<{ patch?: Partial<typeof labelOrders.$inferInsert>; remark?: string | null }>,
) {
  const roles = await rolesOf(db, principal);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(labelOrders)
      .where(and(eq(labelOrders.id, id), visible(principal, roles)))
      .for('update');
    if (!order) throw notFound();
    const [run] = order.runId
      ? await tx.select({ status: labelRuns.status }).from(labelRuns).where(eq(labelRuns.id, order.runId))
      : [];
    const to = nextState(ORDER_TRANSITIONS, order.status as never, action);
    if (!to) throw new AppError(409, 'review.notAllowed');
    const reviewerStep = {
      approve: roles.applicationReviewer,
      reject: roles.applicationReviewer,
      approvePayment: roles.paymentReviewer,
      rejectPayment: roles.paymentReviewer,
    } as Partial<Record<OrderAction, boolean>>;
    if (action in reviewerStep && !reviewerStep[action]) throw new AppError(403, 'review.notReviewer');
    if (
      action === 'setDelivery' &&
      !(
        principal.kind === 'user' &&
        principal.printingFactoryId &&
        principal.printingFactoryId === order.printingFactoryId
      )
    ) {
      throw new AppError(403, 'label.notPrinter');
    }
    if (!actionsFor(order, run?.status ?? null, principal, roles).includes(action)) {
      if (action === 'setDelivery' && order.status === 'paid' && run?.status !== 'generated')
        throw new AppError(409, 'label.notGeneratedYet');
      throw new AppError(409, 'review.notAllowed');
    }
    const { patch = {}, remark = null } = await work(tx, order);
    const [after] = await tx
      .update(labelOrders)
      .set({ ...patch, status: to })
      .where(eq(labelOrders.id, id))
      .returning();
    await tx.insert(reviewDecisions).values({
      resourceType: 'label_order',
      resourceId: id,
      action,
      fromStatus: `${order.status}/${order.paymentStatus}`,
      toStatus: `${to}/${after!.paymentStatus}`,
      actorId: actor.userId,
      actorName: actor.account,
      remark,
    });
    await writeAudit(tx, actor, { action, entity: 'label_order', entityId: id, before: order, after });
  });
  return get(db, principal, id);
}

export function uploadApplication(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  files: string[],
) {
  return step(db, principal, actor, id, 'uploadApplication', async (tx, order) => {
    await notifyUsers(
      tx,
      await reviewerIds(tx, 'label_application'),
      'order.submitted',
      { orderNo: order.orderNo },
      actor.userId,
    );
    return { patch: { applicationFiles: files, reviewRemark: null } };
  });
}

export function review(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  approve: boolean,
  remark: string | null,
) {
  return step(db, principal, actor, id, approve ? 'approve' : 'reject', async (tx, order) => {
    await noticeToCompany(
      tx,
      order.corpId,
      approve ? 'order.approved' : 'order.rejected',
      { orderNo: order.orderNo },
      actor.userId,
    );
    return { patch: { reviewRemark: remark }, remark };
  });
}

/** The receipt starts the delivery clock: 15 working days. */
export function uploadReceipt(db: Database, principal: Principal, actor: Actor, id: string, files: string[]) {
  return step(db, principal, actor, id, 'uploadReceipt', async (tx, order) => {
    await notifyUsers(
      tx,
      await reviewerIds(tx, 'payment_receipt'),
      'order.receiptUploaded',
      { orderNo: order.orderNo },
      actor.userId,
    );
    const now = new Date();
    return {
      patch: {
        paymentFiles: files,
        paymentStatus: 'to_be_reviewed',
        paymentRemark: null,
        receiptAt: now,
        dueDate: addWorkingDays(now, DELIVERY_WORKING_DAYS),
      },
    };
  });
}

/** Payment accepted: the order is paid, handed to a printing factory, and its labels start generating. */
export async function approvePayment(
  db: Database,
  jobs: JobQueues,
  principal: Principal,
  actor: Actor,
  language: Language,
  id: string,
  printingFactoryId: string,
  remark: string | null,
) {
  const [factory] = await db
    .select({ id: printingFactories.id })
    .from(printingFactories)
    .where(eq(printingFactories.id, printingFactoryId));
  if (!factory) throw fieldError('printingFactoryId', 'label.printerNotFound');
  const paid = await step(db, principal, actor, id, 'approvePayment', async (tx, order) => {
    await noticeToCompany(tx, order.corpId, 'order.paid', { orderNo: order.orderNo }, actor.userId);
    await notifyUsers(
      tx,
      await printerUserIds(tx, printingFactoryId),
      'order.toPrint',
      { orderNo: order.orderNo },
      actor.userId,
    );
    return { patch: { paymentStatus: 'passed', paymentRemark: remark, printingFactoryId }, remark };
  });
  const run = await createRun(db, jobs, actor, language, {
    count: paid.count,
    sheetType: paid.sheetType,
    corpId: paid.corpId,
    productId: paid.productId,
    orderId: paid.id,
  });
  await db.update(labelOrders).set({ runId: run.id }).where(eq(labelOrders.id, id));
  return get(db, principal, id);
}

export function rejectPayment(db: Database, principal: Principal, actor: Actor, id: string, remark: string) {
  return step(db, principal, actor, id, 'rejectPayment', async (tx, order) => {
    await noticeToCompany(
      tx,
      order.corpId,
      'order.paymentRejected',
      { orderNo: order.orderNo },
      actor.userId,
    );
    return { patch: { paymentStatus: 'failed', paymentRemark: remark }, remark };
  });
}

/** The printing factory ships: the run's labels become the company's (assigned). */
export function setDelivery(
  db: Database,
  principal: Principal,
  actor: Actor,
  id: string,
  body: { carrier: string; trackingNo: string; deliveryDate: string },
) {
  return step(db, principal, actor, id, 'setDelivery', async (tx, order) => {
    await tx
      .update(labels)
      .set({ status: 'assigned', corpId: order.corpId, productId: order.productId })
      .where(and(eq(labels.runId, order.runId!), eq(labels.status, 'unassigned')));
    await noticeToCompany(
      tx,
      order.corpId,
      'order.delivered',
      { orderNo: order.orderNo, carrier: body.carrier, trackingNo: body.trackingNo },
      actor.userId,
    );
    return {
      patch: {
        carrier: body.carrier,
        trackingNo: body.trackingNo,
        deliveryDate: new Date(body.deliveryDate),
      },
    };
  });
}

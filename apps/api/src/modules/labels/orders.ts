import {
  DELIVERY_WORKING_DAYS,
  hasApprovedVersion,
  type LabelOrder,
  type Language,
  ORDER_TRANSITIONS,
  type OrderAction,
  SHEET_LABELS,
} from '@trace/contracts';
import { addWorkingDays, nextState } from '@trace/core';
import {
  companies,
  type Database,
  type DbOrTx,
  goodsAddresses,
  labelControls,
  labelOrders,
  labelRuns,
  labels,
  noticeToCompany,
  printingFactories,
  products,
  reviewDecisions,
  type Tx,
} from '@trace/db';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { JobQueues } from '../../lib/jobs';
import { likePattern } from '../../lib/like';
import { notifyUsers, printerUserIds, reviewerIds } from '../../lib/notify';
import { countRows, paginate } from '../../lib/paging';
import { holds, type Principal } from '../../lib/principal';
import { canReview } from '../../lib/review';
import { ownCompanyCondition } from '../../lib/tenancy';
import { assertCompanyCanOperate } from '../companies/operability';
import { createRun } from './runs';

type OrderRow = typeof labelOrders.$inferSelect;
const MANAGE = 'label.applyLabel.manage';
const iso = (date: Date | null) => date?.toISOString() ?? null;

interface Roles {
  applicationReviewer: boolean;
  paymentReviewer: boolean;
}

async function rolesOf(db: DbOrTx, principal: Principal): Promise<Roles> {
  const [applicationReviewer, paymentReviewer] = await Promise.all([
    canReview(db, principal, 'label_application'),
    canReview(db, principal, 'payment_receipt'),
  ]);
  return { applicationReviewer, paymentReviewer };
}

/** Reviewers see every order; a printing factory the orders handed to it; a company its own. */
function visible(principal: Principal, roles: Roles) {
  if (roles.applicationReviewer || roles.paymentReviewer) return undefined;
  if (principal.kind === 'user' && principal.printingFactoryId)
    return eq(labelOrders.printingFactoryId, principal.printingFactoryId);
  return ownCompanyCondition(principal, labelOrders.corpId);
}

function actionsFor(
  row: OrderRow,
  runStatus: string | null,
  principal: Principal,
  roles: Roles,
): OrderAction[] {
  const owner = row.corpId === principal.corpId && holds(principal, MANAGE);
  const printer =
    principal.kind === 'user' &&
    !!principal.printingFactoryId &&
    principal.printingFactoryId === row.printingFactoryId;
  const actions: OrderAction[] = [];
  if (owner && (row.status === 'waiting_upload' || row.status === 'failed'))
    actions.push('uploadApplication');
  if (roles.applicationReviewer && row.status === 'to_be_reviewed') actions.push('approve', 'reject');
  if (owner && row.status === 'passed' && (row.paymentStatus === 'none' || row.paymentStatus === 'failed'))
    actions.push('uploadReceipt');
  if (roles.paymentReviewer && row.status === 'passed' && row.paymentStatus === 'to_be_reviewed')
    actions.push('approvePayment', 'rejectPayment');
  if (printer && row.status === 'paid' && runStatus === 'generated') actions.push('setDelivery');
  if ((printer || principal.allPermissions) && runStatus === 'generated') actions.push('download');
  return actions;
}

async function toOrders(
  db: DbOrTx,
  rows: OrderRow[],
  principal: Principal,
  roles: Roles,
  withHistory: boolean,
): Promise<LabelOrder[]> {
  const ids = rows.map((r) => r.id);
  const pick = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  const [corps, productRows, factories, runs, history] = await Promise.all([
    ids.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, pick(rows.map((r) => r.corpId))))
      : [],
    ids.length
      ? db
          .select({
            id: products.id,
            name: sql<string>`coalesce(${products.replaceProductName}, ${products.productName})`,
          })
          .from(products)
          .where(inArray(products.id, pick(rows.map((r) => r.productId))))
      : [],
    pick(rows.map((r) => r.printingFactoryId)).length
      ? db
          .select({ id: printingFactories.id, name: printingFactories.name })
          .from(printingFactories)
          .where(inArray(printingFactories.id, pick(rows.map((r) => r.printingFactoryId))))
      : [],
    pick(rows.map((r) => r.runId)).length
      ? db
          .select({
            id: labelRuns.id,
            status: labelRuns.status,
            generated: labelRuns.generatedCount,
            count: labelRuns.count,
          })
          .from(labelRuns)
          .where(inArray(labelRuns.id, pick(rows.map((r) => r.runId))))
      : [],
    withHistory && ids.length
      ? db
          .select()
          .from(reviewDecisions)
          .where(
            and(eq(reviewDecisions.resourceType, 'label_order'), inArray(reviewDecisions.resourceId, ids)),
          )
          .orderBy(asc(reviewDecisions.createdAt))
      : [],
  ]);
  const now = new Date();
  return rows.map((row) => {
    const run = runs.find((r) => r.id === row.runId);
    return {
      id: row.id,
      orderNo: row.orderNo,
      corpId: row.corpId,
      corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
      productId: row.productId,
      productName: productRows.find((p) => p.id === row.productId)?.name ?? '',
      sheetType: row.sheetType as 'big' | 'small',
      count: row.count,
      sheets: Math.ceil(row.count / SHEET_LABELS[row.sheetType as 'big' | 'small']),
      address: row.addressSnapshot ?? null,
      applicationFiles: row.applicationFiles,
      paymentFiles: row.paymentFiles,
      remark: row.remark,
      status: row.status as LabelOrder['status'],
      paymentStatus: row.paymentStatus as LabelOrder['paymentStatus'],
      reviewRemark: row.reviewRemark,
      paymentRemark: row.paymentRemark,
      receiptTime: iso(row.receiptAt),
      dueDate: iso(row.dueDate),
      overdue: row.status === 'paid' && !!row.dueDate && row.dueDate < now,
      printingFactoryId: row.printingFactoryId,
      printingFactoryName: factories.find((f) => f.id === row.printingFactoryId)?.name ?? null,
      runId: row.runId,
      generationStatus:
        (run?.status as LabelOrder['generationStatus']) ?? (row.status === 'paid' ? 'not_generated' : null),
      generationProgress: run ? Math.floor((run.generated / run.count) * 100) : 0,
      carrier: row.carrier,
      trackingNo: row.trackingNo,
      deliveryDate: iso(row.deliveryDate),
      createTime: row.createdAt.toISOString(),
      history: history
        .filter((h) => h.resourceId === row.id)
        .map((h) => ({
          action: h.action,
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          actorName: h.actorName,
          remark: h.remark,
          createTime: h.createdAt.toISOString(),
        })),
      actions: actionsFor(row, run?.status ?? null, principal, roles),
    };
  });
}

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
    query.overdue === 'true'
      ? and(eq(labelOrders.status, 'paid'), lt(labelOrders.dueDate, new Date()))
      : undefined,
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

async function applicationLimit(db: DbOrTx, corpId: string): Promise<number> {
  const rows = await db
    .select({
      corpId: labelControls.corpId,
      maxPerApplication: labelControls.maxPerApplication,
      maxPerRun: labelControls.maxPerRun,
    })
    .from(labelControls)
    .where(or(eq(labelControls.corpId, corpId), isNull(labelControls.corpId)));
  const control = rows.find((r) => r.corpId === corpId) ?? rows.find((r) => r.corpId === null);
  // An order is generated as one run, so it also stays within one run's limit.
  return Math.min(control?.maxPerApplication ?? 150_000, control?.maxPerRun ?? 150_000);
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
    const status = body.applicationFiles.length > 0 ? 'to_be_reviewed' : 'waiting_upload';
    const orderNo = `L${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
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

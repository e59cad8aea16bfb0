import {
  type Language,
  translate,
  WORK_ORDER_TYPE_DICTIONARY,
  type WorkOrder,
  type WorkOrderDetail,
  type WorkOrderLinkType,
  type WorkOrderPriority,
  type WorkOrderSource,
  type WorkOrderStatus,
} from '@trace/contracts';
import {
  apiKeys,
  batches,
  certBodies,
  certificates,
  companies,
  type DbOrTx,
  labelOrders,
  printingFactories,
  shipments,
  users,
  workOrderMessages,
  workOrders,
} from '@trace/db';
import { workOrderDescription, workOrderTitle } from '@trace/db/work-orders';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { dictLabels } from '../../lib/dictionaries';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { actionsFor, isStaff, visible } from './access';

export type WorkOrderRow = typeof workOrders.$inferSelect;

/** Pending and past its due time. */
export const overdueCondition = sql`(${workOrders.status} = 0 and ${workOrders.dueAt} < now())`;

async function namesById<T extends { id: string; name: string }>(rows: Promise<T[]>) {
  return new Map((await rows).map((row) => [row.id, row.name]));
}

const idsOf = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** A readable name for each linked record (batch number, order number, ...), by link id. */
async function linkLabels(db: DbOrTx, rows: WorkOrderRow[]) {
  const ofType = (type: WorkOrderLinkType) =>
    idsOf(rows.filter((r) => r.linkType === type).map((r) => r.linkId));
  const lookups: Record<WorkOrderLinkType, (ids: string[]) => Promise<{ id: string; name: string }[]>> = {
    batch: (ids) =>
      db.select({ id: batches.id, name: batches.batchNo }).from(batches).where(inArray(batches.id, ids)),
    labelOrder: (ids) =>
      db
        .select({ id: labelOrders.id, name: labelOrders.orderNo })
        .from(labelOrders)
        .where(inArray(labelOrders.id, ids)),
    certificate: (ids) =>
      db
        .select({ id: certificates.id, name: certificates.certNo })
        .from(certificates)
        .where(inArray(certificates.id, ids)),
    shipment: (ids) =>
      db
        .select({ id: shipments.id, name: shipments.shipmentNo })
        .from(shipments)
        .where(inArray(shipments.id, ids)),
    apiKey: (ids) =>
      db
        .select({ id: apiKeys.id, name: sql<string>`${apiKeys.name} || ' (' || ${apiKeys.prefix} || ')'` })
        .from(apiKeys)
        .where(inArray(apiKeys.id, ids)),
  };
  const labels = new Map<string, string>();
  for (const [type, lookup] of Object.entries(lookups) as [
    WorkOrderLinkType,
    (ids: string[]) => Promise<{ id: string; name: string }[]>,
  ][]) {
    const ids = ofType(type);
    if (ids.length === 0) continue;
    for (const row of await lookup(ids)) labels.set(row.id, row.name);
  }
  return labels;
}

/** The listed items: names of the requesting organisation, the people, the type and the linked record. */
export async function toItems(
  db: DbOrTx,
  principal: Principal,
  language: Language,
  rows: WorkOrderRow[],
): Promise<WorkOrder[]> {
  if (rows.length === 0) return [];
  const corpIds = idsOf(rows.map((r) => r.corpId));
  const bodyIds = idsOf(rows.map((r) => r.certBodyId));
  const factoryIds = idsOf(rows.map((r) => r.printingFactoryId));
  const userIds = idsOf(rows.flatMap((r) => [r.createdBy, r.assigneeId]));
  const ids = rows.map((r) => r.id);
  const [corps, bodies, factories, people, types, links, answered] = await Promise.all([
    corpIds.length
      ? namesById(
          db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, corpIds)),
        )
      : new Map<string, string>(),
    bodyIds.length
      ? namesById(
          db
            .select({ id: certBodies.id, name: certBodies.name })
            .from(certBodies)
            .where(inArray(certBodies.id, bodyIds)),
        )
      : new Map<string, string>(),
    factoryIds.length
      ? namesById(
          db
            .select({ id: printingFactories.id, name: printingFactories.name })
            .from(printingFactories)
            .where(inArray(printingFactories.id, factoryIds)),
        )
      : new Map<string, string>(),
    namesById(
      db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, userIds)),
    ),
    dictLabels(
      db,
      WORK_ORDER_TYPE_DICTIONARY,
      rows.map((r) => r.type),
      language,
    ),
    linkLabels(db, rows),
    db
      .selectDistinct({ id: workOrderMessages.workOrderId })
      .from(workOrderMessages)
      .where(and(inArray(workOrderMessages.workOrderId, ids), eq(workOrderMessages.kind, 'reply'))),
  ]);
  const answeredIds = new Set(answered.map((r) => r.id));
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    orderNo: row.orderNo,
    title: workOrderTitle(row, language),
    description: workOrderDescription(row, language),
    status: row.status as WorkOrderStatus,
    type: row.type,
    typeName: types.get(row.type) ?? row.type,
    priority: row.priority as WorkOrderPriority,
    applicationCorp:
      (row.corpId && corps.get(row.corpId)) ||
      (row.certBodyId && bodies.get(row.certBodyId)) ||
      (row.printingFactoryId && factories.get(row.printingFactoryId)) ||
      '',
    createName: row.createdBy ? (people.get(row.createdBy) ?? '') : translate('workOrder.system', language),
    source: row.source as WorkOrderSource | null,
    attachments: row.attachments,
    link:
      row.linkType && row.linkId
        ? { type: row.linkType as WorkOrderLinkType, id: row.linkId, label: links.get(row.linkId) ?? '' }
        : null,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeId ? (people.get(row.assigneeId) ?? '') : null,
    dueTime: row.dueAt.toISOString(),
    overdue: row.status === 0 && row.dueAt.getTime() < now,
    firstReplyTime: row.firstReplyAt?.toISOString() ?? null,
    closeTime: row.closedAt?.toISOString() ?? null,
    processingTime: row.processingSeconds,
    closeReason: row.closeReason,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    actions: actionsFor(row, principal, answeredIds.has(row.id)),
  }));
}

export interface ListQuery {
  page: number;
  pageSize: number;
  keyword?: string;
  status?: WorkOrderStatus;
  type?: string;
  priority?: WorkOrderPriority;
  overdue?: boolean;
}

/** Overdue ones first, then the newest. */
export function list(db: DbOrTx, principal: Principal, language: Language, query: ListQuery) {
  const where = and(
    visible(principal),
    query.keyword
      ? or(
          ilike(workOrders.title, likePattern(query.keyword)),
          ilike(workOrders.orderNo, likePattern(query.keyword)),
        )
      : undefined,
    query.status !== undefined ? eq(workOrders.status, query.status) : undefined,
    query.type ? eq(workOrders.type, query.type) : undefined,
    query.priority ? eq(workOrders.priority, query.priority) : undefined,
    query.overdue === true
      ? overdueCondition
      : query.overdue === false
        ? sql`not ${overdueCondition}`
        : undefined,
  );
  return paginate(
    {
      rows: db.select().from(workOrders).where(where).$dynamic(),
      orderBy: [desc(overdueCondition), desc(workOrders.createdAt), desc(workOrders.id)],
      total: countRows(db, workOrders, where),
    },
    query,
    (rows) => toItems(db, principal, language, rows),
  );
}

/** One work order the caller may read, or 404 (another tenant's id reads as missing). */
export async function findVisible(db: DbOrTx, principal: Principal, id: string, lock = false) {
  const query = db
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.id, id), visible(principal)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

/** Whether anyone answered in the thread (internal notes do not count). */
export async function hasReplies(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: workOrderMessages.id })
    .from(workOrderMessages)
    .where(and(eq(workOrderMessages.workOrderId, id), eq(workOrderMessages.kind, 'reply')))
    .limit(1);
  return !!row;
}

export async function get(
  db: DbOrTx,
  principal: Principal,
  language: Language,
  id: string,
): Promise<WorkOrderDetail> {
  const row = await findVisible(db, principal, id);
  // The requester never receives internal notes.
  const kinds: SQL | undefined = isStaff(principal) ? undefined : eq(workOrderMessages.kind, 'reply');
  const [[item], thread] = await Promise.all([
    toItems(db, principal, language, [row]),
    db
      .select({
        id: workOrderMessages.id,
        kind: workOrderMessages.kind,
        body: workOrderMessages.body,
        attachments: workOrderMessages.attachments,
        authorName: users.userName,
        fromStaff: workOrderMessages.fromStaff,
        createdAt: workOrderMessages.createdAt,
      })
      .from(workOrderMessages)
      .innerJoin(users, eq(users.id, workOrderMessages.authorId))
      .where(and(eq(workOrderMessages.workOrderId, id), kinds))
      .orderBy(asc(workOrderMessages.createdAt), asc(workOrderMessages.id)),
  ]);
  return {
    ...item!,
    messages: thread.map((m) => ({
      id: m.id,
      kind: m.kind as 'reply' | 'note',
      body: m.body,
      attachments: m.attachments,
      authorName: m.authorName,
      fromStaff: m.fromStaff,
      createTime: m.createdAt.toISOString(),
    })),
  };
}

/** The administrators a work order may be handed to. */
export async function assignees(db: DbOrTx) {
  const rows = await db
    .select({ value: users.id, label: users.userName })
    .from(users)
    .where(and(eq(users.userType, 'admin'), eq(users.enabled, true)))
    .orderBy(asc(users.userName))
    .limit(200);
  return rows;
}

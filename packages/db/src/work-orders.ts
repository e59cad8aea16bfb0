import {
  type Language,
  type MessageKey,
  messageParam,
  type NoticeParam,
  type NoticeParams,
  storedNotice,
  translate,
  WORK_ORDER_DUE_HOURS,
  WORK_ORDER_KEY_EXPIRY_DAYS,
  WORK_ORDER_SOURCES,
  type WorkOrderLinkType,
  type WorkOrderPriority,
  type WorkOrderSource,
} from '@trace/contracts';
import { documentNo } from '@trace/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { insertMessage, noticeToCompany } from './messages';
import { users } from './schema/access';
import { companies } from './schema/companies';
import { certBodies, printingFactories } from './schema/organizations';
import { auditLogs } from './schema/system';
import { workOrders } from './schema/work-orders';

/**
 * What the API's work-order service and the worker's round share (decision 0031): numbering, due
 * times, the wording of work orders the platform opened, who hears of what, and the round that opens
 * work orders for what needs a person and tells administrators of overdue ones.
 */

type WorkOrderRow = typeof workOrders.$inferSelect;

/** The organisation a work order belongs to: exactly one of a company, certification body or factory. */
export type WorkOrderOwner =
  | { corpId: string; certBodyId: null; printingFactoryId: null }
  | { corpId: null; certBodyId: string; printingFactoryId: null }
  | { corpId: null; certBodyId: null; printingFactoryId: string };

type OwnerColumns = Pick<WorkOrderRow, 'corpId' | 'certBodyId' | 'printingFactoryId'>;

const company = (corpId: string): WorkOrderOwner => ({ corpId, certBodyId: null, printingFactoryId: null });
const certBody = (certBodyId: string): WorkOrderOwner => ({
  corpId: null,
  certBodyId,
  printingFactoryId: null,
});
const printer = (printingFactoryId: string): WorkOrderOwner => ({
  corpId: null,
  certBodyId: null,
  printingFactoryId,
});

/** When a work order of a priority opened at `createdAt` should be closed; later it is overdue. */
export const workOrderDueAt = (createdAt: Date, priority: WorkOrderPriority) =>
  new Date(createdAt.getTime() + WORK_ORDER_DUE_HOURS[priority] * 3_600_000);

/** A readable work-order number: W, the day and a random tail (the column is unique). */
export const workOrderNo = () => documentNo('W');

const sourceKey = (source: WorkOrderSource, part: 'title' | 'description') =>
  `workOrder.system.${source}.${part}` as MessageKey;

type Worded = Pick<WorkOrderRow, 'title' | 'description' | 'source' | 'sourceParams'>;

const isSource = (value: string | null): value is WorkOrderSource =>
  value !== null && (WORK_ORDER_SOURCES as readonly string[]).includes(value);

/** The title in a reader's language: the platform's are worded on reading, people's are as written. */
export function workOrderTitle(row: Worded, language: Language): string {
  return isSource(row.source)
    ? translate(sourceKey(row.source, 'title'), language, row.sourceParams ?? {})
    : row.title;
}

export function workOrderDescription(row: Worded, language: Language): string {
  return isSource(row.source)
    ? translate(sourceKey(row.source, 'description'), language, row.sourceParams ?? {})
    : row.description;
}

/** The title as a notice parameter, so a notice about a platform's work order reads in each language. */
export function workOrderTitleParam(row: Worded): NoticeParam {
  return isSource(row.source)
    ? { key: sourceKey(row.source, 'title'), params: row.sourceParams ?? {} }
    : row.title;
}

/** A notice to some users, stored by kind so each reads it in their language; `by` is not told. */
export async function notifyWorkOrderUsers(
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

/** The enabled administrators: they hear of new and overdue work orders. */
export async function administratorIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'admin'), eq(users.enabled, true)));
  return rows.map((row) => row.id);
}

/** The enabled people who act for a certification body or a printing factory. */
async function organisationUserIds(db: DbOrTx, owner: OwnerColumns): Promise<string[]> {
  const condition = owner.certBodyId
    ? and(eq(users.certBodyId, owner.certBodyId), eq(users.userType, 'cert_body'))
    : owner.printingFactoryId
      ? eq(users.printingFactoryId, owner.printingFactoryId)
      : undefined;
  if (!condition) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(condition, eq(users.enabled, true)));
  return rows.map((row) => row.id);
}

/**
 * Tells the requester of a work order: the person who opened it, or for one the platform opened, its
 * organisation (a company's message centre, a body's or factory's people).
 */
export async function notifyWorkOrderRequester(
  db: DbOrTx,
  row: OwnerColumns & Pick<WorkOrderRow, 'createdBy'>,
  key: MessageKey,
  params: NoticeParams,
  by: string | null,
) {
  if (row.createdBy) return notifyWorkOrderUsers(db, [row.createdBy], key, params, by);
  if (row.corpId) {
    await noticeToCompany(db, row.corpId, key, params, by);
    return;
  }
  await notifyWorkOrderUsers(db, await organisationUserIds(db, row), key, params, by);
}

/** The name of the organisation a work order belongs to. */
export async function organisationName(db: DbOrTx, owner: OwnerColumns): Promise<string> {
  const [row] = owner.corpId
    ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, owner.corpId))
    : owner.certBodyId
      ? await db.select({ name: certBodies.name }).from(certBodies).where(eq(certBodies.id, owner.certBodyId))
      : owner.printingFactoryId
        ? await db
            .select({ name: printingFactories.name })
            .from(printingFactories)
            .where(eq(printingFactories.id, owner.printingFactoryId))
        : [];
  return row?.name ?? '';
}

/** Something that needs a person, found by the round: which work order it opens and for whom. */
export interface SystemCause {
  source: WorkOrderSource;
  /** The record it is about (with the company for a key, which opens one per company it reads). */
  key: string;
  owner: WorkOrderOwner;
  /** A value of the `work_order_type` dictionary. */
  type: string;
  priority: WorkOrderPriority;
  params: Record<string, string | number>;
  link: { type: WorkOrderLinkType; id: string } | null;
}

/**
 * Opens the work order of a cause unless one exists: the unique (source, source key) makes a second
 * round, or two workers at once, insert nothing. Only the round that inserted it tells the
 * administrators and the organisation. Returns the new work order's id, or null.
 */
export async function openSystemWorkOrder(db: DbOrTx, cause: SystemCause, now = new Date()) {
  return db.transaction(async (tx) => {
    const worded = { title: '', description: '', source: cause.source, sourceParams: cause.params };
    const [row] = await tx
      .insert(workOrders)
      .values({
        orderNo: workOrderNo(),
        // The Chinese wording, for exports and the keyword search; readers get their own language.
        title: workOrderTitle(worded, 'cn'),
        description: workOrderDescription(worded, 'cn'),
        type: cause.type,
        priority: cause.priority,
        ...cause.owner,
        createdBy: null,
        source: cause.source,
        sourceKey: cause.key,
        sourceParams: cause.params,
        linkType: cause.link?.type ?? null,
        linkId: cause.link?.id ?? null,
        dueAt: workOrderDueAt(now, cause.priority),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [workOrders.source, workOrders.sourceKey] })
      .returning();
    if (!row) return null;
    await tx.insert(auditLogs).values({
      userId: null,
      account: null,
      ip: null,
      requestId: 'worker:work-orders',
      action: 'create',
      entity: 'work_order',
      entityId: row.id,
      before: null,
      after: row,
    });
    const title = workOrderTitleParam(row);
    await notifyWorkOrderUsers(
      tx,
      await administratorIds(tx),
      'workOrder.notice.created',
      { orderNo: row.orderNo, title, corp: await organisationName(tx, row) },
      null,
    );
    await notifyWorkOrderRequester(
      tx,
      row,
      'workOrder.notice.systemOpened',
      { orderNo: row.orderNo, title },
      null,
    );
    return row.id;
  });
}

const dayOf = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** Not yet opened: no work order of this source for this key. */
const notOpened = (source: WorkOrderSource | SQL, key: SQL) =>
  sql`not exists (select 1 from work_orders w where w.source = ${source} and w.source_key = ${key})`;

/**
 * What needs a person now, each not yet opened:
 * - a paid label order past its delivery date (15 working days after the receipt): its printing
 *   factory, which ships and enters the delivery;
 * - a company's label run that failed after its last retry, and a void request that was not carried
 *   out in full (some codes refused, or the job failed): the company, whose labels they are;
 * - a finding past its due date: the company while it owes the corrective action, the certification
 *   body once the answer waits for its review;
 * - a partner key ending within 7 days: each company whose grant to the partner is in force.
 */
export async function findSystemCauses(db: DbOrTx, now = new Date()): Promise<SystemCause[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`${dayOf(now)}::date`;
  const causes: SystemCause[] = [];

  const lateOrders = await db.execute<{
    id: string;
    orderNo: string;
    count: number;
    dueDate: string;
    printingFactoryId: string;
    corp: string;
  }>(sql`
    select o.id, o.order_no as "orderNo", o.count, o.due_date as "dueDate",
      o.printing_factory_id as "printingFactoryId", c.name as corp
    from label_orders o join companies c on c.id = o.corp_id
    where o.status = 'paid' and o.printing_factory_id is not null and o.due_date < ${at}
      and ${notOpened('labelOrderOverdue', sql`o.id::text`)}`);
  for (const o of lateOrders)
    causes.push({
      source: 'labelOrderOverdue',
      key: o.id,
      owner: printer(o.printingFactoryId),
      type: 'label',
      priority: 'high',
      params: { orderNo: o.orderNo, count: Number(o.count), date: dayOf(o.dueDate), corp: o.corp },
      link: { type: 'labelOrder', id: o.id },
    });

  // A run's job retries on its own: only a run whose job gave up (or has none) needs a person.
  const failedRuns = await db.execute<{
    id: string;
    runNo: string;
    count: number;
    error: string | null;
    corpId: string;
    orderId: string | null;
  }>(sql`
    select r.id, r.run_no as "runNo", r.count, r.error, r.corp_id as "corpId", r.order_id as "orderId"
    from label_runs r
    where r.status = 'error' and r.corp_id is not null
      and not exists (select 1 from jobs j where j.id = r.job_id and j.status <> 'failed')
      and ${notOpened('labelRunFailed', sql`r.id::text`)}`);
  for (const r of failedRuns)
    causes.push({
      source: 'labelRunFailed',
      key: r.id,
      owner: company(r.corpId),
      type: 'label',
      priority: 'high',
      params: { runNo: r.runNo, count: Number(r.count), error: (r.error ?? '').slice(0, 300) },
      link: r.orderId ? { type: 'labelOrder', id: r.orderId } : null,
    });

  // Refused codes leave the request in execution_error; a failed job rolled everything back.
  const failedVoids = await db.execute<{
    id: string;
    requestNo: string;
    corpId: string;
    total: number;
    failed: number;
  }>(sql`
    select v.id, v.request_no as "requestNo", v.corp_id as "corpId", cardinality(v.codes) as total,
      case when v.status = 'execution_error' then coalesce(jsonb_array_length(v.failures), 0)
        else cardinality(v.codes) end as failed
    from void_requests v
    where (v.status = 'execution_error'
        or (v.status = 'passed' and exists (select 1 from jobs j where j.id = v.job_id and j.status = 'failed')))
      and ${notOpened('labelVoidFailed', sql`v.id::text`)}`);
  for (const v of failedVoids)
    causes.push({
      source: 'labelVoidFailed',
      key: v.id,
      owner: company(v.corpId),
      type: 'label',
      priority: 'normal',
      params: { requestNo: v.requestNo, total: Number(v.total), failed: Number(v.failed) },
      link: null,
    });

  const lateFindings = await db.execute<{
    id: string;
    findingNo: string;
    grade: string;
    dueDate: string;
    status: string;
    corpId: string;
    certBodyId: string;
    auditNo: string;
    certificateId: string | null;
    corp: string;
  }>(sql`
    select f.id, f.finding_no as "findingNo", f.grade, f.due_date::text as "dueDate", f.status,
      f.corp_id as "corpId", f.cert_body_id as "certBodyId", a.audit_no as "auditNo",
      a.certificate_id as "certificateId", c.name as corp
    from audit_findings f join audits a on a.id = f.audit_id join companies c on c.id = f.corp_id
    where f.status in ('open', 'returned', 'answered') and f.due_date < ${today}
      and ${notOpened(sql`case when f.status = 'answered' then 'findingReviewOverdue' else 'findingOverdue' end`, sql`f.id::text`)}`);
  for (const f of lateFindings) {
    const review = f.status === 'answered';
    causes.push({
      source: review ? 'findingReviewOverdue' : 'findingOverdue',
      key: f.id,
      owner: review ? certBody(f.certBodyId) : company(f.corpId),
      type: 'certification',
      priority: f.grade === 'minor' ? 'normal' : 'high',
      params: {
        findingNo: f.findingNo,
        grade: messageParam(`certAudit.grade.${f.grade}` as MessageKey),
        auditNo: f.auditNo,
        date: f.dueDate,
        corp: f.corp,
      },
      link: f.certificateId ? { type: 'certificate', id: f.certificateId } : null,
    });
  }

  const horizon = new Date(now.getTime() + WORK_ORDER_KEY_EXPIRY_DAYS * 86_400_000);
  const endingKeys = await db.execute<{
    id: string;
    name: string;
    prefix: string;
    expiresAt: string;
    app: string;
    corpId: string;
  }>(sql`
    select distinct k.id, k.name, k.prefix, k.expires_at as "expiresAt", a.name as app, g.corp_id as "corpId"
    from api_keys k
    join partner_apps a on a.id = k.app_id and a.enabled
    join partner_grants g on g.app_id = k.app_id and g.status = 'approved' and g.granted_until > ${at}
    where k.revoked_at is null and k.replaced_by is null and k.disabled_at is null
      and k.expires_at > ${at} and k.expires_at <= ${horizon.toISOString()}::timestamptz
      and ${notOpened('apiKeyExpiring', sql`k.id::text || ':' || g.corp_id::text`)}`);
  for (const k of endingKeys)
    causes.push({
      source: 'apiKeyExpiring',
      key: `${k.id}:${k.corpId}`,
      owner: company(k.corpId),
      type: 'api',
      priority: 'high',
      params: { app: k.app, name: k.name, prefix: k.prefix, date: dayOf(k.expiresAt) },
      link: { type: 'apiKey', id: k.id },
    });
  return causes;
}

/**
 * Tells administrators once of each pending work order past its due time: its assignee, or every
 * administrator while nobody has it. Claimed on the row, so two rounds tell once.
 */
export async function notifyOverdueWorkOrders(db: DbOrTx, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(workOrders)
      .set({ overdueNotifiedAt: now })
      .where(
        and(
          eq(workOrders.status, 0),
          sql`${workOrders.dueAt} < ${now.toISOString()}::timestamptz`,
          sql`${workOrders.overdueNotifiedAt} is null`,
        ),
      )
      .returning();
    if (due.length === 0) return 0;
    const admins = await administratorIds(tx);
    for (const row of due)
      await notifyWorkOrderUsers(
        tx,
        row.assigneeId ? [row.assigneeId] : admins,
        'workOrder.notice.overdue',
        { orderNo: row.orderNo, title: workOrderTitleParam(row), corp: await organisationName(tx, row) },
        null,
      );
    return due.length;
  });
}

export interface WorkOrderRoundOutcome {
  opened: Partial<Record<WorkOrderSource, number>>;
  overdueNotified: number;
}

/** Opens a work order for each cause not yet opened; how many of each source were opened. */
export async function openSystemWorkOrders(db: DbOrTx, now = new Date()) {
  const opened: WorkOrderRoundOutcome['opened'] = {};
  for (const cause of await findSystemCauses(db, now))
    if (await openSystemWorkOrder(db, cause, now)) opened[cause.source] = (opened[cause.source] ?? 0) + 1;
  return opened;
}

/** The worker's work-order round: open what needs a person, then tell of overdue ones. */
export async function runWorkOrderRound(db: DbOrTx, now = new Date()): Promise<WorkOrderRoundOutcome> {
  const opened = await openSystemWorkOrders(db, now);
  return { opened, overdueNotified: await notifyOverdueWorkOrders(db, now) };
}

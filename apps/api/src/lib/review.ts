import {
  escapeHtml,
  LANGUAGES,
  REVIEW_TRANSITIONS,
  type ReviewAction,
  type ReviewDecision,
  type ReviewResourceType,
  type ReviewState,
  translate,
} from '@trace/contracts';
import { nextState } from '@trace/core';
import {
  type DbOrTx,
  messageToCompany,
  reviewDecisions,
  reviewRevisions,
  reviewSettings,
  type Tx,
  userRoles,
} from '@trace/db';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from './audit';
import { writeAudit } from './audit';
import { AppError } from './errors';
import type { Principal } from './principal';

/**
 * One review-able table: its status column (named in the table's own words when `names` is given)
 * and the company that owns each row. The same engine serves companies, certificates, products,
 * subclasses, and every later review-able resource.
 */
export interface Reviewable {
  type: ReviewResourceType;
  /** Shown in notifications: `{ cn, en, fr }` noun of the resource. */
  noun: { cn: string; en: string; fr: string };
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  corpId: PgColumn;
  /** A person-readable title of a row for notifications. */
  titleOf: (row: Record<string, unknown>) => string;
  /** Status names in the table for each review state (companies use their own words). */
  names?: Record<ReviewState, string>;
  /** Runs in the decision's transaction once an approval is applied (e.g. recording what it attests). */
  onApproved?: (tx: Tx, id: string) => Promise<void>;
}

const nameOf = (resource: Reviewable, state: ReviewState) => resource.names?.[state] ?? state;

export function reviewStateOf(resource: Reviewable, status: string): ReviewState | null {
  if (!resource.names) return status as ReviewState;
  const entry = Object.entries(resource.names).find(([, name]) => name === status);
  return (entry?.[0] as ReviewState | undefined) ?? null;
}

/** Administrators review everything; otherwise the role configured for the resource type in /SysAudit. */
export async function canReview(
  db: DbOrTx,
  principal: Principal | null,
  type: ReviewResourceType,
): Promise<boolean> {
  if (!principal) return false;
  if (principal.allPermissions) return true;
  if (principal.kind !== 'user') return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(reviewSettings)
    .innerJoin(userRoles, eq(userRoles.roleId, reviewSettings.reviewerRoleId))
    .where(
      and(
        eq(reviewSettings.resourceType, type),
        eq(reviewSettings.enabled, true),
        eq(userRoles.userId, principal.userId),
      ),
    )
    .limit(1);
  return !!row;
}

export async function assertReviewer(db: DbOrTx, principal: Principal | null, type: ReviewResourceType) {
  if (!(await canReview(db, principal, type))) throw new AppError(403, 'review.notReviewer');
}

function move(
  resource: Reviewable,
  status: string,
  action: ReviewAction,
): { from: ReviewState; to: ReviewState } {
  const from = reviewStateOf(resource, status);
  const to = from ? nextState(REVIEW_TRANSITIONS, from, action) : null;
  if (!from || !to) throw new AppError(409, 'review.notAllowed');
  return { from, to };
}

async function record(
  tx: Tx,
  resource: Reviewable,
  id: string,
  action: ReviewAction,
  from: string,
  to: string,
  actor: Actor & { name?: string | null },
  remark: string | null,
) {
  await tx.insert(reviewDecisions).values({
    resourceType: resource.type,
    resourceId: id,
    action,
    fromStatus: from,
    toStatus: to,
    actorId: actor.userId,
    actorName: actor.name ?? actor.account,
    remark,
  });
}

async function lockRow(tx: Tx, resource: Reviewable, id: string) {
  const [row] = (await tx.select().from(resource.table).where(eq(resource.id, id)).for('update')) as Record<
    string,
    unknown
  >[];
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

/** The property name of a column in its table's rows (what `select()` returns and `set()` takes). */
export function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`column ${column.name} is not in the table`);
  return entry[0];
}

/** A waiting change is kept as JSON; dates come back as strings and become Dates again before applying. */
function reviveRevision(table: PgTable, data: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => key in columns)
      .map(([key, value]) => [
        key,
        columns[key]!.dataType === 'date' && typeof value === 'string' ? new Date(value) : value,
      ]),
  );
}

const statusKey = (resource: Reviewable) => keyOf(resource.table, resource.status);

/**
 * The owner edits. A draft or a rejected submission is changed in place and waits for review again;
 * an approved item keeps its approved version live and the change waits as a revision.
 */
export async function submitEdit(
  tx: Tx,
  resource: Reviewable,
  id: string,
  data: Record<string, unknown>,
  actor: Actor,
) {
  const row = await lockRow(tx, resource, id);
  const status = String(row[statusKey(resource)]);
  const state = reviewStateOf(resource, status);
  const action: ReviewAction = state === 'unreviewed' || state === 'failed' ? 'resubmit' : 'modify';
  const { to } = move(resource, status, action);
  if (action === 'resubmit') {
    await tx
      .update(resource.table)
      .set({ ...data, [statusKey(resource)]: nameOf(resource, to) })
      .where(eq(resource.id, id));
  } else {
    await tx
      .update(reviewRevisions)
      .set({ status: 'replaced', decidedAt: new Date() })
      .where(
        and(
          eq(reviewRevisions.resourceType, resource.type),
          eq(reviewRevisions.resourceId, id),
          eq(reviewRevisions.status, 'pending'),
        ),
      );
    await tx
      .insert(reviewRevisions)
      .values({ resourceType: resource.type, resourceId: id, data, submittedBy: actor.userId });
    await tx
      .update(resource.table)
      .set({ [statusKey(resource)]: nameOf(resource, to) })
      .where(eq(resource.id, id));
  }
  await record(tx, resource, id, action, status, nameOf(resource, to), actor, null);
  await writeAudit(tx, actor, {
    action,
    entity: resource.type,
    entityId: id,
    before: row,
    after: { ...data, status: nameOf(resource, to) },
  });
  return nameOf(resource, to);
}

/** Approve or reject. Approving a waiting change applies it; rejecting it keeps the approved version. */
export async function decide(
  tx: Tx,
  resource: Reviewable,
  id: string,
  action: 'approve' | 'reject',
  actor: Actor & { name?: string | null },
  remark: string | null,
) {
  const row = await lockRow(tx, resource, id);
  const status = String(row[statusKey(resource)]);
  const { from, to } = move(resource, status, action);
  const set: Record<string, unknown> = { [statusKey(resource)]: nameOf(resource, to) };
  if (from === 'modification_pending') {
    const [revision] = await tx
      .select()
      .from(reviewRevisions)
      .where(
        and(
          eq(reviewRevisions.resourceType, resource.type),
          eq(reviewRevisions.resourceId, id),
          eq(reviewRevisions.status, 'pending'),
        ),
      )
      .orderBy(desc(reviewRevisions.createdAt))
      .limit(1);
    if (revision) {
      if (action === 'approve') Object.assign(set, reviveRevision(resource.table, revision.data));
      await tx
        .update(reviewRevisions)
        .set({ status: action === 'approve' ? 'applied' : 'rejected', decidedAt: new Date() })
        .where(eq(reviewRevisions.id, revision.id));
    }
  }
  await tx.update(resource.table).set(set).where(eq(resource.id, id));
  if (action === 'approve') await resource.onApproved?.(tx, id);
  await record(tx, resource, id, action, status, nameOf(resource, to), actor, remark);
  await writeAudit(tx, actor, {
    action,
    entity: resource.type,
    entityId: id,
    before: row,
    after: { ...row, ...set, remark },
  });
  await notifyOwner(tx, resource, row, action, remark, actor.userId);
  return nameOf(resource, to);
}

/** Tells the owning company about a decision through the message centre (titles in all three languages). */
export async function notifyOwner(
  tx: Tx,
  resource: Reviewable,
  row: Record<string, unknown>,
  action: 'approve' | 'reject',
  remark: string | null,
  createdBy: string | null,
) {
  const corpId = row[keyOf(resource.table, resource.corpId)] as string | null;
  if (!corpId) return;
  const key = action === 'approve' ? 'review.approvedTitle' : 'review.rejectedTitle';
  const item = resource.titleOf(row);
  const title = LANGUAGES.map((language) =>
    translate(key, language, { item: `${resource.noun[language]} ${item}` }),
  ).join(' / ');
  const content = remark
    ? LANGUAGES.map(
        (language) => `<p>${escapeHtml(translate('review.decisionBody', language, { remark }))}</p>`,
      ).join('')
    : `<p>${escapeHtml(title)}</p>`;
  await messageToCompany(tx, corpId, { title: title.slice(0, 300), content }, createdBy);
}

/** History, the waiting change and the last remark of items, in two queries for any number of items. */
export async function reviewInfos(db: DbOrTx, resource: Reviewable, items: { id: string; status: string }[]) {
  const ids = items.map((item) => item.id);
  const [history, pending] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(reviewDecisions)
          .where(
            and(eq(reviewDecisions.resourceType, resource.type), inArray(reviewDecisions.resourceId, ids)),
          )
          .orderBy(asc(reviewDecisions.createdAt)),
        db
          .select()
          .from(reviewRevisions)
          .where(
            and(
              eq(reviewRevisions.resourceType, resource.type),
              inArray(reviewRevisions.resourceId, ids),
              eq(reviewRevisions.status, 'pending'),
            ),
          )
          .orderBy(desc(reviewRevisions.createdAt)),
      ])
    : [[], []];
  return new Map(
    items.map((item) => {
      const decisions: ReviewDecision[] = history
        .filter((h) => h.resourceId === item.id)
        .map((h) => ({
          id: h.id,
          action: h.action as ReviewAction,
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          actorName: h.actorName,
          remark: h.remark,
          createTime: h.createdAt.toISOString(),
        }));
      const lastDecision = [...decisions]
        .reverse()
        .find((d) => d.action === 'approve' || d.action === 'reject');
      return [
        item.id,
        {
          reviewStatus: reviewStateOf(resource, item.status) ?? ('passed' as ReviewState),
          pendingChange: pending.find((p) => p.resourceId === item.id)?.data ?? null,
          lastRemark: lastDecision?.remark ?? null,
          history: decisions,
        },
      ] as const;
    }),
  );
}

export async function reviewInfo(db: DbOrTx, resource: Reviewable, id: string, status: string) {
  return (await reviewInfos(db, resource, [{ id, status }])).get(id)!;
}

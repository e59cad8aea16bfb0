import {
  BATCH_TRANSITIONS,
  type Batch,
  type BatchAction,
  type BatchLine,
  type BatchStatus,
  hasApprovedVersion,
  managePermission,
} from '@trace/contracts';
import { nextState, toDisplayWeight, toStoredWeight } from '@trace/core';
import {
  batches,
  companies,
  type Database,
  type DbOrTx,
  labelControls,
  labels,
  products,
  rawMaterials,
  rawMaterialUses,
  type Tx,
} from '@trace/db';
import { and, count, countDistinct, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { sortOrder, uniqueViolation } from '../../lib/crud';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import { holds, ownCompanyMissing, type Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { houseForBatch, houseNames } from '../bird-houses/service';
import { assertCompanyPlot } from '../ginseng/access';
import { batchPlots } from '../ginseng/queries';

export type BatchRow = typeof batches.$inferSelect;

/** The cap when no label control row exists at all. */
const UNLIMITED = 1_000_000;
const UNIQUE = { batches_corp_no_key: { path: 'batchNo', key: 'batch.numberTaken' as const } };

export const LINE_PAGE: Record<BatchLine, string> = { main: '/batchList', panda: '/batchListPanda' };

/** A company sees its own batches; administrators every batch. */
export const batchScope = (principal: Principal) =>
  tenantCondition(tenantScope(principal), { corpId: batches.corpId });

/** One batch of a line the caller may see (another tenant's answers 404); `lock` takes its row lock. */
export async function findBatch(
  db: DbOrTx,
  principal: Principal,
  line: BatchLine | null,
  id: string,
  lock = false,
): Promise<BatchRow> {
  const query = db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), line ? eq(batches.line, line) : undefined, batchScope(principal)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

/**
 * The label usage cap of each company (label control): its own row, else the platform-wide row
 * (corpId null).
 */
export async function labelControlLimits(db: DbOrTx, corpIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ corpId: labelControls.corpId, max: labelControls.maxUsagePerBatch })
    .from(labelControls)
    .where(
      corpIds.length
        ? or(inArray(labelControls.corpId, corpIds), isNull(labelControls.corpId))
        : isNull(labelControls.corpId),
    );
  const platform = rows.find((r) => r.corpId === null)?.max ?? UNLIMITED;
  return new Map(corpIds.map((id) => [id, rows.find((r) => r.corpId === id)?.max ?? platform]));
}

/** The most labels a batch may hold: its own cap or the label control's, whichever is lower. */
export const batchLimit = (row: Pick<BatchRow, 'maxLabels'>, control: number) =>
  row.maxLabels === null ? control : Math.min(row.maxLabels, control);

export async function labelLimitOf(db: DbOrTx, row: Pick<BatchRow, 'corpId' | 'maxLabels'>) {
  return batchLimit(row, (await labelControlLimits(db, [row.corpId])).get(row.corpId) ?? UNLIMITED);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
export const displayWeight = (stored: string | null) => (stored === null ? null : toDisplayWeight(stored));

/** Whether the caller may change batches of this line (and this one is within its reach). */
export function canManage(principal: Principal, line: BatchLine) {
  return holds(principal, managePermission('product', LINE_PAGE[line]));
}

function actionsFor(row: BatchRow, principal: Principal, usedRawMaterial: boolean): BatchAction[] {
  if (row.status === 'complete' || !canManage(principal, row.line as BatchLine)) return [];
  const actions: BatchAction[] = ['edit', 'bind', 'complete'];
  if (row.boundCount === 0 && !usedRawMaterial) actions.push('delete');
  if (row.line === 'main' && row.kind !== 'raw_material') actions.push('useRawMaterial');
  return actions;
}

/** Batches as the API shows them: names, the label cap, raw-material totals and the next actions. */
export async function toBatches(db: DbOrTx, rows: BatchRow[], principal: Principal): Promise<Batch[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const corpIds = [...new Set(rows.map((r) => r.corpId))];
  const [corps, productRows, limits, stock, used, plots, houses] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, corpIds)),
    db
      .select({
        id: products.id,
        name: sql<string>`coalesce(${products.replaceProductName}, ${products.productName})`,
      })
      .from(products)
      .where(inArray(products.id, [...new Set(rows.map((r) => r.productId))])),
    labelControlLimits(db, corpIds),
    db
      .select({
        batchId: rawMaterials.batchId,
        count: count(),
        weight: sql<string>`coalesce(sum(${rawMaterials.weight}), 0)::text`,
        remaining: sql<string>`coalesce(sum(${rawMaterials.remaining}), 0)::text`,
      })
      .from(rawMaterials)
      .where(inArray(rawMaterials.batchId, ids))
      .groupBy(rawMaterials.batchId),
    db
      .select({
        batchId: rawMaterialUses.batchId,
        labels: countDistinct(rawMaterialUses.excode),
        weight: sql<string>`coalesce(sum(${rawMaterialUses.useWeight}), 0)::text`,
      })
      .from(rawMaterialUses)
      .where(inArray(rawMaterialUses.batchId, ids))
      .groupBy(rawMaterialUses.batchId),
    batchPlots(
      db,
      rows.map((r) => r.ginsengPlotId),
    ),
    houseNames(
      db,
      rows.map((r) => r.houseId),
    ),
  ]);
  return rows.map((row) => {
    const raw = stock.find((s) => s.batchId === row.id);
    const consumed = used.find((u) => u.batchId === row.id);
    return {
      id: row.id,
      batchNo: row.batchNo,
      line: row.line as BatchLine,
      kind: row.kind as Batch['kind'],
      status: row.status as BatchStatus,
      corpId: row.corpId,
      corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
      productId: row.productId,
      productName: productRows.find((p) => p.id === row.productId)?.name ?? '',
      productionDate: iso(row.productionDate),
      expiryDate: iso(row.expiryDate),
      origin: row.origin,
      quantity: displayWeight(row.quantity),
      maxLabels: row.maxLabels,
      labelLimit: batchLimit(row, limits.get(row.corpId) ?? UNLIMITED),
      boundCount: row.boundCount,
      replaceProductName: row.replaceProductName,
      remark: row.remark,
      images: row.images,
      ginsengPlot: row.ginsengPlotId ? (plots.get(row.ginsengPlotId) ?? null) : null,
      house: row.houseId ? { id: row.houseId, name: houses.get(row.houseId) ?? '' } : null,
      completeTime: iso(row.completedAt),
      createTime: row.createdAt.toISOString(),
      updateTime: row.updatedAt.toISOString(),
      rawMaterial:
        row.kind === 'raw_material'
          ? {
              labelCount: raw?.count ?? 0,
              totalWeight: toDisplayWeight(raw?.weight ?? '0'),
              remainingWeight: toDisplayWeight(raw?.remaining ?? '0'),
            }
          : null,
      consumption:
        row.kind === 'raw_material'
          ? null
          : { labelCount: consumed?.labels ?? 0, totalUseWeight: toDisplayWeight(consumed?.weight ?? '0') },
      actions: actionsFor(row, principal, (consumed?.labels ?? 0) > 0),
    };
  });
}

export async function list(
  db: Database,
  principal: Principal,
  line: BatchLine,
  query: {
    page: number;
    pageSize: number;
    sortBy?: string;
    sortOrder?: 'asc' | 'desc';
    keyword?: string;
    status?: string;
    kind?: string;
    productId?: string;
  },
) {
  const where = and(
    eq(batches.line, line),
    batchScope(principal),
    query.keyword ? ilike(batches.batchNo, likePattern(query.keyword)) : undefined,
    query.status ? eq(batches.status, query.status) : undefined,
    query.kind ? eq(batches.kind, query.kind) : undefined,
    query.productId ? eq(batches.productId, query.productId) : undefined,
  );
  const source = {
    rows: db.select().from(batches).where(where).$dynamic(),
    orderBy: [sortOrder(batches, query, batches.createdAt), batches.id],
    total: countRows(db, batches, where),
  };
  return paginate(source, query, (rows) => toBatches(db, rows, principal));
}

export async function get(db: DbOrTx, principal: Principal, line: BatchLine | null, id: string) {
  return (await toBatches(db, [await findBatch(db, principal, line, id)], principal))[0]!;
}

interface BatchFields {
  batchNo: string;
  productId: string;
  productionDate: string;
  expiryDate: string | null;
  origin: string | null;
  quantity: string | null;
  maxLabels: number | null;
  replaceProductName: string | null;
  remark: string | null;
  images: string[];
  ginsengPlotId: string | null;
  houseId: string | null;
}

async function assertApprovedProduct(db: DbOrTx, corpId: string, productId: string) {
  const [product] = await db
    .select({ reviewStatus: products.reviewStatus })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.corpId, corpId)));
  if (!product || !hasApprovedVersion(product.reviewStatus))
    throw fieldError('productId', 'batch.productNotApproved');
}

const columnsOf = (body: BatchFields) => ({
  batchNo: body.batchNo,
  productId: body.productId,
  productionDate: new Date(body.productionDate),
  expiryDate: body.expiryDate ? new Date(body.expiryDate) : null,
  origin: body.origin || null,
  quantity: body.quantity === null ? null : toStoredWeight(body.quantity),
  maxLabels: body.maxLabels,
  replaceProductName: body.replaceProductName || null,
  remark: body.remark || null,
  images: body.images,
  ginsengPlotId: body.ginsengPlotId,
  houseId: body.houseId ?? null,
});

async function write<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw uniqueViolation(error, UNIQUE) ?? error;
  }
}

/** A company makes a batch of one of its approved products; the second line has normal batches only. */
export async function create(
  db: Database,
  principal: Principal,
  actor: Actor,
  line: BatchLine,
  body: BatchFields & { kind: Batch['kind'] },
) {
  const corpId = principal.corpId;
  if (!corpId) throw ownCompanyMissing(principal);
  if (line === 'panda' && body.kind !== 'normal') throw fieldError('kind', 'batch.kindNotOnLine');
  await assertApprovedProduct(db, corpId, body.productId);
  await assertCompanyPlot(db, corpId, body.ginsengPlotId);
  await houseForBatch(db, corpId, body.kind, body.houseId ?? null);
  const row = await write(db, async (tx) => {
    const [inserted] = await tx
      .insert(batches)
      .values({ ...columnsOf(body), corpId, line, kind: body.kind, createdBy: actor.userId })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'batch',
      entityId: inserted!.id,
      after: inserted,
    });
    return inserted!;
  });
  return get(db, principal, line, row.id);
}

async function hasUsedRawMaterial(db: DbOrTx, batchId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(rawMaterialUses)
    .where(eq(rawMaterialUses.batchId, batchId))
    .limit(1);
  return !!row;
}

/** Changes a batch in production; a complete one is locked, and the product stays once labels are bound. */
export async function update(
  db: Database,
  principal: Principal,
  actor: Actor,
  line: BatchLine,
  id: string,
  body: BatchFields,
) {
  await write(db, async (tx) => {
    const before = await findBatch(tx, principal, line, id, true);
    if (before.status === 'complete') throw new AppError(409, 'batch.locked');
    if (body.productId !== before.productId) {
      if (before.boundCount > 0 || (await hasUsedRawMaterial(tx, id)))
        throw fieldError('productId', 'batch.productLocked');
      await assertApprovedProduct(tx, before.corpId, body.productId);
    }
    await assertCompanyPlot(tx, before.corpId, body.ginsengPlotId);
    // A house named before stays when it is sent again, even if its change now waits for review.
    if (body.houseId && body.houseId !== before.houseId)
      await houseForBatch(tx, before.corpId, before.kind, body.houseId);
    const [after] = await tx.update(batches).set(columnsOf(body)).where(eq(batches.id, id)).returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'batch', entityId: id, before, after });
  });
  return get(db, principal, line, id);
}

/** Deletes a batch in production that holds no label and used no raw material. */
export async function remove(db: Database, principal: Principal, actor: Actor, line: BatchLine, id: string) {
  await db.transaction(async (tx) => {
    const before = await findBatch(tx, principal, line, id, true);
    if (before.status === 'complete') throw new AppError(409, 'batch.locked');
    const [bound] = await tx
      .select({ one: sql<number>`1` })
      .from(labels)
      .where(eq(labels.batchId, id))
      .limit(1);
    if (before.boundCount > 0 || bound || (await hasUsedRawMaterial(tx, id)))
      throw new AppError(409, 'batch.notEmpty');
    try {
      // A savepoint, so a batch still referenced by other records is reported, not a broken transaction.
      await tx.transaction((inner) => inner.delete(batches).where(eq(batches.id, id)));
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === '23503')
        throw new AppError(409, 'record.inUse');
      throw error;
    }
    await writeAudit(tx, actor, { action: 'delete', entity: 'batch', entityId: id, before });
  });
  return null;
}

/**
 * in_production -> complete: the batch is locked and its bound labels become activated (raw-material
 * labels keep their state: their weight stays usable).
 */
export async function complete(
  db: Database,
  principal: Principal,
  actor: Actor,
  line: BatchLine,
  id: string,
) {
  await db.transaction(async (tx) => {
    const before = await findBatch(tx, principal, line, id, true);
    const to = nextState(BATCH_TRANSITIONS, before.status as BatchStatus, 'complete');
    if (!to) throw new AppError(409, 'batch.alreadyComplete');
    const [after] = await tx
      .update(batches)
      .set({ status: to, completedAt: new Date() })
      .where(eq(batches.id, id))
      .returning();
    const activated = await tx
      .update(labels)
      .set({ status: 'activated' })
      .where(and(eq(labels.batchId, id), eq(labels.status, 'bound')))
      .returning({ excode: labels.excode });
    await writeAudit(tx, actor, {
      action: 'complete',
      entity: 'batch',
      entityId: id,
      before,
      after: { ...after, activatedLabels: activated.length },
    });
  });
  return get(db, principal, line, id);
}

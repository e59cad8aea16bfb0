import type { MessageKey, RawMaterial, RawMaterialState } from '@trace/contracts';
import { consumeWeight, toDisplayWeight, toStoredWeight } from '@trace/core';
import {
  batches,
  companies,
  type Database,
  labels,
  products,
  rawMaterials,
  rawMaterialUses,
} from '@trace/db';
import { recordUseEvents } from '@trace/db/epcis';
import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { findBatch } from './batches';
import { type BindRequest, bind } from './binding';
import { productName, toUses } from './raw-material-uses';

const isZero = (stored: string) => /^0*(\.0*)?$/.test(stored);
const operatorOf = (principal: Principal) =>
  principal.kind === 'user' ? principal.userName : principal.appName;

// ---- storage (/rawMaterialStorage)

export async function listRawMaterials(
  db: Database,
  principal: Principal,
  query: {
    page: number;
    pageSize: number;
    excode?: string;
    state?: string;
    available?: 'true' | 'false';
    batchId?: string;
    productId?: string;
  },
) {
  const where = and(
    tenantCondition(tenantScope(principal), { corpId: rawMaterials.corpId }),
    query.excode ? sql`${rawMaterials.excode}::text like ${`${query.excode}%`}` : undefined,
    query.state ? eq(rawMaterials.state, query.state) : undefined,
    query.available === 'true' ? ne(rawMaterials.state, 'used_up') : undefined,
    query.batchId ? eq(rawMaterials.batchId, query.batchId) : undefined,
    query.productId ? eq(rawMaterials.productId, query.productId) : undefined,
  );
  // The count also sums the weights: run once, read by the page and by the totals below.
  const summary = db
    .select({
      total: count(),
      weight: sql<string>`coalesce(sum(${rawMaterials.weight}), 0)::text`,
      remaining: sql<string>`coalesce(sum(${rawMaterials.remaining}), 0)::text`,
    })
    .from(rawMaterials)
    .where(where)
    .execute();
  const page = await paginate(
    {
      rows: db
        .select({
          raw: rawMaterials,
          used: sql<string>`(${rawMaterials.weight} - ${rawMaterials.remaining})::text`,
          corpName: companies.name,
          batchNo: batches.batchNo,
          productName,
        })
        .from(rawMaterials)
        .innerJoin(companies, eq(companies.id, rawMaterials.corpId))
        .innerJoin(batches, eq(batches.id, rawMaterials.batchId))
        .innerJoin(products, eq(products.id, rawMaterials.productId))
        .where(where)
        .$dynamic(),
      orderBy: [desc(rawMaterials.createdAt), rawMaterials.excode],
      total: summary,
    },
    query,
    (rows): RawMaterial[] =>
      rows.map(({ raw, used, corpName, batchNo, productName: name }) => ({
        excode: raw.excode,
        corpId: raw.corpId,
        corpName,
        batchId: raw.batchId,
        batchNo,
        productId: raw.productId,
        productName: name,
        weight: toDisplayWeight(raw.weight),
        remainingWeight: toDisplayWeight(raw.remaining),
        usedWeight: toDisplayWeight(used),
        state: raw.state as RawMaterialState,
        createTime: raw.createdAt.toISOString(),
        updateTime: raw.updatedAt.toISOString(),
      })),
  );
  const [totals] = await summary;
  return {
    ...page,
    totals: {
      count: totals?.total ?? 0,
      totalWeight: toDisplayWeight(totals?.weight ?? '0'),
      remainingWeight: toDisplayWeight(totals?.remaining ?? '0'),
    },
  };
}

/** Puts labelled raw material into storage: a binding to one of the company's raw-material batches. */
export async function stockIn(
  db: Database,
  principal: Principal,
  actor: Actor,
  body: BindRequest & { batchId: string },
) {
  const batch = await findBatch(db, principal, 'main', body.batchId);
  if (batch.kind !== 'raw_material')
    throw new AppError(400, 'batch.notRawMaterial', undefined, [
      { path: 'batchId', messageKey: 'batch.notRawMaterial' },
    ]);
  return bind(db, principal, actor, 'main', body.batchId, body);
}

// ---- deep processing (/deepBatch, /deepBatch2)

type ItemError = { path: string; messageKey: MessageKey; params?: Record<string, string | number> };

/**
 * A batch takes weight from raw-material labels of its company, all or nothing. Each label's weight
 * moves with a conditional UPDATE (`remaining >= use`), so concurrent uses of one label can never take
 * it below zero: PostgreSQL re-checks the condition on the newest row before writing. A label whose
 * remaining weight reaches exactly 0 is used up (decimal arithmetic in the database, no floats).
 */
export async function useRawMaterial(
  db: Database,
  principal: Principal,
  actor: Actor,
  batchId: string,
  body: { items: { excode: string; useWeight: string }[] },
) {
  const items = body.items.map((item) => ({
    excode: BigInt(item.excode).toString(),
    use: toStoredWeight(item.useWeight),
  }));
  const errors: ItemError[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    if (seen.has(item.excode))
      errors.push({ path: `items.${index}.excode`, messageKey: 'rawMaterial.duplicate' });
    seen.set(item.excode, index);
    if (isZero(item.use)) errors.push({ path: `items.${index}.useWeight`, messageKey: 'weight.zero' });
  });
  if (errors.length > 0) throw new AppError(400, errors[0]!.messageKey, errors[0]!.params, errors);

  const uses = await db.transaction(async (tx) => {
    const batch = await findBatch(tx, principal, 'main', batchId, true);
    if (batch.status === 'complete') throw new AppError(409, 'batch.locked');
    if (batch.kind === 'raw_material') throw new AppError(409, 'batch.rawMaterialCannotUse');

    const stock = await tx
      .select()
      .from(rawMaterials)
      .where(
        and(
          inArray(
            rawMaterials.excode,
            items.map((i) => i.excode),
          ),
          eq(rawMaterials.corpId, batch.corpId),
        ),
      );
    const check = (index: number, remaining: string | null) => {
      if (remaining === null || isZero(remaining))
        return { path: `items.${index}.excode`, messageKey: 'rawMaterial.notAvailable' as const };
      return {
        path: `items.${index}.useWeight`,
        messageKey: 'weight.overRemaining' as const,
        params: { remaining: toDisplayWeight(remaining) },
      };
    };
    // Every problem is named at once; the conditional UPDATEs below still guard against a race.
    items.forEach((item, index) => {
      const row = stock.find((s) => s.excode === item.excode);
      if (!row || !consumeWeight(row.remaining, item.use).ok)
        errors.push(check(index, row?.remaining ?? null));
    });
    if (errors.length > 0) throw new AppError(400, errors[0]!.messageKey, errors[0]!.params, errors);

    // Labels are taken in code order, so two uses sharing labels wait for each other instead of deadlocking.
    const ordered = items
      .map((item, index) => ({ ...item, index }))
      .sort((a, b) => (BigInt(a.excode) < BigInt(b.excode) ? -1 : 1));
    const written: (typeof rawMaterialUses.$inferSelect)[] = [];
    for (const item of ordered) {
      const [after] = await tx
        .update(rawMaterials)
        .set({
          remaining: sql`${rawMaterials.remaining} - ${item.use}::numeric`,
          state: sql`case when ${rawMaterials.remaining} - ${item.use}::numeric = 0 then 'used_up' else 'partly_used' end`,
        })
        .where(
          and(
            eq(rawMaterials.excode, item.excode),
            eq(rawMaterials.corpId, batch.corpId),
            gte(rawMaterials.remaining, item.use),
          ),
        )
        .returning();
      if (!after) {
        const [now] = await tx
          .select({ remaining: rawMaterials.remaining })
          .from(rawMaterials)
          .where(eq(rawMaterials.excode, item.excode));
        const error = check(item.index, now?.remaining ?? null);
        throw new AppError(400, error.messageKey, 'params' in error ? error.params : undefined, [error]);
      }
      if (after.state === 'used_up') {
        await tx.update(labels).set({ status: 'used_up' }).where(eq(labels.excode, item.excode));
      }
      const [use] = await tx
        .insert(rawMaterialUses)
        .values({
          corpId: batch.corpId,
          batchId: batch.id,
          excode: item.excode,
          sourceBatchId: after.batchId,
          useWeight: item.use,
          remainingAfter: after.remaining,
          createdBy: actor.userId,
          operatorName: operatorOf(principal),
        })
        .returning();
      written.push(use!);
    }
    await recordUseEvents(tx, batch.id, written[0]!.createdAt);
    await writeAudit(tx, actor, {
      action: 'useRawMaterial',
      entity: 'batch',
      entityId: batch.id,
      after: { items: items.map((i) => ({ excode: i.excode, use: i.use })) },
    });
    return written;
  });
  const list = await toUses(db, uses);
  const [total] = await db
    .select({ total: sql<string>`coalesce(sum(${rawMaterialUses.useWeight}), 0)::text` })
    .from(rawMaterialUses)
    .where(
      inArray(
        rawMaterialUses.id,
        uses.map((u) => u.id),
      ),
    );
  return { batchId, count: uses.length, totalUseWeight: toDisplayWeight(total?.total ?? '0'), uses: list };
}

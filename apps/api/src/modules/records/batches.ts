import type { Language } from '@trace/contracts';
import { batches, companies, type DbOrTx, products } from '@trace/db';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { paginate } from '../../lib/paging';
import { holds, type Principal } from '../../lib/principal';
import { tenantCondition, tenantScope } from '../../lib/tenancy';
import { approvedRecordsOfBatch } from './public';

export const LOGISTICS_MANAGE = 'product.batchLogisticReplaceProduct.manage';

/** The batches a caller may see: its company's, all for administrators. */
const scopeOf = (principal: Principal) => tenantCondition(tenantScope(principal), { corpId: batches.corpId });

const logisticsColumns = {
  batch: batches,
  corpName: companies.name,
  productName: products.productName,
  productReplaceName: products.replaceProductName,
};

type LogisticsRow = {
  batch: typeof batches.$inferSelect;
  corpName: string;
  productName: string;
  productReplaceName: string | null;
};

function toLogistics(row: LogisticsRow, principal: Principal) {
  const { batch } = row;
  const productDisplayName = row.productReplaceName || row.productName;
  return {
    id: batch.id,
    batchNo: batch.batchNo,
    corpId: batch.corpId,
    corpName: row.corpName,
    productId: batch.productId,
    productName: row.productName,
    productDisplayName,
    replaceProductName: batch.replaceProductName,
    displayName: batch.replaceProductName || productDisplayName,
    status: batch.status,
    productionDate: batch.productionDate?.toISOString() ?? null,
    createTime: batch.createdAt.toISOString(),
    updateTime: batch.updatedAt.toISOString(),
    actions: holds(principal, LOGISTICS_MANAGE) ? (['editReplaceName'] as const).slice() : [],
  };
}

function selectLogistics(db: DbOrTx) {
  return db
    .select(logisticsColumns)
    .from(batches)
    .innerJoin(companies, eq(companies.id, batches.corpId))
    .innerJoin(products, eq(products.id, batches.productId));
}

export async function listBatchLogistics(
  db: DbOrTx,
  principal: Principal,
  query: {
    page: number;
    pageSize: number;
    keyword?: string;
    productId?: string;
    replaced?: 'yes' | 'no';
  },
) {
  const keyword = query.keyword ? likePattern(query.keyword) : null;
  const where = and(
    scopeOf(principal),
    query.productId ? eq(batches.productId, query.productId) : undefined,
    query.replaced === 'yes'
      ? isNotNull(batches.replaceProductName)
      : query.replaced === 'no'
        ? isNull(batches.replaceProductName)
        : undefined,
    keyword
      ? or(
          ilike(batches.batchNo, keyword),
          ilike(products.productName, keyword),
          ilike(batches.replaceProductName, keyword),
        )
      : undefined,
  );
  const source = {
    rows: selectLogistics(db).where(where).$dynamic(),
    orderBy: [desc(batches.createdAt), desc(batches.id)],
    total: db
      .select({ total: count() })
      .from(batches)
      .innerJoin(products, eq(products.id, batches.productId))
      .where(where),
  };
  return paginate(source, query, (rows) => rows.map((row) => toLogistics(row, principal)));
}

async function findLogistics(db: DbOrTx, principal: Principal, id: string, lock = false) {
  const where: SQL | undefined = and(eq(batches.id, id), scopeOf(principal));
  const query = selectLogistics(db).where(where);
  const [row] = await (lock ? query.for('update', { of: batches }) : query);
  if (!row) throw notFound();
  return row;
}

export async function getBatchLogistics(db: DbOrTx, principal: Principal, id: string) {
  return toLogistics(await findLogistics(db, principal, id), principal);
}

/**
 * Sets the product name logistics shows for a batch (null clears it). Logistics information, not
 * production data: it may change after the batch is complete.
 */
export async function replaceProductName(
  db: DbOrTx,
  principal: Principal,
  actor: Actor,
  id: string,
  replaceProductName: string | null,
) {
  return db.transaction(async (tx) => {
    const before = await findLogistics(tx, principal, id, true);
    const value = replaceProductName?.trim() || null;
    const [updated] = await tx
      .update(batches)
      .set({ replaceProductName: value })
      .where(eq(batches.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'replaceProductName',
      entity: 'batch',
      entityId: id,
      before: { replaceProductName: before.batch.replaceProductName },
      after: { replaceProductName: value },
    });
    return toLogistics({ ...before, batch: updated! }, principal);
  });
}

/** A batch the caller may see with its approved records. */
export async function batchRecords(db: DbOrTx, principal: Principal, batchId: string, language: Language) {
  const row = await findLogistics(db, principal, batchId);
  return {
    batch: toLogistics(row, principal),
    records: await approvedRecordsOfBatch(db, row.batch.id, row.batch.productId, language),
  };
}

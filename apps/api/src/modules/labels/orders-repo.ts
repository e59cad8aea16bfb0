import { type LabelOrder, SHEET_LABELS } from '@trace/contracts';
import {
  companies,
  type DbOrTx,
  labelControls,
  type labelOrders,
  labelRuns,
  printingFactories,
  products,
  reviewDecisions,
} from '@trace/db';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Principal } from '../../lib/principal';
import { actionsFor, type Roles } from './orders-access';
import { isOverdue } from './orders-due';

/** The reads of label orders: their listed form (with the names and run they refer to) and limits. */

export type OrderRow = typeof labelOrders.$inferSelect;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function toOrders(
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
      overdue: isOverdue(row, now),
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

/** The most labels one application may ask for: the company's control, else the platform's. */
export async function applicationLimit(db: DbOrTx, corpId: string): Promise<number> {
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

import type { Dashboard } from '@trace/contracts';
import { type DbOrTx, labelOrders } from '@trace/db';
import { and, count, eq, gte } from 'drizzle-orm';
import { type DashboardDays, startOf } from './dates';
import { dueByWeek, dueCounts, nextOrders } from './orders';

/** Weeks in the printer's due-date chart. */
const WEEKS = 8;

async function deliveredSince(db: DbOrTx, printingFactoryId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(labelOrders)
    .where(
      and(
        eq(labelOrders.printingFactoryId, printingFactoryId),
        eq(labelOrders.status, 'delivered'),
        gte(labelOrders.deliveryDate, since),
      ),
    );
  return row?.n ?? 0;
}

/** A printing factory's orders: those assigned to it to print and deliver, and what it delivered. */
export async function printerDashboard(
  db: DbOrTx,
  printingFactoryId: string,
  days: DashboardDays,
  now: Date,
): Promise<Dashboard> {
  const scope = eq(labelOrders.printingFactoryId, printingFactoryId);
  const [due, delivered, next, weeks] = await Promise.all([
    dueCounts(db, scope, now, now),
    deliveredSince(db, printingFactoryId, startOf(days.monthStart)),
    nextOrders(db, scope, now),
    dueByWeek(db, scope, startOf(days.weekStart), WEEKS),
  ]);
  return {
    kind: 'printer',
    toDeliver: due.toDeliver,
    overdue: due.overdue,
    deliveredThisMonth: delivered,
    next,
    dueByWeek: weeks,
  };
}

import type { DueOrder } from '@trace/contracts';
import { companies, type DbOrTx, labelOrders } from '@trace/db';
import { and, asc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { isOverdue, overdueOrder } from '../labels/orders-due';

/**
 * Label orders waiting to be printed and delivered: paid (the payment accepted, which sets the due
 * date and the printing factory) and not delivered yet. Overdue as the order list says it (`overdueOrder`).
 */
export const toDeliver = and(eq(labelOrders.status, 'paid'), isNotNull(labelOrders.dueDate))!;

const n = (expression: SQL) => sql<number>`(${expression})::int`.mapWith(Number);
/** A moment as a query parameter (sent as text, read back as timestamptz). */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** How many orders of the scope wait for delivery, how many are overdue, how many are due by `horizon`. */
export async function dueCounts(db: DbOrTx, scope: SQL | undefined, now: Date, horizon: Date) {
  const [row] = await db
    .select({
      toDeliver: n(sql`count(*)`),
      overdue: n(sql`count(*) filter (where ${overdueOrder(at(now))})`),
      dueSoon: n(
        sql`count(*) filter (where ${labelOrders.dueDate} >= ${at(now)} and ${labelOrders.dueDate} < ${at(horizon)})`,
      ),
    })
    .from(labelOrders)
    .where(and(toDeliver, scope));
  return row!;
}

/** The orders of the scope due first (overdue ones first), with their company's name. */
export async function nextOrders(
  db: DbOrTx,
  scope: SQL | undefined,
  now: Date,
  limit = 5,
): Promise<DueOrder[]> {
  const rows = await db
    .select({
      id: labelOrders.id,
      orderNo: labelOrders.orderNo,
      corpName: companies.name,
      count: labelOrders.count,
      status: labelOrders.status,
      dueDate: labelOrders.dueDate,
    })
    .from(labelOrders)
    .innerJoin(companies, eq(companies.id, labelOrders.corpId))
    .where(and(toDeliver, scope))
    .orderBy(asc(labelOrders.dueDate), asc(labelOrders.orderNo))
    .limit(limit);
  return rows.map((row) => {
    const due = row.dueDate ? new Date(row.dueDate) : null;
    return { ...row, dueDate: due?.toISOString() ?? null, overdue: isOverdue({ ...row, dueDate: due }, now) };
  });
}

/** Orders of the scope due in each of `weeks` weeks from `weekStart` (a Monday), empty weeks at 0. */
export async function dueByWeek(db: DbOrTx, scope: SQL | undefined, weekStart: Date, weeks: number) {
  const end = new Date(weekStart.getTime() + weeks * 7 * 86_400_000);
  const week = sql<string>`to_char(date_trunc('week', ${labelOrders.dueDate} at time zone 'utc'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, count: n(sql`count(*)`) })
    .from(labelOrders)
    .where(and(toDeliver, scope, gte(labelOrders.dueDate, weekStart), lt(labelOrders.dueDate, end)))
    .groupBy(week);
  const byWeek = new Map(rows.map((row) => [row.week, row.count]));
  return Array.from({ length: weeks }, (_, index) => {
    const day = new Date(weekStart.getTime() + index * 7 * 86_400_000).toISOString().slice(0, 10);
    return { week: day, count: byWeek.get(day) ?? 0 };
  });
}

import type { Dashboard } from '@trace/contracts';
import { companies, type DbOrTx, labelAlerts, labelCounts, products, shipments } from '@trace/db';
import { count, gte, sql } from 'drizzle-orm';
import type { Principal } from '../../lib/principal';
import { addDays } from '../scan/days';
import { type DashboardDays, startOf } from './dates';
import { dueCounts, nextOrders } from './orders';
import { pendingReviews } from './reviews';
import { scanFigures } from './scans';

/** Platform totals: small tables counted, labels summed from their per-state rollup (never counted). */
async function totals(db: DbOrTx, days: DashboardDays) {
  const [[corps], [goods], [labels], [sent]] = await Promise.all([
    db.select({ n: count() }).from(companies),
    db.select({ n: count() }).from(products),
    db
      .select({ n: sql<number>`coalesce(sum(${labelCounts.count}), 0)::bigint`.mapWith(Number) })
      .from(labelCounts),
    db
      .select({ n: count() })
      .from(shipments)
      .where(gte(shipments.shippingDate, startOf(days.monthStart))),
  ]);
  return {
    companies: corps?.n ?? 0,
    products: goods?.n ?? 0,
    labels: labels?.n ?? 0,
    shipmentsThisMonth: sent?.n ?? 0,
  };
}

/** Alerts raised over the last 7 and 30 days (from the creation-time index). */
async function alerts(db: DbOrTx, days: DashboardDays) {
  const weekAgo = startOf(addDays(days.today, -6)).toISOString();
  const [row] = await db
    .select({
      last7Days:
        sql<number>`count(*) filter (where ${labelAlerts.createdAt} >= ${weekAgo}::timestamptz)`.mapWith(
          Number,
        ),
      last30Days: count(),
    })
    .from(labelAlerts)
    .where(gte(labelAlerts.createdAt, startOf(addDays(days.today, -29))));
  return { last7Days: row?.last7Days ?? 0, last30Days: row?.last30Days ?? 0 };
}

/** The administrator's platform view. */
export async function adminDashboard(
  db: DbOrTx,
  principal: Principal,
  days: DashboardDays,
  now: Date,
): Promise<Dashboard> {
  const weekAhead = new Date(now.getTime() + 7 * 86_400_000);
  const [reviews, due, next, alertCounts, platform, scans] = await Promise.all([
    pendingReviews(db, principal),
    dueCounts(db, undefined, now, weekAhead),
    nextOrders(db, undefined, now),
    alerts(db, days),
    totals(db, days),
    scanFigures(db, principal, days),
  ]);
  return {
    kind: 'admin',
    pendingReviews: reviews,
    labelOrders: { overdue: due.overdue, dueIn7Days: due.dueSoon, next },
    alerts: alertCounts,
    totals: { ...platform, scansThisMonth: scans.scansThisMonth },
    scansByDay: scans.scansByDay,
  };
}

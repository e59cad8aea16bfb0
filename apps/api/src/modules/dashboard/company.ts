import type { Dashboard } from '@trace/contracts';
import { type DbOrTx, labelAlerts, labelCounts, shipments } from '@trace/db';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Principal } from '../../lib/principal';
import { addDays } from '../scan/days';
import { type DashboardDays, startOf } from './dates';
import { scanFigures } from './scans';

/** The company's labels per state, from the rollup the label triggers keep (states with labels only). */
async function labelsByState(db: DbOrTx, corpId: string) {
  const total = sql<number>`sum(${labelCounts.count})::bigint`.mapWith(Number);
  const rows = await db
    .select({ state: labelCounts.status, count: total })
    .from(labelCounts)
    .where(eq(labelCounts.corpId, corpId))
    .groupBy(labelCounts.status)
    .having(sql`sum(${labelCounts.count}) > 0`)
    .orderBy(asc(labelCounts.status));
  return rows;
}

/** Shipments on their way: sent to the company (to receive) and sent by it (not received yet). */
async function shipmentsWaiting(db: DbOrTx, corpId: string) {
  const on = (column: typeof shipments.senderCorpId | typeof shipments.receiverCorpId) =>
    db
      .select({ n: count() })
      .from(shipments)
      .where(and(eq(column, corpId), eq(shipments.status, 'sent')));
  const [[incoming], [outgoing]] = await Promise.all([
    on(shipments.receiverCorpId),
    on(shipments.senderCorpId),
  ]);
  return { incoming: incoming?.n ?? 0, outgoing: outgoing?.n ?? 0 };
}

async function alertsLast30Days(db: DbOrTx, corpId: string, days: DashboardDays) {
  const [row] = await db
    .select({ n: count() })
    .from(labelAlerts)
    .where(
      and(eq(labelAlerts.corpId, corpId), gte(labelAlerts.createdAt, startOf(addDays(days.today, -29)))),
    );
  return row?.n ?? 0;
}

/** A company's own figures: its labels, the scans of its labels, its alerts and shipments. */
export async function companyDashboard(
  db: DbOrTx,
  principal: Principal,
  corpId: string,
  days: DashboardDays,
): Promise<Dashboard> {
  const [states, scans, alerts, waiting] = await Promise.all([
    labelsByState(db, corpId),
    scanFigures(db, principal, days),
    alertsLast30Days(db, corpId, days),
    shipmentsWaiting(db, corpId),
  ]);
  return {
    kind: 'company',
    labelsByState: states,
    scansThisMonth: scans.scansThisMonth,
    scansLastMonth: scans.scansLastMonth,
    alertsLast30Days: alerts,
    shipmentsWaiting: waiting,
    scansByDay: scans.scansByDay,
  };
}

import type { DbOrTx } from '@trace/db';
import type { Principal } from '../../lib/principal';
import { addDays } from '../scan/days';
import { dailyStats } from '../stats/service';
import type { DashboardDays } from './dates';

/** Days in the dashboard's scan chart. */
const CHART_DAYS = 30;

/**
 * Scans of the caller's scope per day over the last 30 days, and this and last month's totals, from
 * one read of the per-day totals per company `scan_daily_companies` (plus the tail not folded yet) over
 * the longer of the two windows.
 */
export async function scanFigures(db: DbOrTx, principal: Principal, days: DashboardDays) {
  const chartStart = addDays(days.today, -(CHART_DAYS - 1));
  // The earlier of the two windows' starts (ISO days sort as text).
  const from = [chartStart, days.lastMonthStart].sort()[0]!;
  const { list } = await dailyStats(db, principal, { from, to: days.today });
  const sum = (rows: typeof list) => rows.reduce((total, row) => total + row.scans, 0);
  return {
    scansByDay: list.filter((row) => row.day >= chartStart).map(({ day, scans }) => ({ day, scans })),
    scansThisMonth: sum(list.filter((row) => row.day >= days.monthStart)),
    scansLastMonth: sum(list.filter((row) => row.day >= days.lastMonthStart && row.day < days.monthStart)),
  };
}

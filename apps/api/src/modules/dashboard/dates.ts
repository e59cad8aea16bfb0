import { addDays, today } from '../scan/days';

/** UTC calendar days the dashboard's windows start from (`YYYY-MM-DD`), computed once per request. */
export interface DashboardDays {
  today: string;
  monthStart: string;
  lastMonthStart: string;
  /** The Monday of the current ISO week. */
  weekStart: string;
}

export function dashboardDays(now = new Date()): DashboardDays {
  const day = today();
  const monthStart = `${day.slice(0, 8)}01`;
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  // getUTCDay: Sunday 0 .. Saturday 6; ISO weeks start on Monday.
  const weekday = (now.getUTCDay() + 6) % 7;
  return {
    today: day,
    monthStart,
    lastMonthStart: lastMonth.toISOString().slice(0, 10),
    weekStart: addDays(day, -weekday),
  };
}

/** The start of a UTC day as a timestamp, for comparing with timestamp columns. */
export const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

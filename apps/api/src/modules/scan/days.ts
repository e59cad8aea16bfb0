/** UTC calendar days (`YYYY-MM-DD`), as the scan filters and the daily rollup use them. */

const DAY_MS = 86_400_000;

export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/** UTC days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * How a range of days splits between a monthly rollup (scans, first checks, raw material) and the
 * rows it sums: the months it holds whole (a month under way counts as
 * whole once the range reaches today: no later day has events yet) and the days at its edges, at most a month on each side.
 */
export interface MonthSpans {
  /** First days of the first and last whole months; null when the range holds no whole month. */
  months: { from: string; to: string } | null;
  /** Day ranges outside the whole months. */
  edges: DayRange[];
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const shiftMonth = (first: string, months: number) => {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
};

export function monthSpans(range: DayRange, now = today()): MonthSpans {
  const first =
    range.from === firstOfMonth(range.from) ? range.from : shiftMonth(firstOfMonth(range.from), 1);
  const reachesEnd = range.to >= now || addDays(range.to, 1) === shiftMonth(firstOfMonth(range.to), 1);
  const last = reachesEnd ? firstOfMonth(range.to) : shiftMonth(firstOfMonth(range.to), -1);
  if (first > last) return { months: null, edges: [range] };
  const edges: DayRange[] = [];
  if (range.from < first) edges.push({ from: range.from, to: addDays(first, -1) });
  const after = shiftMonth(last, 1);
  if (after <= range.to) edges.push({ from: after, to: range.to });
  return { months: { from: first, to: last }, edges };
}

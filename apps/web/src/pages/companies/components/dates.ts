import dayjs from 'dayjs';

/** A picked day (`YYYY-MM-DD`, local) as the ISO instant its first moment is. */
export function dayStartIso(day: string | null | undefined): string | null {
  if (!day) return null;
  const parsed = dayjs(day);
  return parsed.isValid() ? parsed.startOf('day').toISOString() : null;
}

/** A picked day as the ISO instant of its last moment: a contract ending that day is in force all day. */
export function dayEndIso(day: string | null | undefined): string | null {
  if (!day) return null;
  const parsed = dayjs(day);
  return parsed.isValid() ? parsed.endOf('day').toISOString() : null;
}

/** An ISO instant from the API as the local day a date picker shows. */
export function isoToDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const parsed = dayjs(iso);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** `YYYY-MM-DD` of today plus some days (local). */
export function dayFromToday(days: number, now: Date = new Date()): string {
  return dayjs(now).add(days, 'day').format('YYYY-MM-DD');
}

/**
 * Whole calendar days from today to the day of `iso` (0: it ends today; negative: it has ended), as
 * the reminders count them.
 */
export function daysUntil(iso: string | null | undefined, now: Date = new Date()): number | null {
  if (!iso) return null;
  const end = dayjs(iso);
  if (!end.isValid()) return null;
  return end.startOf('day').diff(dayjs(now).startOf('day'), 'day');
}

/** Reads a typed day: `2026-05-20`, `2026/5/20` or `20260520`; anything else is no day. */
export function parseDay(input: string): string | null {
  const match = /^\s*(\d{4})[-/.]?(\d{1,2})[-/.]?(\d{1,2})\s*$/.exec(input);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

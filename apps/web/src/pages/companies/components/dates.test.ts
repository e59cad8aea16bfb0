import { describe, expect, it } from 'vitest';
import { dayEndIso, dayFromToday, dayStartIso, daysUntil, isoToDay, parseDay } from './dates';

describe('days picked in forms', () => {
  it('reads typed days in the usual spellings and refuses impossible ones', () => {
    expect(parseDay('2026-05-20')).toBe('2026-05-20');
    expect(parseDay('2026/5/2')).toBe('2026-05-02');
    expect(parseDay('20260520')).toBe('2026-05-20');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('next week')).toBeNull();
  });

  it('sends a start day as its first moment and an end day as its last', () => {
    const start = new Date(dayStartIso('2026-05-20')!);
    const end = new Date(dayEndIso('2026-05-20')!);
    expect([start.getDate(), start.getHours(), start.getMinutes()]).toEqual([20, 0, 0]);
    expect([end.getDate(), end.getHours(), end.getMinutes()]).toEqual([20, 23, 59]);
    expect(dayStartIso(null)).toBeNull();
    expect(isoToDay(dayEndIso('2026-05-20'))).toBe('2026-05-20');
  });

  it('counts whole days left as the reminders do: 0 on the last day, negative once ended', () => {
    const now = new Date(2026, 4, 1, 15, 30);
    expect(daysUntil(dayEndIso('2026-05-01'), now)).toBe(0);
    expect(daysUntil(dayEndIso('2026-05-31'), now)).toBe(30);
    expect(daysUntil(dayEndIso('2026-04-30'), now)).toBe(-1);
    expect(dayFromToday(20, now)).toBe('2026-05-21');
  });
});

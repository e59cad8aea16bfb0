import { describe, expect, it } from 'vitest';
import { monthSpans } from '../src/modules/scan/days';

/** Which days of a report's range are read from the monthly scan rollup and which from the daily one. */
describe('month spans', () => {
  const today = '2026-11-27';

  it('reads whole months from the monthly rollup, the month under way included once the range reaches today', () => {
    expect(monthSpans({ from: '2025-12-01', to: today }, today)).toEqual({
      months: { from: '2025-12-01', to: '2026-11-01' },
      edges: [],
    });
  });

  it('reads the days at the edges of the range from the daily rollup', () => {
    expect(monthSpans({ from: '2026-03-15', to: '2026-06-10' }, today)).toEqual({
      months: { from: '2026-04-01', to: '2026-05-01' },
      edges: [
        { from: '2026-03-15', to: '2026-03-31' },
        { from: '2026-06-01', to: '2026-06-10' },
      ],
    });
  });

  it('takes a range ending on the last day of a month as whole, leap years included', () => {
    expect(monthSpans({ from: '2024-02-01', to: '2024-02-29' }, today)).toEqual({
      months: { from: '2024-02-01', to: '2024-02-01' },
      edges: [],
    });
    expect(monthSpans({ from: '2024-01-01', to: '2024-02-28' }, today).edges).toEqual([
      { from: '2024-02-01', to: '2024-02-28' },
    ]);
  });

  it('reads a range inside one month from the daily rollup only', () => {
    expect(monthSpans({ from: '2026-05-03', to: '2026-05-20' }, today)).toEqual({
      months: null,
      edges: [{ from: '2026-05-03', to: '2026-05-20' }],
    });
  });

  it('crosses a year', () => {
    expect(monthSpans({ from: '2025-12-20', to: '2026-02-03' }, today)).toEqual({
      months: { from: '2026-01-01', to: '2026-01-01' },
      edges: [
        { from: '2025-12-20', to: '2025-12-31' },
        { from: '2026-02-01', to: '2026-02-03' },
      ],
    });
  });
});

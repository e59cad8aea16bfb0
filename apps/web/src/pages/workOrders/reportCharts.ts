import type { WorkOrderReport } from '@trace/contracts';
import { barsOption, timeOption, type ValueFormat } from '../../kit/charts';

const HOUR = 3600;

/** Opened and closed work orders per ISO week (its Monday), side by side as bars. */
export function weeksChartOption(
  weeks: WorkOrderReport['weeks'],
  names: { opened: string; closed: string },
  format: ValueFormat,
) {
  return timeOption({
    periods: weeks.map((week) => week.week),
    bars: [
      { name: names.opened, values: weeks.map((week) => week.opened) },
      { name: names.closed, values: weeks.map((week) => week.closed) },
    ],
    format,
  });
}

/**
 * The median times to the first reply and to closing per type, in hours on the axis (durations in
 * seconds make unreadable ticks) and as days, hours and minutes in the tooltip; a type without any
 * reply or closing has no bar.
 */
export function mediansChartOption(
  types: WorkOrderReport['types'],
  names: { firstReply: string; close: string },
  formats: { duration: (seconds: number) => string; hours: ValueFormat },
) {
  const hours = (seconds: number | null) =>
    seconds === null ? null : Math.round((seconds / HOUR) * 100) / 100;
  return barsOption({
    categories: types.map((type) => type.typeName),
    series: [
      { name: names.firstReply, values: types.map((type) => hours(type.medianFirstReply)) },
      { name: names.close, values: types.map((type) => hours(type.medianClose)) },
    ],
    format: (value) => formats.duration(Math.round(value * HOUR)),
    axisFormat: formats.hours,
  });
}

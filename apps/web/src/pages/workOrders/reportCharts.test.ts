import type { WorkOrderReport } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { mediansChartOption, weeksChartOption } from './reportCharts';

// biome-ignore lint/suspicious/noExplicitAny: ECharts options are read loosely to check what the builders wrote.
type AnyOption = Record<string, any>;

const type = (
  typeName: string,
  medianFirstReply: number | null,
  medianClose: number | null,
): WorkOrderReport['types'][number] => ({
  type: typeName.toLowerCase(),
  typeName,
  opened: 3,
  closed: 2,
  medianFirstReply,
  medianClose,
});

describe('work-order report charts', () => {
  it('draws opened and closed of each week side by side, weeks in their order', () => {
    const option = weeksChartOption(
      [
        { week: '2025-03-03', opened: 4, closed: 1 },
        { week: '2025-03-10', opened: 0, closed: 3 },
      ],
      { opened: 'Opened', closed: 'Closed' },
      (value) => `${value} orders`,
    ) as AnyOption;
    expect(option.xAxis.data).toEqual(['2025-03-03', '2025-03-10']);
    expect(option.series.map((s: AnyOption) => [s.type, s.name, s.data])).toEqual([
      ['bar', 'Opened', [4, 0]],
      ['bar', 'Closed', [1, 3]],
    ]);
    expect(option.series[0].tooltip.valueFormatter(4)).toBe('4 orders');
  });

  it('draws medians in hours with durations in the tooltip, and no bar where there is no median', () => {
    const option = mediansChartOption(
      [type('Labels', 5_400, 90_000), type('Accounts', null, null)],
      { firstReply: 'First reply', close: 'Close' },
      { duration: (seconds) => `${seconds} s`, hours: (hours) => `${hours} h` },
    ) as AnyOption;
    expect(option.yAxis.data).toEqual(['Labels', 'Accounts']);
    expect(option.series.map((s: AnyOption) => [s.name, s.data])).toEqual([
      ['First reply', [1.5, null]],
      ['Close', [25, null]],
    ]);
    expect(option.xAxis.axisLabel.formatter(25)).toBe('25 h');
    expect(option.tooltip.valueFormatter(1.5)).toBe('5400 s');
    expect(option.tooltip.valueFormatter(null)).toBe('—');
  });
});

import { Text } from '@mantine/core';
import { EChart } from '../../../kit/charts';

/** A chart with its heading, at the height the dashboard's charts share. */
function Titled({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {title}
      </Text>
      {children}
    </div>
  );
}

const GRID = { left: 8, right: 16, top: 16, bottom: 8, containLabel: true };

/** Scans per day as an area under a line; days shown as MM-DD. */
export function ScansByDayChart({ title, days }: { title: string; days: { day: string; scans: number }[] }) {
  return (
    <Titled title={title}>
      <EChart
        height={220}
        label={title}
        testId="dashboard-scans-chart"
        option={{
          grid: GRID,
          tooltip: { trigger: 'axis' },
          xAxis: { type: 'category', boundaryGap: false, data: days.map((row) => row.day.slice(5)) },
          yAxis: { type: 'value', minInterval: 1 },
          series: [
            {
              type: 'line',
              name: title,
              // Straight segments: a smoothed curve dips below zero next to a sudden rise.
              showSymbol: false,
              areaStyle: { opacity: 0.25 },
              data: days.map((row) => row.scans),
            },
          ],
        }}
      />
    </Titled>
  );
}

/** Counts by name as bars (horizontal when the names are long, like states). */
export function CountBarChart({
  title,
  rows,
  horizontal = false,
  testId,
}: {
  title: string;
  rows: { name: string; count: number }[];
  horizontal?: boolean;
  testId?: string;
}) {
  const names = { type: 'category' as const, data: rows.map((row) => row.name) };
  const values = { type: 'value' as const, minInterval: 1 };
  return (
    <Titled title={title}>
      <EChart
        height={horizontal ? Math.max(140, rows.length * 34 + 40) : 220}
        label={title}
        testId={testId}
        option={{
          grid: GRID,
          tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
          xAxis: horizontal ? values : names,
          yAxis: horizontal ? { ...names, inverse: true } : values,
          series: [
            {
              type: 'bar',
              name: title,
              barMaxWidth: 28,
              colorBy: horizontal ? 'data' : 'series',
              // Empty bars carry no number: the axis already says zero.
              label: {
                show: true,
                position: horizontal ? 'right' : 'top',
                formatter: ({ value }: { value: unknown }) => (value ? String(value) : ''),
              },
              data: rows.map((row) => row.count),
            },
          ],
        }}
      />
    </Titled>
  );
}

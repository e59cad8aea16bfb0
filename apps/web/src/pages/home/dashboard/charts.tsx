import { Text } from '@mantine/core';
import { EChart } from '../../../kit/charts';
import { barsOption, timeOption } from '../../../kit/charts/options';
import { useFormatCount } from '../../../kit/useFormatCount';

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

/** Scans per day as a filled line; days shown as MM-DD. */
export function ScansByDayChart({ title, days }: { title: string; days: { day: string; scans: number }[] }) {
  const format = useFormatCount();
  return (
    <Titled title={title}>
      <EChart
        height={220}
        label={title}
        testId="dashboard-scans-chart"
        option={timeOption({
          periods: days.map((row) => row.day.slice(5)),
          areas: [{ name: title, values: days.map((row) => row.scans) }],
          format,
        })}
      />
    </Titled>
  );
}

/** Counts by name: horizontal bars for named items (states), columns for periods (weeks). */
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
  const format = useFormatCount();
  const names = rows.map((row) => row.name);
  const series = [{ name: title, values: rows.map((row) => row.count) }];
  return (
    <Titled title={title}>
      <EChart
        height={horizontal ? Math.max(140, rows.length * 34 + 40) : 220}
        label={title}
        testId={testId}
        option={
          horizontal
            ? barsOption({ categories: names, series, format })
            : timeOption({ periods: names, bars: series, format })
        }
      />
    </Titled>
  );
}

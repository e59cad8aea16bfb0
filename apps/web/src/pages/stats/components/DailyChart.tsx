import { Box, Group, Text } from '@mantine/core';
import type { DailyStats } from '../api';

const HEIGHT = 180;
const AXIS = 22;
const TOP = 14;

/**
 * Scans and code checks per day as pairs of columns, in an SVG that stretches to its card's width;
 * each day's figures are in its tooltip.
 */
export function DailyChart({
  daily,
  scansLabel,
  checksLabel,
}: {
  daily: DailyStats;
  scansLabel: string;
  checksLabel: string;
}) {
  const days = daily.list;
  const max = Math.max(1, ...days.map((day) => Math.max(day.scans, day.verifications)));
  const width = Math.max(days.length * 16, 280);
  const column = width / Math.max(days.length, 1);
  const bar = Math.max(1.5, column * 0.36);
  const y = (value: number) => TOP + (HEIGHT - TOP) * (1 - value / max);
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  return (
    <Box>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + AXIS}`}
        width="100%"
        height={HEIGHT + AXIS}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${scansLabel}: ${daily.totals.scans}; ${checksLabel}: ${daily.totals.verifications}`}
      >
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="var(--mantine-color-gray-4)" />
        <line
          x1={0}
          x2={width}
          y1={TOP}
          y2={TOP}
          stroke="var(--mantine-color-gray-2)"
          strokeDasharray="4 4"
        />
        <text x={2} y={TOP - 3} fontSize={11} fill="var(--mantine-color-gray-6)">
          {max.toLocaleString()}
        </text>
        {days.map((day, index) => {
          const x = index * column + column / 2 - bar;
          return (
            <g key={day.day}>
              <title>{`${day.day} · ${scansLabel}: ${day.scans} · ${checksLabel}: ${day.verifications}`}</title>
              <rect x={index * column} y={0} width={column} height={HEIGHT} fill="transparent" />
              <rect
                x={x}
                y={y(day.scans)}
                width={bar}
                height={HEIGHT - y(day.scans)}
                fill="var(--mantine-color-teal-4)"
                rx={1}
              />
              <rect
                x={x + bar}
                y={y(day.verifications)}
                width={bar}
                height={HEIGHT - y(day.verifications)}
                fill="var(--mantine-color-teal-8)"
                rx={1}
              />
              {labelled.has(index) ? (
                <text
                  x={Math.min(Math.max(index * column + column / 2, 18), width - 18)}
                  y={HEIGHT + 15}
                  fontSize={11}
                  textAnchor="middle"
                  fill="var(--mantine-color-gray-6)"
                >
                  {day.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <Group gap="md" mt={4}>
        <Group gap={6}>
          <Box w={10} h={10} bg="teal.4" style={{ borderRadius: 2 }} />
          <Text size="xs" c="dimmed">
            {scansLabel}
          </Text>
        </Group>
        <Group gap={6}>
          <Box w={10} h={10} bg="teal.8" style={{ borderRadius: 2 }} />
          <Text size="xs" c="dimmed">
            {checksLabel}
          </Text>
        </Group>
      </Group>
    </Box>
  );
}

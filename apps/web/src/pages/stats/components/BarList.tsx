import { Box, Group, Stack, Text } from '@mantine/core';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** A second figure drawn as its own thinner bar under the first (code checks beside scans). */
  second?: number;
  /** Shown at the right of the value (a share). */
  note?: string;
}

const track = { borderRadius: 6, overflow: 'hidden' } as const;

/**
 * Horizontal bars, longest first, all scaled to the largest figure: readable on any width, and the
 * labels (product and region names) are never cut to fit an axis.
 */
export function BarList({
  bars,
  valueLabel,
  secondLabel,
  color = 'teal',
}: {
  bars: Bar[];
  valueLabel: string;
  secondLabel?: string;
  color?: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => Math.max(bar.value, bar.second ?? 0)));
  const width = (value: number) => `${(value / max) * 100}%`;
  return (
    <Stack gap={12}>
      <Stack gap={10} role="list">
        {bars.map((bar) => (
          <Box
            key={bar.key}
            role="listitem"
            aria-label={`${bar.label}: ${valueLabel} ${bar.value}${secondLabel && bar.second !== undefined ? `, ${secondLabel} ${bar.second}` : ''}`}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Text size="sm" truncate>
                {bar.label}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {bar.value.toLocaleString()}
                {bar.second !== undefined ? (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    / {bar.second.toLocaleString()}
                  </Text>
                ) : null}
                {bar.note ? (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    · {bar.note}
                  </Text>
                ) : null}
              </Text>
            </Group>
            <Box h={10} bg="gray.1" style={track}>
              <Box
                h="100%"
                w={width(bar.value)}
                miw={bar.value > 0 ? 4 : 0}
                bg={`${color}.4`}
                style={track}
              />
            </Box>
            {bar.second !== undefined ? (
              <Box h={5} mt={2} bg="gray.0" style={track}>
                <Box
                  h="100%"
                  w={width(bar.second)}
                  miw={bar.second > 0 ? 4 : 0}
                  bg={`${color}.8`}
                  style={track}
                />
              </Box>
            ) : null}
          </Box>
        ))}
      </Stack>
      <Group gap="md">
        <Group gap={6}>
          <Box w={10} h={10} bg={`${color}.4`} style={{ borderRadius: 2 }} />
          <Text size="xs" c="dimmed">
            {valueLabel}
          </Text>
        </Group>
        {secondLabel ? (
          <Group gap={6}>
            <Box w={10} h={5} bg={`${color}.8`} style={{ borderRadius: 2 }} />
            <Text size="xs" c="dimmed">
              {secondLabel}
            </Text>
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}

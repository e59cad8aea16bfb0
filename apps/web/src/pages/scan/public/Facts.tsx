import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value pairs, values that are empty left out. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Stack gap={6}>
      {shown.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" w={112} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

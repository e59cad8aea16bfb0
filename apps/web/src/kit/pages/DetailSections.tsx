import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Take the whole row (long text, images). */
  wide?: boolean;
}

export interface DetailSection {
  title?: string;
  items?: readonly DetailItem[];
  /** Free content after the items (a table, rich text). */
  content?: ReactNode;
  /** Label/value pairs per row on wide screens (default 2). */
  columns?: 1 | 2 | 3;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** Label/value cards: the body of detail and audit pages. */
export function DetailSections({ sections }: { sections: readonly DetailSection[] }) {
  return (
    <Stack gap="lg">
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are declared in a fixed order
        <Card key={index} withBorder radius="md" padding="lg">
          {section.title ? (
            <Title order={3} size="h5" mb="md">
              {section.title}
            </Title>
          ) : null}
          {section.items && section.items.length > 0 ? (
            <SimpleGrid
              cols={{ base: 1, sm: Math.min(2, section.columns ?? 2), lg: section.columns ?? 2 }}
              spacing="lg"
              verticalSpacing="md"
            >
              {section.items.map((item) => (
                <Stack key={item.label} gap={4} style={item.wide ? { gridColumn: '1 / -1' } : undefined}>
                  <Text size="xs" c="dimmed" fw={500}>
                    {item.label}
                  </Text>
                  <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                    {isEmpty(item.value) ? (
                      <Text c="dimmed" span>
                        —
                      </Text>
                    ) : (
                      item.value
                    )}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          ) : null}
          {section.content}
        </Card>
      ))}
    </Stack>
  );
}

/** Placeholder cards while a record loads. */
export function DetailSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Skeleton h={16} w={160} mb="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Stack key={index} gap={6}>
            <Skeleton h={10} w={80} />
            <Skeleton h={14} w={`${50 + ((index * 13) % 40)}%`} />
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}

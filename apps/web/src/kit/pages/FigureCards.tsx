import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';

export interface Figure {
  label: string;
  /** The figure as shown; undefined while loading. */
  value: string | undefined;
  testId?: string;
}

/** Key figures of a statistics or report page side by side, each in a card (a skeleton while loading). */
export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: Math.min(3, figures.length), md: Math.min(5, figures.length) }}
      spacing="md"
    >
      {figures.map((figure) => (
        <Card key={figure.label} withBorder radius="md" padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          {figure.value === undefined ? (
            <Skeleton h={28} w={80} mt={6} />
          ) : (
            <Text fz={26} fw={700} data-testid={figure.testId}>
              {figure.value}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

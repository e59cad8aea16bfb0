import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useFormatCount } from '../../../kit/useFormatCount';
import { useCanOpen } from '../../../routing/useCanOpen';

export interface StatTile {
  label: string;
  value: number;
  /** The page behind the figure; the tile links there when the person may open it. */
  to?: string;
  /** A colour for a figure that needs attention when it is not zero (overdue, late). */
  alert?: string;
  testId?: string;
}

function Tile({ tile }: { tile: StatTile }) {
  const format = useFormatCount();
  const canOpen = useCanOpen();
  const body = (
    <Paper withBorder radius="md" p="sm" h="100%" data-testid={tile.testId}>
      <Text size="xs" c="dimmed" fw={600} lineClamp={2}>
        {tile.label}
      </Text>
      <Text fz={24} fw={700} c={tile.alert && tile.value > 0 ? tile.alert : undefined}>
        {format(tile.value)}
      </Text>
    </Paper>
  );
  return tile.to && canOpen(tile.to) ? (
    <UnstyledButton component={Link} to={tile.to}>
      {body}
    </UnstyledButton>
  ) : (
    body
  );
}

/** Key figures as a grid of tiles, each a link to the page where its items are worked on. */
export function StatTiles({ tiles, cols = 4 }: { tiles: StatTile[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(cols, 3), md: cols }} spacing="sm">
      {tiles.map((tile) => (
        <Tile key={tile.label} tile={tile} />
      ))}
    </SimpleGrid>
  );
}

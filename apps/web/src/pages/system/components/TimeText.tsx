import { Text } from '@mantine/core';
import { formatDateTime } from '../../../kit';

/** A time in a table cell: `YYYY-MM-DD HH:mm`, dimmed, on one line; a dash when there is none. */
export function TimeText({
  iso,
  seconds,
  empty = '—',
}: {
  iso: string | null | undefined;
  seconds?: boolean;
  empty?: string;
}) {
  const text = formatDateTime(iso, { seconds });
  return (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {text || empty}
    </Text>
  );
}

import { Alert, Anchor, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AlertCircleIcon, CheckIcon } from '../../../kit';
import { useFormatCount } from '../../labels/format';

/** What a refused binding said: the message, and each refused code with its reason. */
export interface Refusal {
  message: string;
  codes: { code: string; reason: string }[];
}

const SHOWN = 50;

/** Nothing was bound: the reason, and the refused codes (the first fifty) with theirs. */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('batches');
  const format = useFormatCount();
  return (
    <Alert
      color="red"
      icon={<AlertCircleIcon size={18} />}
      title={t('bind.refusedTitle')}
      role="alert"
      data-testid="bind-refusal"
    >
      <Text size="sm" mb={refusal.codes.length ? 'sm' : 0}>
        {refusal.message}
      </Text>
      {refusal.codes.length > 0 ? (
        <ScrollArea.Autosize mah={260}>
          <Table withTableBorder={false} verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('code')}</Table.Th>
                <Table.Th>{t('bind.refusedReason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {refusal.codes.slice(0, SHOWN).map((entry) => (
                <Table.Tr key={entry.code}>
                  <Table.Td ff="monospace">{entry.code}</Table.Td>
                  <Table.Td>{entry.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {refusal.codes.length > SHOWN ? (
            <Text size="xs" c="dimmed" mt={4}>
              {t('bind.more', { count: format(refusal.codes.length - SHOWN) })}
            </Text>
          ) : null}
        </ScrollArea.Autosize>
      ) : null}
    </Alert>
  );
}

/** A binding done: how many labels, with the way to its log. */
export function BoundAlert({ count, logPath }: { count: number; logPath: string }) {
  const { t } = useTranslation('batches');
  const format = useFormatCount();
  return (
    <Alert color="teal" icon={<CheckIcon size={18} />} data-testid="bind-success">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          {t('bind.bound', { count, shown: format(count) })}
        </Text>
        <Anchor component={Link} to={logPath} size="sm">
          {t('bind.toLog')}
        </Anchor>
      </Group>
    </Alert>
  );
}

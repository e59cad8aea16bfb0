import { Box, Group, Modal, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { EXTERNAL_KEYS, type KeyModalProps } from './api';

const COLORS = {
  calls: 'var(--mantine-color-teal-5)',
  errors: 'var(--mantine-color-orange-5)',
  refused: 'var(--mantine-color-red-6)',
};

/** A key's calls per day over the last 30 days: a bar per day (answered, failed, refused) and the counts. */
export function KeyUsageModal({ appId, partnerKey, onClose }: KeyModalProps) {
  const { t } = useTranslation('external');
  const usage = useQuery(
    routeQuery(
      ROUTES.external.keyUsage,
      { params: { id: appId, keyId: partnerKey.id } },
      { key: EXTERNAL_KEYS.usage(appId, partnerKey.id) },
    ),
  );
  const days = usage.data ?? [];
  const most = Math.max(1, ...days.map((day) => day.calls));
  const total = days.reduce(
    (sum, day) => ({
      calls: sum.calls + day.calls,
      errors: sum.errors + day.errors,
      refused: sum.refused + day.refused,
    }),
    { calls: 0, errors: 0, refused: 0 },
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={600}>{t('usage.title', { name: partnerKey.name, prefix: partnerKey.prefix })}</Text>}
      size="lg"
      radius="md"
      centered
    >
      {usage.isError ? (
        <Text c="red" size="sm">
          {usage.error.message}
        </Text>
      ) : usage.isPending ? (
        <Text c="dimmed" size="sm">
          {t('loading')}
        </Text>
      ) : total.calls === 0 ? (
        <Text c="dimmed" size="sm" data-testid="usage-empty">
          {t('usage.none')}
        </Text>
      ) : (
        <>
          <Group gap="lg" mb="sm">
            {(['calls', 'errors', 'refused'] as const).map((kind) => (
              <Group key={kind} gap={6}>
                <Box w={10} h={10} style={{ background: COLORS[kind], borderRadius: 2 }} />
                <Text size="sm">
                  {t(`usage.${kind}`)}: <b>{total[kind]}</b>
                </Text>
              </Group>
            ))}
          </Group>
          {/* The day list scrolls in its frame, which the keyboard reaches too. */}
          <ScrollArea.Autosize
            mah={460}
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('scrollableTable') }}
          >
            <Table verticalSpacing={4} data-testid="key-usage">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={110}>{t('usage.day')}</Table.Th>
                  <Table.Th />
                  <Table.Th ta="right">{t('usage.calls')}</Table.Th>
                  <Table.Th ta="right">{t('usage.errors')}</Table.Th>
                  <Table.Th ta="right">{t('usage.refused')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...days].reverse().map((day) => {
                  const answered = Math.max(0, day.calls - day.errors - day.refused);
                  return (
                    <Table.Tr key={day.day}>
                      <Table.Td>{day.day}</Table.Td>
                      <Table.Td w="45%">
                        <Tooltip
                          label={`${day.calls} / ${day.errors} / ${day.refused}`}
                          disabled={day.calls === 0}
                        >
                          <Group gap={0} wrap="nowrap" h={10} w={`${(day.calls / most) * 100}%`}>
                            {(
                              [
                                ['calls', answered],
                                ['errors', day.errors],
                                ['refused', day.refused],
                              ] as const
                            ).map(([kind, count]) =>
                              count > 0 ? (
                                <Box key={kind} h={10} style={{ flex: count, background: COLORS[kind] }} />
                              ) : null,
                            )}
                          </Group>
                        </Tooltip>
                      </Table.Td>
                      <Table.Td ta="right">{day.calls}</Table.Td>
                      <Table.Td ta="right">{day.errors}</Table.Td>
                      <Table.Td ta="right">{day.refused}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
    </Modal>
  );
}

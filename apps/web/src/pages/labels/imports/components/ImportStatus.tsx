import { Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../kit';
import { IMPORT_KEYS, type LabelImport, useLabelImport } from '../api';
import { IMPORT_STATUS, isChecking } from '../statuses';

/**
 * Where the check of a file stands: its state and, while the job works, a moving bar (with the
 * percentage once the job reports one).
 */
export function ImportStatus({
  item,
  compact,
}: {
  item: Pick<LabelImport, 'status' | 'progress'>;
  compact?: boolean;
}) {
  const { t } = useTranslation('labelImports');
  const checking = isChecking(item.status);
  const known = checking && item.progress > 0 && item.progress < 100;
  return (
    <Stack
      gap={compact ? 4 : 6}
      miw={compact ? 120 : undefined}
      data-testid="import-status"
      data-status={item.status}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <StatusBadge map={IMPORT_STATUS} value={item.status} size={compact ? 'sm' : 'md'} />
        {known ? (
          <Text size="xs" c="dimmed" ff="monospace">
            {t('common.percent', { value: item.progress })}
          </Text>
        ) : null}
      </Group>
      {checking ? (
        <>
          <Progress
            value={known ? item.progress : 100}
            color="blue"
            size={compact ? 'sm' : 'lg'}
            radius="xl"
            striped
            animated
            aria-label={t('common.checking')}
          />
          <Text size="xs" c="dimmed">
            {t('common.checking')}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * A list row's state. While its file is checked the import itself is read every two seconds (not the
 * whole list); when it ends, the list is read again for its counts and actions.
 */
export function LiveImportStatus({ item }: { item: LabelImport }) {
  const queryClient = useQueryClient();
  const live = useLabelImport(item.id, item);
  const current = isChecking(item.status) && live.data ? live.data : item;
  const finished = isChecking(item.status) && live.data !== undefined && !isChecking(live.data.status);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: IMPORT_KEYS.list });
  }, [finished, queryClient]);
  return <ImportStatus item={current} compact />;
}

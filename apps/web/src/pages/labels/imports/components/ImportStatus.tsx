import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../kit';
import type { LabelImport } from '../api';
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

import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { StatusBadge, statusLabel } from '../../../kit';
import { useFormatCount } from '../format';
import type { RunStatus } from '../rules';
import { RUN_STATUS } from '../statuses';

const BAR_COLOR: Record<RunStatus, string> = {
  not_generated: 'gray',
  generating: 'blue',
  generated: 'teal',
  error: 'red',
};

export interface GenerationProgressProps {
  status: RunStatus;
  /** 0-100. */
  progress: number;
  generated: number;
  total: number;
  /** Compact form for table cells. */
  compact?: boolean;
  /** One line (a bar and its percentage) under another value. */
  inline?: boolean;
  error?: string | null;
}

/** Where the generation of a run stands: its state, a bar that moves while it runs, and the count. */
export function GenerationProgress({
  status,
  progress,
  generated,
  total,
  compact,
  inline,
  error,
}: GenerationProgressProps) {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const format = useFormatCount();
  const value = status === 'generated' ? 100 : Math.max(0, Math.min(100, progress));
  if (inline) {
    return (
      <Group
        gap={8}
        wrap="nowrap"
        data-testid="generation-progress"
        data-status={status}
        title={statusLabel(RUN_STATUS, status, language)}
      >
        <Progress
          value={value}
          color={BAR_COLOR[status]}
          size="sm"
          radius="xl"
          w={72}
          striped={status === 'generating'}
          animated={status === 'generating'}
          aria-label={`${value}%`}
        />
        <Text size="xs" c={status === 'error' ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {status === 'error' ? statusLabel(RUN_STATUS, status, language) : `${value}%`}
        </Text>
      </Group>
    );
  }
  return (
    <Stack
      gap={compact ? 4 : 6}
      miw={compact ? 160 : undefined}
      data-testid="generation-progress"
      data-status={status}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <StatusBadge map={RUN_STATUS} value={status} size={compact ? 'sm' : 'md'} />
        <Text size="xs" c="dimmed" ff="monospace" data-testid="generation-percent">
          {value}%
        </Text>
      </Group>
      <Progress
        value={value}
        color={BAR_COLOR[status]}
        size={compact ? 'sm' : 'lg'}
        radius="xl"
        striped={status === 'generating'}
        animated={status === 'generating'}
        aria-label={`${value}%`}
      />
      <Text size="xs" c={status === 'error' ? 'red' : 'dimmed'} lineClamp={2}>
        {status === 'error' && error
          ? error
          : t('detail.progress', { done: format(generated), total: format(total) })}
      </Text>
    </Stack>
  );
}

import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../kit';
import { useFormatCount } from '../../labels/format';
import type { Batch } from '../api';
import { BATCH_KIND, BATCH_STATUS } from '../statuses';

/** How full a batch is: bound labels against its cap, as a bar. */
export function CapBar({ batch }: { batch: Pick<Batch, 'boundCount' | 'labelLimit'> }) {
  const { t } = useTranslation('batches');
  const format = useFormatCount();
  const left = Math.max(0, batch.labelLimit - batch.boundCount);
  const share = batch.labelLimit > 0 ? (batch.boundCount / batch.labelLimit) * 100 : 100;
  return (
    <Stack gap={4} miw={160}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} data-testid="bound-count" style={{ whiteSpace: 'nowrap' }}>
          {format(batch.boundCount)} / {format(batch.labelLimit)}
        </Text>
        <Text size="xs" c={left === 0 ? 'orange' : 'dimmed'} ta="right">
          {left === 0 ? t('details.capFull') : t('details.capLeft', { left: format(left) })}
        </Text>
      </Group>
      <Progress
        value={share}
        color={left === 0 ? 'orange' : 'teal'}
        size="sm"
        radius="xl"
        aria-label={t('details.bound')}
      />
    </Stack>
  );
}

/** The batch a step page works on: number, product, kind, state and how many labels it holds. */
export function BatchCard({ batch }: { batch: Batch }) {
  const { t } = useTranslation('batches');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="batch-card">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={500}>
            {t('batchNumber')}
          </Text>
          <Group gap="xs">
            <Text fw={600} ff="monospace">
              {batch.batchNo}
            </Text>
            <StatusBadge map={BATCH_STATUS} value={batch.status} />
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={500}>
            {t('product')}
          </Text>
          <Group gap="xs">
            <Text size="sm">{batch.productName}</Text>
            <StatusBadge map={BATCH_KIND} value={batch.kind} />
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={500}>
            {t('details.bound')}
          </Text>
          <CapBar batch={batch} />
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

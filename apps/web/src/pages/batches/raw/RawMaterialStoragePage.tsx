import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  type DataColumn,
  dateTimeColumn,
  type FilterDef,
  ListPage,
  pagedRoute,
  StatusBadge,
  statusLabel,
  statusOptions,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { useFormatCount } from '../../labels/format';
import { BATCH_KEYS, type RawMaterial } from '../api';
import { RAW_STATE } from '../statuses';

/** A state badge keeps its whole name in a narrow column. */
const NO_SHRINK = { flex: 'none', minWidth: 'max-content' } as const;

const fetchRaw = pagedRoute(ROUTES.batches.rawMaterials);

/** What is left of a label's weight, as a bar. */
export function RemainingBar({ weight, remaining }: { weight: string; remaining: string }) {
  const { t } = useTranslation('batches');
  const share = Number(weight) > 0 ? (Number(remaining) / Number(weight)) * 100 : 0;
  return (
    <Stack gap={4} miw={120}>
      <Text size="sm" fw={500} ta="right">
        {remaining}
      </Text>
      <Progress
        value={share}
        size="xs"
        color={share === 0 ? 'gray' : share < 100 ? 'orange' : 'teal'}
        aria-label={t('storage.remaining')}
      />
    </Stack>
  );
}

/** /rawMaterialStorage: the company's raw-material labels with weight, what is left and their state. */
export default function RawMaterialStoragePage() {
  const { t } = useTranslation('batches');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const format = useFormatCount();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'excode', type: 'text', label: t('labelCode'), width: 220 },
      {
        key: 'state',
        type: 'select',
        label: t('storage.state'),
        options: statusOptions(RAW_STATE, language),
        width: 170,
      },
    ],
    [t, language],
  );
  const stock = usePagedQuery({ queryKey: BATCH_KEYS.raw, fetchPage: fetchRaw, filters });
  const totals = stock.data?.totals;

  const columns = useMemo<DataColumn<RawMaterial>[]>(
    () => [
      {
        key: 'excode',
        header: t('labelCode'),
        alwaysVisible: true,
        cell: (raw) => (
          <Text size="sm" ff="monospace" fw={500}>
            {raw.excode}
          </Text>
        ),
      },
      {
        key: 'batchNo',
        header: `${t('batchNumber')} / ${t('product')}`,
        cell: (raw) => (
          <Stack gap={2}>
            <Text size="sm">{raw.batchNo}</Text>
            <Text size="xs" c="dimmed">
              {raw.productName}
            </Text>
          </Stack>
        ),
      },
      { key: 'weight', header: t('common.weight'), align: 'right' },
      { key: 'usedWeight', header: t('common.used'), align: 'right' },
      {
        key: 'remainingWeight',
        header: t('common.remaining'),
        align: 'right',
        cell: (raw) => <RemainingBar weight={raw.weight} remaining={raw.remainingWeight} />,
        exportValue: (raw) => raw.remainingWeight,
      },
      {
        key: 'state',
        header: t('storage.state'),
        cell: (raw) => <StatusBadge map={RAW_STATE} value={raw.state} style={NO_SHRINK} />,
        exportValue: (raw) => statusLabel(RAW_STATE, raw.state, language),
      },
      dateTimeColumn('createTime', t('created'), (raw) => raw.createTime),
      { key: 'corpName', header: t('company'), defaultHidden: true },
    ],
    [t, language],
  );

  return (
    <ListPage
      title={t('storage.title')}
      subtitle={t('storage.subtitle')}
      actions={
        can('product.rawMaterialStorage.manage') ? (
          <AddButton to={'/rawMaterialStockIn'}>{t('storage.stockIn')}</AddButton>
        ) : null
      }
      tableId="raw-materials"
      query={stock}
      filters={filters}
      columns={columns}
      rowKey={(raw) => raw.excode}
      onRowClick={(raw) => navigate(`/batchDetails?id=${raw.batchId}`)}
      emptyText={t('storage.empty')}
      exportCsv
      exportFilename="raw-materials.csv"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="raw-totals">
        {[
          { label: t('storage.labels'), value: totals ? format(totals.count) : '—' },
          { label: t('storage.total'), value: totals ? t('common.g', { value: totals.totalWeight }) : '—' },
          {
            label: t('storage.remaining'),
            value: totals ? t('common.g', { value: totals.remainingWeight }) : '—',
          },
        ].map((figure) => (
          <Card key={figure.label} withBorder radius="md" padding="md">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {figure.label}
              </Text>
              <Text fw={700} size="lg">
                {figure.value}
              </Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </ListPage>
  );
}

import { Alert, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { sumWeights } from '@trace/contracts/weight-math';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  type DataColumn,
  DataTable,
  type FetchPage,
  type FilterDef,
  MissingRecord,
  PageHeader,
  pagedRoute,
  StatusBadge,
  useIdParam,
  usePagedQuery,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { useFormatCount } from '../../labels/format';
import { BATCH_KEYS, type Batch, type RawMaterial, useBatch } from '../api';
import { BatchCard } from '../components/BatchCard';
import { RemainingBar } from '../raw/RawMaterialStoragePage';
import { RAW_STATE } from '../statuses';
import { DeepSteps, DeepTotals } from './DeepSteps';
import { type ChosenLabel, readSelection, writeSelection } from './selection';

/** A state badge keeps its whole name in a narrow column. */
const NO_SHRINK = { flex: 'none', minWidth: 'max-content' } as const;

const fetchAvailable: FetchPage<RawMaterial> = (query, signal) =>
  pagedRoute(ROUTES.batches.rawMaterials)({ ...query, available: 'true' }, signal);

const chosenOf = (raw: RawMaterial): ChosenLabel => ({
  excode: raw.excode,
  batchNo: raw.batchNo,
  productName: raw.productName,
  weight: raw.weight,
  remainingWeight: raw.remainingWeight,
});

function ChooseRawMaterial({ batch }: { batch: Batch }) {
  const { t } = useTranslation('batches');
  const navigate = useNavigate();
  const format = useFormatCount();
  const [chosen, setChosen] = useState<ChosenLabel[]>(() => readSelection(batch.id));
  const choose = (next: ChosenLabel[]) => {
    setChosen(next);
    writeSelection(batch.id, next);
  };
  const allowed = batch.actions.includes('useRawMaterial');
  const isChosen = (excode: string) => chosen.some((label) => label.excode === excode);
  const toggle = (raw: RawMaterial) =>
    choose(
      isChosen(raw.excode)
        ? chosen.filter((label) => label.excode !== raw.excode)
        : [...chosen, chosenOf(raw)],
    );

  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'excode', type: 'text', label: t('labelCode'), width: 220 }],
    [t],
  );
  const stock = usePagedQuery({
    queryKey: [...BATCH_KEYS.raw, 'available'],
    fetchPage: fetchAvailable,
    filters,
    syncUrl: false,
  });
  // Rebuilt on each render: the checkboxes follow the choice.
  const columns: DataColumn<RawMaterial>[] = [
    {
      key: 'select',
      header: t('deep.select'),
      width: 70,
      alwaysVisible: true,
      cell: (raw) => (
        <Checkbox
          aria-label={`${t('deep.select')} ${raw.excode}`}
          checked={isChosen(raw.excode)}
          onChange={() => toggle(raw)}
          onClick={(event) => event.stopPropagation()}
        />
      ),
    },
    {
      key: 'excode',
      header: t('labelCode'),
      cell: (raw) => (
        <Text size="sm" ff="monospace">
          {raw.excode}
        </Text>
      ),
    },
    {
      key: 'batchNo',
      header: t('deep.rawBatch'),
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
    {
      key: 'remainingWeight',
      header: t('common.remaining'),
      align: 'right',
      cell: (raw) => <RemainingBar weight={raw.weight} remaining={raw.remainingWeight} />,
    },
    {
      key: 'state',
      header: t('common.state'),
      cell: (raw) => <StatusBadge map={RAW_STATE} value={raw.state} style={NO_SHRINK} />,
    },
  ];

  const choosePage = () => {
    const missing = stock.rows.filter((raw) => !isChosen(raw.excode)).map(chosenOf);
    choose([...chosen, ...missing]);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('deep.title')} subtitle={batch.batchNo} back={`/batchDetails?id=${batch.id}`} />
      <DeepSteps active={0} />
      <BatchCard batch={batch} />
      {allowed ? null : (
        <Alert color="orange" icon={<AlertCircleIcon size={18} />}>
          {t('form.locked')}
        </Alert>
      )}
      <DeepTotals
        count={format(chosen.length)}
        totalWeight={sumWeights(chosen.map((label) => label.remainingWeight))}
      />
      <Card withBorder radius="md" padding="lg">
        <DataTable
          tableId="deep-choose"
          query={stock}
          filters={filters}
          columns={columns}
          rowKey={(raw) => raw.excode}
          onRowClick={toggle}
          emptyText={t('deep.noneAvailable')}
          toolbar={
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={choosePage} disabled={stock.rows.length === 0}>
                {t('deep.selectPage')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => choose([])} disabled={chosen.length === 0}>
                {t('deep.clear')}
              </Button>
            </Group>
          }
        />
      </Card>
      <Group justify="flex-end">
        <Button
          disabled={chosen.length === 0 || !allowed}
          onClick={() => navigate(`/deepBatch2?id=${batch.id}`)}
        >
          {t('deep.next')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /deepBatch: step 1 of using raw material — choose raw-material labels with weight left. */
export default function DeepBatchPage() {
  const { t } = useTranslation('batches');
  const id = useIdParam();
  const batch = useBatch('main', id);
  if (!id) return <MissingRecord title={t('deep.title')} back="/batchList" />;
  if (batch.data) return <ChooseRawMaterial batch={batch.data} />;
  return (
    <Stack gap="lg">
      <PageHeader title={t('deep.title')} back="/batchList" />
      {batch.isError ? (
        <LoadFailed error={batch.error} onRetry={() => void batch.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}

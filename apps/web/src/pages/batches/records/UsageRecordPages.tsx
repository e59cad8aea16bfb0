import { Card, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  dateTimeColumn,
  type FilterDef,
  ListPage,
  MissingRecord,
  PageHeader,
  pagedRoute,
  StatusBadge,
  statusLabel,
  useIdParam,
  usePagedQuery,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { useFormatCount } from '../../labels/format';
import { BATCH_KEYS, type Batch, type MaterialUseSummary, useBatch } from '../api';
import { BatchCard } from '../components/BatchCard';
import { DeepTotals } from '../deep/DeepSteps';
import { BATCH_KIND, BATCH_STATUS } from '../statuses';
import { UsesTable } from './UsesTable';

/** A state badge keeps its whole name in a narrow column. */
const NO_SHRINK = { flex: 'none', minWidth: 'max-content' } as const;

function BatchUses({ batch }: { batch: Batch }) {
  const fetchPage = useMemo(
    () => pagedRoute(ROUTES.batches.batchUses, { params: { id: batch.id } }),
    [batch.id],
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <UsesTable
        tableId="batch-uses"
        queryKey={[...BATCH_KEYS.uses, 'batch', batch.id]}
        fetchPage={fetchPage}
        syncUrl={false}
      />
    </Card>
  );
}

/** A page about one batch (`?id=`), with its loading, failure and missing-id states. */
function OneBatch({ title, children }: { title: string; children: (batch: Batch) => ReactNode }) {
  const id = useIdParam();
  const batch = useBatch('main', id);
  if (!id) return <MissingRecord title={title} back="/batchList" />;
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={batch.data ? `${batch.data.batchNo} · ${batch.data.productName}` : undefined}
        back={id ? `/batchDetails?id=${id}` : '/batchList'}
      />
      {batch.data ? (
        children(batch.data)
      ) : batch.isError ? (
        <LoadFailed error={batch.error} onRetry={() => void batch.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}

/**
 * /rawMaterialUsageRecord1: one batch's records — what it used, or for a raw-material batch, which
 * batches used its labels.
 */
export function BatchUsageRecordPage() {
  const { t } = useTranslation('batches');
  return (
    <OneBatch title={t('records.title1')}>
      {(batch) => (
        <>
          <BatchCard batch={batch} />
          <BatchUses batch={batch} />
        </>
      )}
    </OneBatch>
  );
}

/** /deepBatchDetails: what a batch took from raw material (deepSelectCount, deepTotalUseWeight) and each use. */
export function DeepBatchDetailsPage() {
  const { t } = useTranslation('batches');
  const format = useFormatCount();
  return (
    <OneBatch title={t('details.deepDetails')}>
      {(batch) => (
        <>
          <BatchCard batch={batch} />
          {batch.consumption ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('details.useSection')}
              </Text>
              <DeepTotals
                count={format(batch.consumption.labelCount)}
                countLabel={t('details.useLabels')}
                totalUseWeight={batch.consumption.totalUseWeight}
              />
            </Stack>
          ) : null}
          <BatchUses batch={batch} />
        </>
      )}
    </OneBatch>
  );
}

/** /rawMaterialUsageRecord2: every usage record of the company (all for administrators). */
export function CompanyUsageRecordPage() {
  const { t } = useTranslation('batches');
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('batchNumber'), width: 200 },
      { key: 'excode', type: 'text', label: t('labelCode'), width: 220 },
    ],
    [t],
  );
  const fetchPage = useMemo(() => pagedRoute(ROUTES.batches.uses), []);
  return (
    <Stack gap="lg">
      <PageHeader title={t('records.title2')} subtitle={t('records.subtitle2')} />
      <Card withBorder radius="md" padding="lg">
        <UsesTable
          tableId="raw-material-uses"
          queryKey={[...BATCH_KEYS.uses, 'all']}
          fetchPage={fetchPage}
          filters={filters}
        />
      </Card>
    </Stack>
  );
}

/** /materialUse: raw material used by each batch of the company. */
export function MaterialUsePage() {
  const { t } = useTranslation('batches');
  const language = useLanguage();
  const navigate = useNavigate();
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'keyword', type: 'text', label: t('batchNumber'), width: 200 }],
    [t],
  );
  const fetchPage = useMemo(() => pagedRoute(ROUTES.batches.useSummary), []);
  const summary = usePagedQuery({ queryKey: [...BATCH_KEYS.uses, 'summary'], fetchPage, filters });
  const columns = useMemo<DataColumn<MaterialUseSummary>[]>(
    () => [
      {
        key: 'batchNo',
        header: t('batchNumber'),
        alwaysVisible: true,
        cell: (row) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} ff="monospace">
              {row.batchNo}
            </Text>
            <Text size="xs" c="dimmed">
              {row.productName}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'batchKind',
        header: t('kind'),
        cell: (row) => <StatusBadge map={BATCH_KIND} value={row.batchKind} style={NO_SHRINK} />,
        exportValue: (row) => statusLabel(BATCH_KIND, row.batchKind, language),
      },
      {
        key: 'batchStatus',
        header: t('status'),
        cell: (row) => <StatusBadge map={BATCH_STATUS} value={row.batchStatus} style={NO_SHRINK} />,
        exportValue: (row) => statusLabel(BATCH_STATUS, row.batchStatus, language),
      },
      { key: 'labelCount', header: t('records.labelCount'), align: 'right' },
      { key: 'useCount', header: t('records.useCount'), align: 'right' },
      { key: 'totalUseWeight', header: t('records.totalUseWeight'), align: 'right' },
      dateTimeColumn('lastUseTime', t('records.lastUse'), (row) => row.lastUseTime),
      { key: 'corpName', header: t('company'), defaultHidden: true },
    ],
    [t, language],
  );
  return (
    <ListPage
      title={t('records.materialUse')}
      subtitle={t('records.materialUseSubtitle')}
      tableId="material-use"
      query={summary}
      filters={filters}
      columns={columns}
      rowKey={(row) => row.batchId}
      onRowClick={(row) => navigate(`/rawMaterialUsageRecord1?id=${row.batchId}`)}
      emptyText={t('records.empty')}
      exportCsv
      exportFilename="material-use.csv"
    />
  );
}

import { Anchor, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  CheckIcon,
  type DataColumn,
  DataTable,
  DetailSections,
  EpcisDownloadButton,
  type FilterDef,
  formatDate,
  formatDateTime,
  LinkIcon,
  MissingRecord,
  PageHeader,
  pagedRoute,
  StatusBadge,
  statusLabel,
  TrashIcon,
  useIdParam,
  usePagedQuery,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { useCanOpen } from '../../../routing/useCanOpen';
import { TagIcon } from '../../labels/components/labelIcons';
import { useFormatCount } from '../../labels/format';
import { LABEL_STATUS } from '../../labels/statuses';
import { BATCH_KEYS, type Batch, type BatchLine, type BoundLabel, LINES, useBatch } from '../api';
import { CapBar } from '../components/BatchCard';
import { useBatchActions } from '../components/useBatchActions';
import { BATCH_KIND, BATCH_STATUS, RAW_STATE } from '../statuses';

/** A state badge keeps its whole name in a narrow column. */
const NO_SHRINK = { flex: 'none', minWidth: 'max-content' } as const;

/**
 * Pages of other modules that keep records about one batch, opened with `?batchId=`, each named for
 * what it shows (/birdProductMsgDetails1 shows the batch's approved records, not product information).
 */
const RECORD_PAGES = [
  { path: '/circulationInformationDetails1', key: 'circulation' },
  { path: '/birdProductMsgDetails1', key: 'approvedRecords' },
  { path: '/customsDetail1', key: 'customs' },
  { path: '/sendGoodsInBatch', key: 'shipments' },
] as const;

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fw={600} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Labels, and the raw material stored in or used by the batch. */
function LabelsCard({ batch }: { batch: Batch }) {
  const { t } = useTranslation('batches');
  const format = useFormatCount();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="md">
        {t('labels')}
      </Title>
      <Stack gap="lg">
        <CapBar batch={batch} />
        {batch.rawMaterial ? (
          <SimpleGrid cols={3} data-testid="raw-summary">
            <Figure label={t('details.rawLabels')} value={format(batch.rawMaterial.labelCount)} />
            <Figure
              label={t('details.rawTotal')}
              value={t('common.g', { value: batch.rawMaterial.totalWeight })}
            />
            <Figure
              label={t('details.rawRemaining')}
              value={t('common.g', { value: batch.rawMaterial.remainingWeight })}
              testId="raw-remaining"
            />
          </SimpleGrid>
        ) : null}
        {batch.consumption && batch.line === 'main' ? (
          <SimpleGrid cols={2} data-testid="use-summary">
            <Figure label={t('details.useLabels')} value={format(batch.consumption.labelCount)} />
            <Figure
              label={t('details.useWeight')}
              value={t('common.g', { value: batch.consumption.totalUseWeight })}
              testId="use-weight"
            />
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Links to the records other modules keep about this batch, and to its logs. */
function RecordsCard({ batch }: { batch: Batch }) {
  const { t: d } = useTranslation('batches');
  const canOpen = useCanOpen();
  const paths = LINES[batch.line];
  const links = [
    { to: `${paths.bindLog}?batchId=${batch.id}`, label: d('details.bindLogs') },
    ...(batch.line === 'main'
      ? [
          { to: `/rawMaterialUsageRecord1?id=${batch.id}`, label: d('details.usageRecords') },
          ...(batch.kind !== 'raw_material'
            ? [{ to: `/deepBatchDetails?id=${batch.id}`, label: d('details.deepDetails') }]
            : []),
        ]
      : []),
    ...RECORD_PAGES.filter((page) => canOpen(page.path)).map((page) => ({
      to: `${page.path}?batchId=${batch.id}`,
      label: d(`details.${page.key}`),
    })),
  ];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb={4}>
        {d('details.records')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {d('details.recordsHint')}
      </Text>
      <Stack gap="xs">
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm">
            <Group gap={6} wrap="nowrap">
              <LinkIcon size={14} />
              {link.label}
            </Group>
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}

function BoundLabels({ batch }: { batch: Batch }) {
  const { t } = useTranslation('batches');
  const language = useLanguage();
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'excode', type: 'text', label: t('details.codeFilter'), width: 220 }],
    [t],
  );
  const fetchPage = useMemo(
    () => pagedRoute(ROUTES.batches[batch.line].labels, { params: { id: batch.id } }),
    [batch],
  );
  const labels = usePagedQuery({
    queryKey: BATCH_KEYS.labels(batch.line, batch.id),
    fetchPage,
    filters,
    syncUrl: false,
  });
  const raw = batch.kind === 'raw_material';
  const columns = useMemo<DataColumn<BoundLabel>[]>(
    () => [
      {
        key: 'excode',
        header: t('labelCode'),
        alwaysVisible: true,
        cell: (label) => (
          <Text size="sm" ff="monospace">
            {label.excode}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('status'),
        cell: (label) => <StatusBadge map={LABEL_STATUS} value={label.status} style={NO_SHRINK} />,
        exportValue: (label) => statusLabel(LABEL_STATUS, label.status, language),
      },
      ...(raw
        ? ([
            { key: 'weight', header: t('common.weight'), align: 'right' },
            { key: 'remainingWeight', header: t('common.remaining'), align: 'right' },
            {
              key: 'rawMaterialState',
              header: t('common.state'),
              cell: (label) => (
                <StatusBadge map={RAW_STATE} value={label.rawMaterialState} style={NO_SHRINK} />
              ),
            },
          ] satisfies DataColumn<BoundLabel>[])
        : []),
    ],
    [t, language, raw],
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="md">
        {t('details.boundLabels')}
      </Title>
      <DataTable
        tableId={`batch-labels-${raw ? 'raw' : 'plain'}`}
        query={labels}
        filters={filters}
        columns={columns}
        rowKey={(label) => label.excode}
        emptyText={t('details.boundEmpty')}
      />
    </Card>
  );
}

function Actions({ batch }: { batch: Batch }) {
  const { t } = useTranslation('batches');
  const navigate = useNavigate();
  const paths = LINES[batch.line];
  const { complete, remove, dialog } = useBatchActions({ afterDelete: paths.list });
  const can = (action: Batch['actions'][number]) => batch.actions.includes(action);
  return (
    <>
      {can('bind') ? (
        <Button leftSection={<TagIcon size={16} />} onClick={() => navigate(`${paths.bind}?id=${batch.id}`)}>
          {t('list.actions.bind')}
        </Button>
      ) : null}
      {can('useRawMaterial') ? (
        <Button
          variant="light"
          leftSection={<LinkIcon size={16} />}
          onClick={() => navigate(`/deepBatch?id=${batch.id}`)}
        >
          {t('list.actions.useRawMaterial')}
        </Button>
      ) : null}
      {can('edit') ? (
        <Button variant="default" onClick={() => navigate(`${paths.edit}?id=${batch.id}`)}>
          {t('edit')}
        </Button>
      ) : null}
      {can('complete') ? (
        <Button
          variant="default"
          color="teal"
          leftSection={<CheckIcon size={16} />}
          onClick={() => complete(batch)}
        >
          {t('list.actions.complete')}
        </Button>
      ) : null}
      {can('delete') ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<TrashIcon size={16} />}
          onClick={() => remove(batch)}
        >
          {t('delete')}
        </Button>
      ) : null}
      <EpcisDownloadButton target={{ of: 'batch', line: batch.line, id: batch.id, batchNo: batch.batchNo }} />
      {dialog}
    </>
  );
}

/**
 * /batchDetails and /batchDetailsPanda: a batch with its labels (against its cap), its raw material,
 * links to the records other modules keep about it, and the labels bound to it.
 */
function BatchDetailPage({ line }: { line: BatchLine }) {
  const { t } = useTranslation('batches');
  const language = useLanguage();
  const id = useIdParam();
  const batch = useBatch(line, id);
  const paths = LINES[line];
  if (!id) return <MissingRecord title={t('common.missingId')} back={paths.list} />;
  const data = batch.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data ? t('details.title', { batchNo: data.batchNo }) : ''}
        back={paths.list}
        subtitle={data ? `${data.productName} · ${data.corpName}` : undefined}
        badge={
          data ? (
            <Group gap={6} wrap="nowrap">
              <StatusBadge map={BATCH_STATUS} value={data.status} />
              <StatusBadge map={BATCH_KIND} value={data.kind} />
            </Group>
          ) : undefined
        }
        actions={data ? <Actions batch={data} /> : undefined}
      />
      {data ? (
        <>
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <DetailSections
                sections={[
                  {
                    title: t('details.batch'),
                    items: [
                      { label: t('batchNumber'), value: data.batchNo },
                      { label: t('product'), value: data.productName },
                      { label: t('kind'), value: statusLabel(BATCH_KIND, data.kind, language) },
                      { label: t('status'), value: statusLabel(BATCH_STATUS, data.status, language) },
                      { label: t('productionDate'), value: formatDate(data.productionDate) },
                      { label: t('details.expiryDate'), value: formatDate(data.expiryDate) },
                      { label: t('origin'), value: data.origin },
                      ...(data.ginsengPlot
                        ? [
                            {
                              label: t('ginsengPlot'),
                              value: `${data.ginsengPlot.farmName} · ${data.ginsengPlot.name}`,
                            },
                          ]
                        : []),
                      ...(data.house
                        ? [
                            {
                              label: t('form.house'),
                              value: (
                                <Anchor
                                  component={Link}
                                  to={`/yanHouseDetails?id=${data.house.id}`}
                                  size="sm"
                                >
                                  {data.house.name}
                                </Anchor>
                              ),
                            },
                          ]
                        : []),
                      {
                        label: t('details.quantity'),
                        value: data.quantity ? t('common.g', { value: data.quantity }) : null,
                      },
                      { label: t('details.replaceProductName'), value: data.replaceProductName },
                      { label: t('details.completeTime'), value: formatDateTime(data.completeTime) },
                      { label: t('created'), value: formatDateTime(data.createTime) },
                      { label: t('company'), value: data.corpName },
                      { label: t('remark'), value: data.remark, wide: true },
                    ],
                  },
                ]}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="lg">
                <LabelsCard batch={data} />
                <RecordsCard batch={data} />
              </Stack>
            </Grid.Col>
          </Grid>
          <BoundLabels batch={data} />
        </>
      ) : batch.isError ? (
        <LoadFailed error={batch.error} onRetry={() => void batch.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}

export const MainBatchDetailPage = () => <BatchDetailPage line="main" />;
export const PandaBatchDetailPage = () => <BatchDetailPage line="panda" />;

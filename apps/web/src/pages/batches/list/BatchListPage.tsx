import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  CheckIcon,
  type DataColumn,
  EyeIcon,
  type FetchPage,
  type FilterDef,
  formatDate,
  formatDateTime,
  LinkIcon,
  ListPage,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  statusOptions,
  TrashIcon,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { useIsCompanyAccount } from '../../companies/api';
import { TagIcon } from '../../labels/components/labelIcons';
import { BATCH_KEYS, type Batch, type BatchLine, LINES } from '../api';
import { CapBar } from '../components/BatchCard';
import { useBatchActions } from '../components/useBatchActions';
import { BATCH_KIND, BATCH_STATUS } from '../statuses';

/** A state badge keeps its whole name in a narrow column. */
const NO_SHRINK = { flex: 'none', minWidth: 'max-content' } as const;

/** Every reader may open a batch; the server's `actions` govern the changes. */
type Row = Omit<Batch, 'actions'> & { actions: string[] };
const fetchOf =
  (line: BatchLine): FetchPage<Row> =>
  async (query, signal) => {
    const page = await pagedRoute(ROUTES.batches[line].list)(query, signal);
    return { ...page, list: page.list.map((batch) => ({ ...batch, actions: [...batch.actions, 'view'] })) };
  };

/** /batchList and /batchListPanda: a company's batches (all of them for administrators). */
function BatchListPage({ line }: { line: BatchLine }) {
  const { t } = useTranslation('batches');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const companyAccount = useIsCompanyAccount();
  const paths = LINES[line];
  const { complete, remove, dialog } = useBatchActions();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('batchNumber'), width: 200 },
      {
        key: 'status',
        type: 'select',
        label: t('status'),
        options: statusOptions(BATCH_STATUS, language),
        width: 160,
      },
      ...(line === 'main'
        ? [
            {
              key: 'kind',
              type: 'select' as const,
              label: t('kind'),
              options: statusOptions(BATCH_KIND, language),
              width: 170,
            },
          ]
        : []),
    ],
    [t, language, line],
  );
  const fetchPage = useMemo(() => fetchOf(line), [line]);
  const batches = usePagedQuery({ queryKey: BATCH_KEYS.list(line), fetchPage, filters });

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        key: 'batchNo',
        header: t('batchNumber'),
        alwaysVisible: true,
        sortable: true,
        cell: (batch) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} ff="monospace">
              {batch.batchNo}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(batch.createTime)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'productName',
        header: `${t('product')} / ${t('company')}`,
        cell: (batch) => (
          <Stack gap={2} miw={150}>
            <Text size="sm">{batch.productName}</Text>
            <Text size="xs" c="dimmed">
              {batch.corpName}
            </Text>
          </Stack>
        ),
        exportValue: (batch) => `${batch.productName} / ${batch.corpName}`,
      },
      {
        key: 'kind',
        header: t('kind'),
        cell: (batch) => <StatusBadge map={BATCH_KIND} value={batch.kind} style={NO_SHRINK} />,
        exportValue: (batch) => statusLabel(BATCH_KIND, batch.kind, language),
      },
      {
        key: 'status',
        header: t('status'),
        cell: (batch) => <StatusBadge map={BATCH_STATUS} value={batch.status} style={NO_SHRINK} />,
        exportValue: (batch) => statusLabel(BATCH_STATUS, batch.status, language),
      },
      {
        key: 'boundCount',
        header: t('labels'),
        sortable: true,
        cell: (batch) => <CapBar batch={batch} />,
        exportValue: (batch) => batch.boundCount,
      },
      {
        key: 'productionDate',
        header: t('list.productionDate'),
        sortable: true,
        cell: (batch) => formatDate(batch.productionDate),
        exportValue: (batch) => formatDate(batch.productionDate),
      },
      { key: 'origin', header: t('origin'), defaultHidden: true },
    ],
    [t, language],
  );

  const rowActions = useMemo<RowAction<Row>[]>(() => {
    const asBatch = (row: Row) => row as unknown as Batch;
    return [
      {
        key: 'bind',
        label: t('list.actions.bind'),
        icon: <TagIcon size={15} />,
        onClick: (b) => navigate(`${paths.bind}?id=${b.id}`),
      },
      {
        key: 'useRawMaterial',
        label: t('list.actions.useRawMaterial'),
        icon: <LinkIcon size={15} />,
        onClick: (b) => navigate(`/deepBatch?id=${b.id}`),
      },
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (b) => navigate(`${paths.details}?id=${b.id}`),
      },
      { key: 'edit', label: t('edit'), onClick: (b) => navigate(`${paths.edit}?id=${b.id}`) },
      {
        key: 'complete',
        label: t('list.actions.complete'),
        icon: <CheckIcon size={15} />,
        onClick: (b) => complete(asBatch(b)),
      },
      {
        key: 'delete',
        label: t('delete'),
        icon: <TrashIcon size={15} />,
        color: 'red',
        onClick: (b) => remove(asBatch(b)),
      },
    ];
  }, [t, navigate, paths, complete, remove]);

  return (
    <>
      <ListPage
        title={line === 'main' ? t('list.title') : t('list.titlePanda')}
        subtitle={t('list.subtitle')}
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => navigate(paths.bindLog)}>
              {t('list.bindLogs')}
            </Button>
            {/* A batch is made by a company; editing others' batches stays with the administrator. */}
            {can(paths.manage) && companyAccount ? (
              <AddButton to={paths.create}>{t('list.create')}</AddButton>
            ) : null}
          </Group>
        }
        tableId={`batches-${line}`}
        query={batches}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={(batch) => navigate(`${paths.details}?id=${batch.id}`)}
        emptyText={t('list.empty')}
        exportCsv
        exportFilename={`batches-${line}.csv`}
      />
      {dialog}
    </>
  );
}

export const MainBatchListPage = () => <BatchListPage line="main" />;
export const PandaBatchListPage = () => <BatchListPage line="panda" />;

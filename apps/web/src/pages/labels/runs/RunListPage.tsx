import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  type DataColumn,
  DownloadIcon,
  type FetchPage,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  SearchIcon,
  statusLabel,
  statusOptions,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { LABEL_KEYS, type LabelRun, runCsvName, runCsvPath, useDownload, useRun } from '../api';
import { GenerationProgress } from '../components/GenerationProgress';
import { ResumeIcon } from '../components/labelIcons';
import { useFormatCount } from '../format';
import { isGenerationActive } from '../rules';
import { RUN_STATUS } from '../statuses';

/** The server's `actions` govern downloading and resuming; every reader may look at a finished run's labels. */
type Row = Omit<LabelRun, 'actions'> & { actions: string[] };
const fetchRuns: FetchPage<Row> = async (query, signal) => {
  const page = await pagedRoute(ROUTES.labels.runs)(query, signal);
  return {
    ...page,
    list: page.list.map(
      (run): Row => ({
        ...run,
        actions: run.status === 'generated' ? [...run.actions, 'labels'] : run.actions,
      }),
    ),
  };
};

/**
 * A run's state and progress. While it runs, the run itself is read every two seconds (not the whole
 * list); when it finishes, the list is read again for its new actions (download).
 */
function LiveProgress({ run }: { run: Row }) {
  const queryClient = useQueryClient();
  const live = useRun(run);
  const current = isGenerationActive(run.status) && live.data ? live.data : run;
  const finished = isGenerationActive(run.status) && live.data && !isGenerationActive(live.data.status);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: LABEL_KEYS.runList });
  }, [finished, queryClient]);
  return (
    <GenerationProgress
      compact
      status={current.status}
      progress={current.progress}
      generated={current.generatedCount}
      total={current.count}
      error={current.error}
    />
  );
}

/** /labelGenerateList: generation runs with live progress; download a finished run, resume one in error. */
export default function RunListPage() {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const format = useFormatCount();
  const { download } = useDownload();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('runs.keyword'), width: 240 },
      {
        key: 'status',
        type: 'select',
        label: t('status'),
        options: statusOptions(RUN_STATUS, language),
        width: 160,
      },
    ],
    [t, language],
  );
  const runs = usePagedQuery({ queryKey: LABEL_KEYS.runList, fetchPage: fetchRuns, filters });

  const retry = useApiMutation<LabelRun, Row>({
    call: (run) => callRouteEnvelope(ROUTES.labels.retryRun, { params: { id: run.id } }),
    invalidate: [LABEL_KEYS.runs],
    successMessage: t('runs.retried'),
  });

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        key: 'runNo',
        header: t('runs.runNo'),
        alwaysVisible: true,
        cell: (run) => (
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {run.runNo}
              </Text>
              {run.orderId ? (
                <Badge size="xs" variant="light" color="grape" style={{ flex: 'none' }}>
                  {t('runs.fromOrder')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t(`sheet.${run.sheetType}`)} · {formatDateTime(run.createTime)}
            </Text>
          </Stack>
        ),
        exportValue: (run) => run.runNo,
      },
      {
        key: 'owner',
        header: t('runs.owner'),
        cell: (run) =>
          run.corpName ? (
            <Stack gap={2} miw={140}>
              <Text size="sm" lineClamp={2}>
                {run.corpName}
              </Text>
              {run.productName ? (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {run.productName}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('common.platformStock')}
            </Text>
          ),
        exportValue: (run) =>
          [run.corpName, run.productName].filter(Boolean).join(' / ') || t('common.platformStock'),
      },
      {
        key: 'codes',
        header: t('runs.codes'),
        cell: (run) => (
          <Stack gap={0}>
            <Text size="xs" ff="monospace">
              {run.startCode}
            </Text>
            <Text size="xs" ff="monospace" c="dimmed">
              {run.endCode}
            </Text>
          </Stack>
        ),
        exportValue: (run) => `${run.startCode}-${run.endCode}`,
      },
      {
        key: 'count',
        header: t('labels'),
        align: 'right',
        defaultHidden: true,
        cell: (run) => format(run.count),
        exportValue: (run) => run.count,
      },
      {
        key: 'status',
        header: t('runs.generation'),
        width: 180,
        cell: (run) => <LiveProgress run={run} />,
        exportValue: (run) => statusLabel(RUN_STATUS, run.status, language),
      },
      {
        key: 'finishTime',
        header: t('finished'),
        defaultHidden: true,
        cell: (run) => formatDateTime(run.finishTime) || <Text c="dimmed">—</Text>,
        exportValue: (run) => formatDateTime(run.finishTime),
      },
    ],
    [t, language, format],
  );

  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      {
        key: 'download',
        label: t('download'),
        icon: <DownloadIcon size={15} />,
        onClick: (run) => void download(runCsvPath(run), runCsvName(run)),
      },
      {
        key: 'retry',
        label: t('runs.retry'),
        icon: <ResumeIcon size={15} />,
        color: 'orange',
        permission: 'label.labelGenerateList.manage',
        onClick: (run) => retry.mutate(run),
      },
      {
        key: 'labels',
        label: t('viewLabels'),
        icon: <SearchIcon size={15} />,
        permission: 'label.labelSearch.view',
        onClick: (run) => navigate(`/labelSearch?status=-1&runId=${run.id}`),
      },
    ],
    [t, download, retry, navigate],
  );

  return (
    <ListPage
      title={t('runs.title')}
      subtitle={t('runs.subtitle')}
      actions={
        can('label.labelGenerateList.manage') ? <AddButton to={'/addLabel'}>{t('runs.add')}</AddButton> : null
      }
      tableId="label-runs"
      query={runs}
      filters={filters}
      columns={columns}
      rowActions={rowActions}
      emptyText={t('runs.empty')}
      exportCsv
      exportFilename="label-runs.csv"
    />
  );
}

import { Badge, Button, CloseButton, Group, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  EyeIcon,
  type FetchPage,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  usePagedQuery,
} from '../../../kit';
import { useFormatCount } from '../../labels/format';
import { BATCH_KEYS, type BatchLine, type BindLog, LINES, useBatch } from '../api';
import { BIND_MODE } from '../statuses';

/** A state badge keeps its whole name in a narrow column. */
const NO_SHRINK = { flex: 'none', minWidth: 'max-content' } as const;

const UUID = /^[0-9a-f-]{36}$/i;

/** Every code of one binding. */
function CodesDialog({ line, log, onClose }: { line: BatchLine; log: BindLog | null; onClose: () => void }) {
  const { t } = useTranslation('batches');
  const full = useQuery({
    queryKey: BATCH_KEYS.log(line, log?.id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.batches[line].bindLog, { params: { id: log!.id } }, { signal }),
    enabled: log !== null,
  });
  const codes = full.data?.codes ?? log?.codes ?? [];
  return (
    <Modal
      opened={log !== null}
      onClose={onClose}
      title={<Text fw={600}>{t('logs.codesTitle')}</Text>}
      size="lg"
      centered
    >
      {log ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {log.batchNo} · {formatDateTime(log.createTime)} · {log.operatorName}
          </Text>
          <ScrollArea.Autosize mah={420}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} data-testid="bind-log-codes">
              {codes.map((code) => (
                <Text key={code} size="sm" ff="monospace">
                  {code}
                </Text>
              ))}
            </SimpleGrid>
          </ScrollArea.Autosize>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** /bindLog and /bindLogPanda: who bound which labels to which batch and when; `?batchId=` for one batch. */
function BindLogPage({ line }: { line: BatchLine }) {
  const { t } = useTranslation('batches');
  const language = useLanguage();
  const navigate = useNavigate();
  const format = useFormatCount();
  const [params, setParams] = useSearchParams();
  const batchId = UUID.test(params.get('batchId') ?? '') ? params.get('batchId')! : null;
  const batch = useBatch(line, batchId);
  const [open, setOpen] = useState<BindLog | null>(null);

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('batchNumber'), width: 200 },
      { key: 'excode', type: 'text', label: t('labelCode'), width: 220 },
    ],
    [t],
  );
  const fetchPage = useMemo<FetchPage<BindLog>>(() => {
    const base = pagedRoute(ROUTES.batches[line].bindLogs);
    return (query, signal) => base(batchId ? { ...query, batchId } : query, signal);
  }, [line, batchId]);
  const logs = usePagedQuery({ queryKey: [...BATCH_KEYS.logs(line), batchId ?? 'all'], fetchPage, filters });

  const columns = useMemo<DataColumn<BindLog>[]>(
    () => [
      {
        key: 'createTime',
        header: t('time'),
        alwaysVisible: true,
        cell: (log) => formatDateTime(log.createTime, { seconds: true }),
        exportValue: (log) => formatDateTime(log.createTime, { seconds: true }),
      },
      {
        key: 'batchNo',
        header: t('batchNumber'),
        cell: (log) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} ff="monospace">
              {log.batchNo}
            </Text>
            <Text size="xs" c="dimmed">
              {log.productName}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'mode',
        header: t('logs.mode'),
        cell: (log) => <StatusBadge map={BIND_MODE} value={log.mode} style={NO_SHRINK} />,
        exportValue: (log) => statusLabel(BIND_MODE, log.mode, language),
      },
      {
        key: 'what',
        header: t('labels'),
        cell: (log) => (
          <Stack gap={2}>
            {log.startCode && log.endCode ? (
              <Text size="sm" ff="monospace">
                {t('logs.range', { start: log.startCode, end: log.endCode })}
              </Text>
            ) : log.fileName ? (
              <Text size="sm">{t('logs.file', { name: log.fileName })}</Text>
            ) : null}
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {t('logs.count', { count: log.count, shown: format(log.count) })}
              </Badge>
              {log.weight ? (
                <Badge variant="light" color="grape" size="sm">
                  {t('logs.weightEach', { weight: log.weight })}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        ),
        exportValue: (log) => (log.startCode ? `${log.startCode}-${log.endCode}` : log.count),
      },
      { key: 'operatorName', header: t('by') },
      { key: 'corpName', header: t('company'), defaultHidden: true },
    ],
    [t, language, format],
  );
  const rowActions = useMemo<RowAction<BindLog>[]>(
    () => [{ key: 'codes', label: t('logs.codesTitle'), icon: <EyeIcon size={15} />, onClick: setOpen }],
    [t],
  );

  const forBatch = batchId ? (
    <Group gap="xs">
      <Badge
        size="lg"
        variant="light"
        tt="none"
        rightSection={
          <CloseButton
            size="xs"
            aria-label={t('logs.allOfBatch')}
            onClick={() => setParams({}, { replace: true })}
          />
        }
      >
        {t('logs.forBatch', { batchNo: batch.data?.batchNo ?? '…' })}
      </Badge>
    </Group>
  ) : null;

  return (
    <>
      <ListPage
        title={line === 'main' ? t('logs.title') : t('logs.titlePanda')}
        subtitle={t('logs.subtitle')}
        badge={forBatch}
        actions={
          batchId && batch.data ? (
            <Button variant="default" onClick={() => navigate(`${LINES[line].details}?id=${batchId}`)}>
              {t('details.title', { batchNo: batch.data.batchNo })}
            </Button>
          ) : null
        }
        tableId={`bind-logs-${line}`}
        query={logs}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={setOpen}
        emptyText={t('logs.empty')}
        exportCsv
        exportFilename="bind-logs.csv"
      />
      <CodesDialog line={line} log={open} onClose={() => setOpen(null)} />
    </>
  );
}

export const MainBindLogPage = () => <BindLogPage line="main" />;
export const PandaBindLogPage = () => <BindLogPage line="panda" />;

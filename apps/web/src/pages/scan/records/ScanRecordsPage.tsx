import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { regionName, type ScanRecord } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  DownloadIcon,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  StatusBadge,
  statusLabel,
  statusOptions,
  usePagedQuery,
} from '../../../kit';
import { downloadServerExport } from '../../../kit/table/export';
import { SCAN_KEYS, useScanFilterOptions } from '../api';
import { DEVICE_TYPE, SCAN_KIND, SCAN_RESULT } from '../statuses';

/** The list says whether its total was counted to the end or stopped at the cap (`totalExact`). */
const fetchRecords = pagedRoute(ROUTES.scan.records);

/** /scanCodeMessage: scan records of the company's labels (all of them for administrators). */
export default function ScanRecordsPage() {
  const { t } = useTranslation('scan');
  const language = useLanguage();
  const options = useScanFilterOptions();
  const [exporting, setExporting] = useState(false);

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'scanned', type: 'dateRange', label: t('records.scanned') },
      { key: 'excode', type: 'text', label: t('labelCode'), width: 200 },
      {
        key: 'productId',
        type: 'select',
        label: t('product'),
        options: options.data?.products ?? [],
        width: 200,
      },
      {
        key: 'region',
        type: 'select',
        label: t('region'),
        options: (options.data?.regions ?? []).map((code) => ({
          value: code,
          label: regionName(code, language),
        })),
        width: 160,
      },
      {
        key: 'kind',
        type: 'select',
        label: t('kind'),
        options: statusOptions(SCAN_KIND, language),
        width: 150,
      },
      {
        key: 'result',
        type: 'select',
        label: t('records.result'),
        options: statusOptions(SCAN_RESULT, language),
        width: 170,
      },
    ],
    [t, language, options.data],
  );
  const records = usePagedQuery({
    queryKey: SCAN_KEYS.records,
    fetchPage: fetchRecords,
    filters,
  });

  const columns = useMemo<DataColumn<ScanRecord>[]>(
    () => [
      {
        key: 'scanTime',
        header: t('common.time'),
        alwaysVisible: true,
        cell: (row) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.scanTime, { seconds: true })}
          </Text>
        ),
        exportValue: (row) => formatDateTime(row.scanTime, { seconds: true }),
      },
      {
        key: 'excode',
        header: t('labelCode'),
        cell: (row) => (
          <Text size="sm" ff="monospace">
            {row.excode}
          </Text>
        ),
      },
      {
        key: 'result',
        header: t('records.result'),
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <StatusBadge map={SCAN_KIND} value={row.kind} variant="outline" />
            <StatusBadge map={SCAN_RESULT} value={row.result as keyof typeof SCAN_RESULT} />
          </Group>
        ),
        exportValue: (row) =>
          `${statusLabel(SCAN_KIND, row.kind, language)} / ${statusLabel(SCAN_RESULT, row.result, language)}`,
      },
      {
        key: 'productName',
        header: `${t('product')} / ${t('batch')}`,
        cell: (row) =>
          row.productName ? (
            <Stack gap={2} miw={140}>
              <Text size="sm">{row.productName}</Text>
              <Text size="xs" c="dimmed">
                {row.batchNo}
              </Text>
            </Stack>
          ) : (
            <Text c="dimmed">—</Text>
          ),
      },
      { key: 'corpName', header: t('company'), defaultHidden: true },
      { key: 'regionName', header: t('region') },
      {
        key: 'device',
        header: t('records.device'),
        cell: (row) => (
          <Stack gap={2} maw={260}>
            <Text size="sm" lineClamp={2}>
              {row.device ?? '—'}
            </Text>
            <Text size="xs" c="dimmed">
              {statusLabel(DEVICE_TYPE, row.deviceType, language)}
            </Text>
          </Stack>
        ),
      },
      { key: 'ip', header: t('records.ip'), defaultHidden: true },
    ],
    [t, language],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadServerExport(
        ROUTES.scan.exportRecords,
        { ...records.listQuery, format: 'csv' },
        'scan-records.csv',
      );
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof ApiError ? error.msg : String(error) });
    } finally {
      setExporting(false);
    }
  };

  const more = records.data && !records.data.totalExact;
  return (
    <ListPage
      title={t('records.title')}
      subtitle={`${t('records.subtitle')} ${t('common.utcHint')}`}
      actions={
        <Button
          variant="default"
          leftSection={<DownloadIcon size={16} />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t('exportCsv')}
        </Button>
      }
      tableId="scan-records"
      query={records}
      filters={filters}
      columns={columns}
      rowKey={(row) => row.id}
      exportRoute={ROUTES.scan.exportRecords}
      exportFilename="scan-records.xlsx"
      emptyText={t('records.empty')}
    >
      {more ? (
        <Alert color="blue" variant="light">
          {t('records.moreThan', { count: (100_000).toLocaleString() })}
        </Alert>
      ) : null}
    </ListPage>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { ROUTES } from '@trace/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUserQuery } from '../../../api/account';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  DownloadIcon,
  EyeIcon,
  type FetchPage,
  type FilterDef,
  formatDateTime,
  ListPage,
  PlusIcon,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  useCan,
  usePagedQuery,
} from '../../../kit';
import {
  BARCODE_KEYS,
  type BarcodeApplication,
  barcodePdfName,
  barcodePdfPath,
  POLL_MS,
  useDownload,
} from '../api';
import { useIdParam } from '../components/MissingRecord';
import { useFormatCount } from '../format';
import { BARCODE_STATUS } from '../statuses';
import { BarcodeApplicationDrawer } from './BarcodeApplicationDrawer';
import { BarcodeApplicationForm } from './BarcodeApplicationForm';

/** The server's `actions` govern the download; every reader may open one (its barcodes are searched from there). */
type Row = Omit<BarcodeApplication, 'actions'> & { actions: string[] };
const fetchApplications: FetchPage<Row> = async (query, signal) => {
  const page = await pagedRoute(ROUTES.barcodes.list)(query, signal);
  return {
    ...page,
    list: page.list.map(
      (application): Row => ({
        ...application,
        actions: [...application.actions, 'view'],
      }),
    ),
  };
};

/**
 * /codeApplication: barcode applications — a company's own, every company's for administrators — with
 * their state, a form for a new one, and the application in a drawer kept in the address (`?id=`)
 * with its PDF. While barcodes are being made the list is read again every two seconds.
 */
export default function BarcodeApplicationListPage() {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const can = useCan();
  const format = useFormatCount();
  const user = useCurrentUserQuery();
  const { download } = useDownload();
  const [, setParams] = useSearchParams();
  const openedId = useIdParam();
  const [adding, setAdding] = useState(false);
  const ownCompany = Boolean(user.data?.corpId);

  const open = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('id', id);
          else next.delete('id');
          return next;
        },
        { replace: !id },
      ),
    [setParams],
  );

  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'keyword', type: 'text', label: t('barcodes.list.keyword'), width: 220 }],
    [t],
  );
  const applications = usePagedQuery({
    queryKey: BARCODE_KEYS.list,
    fetchPage: fetchApplications,
    filters,
    // Applications whose barcodes are being made: the list follows them until they are ready.
    pollWhile: (rows) => rows.some((application) => application.status === 'generating'),
    pollMs: POLL_MS,
  });

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        key: 'applicationNo',
        header: t('barcodes.list.applicationNo'),
        alwaysVisible: true,
        cell: (application) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {application.applicationNo}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(application.createTime)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'productName',
        header: ownCompany ? t('product') : t('barcodes.list.companyProduct'),
        cell: (application) => (
          <Stack gap={2} miw={160}>
            <Text size="sm" lineClamp={1}>
              {application.productName}
            </Text>
            {ownCompany ? null : (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {application.corpName}
              </Text>
            )}
          </Stack>
        ),
        exportValue: (application) => `${application.corpName} / ${application.productName}`,
      },
      {
        key: 'symbology',
        header: t('barcodes.list.symbology'),
        cell: (application) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t(`barcodes.symbology.${application.symbology}`)}
          </Text>
        ),
        exportValue: (application) => t(`barcodes.symbology.${application.symbology}`),
      },
      {
        key: 'count',
        header: t('barcodes.list.count'),
        align: 'right',
        cell: (application) => format(application.count),
        exportValue: (application) => application.count,
      },
      {
        key: 'status',
        header: t('status'),
        cell: (application) => (
          <Stack gap={4} miw={120} maw={240} align="flex-start">
            <StatusBadge map={BARCODE_STATUS} value={application.status} style={{ flex: 'none' }} />
            {application.status === 'execution_error' && application.error ? (
              <Text size="xs" c="red" lineClamp={2}>
                {application.error}
              </Text>
            ) : null}
          </Stack>
        ),
        exportValue: (application) => statusLabel(BARCODE_STATUS, application.status, language),
      },
      {
        key: 'firstValue',
        header: t('barcodes.list.firstValue'),
        defaultHidden: true,
        cell: (application) =>
          application.firstValue ? (
            <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {application.firstValue}
            </Text>
          ) : (
            <Text c="dimmed">—</Text>
          ),
      },
    ],
    [t, language, format, ownCompany],
  );

  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      {
        key: 'download',
        label: t('barcodes.list.download'),
        icon: <DownloadIcon size={15} />,
        onClick: (application) => void download(barcodePdfPath(application), barcodePdfName(application)),
      },
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (application) => open(application.id),
      },
    ],
    [t, download, open],
  );

  // Barcodes are applied for by a company: administrators without one only read.
  const mayApply = can('label.codeApplication.manage') && ownCompany;
  return (
    <>
      <ListPage
        title={t('barcodes.list.title')}
        subtitle={t('barcodes.list.subtitle')}
        actions={
          mayApply ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setAdding(true)}>
              {t('barcodes.list.add')}
            </Button>
          ) : null
        }
        tableId="barcode-applications"
        query={applications}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={(application) => open(application.id)}
        rowProps={(application) => ({ 'data-status': application.status })}
        emptyText={t('barcodes.list.empty')}
        exportCsv
        exportFilename="barcode-applications.csv"
      />
      <BarcodeApplicationForm
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(application) => {
          setAdding(false);
          open(application.id);
        }}
      />
      <BarcodeApplicationDrawer id={openedId} onClose={() => open(null)} />
    </>
  );
}

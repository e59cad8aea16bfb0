import { Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUserQuery } from '../../../api/account';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  DownloadIcon,
  EyeIcon,
  type FilterDef,
  formatDateTime,
  JobListPage,
  PlusIcon,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  useCan,
  useOpenedId,
  withReaderActions,
} from '../../../kit';
import { BARCODE_KEYS, type BarcodeApplication, barcodePdfName, barcodePdfPath, useDownload } from '../api';
import { useFormatCount } from '../format';
import { BARCODE_STATUS } from '../statuses';
import { BarcodeApplicationDrawer } from './BarcodeApplicationDrawer';
import { BarcodeApplicationForm } from './BarcodeApplicationForm';

/** The server's `actions` govern the download; every reader may open one (its barcodes are searched from there). */
const fetchApplications = withReaderActions(pagedRoute(ROUTES.barcodes.list));

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
  const [openedId, open] = useOpenedId();
  const [adding, setAdding] = useState(false);
  const ownCompany = Boolean(user.data?.corpId);

  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'keyword', type: 'text', label: t('barcodes.list.keyword'), width: 220 }],
    [t],
  );
  const columns = useMemo<DataColumn<BarcodeApplication>[]>(
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

  const rowActions = useMemo<RowAction<BarcodeApplication>[]>(
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
    <JobListPage
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
      queryKey={BARCODE_KEYS.list}
      fetchPage={fetchApplications}
      // Applications whose barcodes are being made: the list follows them until they are ready.
      isRunning={(application) => application.status === 'generating'}
      statusOf={(application) => application.status}
      filters={filters}
      columns={columns}
      rowActions={rowActions}
      onRowClick={(application) => open(application.id)}
      emptyText={t('barcodes.list.empty')}
      exportCsv
      exportFilename="barcode-applications.csv"
      after={
        <>
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
      }
    />
  );
}

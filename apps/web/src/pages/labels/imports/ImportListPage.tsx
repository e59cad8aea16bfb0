import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  type DataColumn,
  DownloadIcon,
  dateTimeColumn,
  EyeIcon,
  FileIcon,
  type FilterDef,
  formatDateTime,
  JobListPage,
  pagedRoute,
  type RowAction,
  statusLabel,
  statusOptions,
  useCan,
  withReaderActions,
} from '../../../kit';
import { useDownload } from '../api';
import { useFormatCount } from '../format';
import {
  detailPath,
  errorReportName,
  errorReportPath,
  FORM_PATH,
  IMPORT_KEYS,
  type LabelImport,
  TEMPLATE_PATH,
  templateName,
} from './api';
import { ImportStatus } from './components/ImportStatus';
import { IMPORT_STATUS, isChecking } from './statuses';

const MANAGE = 'product.labelImportList.manage';

/** Every reader may open an import; the server's `actions` say when an error report exists. */
const fetchImports = withReaderActions(pagedRoute(ROUTES.labelImports.list));

/**
 * /labelImportList: label imports with their state (the list follows rows being checked), counts and
 * results; open one, download the error report of a failed one, or start a new import.
 */
export default function ImportListPage() {
  const { t } = useTranslation('labelImports');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const format = useFormatCount();
  const { download } = useDownload();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('list.keyword'), width: 220 },
      {
        key: 'status',
        type: 'select',
        label: t('status'),
        options: statusOptions(IMPORT_STATUS, language),
        width: 160,
      },
    ],
    [t, language],
  );

  const columns = useMemo<DataColumn<LabelImport>[]>(
    () => [
      {
        key: 'importNo',
        header: t('list.import'),
        alwaysVisible: true,
        cell: (item) => (
          <Stack gap={2} maw={240}>
            <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {item.importNo}
            </Text>
            <Group gap={4} wrap="nowrap" c="dimmed">
              <FileIcon size={13} style={{ flex: 'none' }} />
              <Text size="xs" c="dimmed" lineClamp={1} title={item.fileName}>
                {item.fileName}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('list.uploadedAt', { time: formatDateTime(item.createTime) })}
            </Text>
          </Stack>
        ),
        exportValue: (item) => item.importNo,
      },
      {
        key: 'owner',
        header: t('list.owner'),
        cell: (item) => (
          <Stack gap={2} miw={140}>
            <Text size="sm" lineClamp={2}>
              {item.corpName}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {item.productName}
            </Text>
          </Stack>
        ),
        exportValue: (item) => `${item.corpName} / ${item.productName}`,
      },
      {
        key: 'totalRows',
        header: t('common.rows'),
        align: 'right',
        cell: (item) => (
          <Stack gap={2} align="flex-end">
            <Text size="sm">{isChecking(item.status) ? '—' : format(item.totalRows)}</Text>
            {item.importedCount > 0 ? (
              <Text size="xs" c="teal" style={{ whiteSpace: 'nowrap' }}>
                {t('list.imported', { count: format(item.importedCount) })}
              </Text>
            ) : null}
            {item.errorCount > 0 ? (
              <Text size="xs" c="red" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {t('list.wrong', { count: format(item.errorCount) })}
              </Text>
            ) : null}
          </Stack>
        ),
        exportValue: (item) => item.totalRows,
      },
      {
        key: 'importedCount',
        header: t('common.imported'),
        align: 'right',
        defaultHidden: true,
        cell: (item) => format(item.importedCount),
        exportValue: (item) => item.importedCount,
      },
      {
        key: 'errorCount',
        header: t('common.errors'),
        align: 'right',
        defaultHidden: true,
        cell: (item) => format(item.errorCount),
        exportValue: (item) => item.errorCount,
      },
      {
        key: 'status',
        header: t('status'),
        width: 140,
        cell: (item) => (
          <Stack gap={4}>
            <ImportStatus item={item} compact />
            {item.finishTime ? (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('list.finishedAt', { time: formatDateTime(item.finishTime) })}
              </Text>
            ) : null}
          </Stack>
        ),
        exportValue: (item) => statusLabel(IMPORT_STATUS, item.status, language),
      },
      dateTimeColumn('createTime', t('common.createTime'), (item) => item.createTime, {
        defaultHidden: true,
      }),
      {
        key: 'fileName',
        header: t('file'),
        defaultHidden: true,
      },
      dateTimeColumn('finishTime', t('finished'), (item) => item.finishTime, { defaultHidden: true }),
    ],
    [t, language, format],
  );

  const rowActions = useMemo<RowAction<LabelImport>[]>(
    () => [
      {
        key: 'view',
        label: t('common.view'),
        icon: <EyeIcon size={15} />,
        onClick: (item) => navigate(detailPath(item)),
      },
      {
        key: 'errorReport',
        label: t('common.errorReport'),
        icon: <DownloadIcon size={15} />,
        color: 'red',
        onClick: (item) => void download(errorReportPath(item), errorReportName(item)),
      },
    ],
    [t, navigate, download],
  );

  return (
    <JobListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <>
          <Button
            variant="default"
            leftSection={<DownloadIcon size={16} />}
            onClick={() => void download(TEMPLATE_PATH, templateName(t('common.templateFile')))}
          >
            {t('common.downloadTemplate')}
          </Button>
          {can(MANAGE) ? <AddButton to={FORM_PATH}>{t('list.add')}</AddButton> : null}
        </>
      }
      tableId="label-imports"
      queryKey={IMPORT_KEYS.list}
      fetchPage={fetchImports}
      // Imports whose file is being checked: the list follows them until the check ends.
      isRunning={(item) => isChecking(item.status)}
      filters={filters}
      columns={columns}
      rowActions={rowActions}
      onRowClick={(item) => navigate(detailPath(item))}
      emptyText={t('list.empty')}
      exportCsv
      exportFilename="label-imports.csv"
    />
  );
}

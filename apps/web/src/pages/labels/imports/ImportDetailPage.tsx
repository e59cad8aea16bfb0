import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  CheckIcon,
  type DataColumn,
  DataTable,
  DetailSections,
  DownloadIcon,
  formatDateTime,
  MissingRecord,
  PageHeader,
  pagedRoute,
  SearchIcon,
  StatusBadge,
  UploadIcon,
  useCan,
  useIdParam,
  usePagedQuery,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { useDownload } from '../api';
import { useFormatCount } from '../format';
import {
  errorReportName,
  errorReportPath,
  FORM_PATH,
  IMPORT_KEYS,
  type ImportError,
  type LabelImport,
  LIST_PATH,
  useLabelImport,
} from './api';
import { ImportStatus } from './components/ImportStatus';
import { IMPORT_STATUS } from './statuses';

const MANAGE = 'product.labelImportList.manage';
const SEARCH_LABELS = 'label.labelSearch.view';

function ReportButton({ item }: { item: LabelImport }) {
  const { t: c } = useTranslation('labelImports');
  const { download, pending } = useDownload();
  const path = errorReportPath(item);
  return (
    <Button
      color="red"
      leftSection={<DownloadIcon size={16} />}
      loading={pending === path}
      onClick={() => void download(path, errorReportName(item))}
    >
      {c('common.downloadReport')}
    </Button>
  );
}

/** The wrong rows of a failed import, a page at a time, as the error report lists them. */
function ErrorTable({ item }: { item: LabelImport }) {
  const { t: d } = useTranslation('labelImports');
  const fetchPage = useMemo(
    () => pagedRoute(ROUTES.labelImports.errors, { params: { id: item.id } }),
    [item.id],
  );
  const errors = usePagedQuery({
    queryKey: IMPORT_KEYS.errors(item.id),
    fetchPage,
    syncUrl: false,
    pageSize: 20,
  });
  const columns = useMemo<DataColumn<ImportError>[]>(
    () => [
      { key: 'row', header: d('detail.errorRow'), width: 70, align: 'right', alwaysVisible: true },
      {
        key: 'message',
        header: d('detail.errorMessage'),
        alwaysVisible: true,
        cell: (error) => (
          <Text size="sm" c="red" miw={200}>
            {error.message}
          </Text>
        ),
      },
      {
        key: 'excode',
        header: d('detail.errorCode'),
        cell: (error) => (
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {error.excode || '—'}
          </Text>
        ),
      },
      {
        key: 'weight',
        header: d('weight'),
        cell: (error) => (
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {error.weight || '—'}
          </Text>
        ),
      },
    ],
    [d],
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid="import-errors">
      <Title order={3} size="h5" mb="md">
        {d('detail.errorsTitle')}
      </Title>
      <DataTable
        tableId="label-import-errors"
        query={errors}
        columns={columns}
        rowKey={(error) => `${error.row}-${error.message}`}
        emptyText={d('detail.errorsEmpty')}
      />
    </Card>
  );
}

/** What became of the file: being checked, imported, refused as a whole, or rows to correct. */
function Result({ item }: { item: LabelImport }) {
  const { t } = useTranslation('labelImports');
  const can = useCan();
  const navigate = useNavigate();
  const format = useFormatCount();
  const importAgain = can(MANAGE) ? (
    <Button variant="default" leftSection={<UploadIcon size={16} />} onClick={() => navigate(FORM_PATH)}>
      {t('detail.importAgain')}
    </Button>
  ) : null;

  switch (item.status) {
    case 'not_reviewed':
      return (
        <Card withBorder radius="md" padding="lg" data-testid="import-result" data-status={item.status}>
          <Title order={3} size="h5" mb={4}>
            {t('detail.checkingTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('detail.checkingText')}
          </Text>
          <ImportStatus item={item} />
        </Card>
      );
    case 'success':
      return (
        <Alert
          color="teal"
          variant="light"
          icon={<CheckIcon size={20} />}
          title={t('detail.successTitle')}
          data-testid="import-result"
          data-status={item.status}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('detail.successText', { count: item.importedCount, shown: format(item.importedCount) })}
            </Text>
            {can(SEARCH_LABELS) ? (
              <Group>
                <Button
                  variant="light"
                  color="teal"
                  leftSection={<SearchIcon size={16} />}
                  onClick={() => navigate('/labelSearch?status=assigned')}
                >
                  {t('viewLabels')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      );
    case 'invalid':
      return (
        <Alert
          color="orange"
          variant="light"
          icon={<AlertCircleIcon size={20} />}
          title={t('detail.invalidTitle')}
          data-testid="import-result"
          data-status={item.status}
        >
          <Stack gap="sm">
            <Text size="md" fw={600} data-testid="import-problem">
              {item.problem}
            </Text>
            <Text size="sm">{t('detail.invalidHint')}</Text>
            {importAgain ? <Group>{importAgain}</Group> : null}
          </Stack>
        </Alert>
      );
    case 'failure':
      return (
        <Alert
          color="red"
          variant="light"
          icon={<AlertCircleIcon size={20} />}
          title={t('detail.failureTitle')}
          data-testid="import-result"
          data-status={item.status}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('detail.failureText', { wrong: format(item.errorCount), total: format(item.totalRows) })}
            </Text>
            <Group gap="sm">
              <ReportButton item={item} />
              {importAgain}
            </Group>
          </Stack>
        </Alert>
      );
  }
}

/**
 * /labelImportDetails?id=: one import — what became of it (followed live while the file is
 * checked), the rows to correct of a failed one with its error report, and its particulars.
 */
export default function ImportDetailPage() {
  const { t } = useTranslation('labelImports');
  const id = useIdParam();
  const item = useLabelImport(id);
  const format = useFormatCount();
  if (!id) return <MissingRecordPage />;
  const data = item.data;
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={data ? data.importNo : t('detail.summary')}
        back={LIST_PATH}
        subtitle={data ? `${data.corpName} · ${data.productName}` : undefined}
        badge={data ? <StatusBadge map={IMPORT_STATUS} value={data.status} /> : undefined}
      />
      {item.isError && !data ? (
        <LoadFailed error={item.error} onRetry={() => void item.refetch()} />
      ) : !data ? (
        <DetailSkeleton />
      ) : (
        <>
          <Result item={data} />
          {data.status === 'failure' ? <ErrorTable item={data} /> : null}
          <DetailSections
            sections={[
              {
                title: t('detail.summary'),
                columns: 3,
                items: [
                  { label: t('common.importNo'), value: data.importNo },
                  { label: t('company'), value: data.corpName },
                  { label: t('product'), value: data.productName },
                  { label: t('file'), value: data.fileName },
                  { label: t('common.rows'), value: format(data.totalRows) },
                  { label: t('common.imported'), value: format(data.importedCount) },
                  { label: t('common.errors'), value: format(data.errorCount) },
                  { label: t('common.createTime'), value: formatDateTime(data.createTime) },
                  { label: t('finished'), value: formatDateTime(data.finishTime) },
                ],
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}

function MissingRecordPage() {
  const { t: c } = useTranslation('labelImports');
  return <MissingRecord title={c('common.view')} back={LIST_PATH} />;
}

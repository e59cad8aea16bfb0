import { Button, Stack, Text, TextInput } from '@mantine/core';
import { ZReplaceProductNameBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  DetailPage,
  dateTimeColumn,
  EyeIcon,
  type FilterDef,
  FormPage,
  FormSection,
  formatDate,
  formatDateTime,
  ListPage,
  MissingRecord,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  useApiMutation,
  useIdParam,
  usePagedQuery,
  useZodForm,
  withReaderActions,
} from '../../../kit';
import { useIsCompanyAccount } from '../../companies/api';
import { type BatchLogistics, RECORD_KEYS, useBatchLogistics } from '../api';
import { batchRecordsPath } from '../components/recordPages';
import { BATCH_STATUS } from '../statuses';

export const LOGISTICS_PATHS = {
  list: '/batchLogisticReplaceProduct',
  detail: '/batchLogisticReplaceProductDetail',
  edit: '/batchLogisticReplaceProductEdit',
};
const fetchBatches = withReaderActions(pagedRoute(ROUTES.records.batchLogistics.list), ['view', 'records']);

/** /batchLogisticReplaceProduct: the product name logistics shows for each batch. */
export function LogisticsListPage() {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const navigate = useNavigate();
  const companyAccount = useIsCompanyAccount();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('logistics.keyword'), width: 220 },
      {
        key: 'replaced',
        type: 'select',
        label: t('logistics.replaced'),
        options: [
          { value: 'yes', label: t('logistics.replacedYes') },
          { value: 'no', label: t('logistics.replacedNo') },
        ],
        width: 170,
      },
    ],
    [t],
  );
  const batches = usePagedQuery({
    queryKey: [...RECORD_KEYS.logistics, 'list'],
    fetchPage: fetchBatches,
    filters,
  });
  const columns = useMemo<DataColumn<BatchLogistics>[]>(
    () => [
      { key: 'batchNo', header: t('logistics.batchNo'), alwaysVisible: true, width: 160 },
      { key: 'productDisplayName', header: t('product'), width: 180 },
      {
        key: 'replaceProductName',
        header: t('logistics.replaceProductName'),
        width: 180,
        cell: (row) =>
          row.replaceProductName ? (
            <Text size="sm" fw={500}>
              {row.replaceProductName}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('logistics.none')}
            </Text>
          ),
      },
      { key: 'displayName', header: t('logistics.displayName'), width: 180 },
      ...(companyAccount ? [] : [{ key: 'corpName', header: t('company'), width: 180 }]),
      {
        key: 'status',
        header: t('logistics.status'),
        width: 130,
        cell: (row) => <StatusBadge map={BATCH_STATUS} value={row.status as 'complete'} />,
        exportValue: (row) => statusLabel(BATCH_STATUS, row.status, language),
      },
      dateTimeColumn('createTime', t('created'), (row) => row.createTime, { defaultHidden: true }),
    ],
    [t, language, companyAccount],
  );
  const rowActions = useMemo<RowAction<BatchLogistics>[]>(
    () => [
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (row) => navigate(`${LOGISTICS_PATHS.detail}?id=${row.id}`),
      },
      {
        key: 'editReplaceName',
        label: t('edit'),
        onClick: (row) => navigate(`${LOGISTICS_PATHS.edit}?id=${row.id}`),
      },
      {
        key: 'records',
        label: t('common.batchRecords'),
        onClick: (row) => navigate(batchRecordsPath(row.id)),
      },
    ],
    [t, navigate],
  );
  return (
    <ListPage
      title={t('logistics.title')}
      subtitle={t('logistics.subtitle')}
      tableId="batch-logistics"
      query={batches}
      columns={columns}
      filters={filters}
      rowActions={rowActions}
      onRowClick={(row) => navigate(`${LOGISTICS_PATHS.detail}?id=${row.id}`)}
      exportCsv
      exportFilename="batch-logistics.csv"
      emptyText={t('logistics.empty')}
    />
  );
}

/** The batch fields logistics cares about. */
function useLogisticsItems() {
  const { t } = useTranslation('records');
  return (batch: BatchLogistics) => [
    { label: t('logistics.batchNo'), value: batch.batchNo },
    { label: t('logistics.productName'), value: batch.productName },
    { label: t('logistics.replaceProductName'), value: batch.replaceProductName ?? t('logistics.none') },
    { label: t('logistics.displayName'), value: <Text fw={600}>{batch.displayName}</Text> },
    {
      label: t('logistics.status'),
      value: <StatusBadge map={BATCH_STATUS} value={batch.status as 'complete'} />,
    },
    { label: t('productionDate'), value: formatDate(batch.productionDate) },
    { label: t('company'), value: batch.corpName },
    { label: t('common.updateTime'), value: formatDateTime(batch.updateTime) },
  ];
}

/** /batchLogisticReplaceProductDetail */
export function LogisticsDetailPage() {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const id = useIdParam();
  const batch = useBatchLogistics(id);
  const items = useLogisticsItems();
  if (!id) return <MissingRecord title={t('logistics.detailTitle')} back={LOGISTICS_PATHS.list} />;
  return (
    <DetailPage
      title={(data: BatchLogistics) => `${t('logistics.detailTitle')}: ${data.batchNo}`}
      subtitle={(data) => data.productDisplayName}
      back={LOGISTICS_PATHS.list}
      query={batch}
      actions={(data) => (
        <>
          <Button variant="light" onClick={() => navigate(batchRecordsPath(data.id))}>
            {t('common.batchRecords')}
          </Button>
          {data.actions.includes('editReplaceName') ? (
            <Button variant="default" onClick={() => navigate(`${LOGISTICS_PATHS.edit}?id=${data.id}`)}>
              {t('edit')}
            </Button>
          ) : null}
        </>
      )}
      sections={(data) => [{ title: t('logistics.section'), columns: 2, items: items(data) }]}
    />
  );
}

function ReplaceNameForm({ batch }: { batch: BatchLogistics }) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const form = useZodForm(
    ZReplaceProductNameBody,
    { replaceProductName: '' },
    {
      toInput: (values: { replaceProductName: string }) => ({
        replaceProductName: values.replaceProductName.trim() || null,
      }),
    },
  );
  const { initialize } = form;
  useEffect(() => {
    initialize({ replaceProductName: batch.replaceProductName ?? '' });
  }, [batch, initialize]);
  const save = useApiMutation<BatchLogistics, { replaceProductName: string | null }>({
    call: (body) =>
      callRouteEnvelope(ROUTES.records.batchLogistics.replaceProductName, { params: { id: batch.id }, body }),
    form,
    invalidate: [RECORD_KEYS.all],
    successMessage: (saved) => (saved.replaceProductName ? t('logistics.saved') : t('logistics.cleared')),
    onSuccess: (saved) => navigate(`${LOGISTICS_PATHS.detail}?id=${saved.id}`, { replace: true }),
  });
  const value = form.values.replaceProductName;
  return (
    <FormPage
      title={t('logistics.editTitle')}
      subtitle={`${batch.batchNo} · ${batch.productDisplayName}`}
      back={LOGISTICS_PATHS.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      <FormSection title={t('logistics.section')}>
        <Stack gap="md">
          <TextInput label={t('logistics.productName')} value={batch.productName} readOnly disabled />
          <TextInput
            label={t('logistics.replaceProductName')}
            maxLength={20}
            description={`${t('logistics.replaceHint')} · ${value.length} / 20`}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            data-testid="replace-name"
            {...form.getInputProps('replaceProductName')}
          />
          <Text size="sm" c="dimmed">
            {t('logistics.displayName')}: <b>{value.trim() || batch.productDisplayName}</b>
          </Text>
        </Stack>
      </FormSection>
    </FormPage>
  );
}

/** /batchLogisticReplaceProductEdit: sets or clears the replacement name of a batch. */
export function LogisticsEditPage() {
  const { t } = useTranslation('records');
  const id = useIdParam();
  const batch = useBatchLogistics(id);
  if (!id) return <MissingRecord title={t('logistics.editTitle')} back={LOGISTICS_PATHS.list} />;
  if (!batch.data)
    return (
      <FormPage
        title={t('logistics.editTitle')}
        back={LOGISTICS_PATHS.list}
        onSubmit={(event) => event.preventDefault()}
        loading={batch.isPending}
        loadError={batch.error}
        onRetry={() => void batch.refetch()}
      >
        {null}
      </FormPage>
    );
  return <ReplaceNameForm batch={batch.data} />;
}

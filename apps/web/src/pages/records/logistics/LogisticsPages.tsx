import { Button, Stack, Text, TextInput } from '@mantine/core';
import { ROUTES, ZReplaceProductNameBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  DetailPage,
  EyeIcon,
  type FilterDef,
  FormPage,
  FormSection,
  formatDate,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  useApiMutation,
  usePagedQuery,
  useTexts,
  useZodForm,
} from '../../../kit';
import { idFrom, useIsCompanyAccount } from '../../company/api';
import { MissingRecord } from '../../company/components/MissingRecord';
import { withReaderActions } from '../../company/components/rowActions';
import { type BatchLogistics, RECORD_KEYS, useBatchLogistics } from '../api';
import { batchRecordsPath } from '../components/recordPages';
import { BATCH_STATUS } from '../statuses';
import { texts } from '../texts';

export const LOGISTICS_PATHS = {
  list: '/batchLogisticReplaceProduct',
  detail: '/batchLogisticReplaceProductDetail',
  edit: '/batchLogisticReplaceProductEdit',
};
const fetchBatches = withReaderActions(pagedRoute(ROUTES.records.batchLogistics.list), ['view', 'records']);

/** /batchLogisticReplaceProduct: the product name logistics shows for each batch. */
export function LogisticsListPage() {
  const t = useTexts(texts);
  const l = t.logistics;
  const language = useLanguage();
  const navigate = useNavigate();
  const companyAccount = useIsCompanyAccount();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: l.keyword, width: 220 },
      {
        key: 'replaced',
        type: 'select',
        label: l.replaced,
        options: [
          { value: 'yes', label: l.replacedYes },
          { value: 'no', label: l.replacedNo },
        ],
        width: 170,
      },
    ],
    [l],
  );
  const batches = usePagedQuery({
    queryKey: [...RECORD_KEYS.logistics, 'list'],
    fetchPage: fetchBatches,
    filters,
  });
  const columns = useMemo<DataColumn<BatchLogistics>[]>(
    () => [
      { key: 'batchNo', header: l.batchNo, alwaysVisible: true, width: 160 },
      { key: 'productDisplayName', header: l.product, width: 180 },
      {
        key: 'replaceProductName',
        header: l.replaceProductName,
        width: 180,
        cell: (row) =>
          row.replaceProductName ? (
            <Text size="sm" fw={500}>
              {row.replaceProductName}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {l.none}
            </Text>
          ),
      },
      { key: 'displayName', header: l.displayName, width: 180 },
      ...(companyAccount ? [] : [{ key: 'corpName', header: t.common.company, width: 180 }]),
      {
        key: 'status',
        header: l.status,
        width: 130,
        cell: (row) => <StatusBadge map={BATCH_STATUS} value={row.status as 'complete'} />,
        exportValue: (row) => statusLabel(BATCH_STATUS, row.status, language),
      },
      {
        key: 'createTime',
        header: t.common.createTime,
        width: 160,
        defaultHidden: true,
        cell: (row) => formatDateTime(row.createTime),
        exportValue: (row) => formatDateTime(row.createTime),
      },
    ],
    [t, l, language, companyAccount],
  );
  const rowActions = useMemo<RowAction<BatchLogistics>[]>(
    () => [
      {
        key: 'view',
        label: t.common.view,
        icon: <EyeIcon size={15} />,
        onClick: (row) => navigate(`${LOGISTICS_PATHS.detail}?id=${row.id}`),
      },
      {
        key: 'editReplaceName',
        label: t.common.edit,
        onClick: (row) => navigate(`${LOGISTICS_PATHS.edit}?id=${row.id}`),
      },
      { key: 'records', label: t.common.batchRecords, onClick: (row) => navigate(batchRecordsPath(row.id)) },
    ],
    [t, navigate],
  );
  return (
    <ListPage
      title={l.title}
      subtitle={l.subtitle}
      tableId="batch-logistics"
      query={batches}
      columns={columns}
      filters={filters}
      rowActions={rowActions}
      onRowClick={(row) => navigate(`${LOGISTICS_PATHS.detail}?id=${row.id}`)}
      exportCsv
      exportFilename="batch-logistics.csv"
      emptyText={l.empty}
    />
  );
}

/** The batch fields logistics cares about. */
function useLogisticsItems() {
  const t = useTexts(texts);
  const l = t.logistics;
  return (batch: BatchLogistics) => [
    { label: l.batchNo, value: batch.batchNo },
    { label: l.productName, value: batch.productName },
    { label: l.replaceProductName, value: batch.replaceProductName ?? l.none },
    { label: l.displayName, value: <Text fw={600}>{batch.displayName}</Text> },
    { label: l.status, value: <StatusBadge map={BATCH_STATUS} value={batch.status as 'complete'} /> },
    { label: l.productionDate, value: formatDate(batch.productionDate) },
    { label: t.common.company, value: batch.corpName },
    { label: t.common.updateTime, value: formatDateTime(batch.updateTime) },
  ];
}

/** /batchLogisticReplaceProductDetail */
export function LogisticsDetailPage() {
  const t = useTexts(texts);
  const l = t.logistics;
  const navigate = useNavigate();
  const id = idFrom(useSearchParams()[0]);
  const batch = useBatchLogistics(id);
  const items = useLogisticsItems();
  if (!id) return <MissingRecord title={l.detailTitle} back={LOGISTICS_PATHS.list} />;
  return (
    <DetailPage
      title={(data: BatchLogistics) => `${l.detailTitle}: ${data.batchNo}`}
      subtitle={(data) => data.productDisplayName}
      back={LOGISTICS_PATHS.list}
      query={batch}
      actions={(data) => (
        <>
          <Button variant="light" onClick={() => navigate(batchRecordsPath(data.id))}>
            {t.common.batchRecords}
          </Button>
          {data.actions.includes('editReplaceName') ? (
            <Button variant="default" onClick={() => navigate(`${LOGISTICS_PATHS.edit}?id=${data.id}`)}>
              {t.common.edit}
            </Button>
          ) : null}
        </>
      )}
      sections={(data) => [{ title: l.section, columns: 2, items: items(data) }]}
    />
  );
}

function ReplaceNameForm({ batch }: { batch: BatchLogistics }) {
  const t = useTexts(texts);
  const l = t.logistics;
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
    successMessage: (saved) => (saved.replaceProductName ? l.saved : l.cleared),
    onSuccess: (saved) => navigate(`${LOGISTICS_PATHS.detail}?id=${saved.id}`, { replace: true }),
  });
  const value = form.values.replaceProductName;
  return (
    <FormPage
      title={l.editTitle}
      subtitle={`${batch.batchNo} · ${batch.productDisplayName}`}
      back={LOGISTICS_PATHS.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      <FormSection title={l.section}>
        <Stack gap="md">
          <TextInput label={l.productName} value={batch.productName} readOnly disabled />
          <TextInput
            label={l.replaceProductName}
            maxLength={20}
            description={`${l.replaceHint} · ${value.length} / 20`}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            data-testid="replace-name"
            {...form.getInputProps('replaceProductName')}
          />
          <Text size="sm" c="dimmed">
            {l.displayName}: <b>{value.trim() || batch.productDisplayName}</b>
          </Text>
        </Stack>
      </FormSection>
    </FormPage>
  );
}

/** /batchLogisticReplaceProductEdit: sets or clears the replacement name of a batch. */
export function LogisticsEditPage() {
  const t = useTexts(texts);
  const id = idFrom(useSearchParams()[0]);
  const batch = useBatchLogistics(id);
  if (!id) return <MissingRecord title={t.logistics.editTitle} back={LOGISTICS_PATHS.list} />;
  if (!batch.data)
    return (
      <FormPage
        title={t.logistics.editTitle}
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

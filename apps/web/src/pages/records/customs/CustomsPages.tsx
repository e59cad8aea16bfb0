import { Button, Card, EmptyState, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ROUTES, ZCustomsInfoBody, ZCustomsInfoUpdateBody } from '@trace/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../../api/call';
import { ApiError } from '../../../api/client';
import { useCompanyLookup } from '../../../api/lookups';
import {
  type DataColumn,
  type FilterDef,
  FormPage,
  FormSection,
  formatDate,
  MissingRecord,
  PageHeader,
  PlusIcon,
  useApiMutation,
  useCan,
  useDictionary,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { useIsCompanyAccount } from '../../companies/api';
import { DateField } from '../../companies/components/DateField';
import { useStoredFiles } from '../../companies/components/storedFiles';
import { profileToEdit } from '../../companies/profile/companyForm';
import { ReviewNotice } from '../../companies/review/ReviewNotice';
import { batchIdFrom, type CustomsInfo, RECORD_KEYS, useCustomsInfo, useCustomsOfBatch } from '../api';
import { BatchPicker } from '../components/RecordPickers';
import { RecordListPage, type RecordPaths, RecordReviewPage } from '../components/recordPages';
import {
  customsFieldOf,
  customsFileUrls,
  customsFormValues,
  EMPTY_CUSTOMS_FORM,
  toCustomsBody,
  toCustomsUpdateBody,
} from '../recordForms';
import {
  CertificateCards,
  CertificateEditor,
  CertificateLines,
  CertificateTable,
  canonicalCertificates,
} from './certificates';

export const CUSTOMS_PATHS: RecordPaths = {
  list: '/circulationInformation',
  detail: '/circulationInformationDetails',
  audit: '/circulationInformationAudit',
  add: '/addCirculationInformation',
  edit: '/editCirculationInformation',
};
/** The certificate pages of the same records. */
export const CERTIFICATE_PATHS: RecordPaths = {
  list: '/circulationInformation',
  detail: '/customsDetail',
  audit: '/customsAudit',
  add: '/addCustoms',
  edit: '/addCustoms',
};
export const MANAGE_CUSTOMS = 'product.circulationInformation.manage';

const givenCount = (row: CustomsInfo) =>
  row.certificates.filter((entry) => entry.validity !== 'missing').length;

/** /circulationInformation: customs clearance of batches with their review state. */
export function CustomsListPage() {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'port', type: 'select', label: t('customs.port'), dictionary: 'port', width: 160 }],
    [t],
  );
  const columns = useMemo<DataColumn<CustomsInfo>[]>(
    () => [
      {
        key: 'name',
        header: t('customs.name'),
        sortable: true,
        alwaysVisible: true,
        width: 200,
        cell: (row) => (
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
        ),
      },
      { key: 'portName', header: t('customs.port'), width: 120 },
      {
        key: 'importTime',
        header: t('customs.importTime'),
        sortable: true,
        width: 120,
        cell: (row) => formatDate(row.importTime),
        exportValue: (row) => formatDate(row.importTime),
      },
      { key: 'importCorpName', header: t('importer'), width: 180 },
      {
        key: 'certificates',
        header: t('certificates'),
        width: 130,
        cell: (row) => t('customs.given', { count: givenCount(row) }),
        exportValue: (row) => givenCount(row),
      },
    ],
    [t],
  );
  const rowActions = useMemo(
    () => [
      {
        key: 'certificates',
        label: t('certificates'),
        onClick: (row: CustomsInfo) => navigate(`${CERTIFICATE_PATHS.detail}?id=${row.id}`),
      },
    ],
    [t, navigate],
  );
  return (
    <RecordListPage<CustomsInfo>
      title={t('customsClearance')}
      subtitle={t('customs.subtitle')}
      tableId="customs-infos"
      routes={ROUTES.records.customsInfos}
      queryKey={RECORD_KEYS.customs}
      paths={CUSTOMS_PATHS}
      managePermission={MANAGE_CUSTOMS}
      addLabel={t('customs.add')}
      keywordLabel={t('customs.keyword')}
      emptyText={t('customs.empty')}
      columns={columns}
      filters={filters}
      rowActions={rowActions}
      deleteTexts={{
        title: t('customs.deleteTitle'),
        text: (row) => t('customs.deleteText', { batchNo: row.batchNo }),
        done: t('customs.deleted'),
      }}
    />
  );
}

/** Compares certificates by content, whatever shape each side came in. */
const comparable = {
  approved: (data: CustomsInfo) => ({ ...data, certificates: canonicalCertificates(data.certificates) }),
  change: (change: Record<string, unknown>) => ({
    ...change,
    certificates: canonicalCertificates(change.certificates),
  }),
};

function useChangeFields() {
  const { t: c } = useTranslation('records');
  const ports = useDictionary('port');
  const portName = (value: unknown) =>
    ports.data?.find((item) => item.value === value)?.label ?? String(value ?? '');
  return () => [
    { key: 'name', label: c('customs.name') },
    { key: 'port', label: c('customs.port'), render: portName },
    {
      key: 'importTime',
      label: c('customs.importTime'),
      render: (value: unknown) => formatDate(value as string),
    },
    { key: 'importCorpName', label: c('importer') },
    {
      key: 'certificates',
      label: c('certificates'),
      render: (value: unknown) => <CertificateLines value={value} />,
    },
  ];
}

/** The clearance information of a record: import and a table of every certificate kind. */
function CustomsInfoView({
  mode,
  query,
}: {
  mode: 'detail' | 'audit';
  query: ReturnType<typeof useCustomsInfo>;
}) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const changeFields = useChangeFields();
  return (
    <RecordReviewPage<CustomsInfo>
      mode={mode}
      title={(data) =>
        mode === 'audit'
          ? `${t('customs.auditTitle')}: ${data.batchNo}`
          : `${t('customs.detailTitle')}: ${data.batchNo}`
      }
      subtitle={(data) => `${data.productName} · ${data.corpName}`}
      query={query}
      paths={CUSTOMS_PATHS}
      routes={ROUTES.records.customsInfos}
      comparable={comparable}
      changeFields={changeFields}
      actions={(data) => (
        <>
          <Button variant="light" onClick={() => navigate(`${CERTIFICATE_PATHS.detail}?id=${data.id}`)}>
            {t('certificates')}
          </Button>
          {data.actions.includes('edit') ? (
            <Button variant="light" onClick={() => navigate(`${CERTIFICATE_PATHS.edit}?id=${data.id}`)}>
              {t('customs.editCertificates')}
            </Button>
          ) : null}
        </>
      )}
      sections={(data) => [
        {
          title: t('customs.infoSection'),
          columns: 3,
          items: [
            { label: t('customs.name'), value: data.name },
            { label: t('customs.port'), value: data.portName },
            { label: t('customs.importTime'), value: formatDate(data.importTime) },
            { label: t('importer'), value: data.importCorpName },
            { label: t('certificates'), value: t('customs.given', { count: givenCount(data) }) },
          ],
        },
        { title: t('certificates'), content: <CertificateTable certificates={data.certificates} /> },
      ]}
    />
  );
}

/** The certificates of a record one by one, with photos and documents. */
function CertificatesView({
  mode,
  query,
}: {
  mode: 'detail' | 'audit';
  query: ReturnType<typeof useCustomsInfo>;
}) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const changeFields = useChangeFields();
  return (
    <RecordReviewPage<CustomsInfo>
      mode={mode}
      title={(data) =>
        `${mode === 'audit' ? t('customs.certificatesAuditTitle') : t('customs.certificatesDetailTitle')}: ${data.batchNo}`
      }
      subtitle={(data) => `${t('customs.given', { count: givenCount(data) })} · ${data.corpName}`}
      query={query}
      paths={CERTIFICATE_PATHS}
      routes={ROUTES.records.customsInfos}
      comparable={comparable}
      changeFields={changeFields}
      actions={(data) => (
        <Button variant="light" onClick={() => navigate(`${CUSTOMS_PATHS.detail}?id=${data.id}`)}>
          {t('customs.viewInformation')}
        </Button>
      )}
      sections={(data) => [
        { title: t('certificates'), content: <CertificateCards certificates={data.certificates} /> },
        { title: t('validity'), content: <CertificateTable certificates={data.certificates} /> },
      ]}
    />
  );
}

function useIdQuery() {
  const id = useIdParam();
  return { id, query: useCustomsInfo(id) };
}

/** /circulationInformationDetails */
export function CustomsDetailPage() {
  const { id, query } = useIdQuery();
  const { t } = useTranslation('records');
  if (!id) return <MissingRecord title={t('customs.detailTitle')} back={CUSTOMS_PATHS.list} />;
  return <CustomsInfoView mode="detail" query={query} />;
}

/** /circulationInformationAudit */
export function CustomsAuditPage() {
  const { id, query } = useIdQuery();
  const { t } = useTranslation('records');
  if (!id) return <MissingRecord title={t('customs.auditTitle')} back={CUSTOMS_PATHS.list} />;
  return <CustomsInfoView mode="audit" query={query} />;
}

/** /customsDetail: the certificates of a record. */
export function CertificatesDetailPage() {
  const { id, query } = useIdQuery();
  const { t } = useTranslation('records');
  if (!id) return <MissingRecord title={t('customs.certificatesDetailTitle')} back={CUSTOMS_PATHS.list} />;
  return <CertificatesView mode="detail" query={query} />;
}

/** /customsAudit: reviewers check the certificates and decide. */
export function CertificatesAuditPage() {
  const { id, query } = useIdQuery();
  const { t } = useTranslation('records');
  if (!id) return <MissingRecord title={t('customs.certificatesAuditTitle')} back={CUSTOMS_PATHS.list} />;
  return <CertificatesView mode="audit" query={query} />;
}

/** A batch without customs clearance: said plainly, with a way to add it for the owner. */
function NoCustomsForBatch({ title, batchId }: { title: string; batchId: string }) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const can = useCan();
  const companyAccount = useIsCompanyAccount();
  return (
    <Stack gap="lg">
      <PageHeader title={title} back="/batchList" />
      <Card withBorder radius="md" padding="xl">
        <EmptyState title={t('customs.noneForBatch')} data-testid="no-customs">
          {companyAccount && can(MANAGE_CUSTOMS) ? (
            <EmptyState.Actions>
              <Button
                leftSection={<PlusIcon size={16} />}
                onClick={() => navigate(`${CUSTOMS_PATHS.add}?batchId=${batchId}`)}
              >
                {t('customs.add')}
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Card>
    </Stack>
  );
}

function BatchCustoms({ view }: { view: 'info' | 'certificates' }) {
  const { t } = useTranslation('records');
  const batchId = batchIdFrom(useSearchParams()[0]);
  const query = useCustomsOfBatch(batchId);
  const title = view === 'info' ? t('customs.batchCustomsTitle') : t('customs.batchCertificatesTitle');
  if (!batchId) return <MissingRecord title={title} back="/batchList" />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <NoCustomsForBatch title={title} batchId={batchId} />;
  return view === 'info' ? (
    <CustomsInfoView mode="detail" query={query} />
  ) : (
    <CertificatesView mode="detail" query={query} />
  );
}

/** /circulationInformationDetails1?batchId=: the customs clearance of a batch. */
export const BatchCustomsPage = () => <BatchCustoms view="info" />;
/** /customsDetail1?batchId=: the clearance certificates of a batch. */
export const BatchCertificatesPage = () => <BatchCustoms view="certificates" />;

/** The registered importer (optional) and the importer's name, which a pick fills in. */
function ImporterFields({
  form,
}: {
  form: {
    values: { importCorpId: string | null; importCorpName: string };
    setFieldValue: (path: 'importCorpId' | 'importCorpName', value: string | null) => void;
    getInputProps: (path: string) => Record<string, unknown>;
  };
}) {
  const { t: c } = useTranslation('records');
  const [keyword, setKeyword] = useState('');
  const companies = useCompanyLookup(keyword);
  const options = companies.data ?? [];
  const nameInput = form.getInputProps('importCorpName');
  return (
    <>
      <Select
        label={c('customs.importCorp')}
        description={c('customs.importCorpHint')}
        searchable
        clearable
        searchValue={keyword}
        onSearchChange={setKeyword}
        data={[
          ...options.map((option) => ({ value: option.value, label: option.label })),
          ...(form.values.importCorpId && !options.some((option) => option.value === form.values.importCorpId)
            ? [{ value: form.values.importCorpId, label: form.values.importCorpName }]
            : []),
        ]}
        value={form.values.importCorpId}
        onChange={(value) => {
          form.setFieldValue('importCorpId', value);
          const picked = options.find((option) => option.value === value);
          if (picked) form.setFieldValue('importCorpName', picked.label);
        }}
        filter={({ options: all }) => all}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={c('importer')}
        required
        maxLength={100}
        readOnly={Boolean(form.values.importCorpId)}
        {...nameInput}
      />
    </>
  );
}

function CustomsForm({
  record,
  part,
  loading,
  loadError,
  onRetry,
}: {
  record?: CustomsInfo;
  /** `certificates`: only the certificates of an existing record are changed (/addCustoms?id=). */
  part: 'all' | 'certificates';
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const presetBatch = batchIdFrom(useSearchParams()[0]);
  const editing = loading !== undefined;
  const ports = useDictionary('port');
  const start = useMemo(
    () => (record ? profileToEdit(record, record.review.pendingChange) : undefined),
    [record],
  );
  const fileUrls = useMemo(() => (start ? customsFileUrls(start) : undefined), [start]);
  const files = useStoredFiles(fileUrls, (index: number) => t('common.file', { number: index + 1 }));
  const schema = record ? ZCustomsInfoUpdateBody : ZCustomsInfoBody;
  const form = useZodForm(
    schema as typeof ZCustomsInfoBody,
    { ...EMPTY_CUSTOMS_FORM, batchId: presetBatch },
    {
      toInput: record ? (toCustomsUpdateBody as unknown as typeof toCustomsBody) : toCustomsBody,
      fieldOf: customsFieldOf,
    },
  );
  const { initialize } = form;
  useEffect(() => {
    if (start && files) initialize(customsFormValues(start, files));
  }, [start, files, initialize]);
  const save = useApiMutation<CustomsInfo, z.output<typeof ZCustomsInfoBody>>({
    call: (body) =>
      record
        ? callRouteEnvelope(ROUTES.records.customsInfos.update, { params: { id: record.id }, body })
        : callRouteEnvelope(ROUTES.records.customsInfos.create, { body }),
    form,
    invalidate: [RECORD_KEYS.all],
    successMessage: record ? t('changeSubmittedForReview') : t('customs.created'),
    onSuccess: (saved) =>
      navigate(
        `${part === 'certificates' ? CERTIFICATE_PATHS.detail : CUSTOMS_PATHS.detail}?id=${saved.id}`,
        {
          replace: true,
        },
      ),
  });
  const title =
    part === 'certificates'
      ? t('customs.certificatesTitle')
      : editing
        ? t('customs.editTitle')
        : t('customs.addTitle');
  const subtitle =
    part === 'certificates'
      ? t('customs.certificatesSubtitle')
      : editing
        ? `${record?.batchNo ?? ''} · ${record?.productName ?? ''}`
        : t('customs.addSubtitle');

  return (
    <FormPage
      title={title}
      subtitle={subtitle}
      back={CUSTOMS_PATHS.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      submitLabel={t('submitForReview')}
      formErrors={form.formErrors}
      loading={editing && (loading || !files)}
      loadError={loadError}
      onRetry={onRetry}
      maxWidth={1100}
    >
      {record ? <ReviewNotice status={record.review.reviewStatus} remark={record.review.lastRemark} /> : null}
      {part === 'all' ? (
        <FormSection title={t('customs.infoSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {record ? (
              <TextInput
                label={t('common.batch')}
                value={`${record.batchNo} · ${record.productName}`}
                readOnly
                disabled
              />
            ) : (
              <BatchPicker label={t('common.batch')} required {...form.getInputProps('batchId')} />
            )}
            <TextInput label={t('customs.name')} required maxLength={100} {...form.getInputProps('name')} />
            <Select
              label={t('customs.port')}
              placeholder={t('customs.portPlaceholder')}
              required
              searchable
              data={(ports.data ?? []).map((item) => ({ value: item.value, label: item.label }))}
              comboboxProps={{ withinPortal: true }}
              data-testid="port-select"
              {...form.getInputProps('port')}
            />
            <DateField label={t('customs.importTime')} required {...form.getInputProps('importTime')} />
            <ImporterFields form={form as never} />
          </SimpleGrid>
        </FormSection>
      ) : null}
      <FormSection title={t('certificates')} description={t('customs.certificatesDescription')}>
        <CertificateEditor form={form} />
      </FormSection>
    </FormPage>
  );
}

/** /addCirculationInformation: a company adds the customs clearance of one of its batches. */
export function AddCustomsPage() {
  return <CustomsForm part="all" />;
}

/** /editCirculationInformation: the owner changes a record while its review allows it. */
export function EditCustomsPage() {
  const { t } = useTranslation('records');
  const id = useIdParam();
  const record = useCustomsInfo(id);
  if (!id) return <MissingRecord title={t('customs.editTitle')} back={CUSTOMS_PATHS.list} />;
  return (
    <CustomsForm
      part="all"
      record={record.data}
      loading={record.isPending}
      loadError={record.error}
      onRetry={() => void record.refetch()}
    />
  );
}

/**
 * /addCustoms: with `?id=`, the certificates of a record are changed through review; without, a new
 * record is added (import and certificates).
 */
export function CertificatesFormPage() {
  const id = useIdParam();
  const record = useCustomsInfo(id);
  if (!id) return <CustomsForm part="all" />;
  return (
    <CustomsForm
      part="certificates"
      record={record.data}
      loading={record.isPending}
      loadError={record.error}
      onRetry={() => void record.refetch()}
    />
  );
}

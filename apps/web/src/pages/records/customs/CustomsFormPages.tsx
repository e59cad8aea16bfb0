import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { ZCustomsInfoBody, ZCustomsInfoUpdateBody } from '@trace/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../../api/call';
import { useCompanyLookup } from '../../../api/lookups';
import { ROUTES } from '../../../api/routes';
import {
  FormPage,
  FormSection,
  MissingRecord,
  useApiMutation,
  useDictionary,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { DateField } from '../../companies/components/DateField';
import { useStoredFiles } from '../../companies/components/storedFiles';
import { profileToEdit } from '../../companies/profile/companyForm';
import { ReviewNotice } from '../../companies/review/ReviewNotice';
import { batchIdFrom, type CustomsInfo, RECORD_KEYS, useCustomsInfo } from '../api';
import { BatchPicker } from '../components/RecordPickers';
import {
  customsFieldOf,
  customsFileUrls,
  customsFormValues,
  EMPTY_CUSTOMS_FORM,
  toCustomsBody,
  toCustomsUpdateBody,
} from '../recordForms';
import { CertificateEditor } from './certificates';
import { CERTIFICATE_PATHS, CUSTOMS_PATHS } from './customsShared';

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

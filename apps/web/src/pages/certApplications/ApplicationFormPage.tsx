import {
  Alert,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ApplicationBody, type CertScheme, type StoredFile, ZApplicationBody } from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRoute, callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { FormPage, FormSection, UploadField, useApiMutation, useIdParam, useZodForm } from '../../kit';
import { MODULE_KEYS, useSchemeOptions } from '../certModules/api';
import { APPLICATION_KEYS, APPLICATION_PATHS, useApplication, useEligibleBodies } from './api';

type Values = {
  scheme: string;
  certBodyId: string;
  kind: 'initial' | 'recertification';
  moduleIds: string[];
  employees: number | '';
  siteAddress: string;
  remark: string;
  kept: string[];
  files: StoredFile[];
};

const EMPTY: Values = {
  scheme: 'haccp',
  certBodyId: '',
  kind: 'initial',
  moduleIds: [],
  employees: '',
  siteAddress: '',
  remark: '',
  kept: [],
  files: [],
};

const toInput = ({ kept, files, ...v }: Values) => ({
  ...v,
  employees: v.employees === '' ? null : v.employees,
  siteAddress: v.siteAddress.trim() || null,
  remark: v.remark.trim() || null,
  documents: [...kept, ...files.map((f) => f.url)],
});

/** /certApply (and ?id= to correct a returned application): the company applies to a body. */
export default function ApplicationFormPage() {
  const { t } = useTranslation(['certApplications', 'certModules']);
  const schemes = useSchemeOptions();
  const navigate = useNavigate();
  const id = useIdParam();
  const record = useApplication(id);
  const form = useZodForm(ZApplicationBody, EMPTY, {
    toInput,
    fieldOf: (path) => (path.startsWith('documents') ? 'files' : path),
  });
  const scheme = form.values.scheme;
  const bodies = useEligibleBodies(scheme);
  const modules = useQuery({
    queryKey: [...MODULE_KEYS.list, 'options', scheme],
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.certModules.list,
        { query: { page: 1, pageSize: 100, scheme: scheme as CertScheme } },
        { signal },
      ),
    select: (page) => page.list.filter((m) => m.actions.includes('edit')),
  });
  const loaded = record.data;
  const { initialize } = form;
  useEffect(() => {
    if (loaded)
      initialize({
        scheme: loaded.scheme,
        certBodyId: loaded.certBodyId,
        kind: loaded.kind,
        moduleIds: loaded.moduleIds,
        employees: loaded.employees ?? '',
        siteAddress: loaded.siteAddress ?? '',
        remark: loaded.remark ?? '',
        kept: loaded.documents,
        files: [],
      });
  }, [loaded, initialize]);
  const save = useApiMutation({
    call: (body: ApplicationBody) =>
      id
        ? callRouteEnvelope(ROUTES.certApplications.update, { params: { id }, body })
        : callRouteEnvelope(ROUTES.certApplications.create, { body }),
    form,
    invalidate: [APPLICATION_KEYS.all],
    successMessage: id ? t('form.saved') : t('form.submitted'),
    onSuccess: (a) => navigate(`${APPLICATION_PATHS.detail}?id=${a.id}`),
  });
  const bodyOptions = (bodies.data ?? []).map((b) => ({ value: b.value, label: b.label }));
  const moduleOptions = (modules.data ?? []).map((m) => ({ value: m.id, label: m.name }));
  return (
    <FormPage
      title={id ? t('form.editTitle') : t('form.applyTitle')}
      back={id ? `${APPLICATION_PATHS.detail}?id=${id}` : APPLICATION_PATHS.list}
      onSubmit={form.submit((body) => save.mutateAsync(body as ApplicationBody))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={!!id && record.isPending}
      loadError={record.error}
      onRetry={() => void record.refetch()}
    >
      <FormSection title={t('form.bodySection')} description={t('form.bodyHint')}>
        <Select
          label={t('fields.scheme')}
          required
          allowDeselect={false}
          data={schemes}
          {...form.getInputProps('scheme')}
          onChange={(value) => {
            form.setFieldValue('scheme', value ?? 'haccp');
            form.setFieldValue('certBodyId', '');
            form.setFieldValue('moduleIds', []);
          }}
        />
        <Select
          label={t('fields.body')}
          required
          searchable
          data={bodyOptions}
          nothingFoundMessage={t('form.noBodies')}
          {...form.getInputProps('certBodyId')}
        />
        {bodies.isSuccess && bodyOptions.length === 0 ? (
          <Alert color="yellow">{t('form.noBodies')}</Alert>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('fields.kind')}
          </Text>
          <SegmentedControl
            data={[
              { value: 'initial', label: t('kinds.initial') },
              { value: 'recertification', label: t('kinds.recertification') },
            ]}
            {...form.getInputProps('kind')}
          />
        </Stack>
      </FormSection>
      <FormSection title={t('form.modulesSection')} description={t('form.modulesHint')}>
        <MultiSelect
          label={t('fields.modules')}
          required
          data={moduleOptions}
          searchable
          {...form.getInputProps('moduleIds')}
        />
        {modules.isSuccess && moduleOptions.length === 0 ? (
          <Alert color="yellow">{t('form.noModules')}</Alert>
        ) : null}
      </FormSection>
      <FormSection title={t('form.siteSection')}>
        <NumberInput
          label={t('fields.employees')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('employees')}
        />
        <TextInput label={t('fields.siteAddress')} maxLength={200} {...form.getInputProps('siteAddress')} />
        <Textarea
          label={t('fields.remark')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('remark')}
        />
        {form.values.kept.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('fields.documents')}: {form.values.kept.length}
          </Text>
        ) : null}
        <UploadField
          kind="document"
          multiple
          maxFiles={20}
          label={t('fields.documents')}
          {...form.getInputProps('files')}
          value={form.values.files}
        />
      </FormSection>
    </FormPage>
  );
}

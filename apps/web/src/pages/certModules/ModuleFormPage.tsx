import { Alert, MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { type CertModuleBody, ZCertModuleBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import { FormPage, FormSection, localized, useApiMutation, useIdParam, useZodForm } from '../../kit';
import { useCategories } from '../products/api';
import { MODULE_KEYS, MODULE_PATHS, useCertModule, useModuleProducts, useSchemeOptions } from './api';

type Values = {
  name: string;
  scheme: string;
  productIds: string[];
  categoryIds: string[];
  requestedAnnualOutput: number | '';
  siteAddress: string;
  remark: string;
};

const EMPTY: Values = {
  name: '',
  scheme: 'haccp',
  productIds: [],
  categoryIds: [],
  requestedAnnualOutput: '',
  siteAddress: '',
  remark: '',
};

const toInput = (v: Values) => ({
  ...v,
  requestedAnnualOutput: v.requestedAnnualOutput === '' ? undefined : v.requestedAnnualOutput,
  siteAddress: v.siteAddress.trim() || null,
  remark: v.remark.trim() || null,
});

/** /certModuleAdd and /certModuleEdit?id=: a module's name, scheme, scope and requested output. */
export default function ModuleFormPage() {
  const { t } = useTranslation('certModules');
  const schemes = useSchemeOptions();
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useIdParam();
  const record = useCertModule(id);
  const products = useModuleProducts();
  const categories = useCategories();
  const form = useZodForm(ZCertModuleBody, EMPTY, { toInput });
  const loaded = record.data;
  const { initialize } = form;
  useEffect(() => {
    if (loaded)
      initialize({
        name: loaded.name,
        scheme: loaded.scheme,
        productIds: loaded.productIds,
        categoryIds: loaded.categoryIds,
        requestedAnnualOutput: loaded.requestedAnnualOutput,
        siteAddress: loaded.siteAddress ?? '',
        remark: loaded.remark ?? '',
      });
  }, [loaded, initialize]);
  const save = useApiMutation({
    call: (body: CertModuleBody) =>
      id
        ? callRouteEnvelope(ROUTES.certModules.update, { params: { id }, body })
        : callRouteEnvelope(ROUTES.certModules.create, { body }),
    form,
    invalidate: [MODULE_KEYS.all],
    successMessage: t('form.saved'),
    onSuccess: (m) => navigate(`${MODULE_PATHS.detail}?id=${m.id}`),
  });
  const productData = useMemo(
    () => (products.data ?? []).map((p) => ({ value: p.value, label: p.label })),
    [products.data],
  );
  const categoryData = useMemo(
    () => (categories.data ?? []).map((c) => ({ value: c.id, label: localized(c.name, language) })),
    [categories.data, language],
  );
  const locked = loaded?.scopeLocked ? loaded.certificates[0]?.certNo : undefined;
  return (
    <FormPage
      title={id ? t('form.editTitle') : t('form.addTitle')}
      back={MODULE_PATHS.list}
      onSubmit={form.submit((body) => save.mutateAsync(body as CertModuleBody))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={!!id && record.isPending}
      loadError={record.error}
      onRetry={() => void record.refetch()}
    >
      {locked ? (
        <Alert color="yellow" data-testid="module-locked">
          {t('form.locked', { certNo: locked })}
        </Alert>
      ) : null}
      <FormSection title={t('form.scopeSection')} description={t('form.scopeHint')}>
        <TextInput label={t('fields.name')} required maxLength={100} {...form.getInputProps('name')} />
        <Select
          label={t('fields.scheme')}
          required
          data={schemes}
          allowDeselect={false}
          disabled={!!locked}
          {...form.getInputProps('scheme')}
        />
        <MultiSelect
          label={t('fields.products')}
          data={productData}
          searchable
          clearable
          disabled={!!locked}
          {...form.getInputProps('productIds')}
        />
        <MultiSelect
          label={t('fields.categories')}
          data={categoryData}
          searchable
          clearable
          disabled={!!locked}
          {...form.getInputProps('categoryIds')}
        />
      </FormSection>
      <FormSection title={t('form.outputSection')}>
        <NumberInput
          label={t('fields.requested')}
          description={t('fields.requestedHint')}
          required
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('requestedAnnualOutput')}
        />
        {loaded ? (
          <TextInput
            label={t('fields.certified')}
            description={t('fields.certifiedHint')}
            value={loaded.certifiedAnnualOutput ?? t('fields.notCertified')}
            readOnly
          />
        ) : null}
        <TextInput label={t('fields.siteAddress')} maxLength={200} {...form.getInputProps('siteAddress')} />
        <Textarea
          label={t('fields.remark')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('remark')}
        />
      </FormSection>
    </FormPage>
  );
}

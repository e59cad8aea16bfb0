import { Alert, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LABEL_RUN_MAX, type LabelRun, type RouteBody, ZCreateRunBody } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { useCompanyLookup } from '../../../api/lookups';
import { ROUTES } from '../../../api/routes';
import { AlertCircleIcon, FormPage, FormSection, SearchIcon, useApiMutation, useZodForm } from '../../../kit';
import { LABEL_KEYS, type Option, useApprovedProducts } from '../api';
import { CountField } from '../components/CountField';
import { SheetTypeField } from '../components/SheetTypeField';
import type { SheetType } from '../rules';

const LIST = '/labelGenerateList';
/** Above this many labels a run takes noticeably long (the spec advises staying well under its ceiling). */
const LARGE_RUN = 100_000;

type RunValues = {
  count: number | string;
  sheetType: SheetType;
  corpId: string | null;
  productId: string | null;
};
const EMPTY: RunValues = { count: '', sheetType: 'big', corpId: null, productId: null };
const toCreateBody = (values: RunValues) => ({
  ...values,
  count: values.count === '' ? undefined : Number(values.count),
});

/** A company chosen by typing part of its name; the server searches, the chosen name stays shown. */
function CompanySelect({
  value,
  name,
  onChange,
}: {
  value: string | null;
  /** The chosen company's name (it may have been set from a product, not picked here). */
  name: string | null;
  onChange: (id: string | null, name: string | null) => void;
}) {
  const { t: a } = useTranslation('labels');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const options = useCompanyLookup(keyword);
  const data = useMemo(() => {
    const list = options.data ?? [];
    const chosen: Option | null = value && name ? { value, label: name } : null;
    return chosen && !list.some((option) => option.value === chosen.value) ? [chosen, ...list] : list;
  }, [options.data, value, name]);
  return (
    <Select
      label={a('company')}
      placeholder={a('typePartOfTheName')}
      data={data}
      value={value}
      onChange={(id, option) => onChange(id, id && option ? option.label : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      leftSection={<SearchIcon size={15} />}
      nothingFoundMessage={options.isFetching ? '…' : a('addRun.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * /addLabel: an administrator generates labels ahead of orders — a multiple of 40, at most 150,000 a
 * run (or the lower limit set in /labelControl), on big or small sheets, optionally for a company and
 * one of its approved products. The run is queued; its progress shows in the list.
 */
export default function AddRunPage() {
  const { t } = useTranslation('labels');
  const navigate = useNavigate();
  const form = useZodForm(ZCreateRunBody, EMPTY, { toInput: toCreateBody });
  const create = useApiMutation<LabelRun, RouteBody<typeof ROUTES.labels.createRun>>({
    call: (body) => callRouteEnvelope(ROUTES.labels.createRun, { body }),
    form,
    invalidate: [LABEL_KEYS.runs],
    successMessage: t('addRun.started'),
    onSuccess: () => navigate(LIST),
  });
  const products = useApprovedProducts();
  const corpId = form.values.corpId;
  const productOptions = useMemo(
    () =>
      (products.data ?? [])
        .filter((product) => !corpId || product.corpId === corpId)
        .map((product) => ({
          value: product.id,
          label: corpId ? product.displayName : `${product.displayName} · ${product.corpName}`,
        })),
    [products.data, corpId],
  );
  const [companyName, setCompanyName] = useState<string | null>(null);
  const count = typeof form.values.count === 'number' ? form.values.count : 0;

  return (
    <FormPage
      title={t('addRun.title')}
      back={LIST}
      onSubmit={form.submit((body) => create.mutateAsync(body))}
      submitting={create.isPending}
      submitLabel={t('addRun.submit')}
      formErrors={form.formErrors}
    >
      <FormSection title={t('labels')} description={t('addRun.labelsHint')}>
        <SheetTypeField
          label={t('common.sheetType')}
          {...form.getInputProps('sheetType')}
          value={form.values.sheetType}
        />
        <CountField
          max={LABEL_RUN_MAX}
          sheetType={form.values.sheetType}
          {...form.getInputProps('count')}
          value={form.values.count}
        />
        {count > LARGE_RUN && count <= LABEL_RUN_MAX ? (
          <Alert
            color="blue"
            variant="light"
            icon={<AlertCircleIcon size={18} />}
            title={t('addRun.adviceTitle')}
          >
            {t('addRun.advice')}
          </Alert>
        ) : null}
      </FormSection>
      <FormSection title={t('addRun.ownerSection')} description={t('addRun.ownerHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CompanySelect
            value={form.values.corpId}
            name={companyName}
            onChange={(id, name) => {
              form.setFieldValue('corpId', id);
              setCompanyName(name);
              const product = products.data?.find((entry) => entry.id === form.values.productId);
              if (product && product.corpId !== id) form.setFieldValue('productId', null);
            }}
          />
          <Select
            label={t('product')}
            placeholder={t('addRun.productPlaceholder')}
            description={corpId ? t('addRun.productOfCompany') : undefined}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            data={productOptions}
            searchable
            clearable
            disabled={products.isPending}
            nothingFoundMessage={t('addRun.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('productId')}
            onChange={(id) => {
              form.setFieldValue('productId', id);
              const product = products.data?.find((entry) => entry.id === id);
              if (product && !corpId) {
                form.setFieldValue('corpId', product.corpId);
                setCompanyName(product.corpName);
              }
            }}
          />
        </SimpleGrid>
      </FormSection>
    </FormPage>
  );
}

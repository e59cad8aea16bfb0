import { MultiSelect, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { type PlatformKey, ZProductCategoryBody } from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  FormPage,
  FormSection,
  MissingRecord,
  useApiMutation,
  useIdParam,
  usePlatformNames,
  useZodForm,
} from '../../../kit';
import { PRODUCT_KEYS, type ProductCategory, useCategory } from '../api';

const LIST = '/productCategoryMessage';

type CategoryValues = {
  code: string;
  name: { cn: string; en: string; fr: string };
  /** None chosen: every platform offers the category. */
  platforms: PlatformKey[];
  sort: number | string;
  enabled: boolean;
  certRequired: boolean;
};
const EMPTY: CategoryValues = {
  code: '',
  name: { cn: '', en: '', fr: '' },
  platforms: [],
  sort: 0,
  enabled: true,
  certRequired: false,
};

/** Codes are lower-case words joined by `_`: what people type is put in that form as they type. */
const codeOf = (typed: string) =>
  typed
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');

const toCategoryBody = (values: CategoryValues) => ({
  ...values,
  platforms: values.platforms.length > 0 ? values.platforms : null,
  sort: values.sort === '' ? 0 : Number(values.sort),
});

function CategoryForm({
  category,
  loading,
  loadError,
  onRetry,
}: {
  category?: ProductCategory;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const platforms = usePlatformNames();
  const editing = loading !== undefined;
  const form = useZodForm(ZProductCategoryBody, EMPTY, { toInput: toCategoryBody });
  const { initialize } = form;
  useEffect(() => {
    if (category) {
      initialize({
        code: category.code,
        name: category.name,
        platforms: category.platforms ?? [],
        sort: category.sort,
        enabled: category.enabled,
        certRequired: category.certRequired,
      });
    }
  }, [category, initialize]);
  const save = useApiMutation<ProductCategory, z.output<typeof ZProductCategoryBody>>({
    call: (body) =>
      category
        ? callRouteEnvelope(ROUTES.products.categories.update, { params: { id: category.id }, body })
        : callRouteEnvelope(ROUTES.products.categories.create, { body }),
    form,
    invalidate: [PRODUCT_KEYS.categories],
    successMessage: category ? t('categories.saved') : t('categories.created'),
    onSuccess: () => navigate(LIST),
  });
  return (
    <FormPage
      title={editing ? t('categories.editTitle') : t('categories.addTitle')}
      back={LIST}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={loading}
      loadError={loadError}
      onRetry={onRetry}
      maxWidth={760}
    >
      <FormSection title={t('category')} description={t('categories.sectionDescription')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('code')}
            description={t('categories.codeHint')}
            required
            maxLength={40}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', codeOf(event.currentTarget.value))}
          />
          <NumberInput
            label={t('order')}
            description={t('categories.sortHint')}
            min={0}
            max={9999}
            allowDecimal={false}
            {...form.getInputProps('sort')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('categories.nameCn')}
            required
            maxLength={50}
            {...form.getInputProps('name.cn')}
          />
          <TextInput
            label={t('categories.nameEn')}
            required
            maxLength={80}
            {...form.getInputProps('name.en')}
          />
          <TextInput
            label={t('categories.nameFr')}
            required
            maxLength={80}
            {...form.getInputProps('name.fr')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('platforms')}
          description={t('categories.platformsHint')}
          placeholder={form.values.platforms.length === 0 ? t('categories.everyPlatform') : undefined}
          data={platforms.options}
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('platforms')}
        />
        <Switch
          label={t('categories.enabled')}
          description={t('categories.enabledHint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Switch
          label={t('categories.certRequired')}
          description={t('categories.certRequiredHint')}
          {...form.getInputProps('certRequired', { type: 'checkbox' })}
        />
      </FormSection>
    </FormPage>
  );
}

/** /addProductCategoryMessage: an administrator adds a product category. */
export function AddCategoryPage() {
  return <CategoryForm />;
}

/** /editProductCategoryMessage: an administrator renames, reorders, re-assigns to platforms or switches off a category. */
export function EditCategoryPage() {
  const { t } = useTranslation('products');
  const id = useIdParam();
  const category = useCategory(id);
  if (!id) return <MissingRecord title={t('categories.editTitle')} back={LIST} />;
  return (
    <CategoryForm
      category={category.data}
      loading={category.isPending}
      loadError={category.error}
      onRetry={() => void category.refetch()}
    />
  );
}

import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ZProductBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  FormPage,
  FormSection,
  localized,
  MissingRecord,
  UploadField,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { useStoredFiles } from '../../companies/components/storedFiles';
import { profileToEdit } from '../../companies/profile/companyForm';
import { ReviewNotice } from '../../companies/review/ReviewNotice';
import { PRODUCT_KEYS, type Product, useCategories, useProduct, useSubclassOptions } from '../api';
import { PRODUCT_LIST } from './paths';
import { EMPTY_PRODUCT_FORM, productFormValues, toProductBody } from './productForm';

const counter = (value: string, max: number) => `${value.length} / ${max}`;

function ProductForm({
  product,
  loading,
  loadError,
  onRetry,
}: {
  product?: Product;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const navigate = useNavigate();
  const editing = loading !== undefined;
  const categories = useCategories();
  const start = useMemo(
    () => (product ? profileToEdit(product, product.review.pendingChange) : undefined),
    [product],
  );
  const images = useStoredFiles(start?.images as string[] | undefined, (index: number) =>
    t('gallery.image', { number: index + 1 }),
  );
  const form = useZodForm(ZProductBody, EMPTY_PRODUCT_FORM, { toInput: toProductBody });
  const { initialize } = form;
  useEffect(() => {
    if (start && images) initialize(productFormValues(start, images));
  }, [start, images, initialize]);
  const subclasses = useSubclassOptions(form.values.categoryId);

  const save = useApiMutation<Product, z.output<typeof ZProductBody>>({
    call: (body) =>
      product
        ? callRouteEnvelope(ROUTES.products.products.update, { params: { id: product.id }, body })
        : callRouteEnvelope(ROUTES.products.products.create, { body }),
    form,
    invalidate: [PRODUCT_KEYS.products],
    successMessage: product ? t('changeSubmittedForReview') : t('products.created'),
    onSuccess: (saved) => navigate(`/productMessageDetails?id=${saved.id}`, { replace: true }),
  });

  const categoryOptions = (categories.data ?? [])
    .filter((category) => category.enabled || category.id === form.values.categoryId)
    .map((category) => ({ value: category.id, label: localized(category.name, language) }));
  const subclassOptions = (subclasses.data ?? []).map((subclass) => ({
    value: subclass.id,
    label: subclass.name,
  }));
  const categoryInput = form.getInputProps('categoryId');
  const { values } = form;

  return (
    <FormPage
      title={editing ? t('products.editTitle') : t('products.addTitle')}
      subtitle={editing ? product?.displayName : t('products.addSubtitle')}
      back={PRODUCT_LIST}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      submitLabel={t('submitForReview')}
      formErrors={form.formErrors}
      loading={editing && (loading || !images)}
      loadError={loadError}
      onRetry={onRetry}
    >
      {product ? (
        <ReviewNotice status={product.review.reviewStatus} remark={product.review.lastRemark} />
      ) : null}
      <FormSection title={t('products.classificationSection')} description={t('products.subclassHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('fields.category')}
            placeholder={t('form.categoryPlaceholder')}
            required
            searchable
            data={categoryOptions}
            comboboxProps={{ withinPortal: true }}
            {...categoryInput}
            onChange={(value) => {
              categoryInput.onChange(value);
              form.setFieldValue('subclassId', null);
            }}
          />
          <Select
            label={t('products.subclass')}
            placeholder={values.categoryId ? t('optional') : t('products.subclassFirst')}
            clearable
            disabled={!values.categoryId}
            data={subclassOptions}
            nothingFoundMessage={t('products.noSubclass')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('subclassId')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('product')} description={t('products.contentDescription')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('products.productName')}
            required
            maxLength={20}
            description={counter(values.productName, 20)}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            {...form.getInputProps('productName')}
          />
          <TextInput
            label={t('products.replaceProductName')}
            maxLength={20}
            description={`${t('products.replaceHint')} · ${counter(values.replaceProductName, 20)}`}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            {...form.getInputProps('replaceProductName')}
          />
          <TextInput
            label={t('products.gtin')}
            description={t('products.gtinHint')}
            inputMode="numeric"
            maxLength={17}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            {...form.getInputProps('gtin')}
          />
          <TextInput
            label={t('products.specification')}
            maxLength={100}
            {...form.getInputProps('specification')}
          />
        </SimpleGrid>
        <Textarea
          label={t('description')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={100}
          description={counter(values.description, 100)}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('description')}
        />
      </FormSection>
      <FormSection title={t('products.imagesSection')} description={t('products.imagesDescription')}>
        <UploadField
          kind="image"
          multiple
          maxFiles={9}
          label={t('products.images')}
          {...form.getInputProps('images')}
          value={form.values.images}
        />
      </FormSection>
    </FormPage>
  );
}

/** /addProductMessage: a company adds a product; its content waits for review and it starts offline. */
export function AddProductPage() {
  return <ProductForm />;
}

/** /editProductMessage: a change goes through review; an approved product stays as approved until then. */
export function EditProductPage() {
  const { t } = useTranslation('products');
  const id = useIdParam();
  const product = useProduct(id);
  if (!id) return <MissingRecord title={t('products.editTitle')} back={PRODUCT_LIST} />;
  return (
    <ProductForm
      product={product.data}
      loading={product.isPending}
      loadError={product.error}
      onRetry={() => void product.refetch()}
    />
  );
}

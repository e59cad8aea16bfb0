import { Select, Textarea, TextInput } from '@mantine/core';
import { type StoredFile, ZProductSubclassBody } from '@trace/contracts';
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
import { PRODUCT_KEYS, type ProductLine, type ProductSubclass, useCategories, useSubclass } from '../api';
import { LineGuard } from './LineGuard';
import { LINES, type LinePages } from './lines';

const DESCRIPTION_MAX = 200;

type SubclassValues = {
  categoryId: string | null;
  line: ProductLine;
  name: string;
  description: string;
  images: StoredFile[];
};

const toSubclassBody = (values: SubclassValues) => ({
  categoryId: values.categoryId ?? '',
  line: values.line,
  name: values.name,
  description: values.description.trim() === '' ? null : values.description,
  images: values.images.map((file) => file.url),
});

function SubclassForm({
  pages,
  subclass,
  loading,
  loadError,
  onRetry,
}: {
  pages: LinePages;
  subclass?: ProductSubclass;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const navigate = useNavigate();
  const categories = useCategories();
  const editing = loading !== undefined;
  const start = useMemo(
    () => (subclass ? profileToEdit(subclass, subclass.review.pendingChange) : undefined),
    [subclass],
  );
  const images = useStoredFiles(start?.images as string[] | undefined, (index: number) =>
    t('gallery.image', { number: index + 1 }),
  );
  const empty: SubclassValues = { categoryId: null, line: pages.line, name: '', description: '', images: [] };
  const form = useZodForm(ZProductSubclassBody, empty, { toInput: toSubclassBody });
  const { initialize } = form;
  useEffect(() => {
    if (start && images) {
      initialize({
        categoryId: (start.categoryId as string) ?? null,
        line: pages.line,
        name: (start.name as string) ?? '',
        description: (start.description as string | null) ?? '',
        images,
      });
    }
  }, [start, images, pages.line, initialize]);

  const save = useApiMutation<ProductSubclass, z.output<typeof ZProductSubclassBody>>({
    call: (body) =>
      subclass
        ? callRouteEnvelope(ROUTES.products.subclasses.update, { params: { id: subclass.id }, body })
        : callRouteEnvelope(ROUTES.products.subclasses.create, { body }),
    form,
    invalidate: [PRODUCT_KEYS.subclasses],
    successMessage: subclass ? t('changeSubmittedForReview') : t('subclasses.created'),
    onSuccess: (saved) => navigate(`${pages.detail}?id=${saved.id}`, { replace: true }),
  });
  const description = form.values.description;
  const options = (categories.data ?? [])
    .filter((category) => category.enabled || category.id === form.values.categoryId)
    .map((category) => ({ value: category.id, label: localized(category.name, language) }));

  return (
    <FormPage
      title={editing ? t('subclasses.editTitle') : t('subclasses.addTitle')}
      subtitle={t(`subclasses.lines.${pages.line}.name`)}
      back={pages.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      submitLabel={t('submitForReview')}
      formErrors={form.formErrors}
      loading={editing && (loading || !images)}
      loadError={loadError}
      onRetry={onRetry}
    >
      {subclass ? (
        <ReviewNotice status={subclass.review.reviewStatus} remark={subclass.review.lastRemark} />
      ) : null}
      <FormSection title={t('subclasses.section')}>
        <Select
          label={t('fields.category')}
          placeholder={t('form.categoryPlaceholder')}
          required
          searchable
          data={options}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('categoryId')}
        />
        <TextInput label={t('subclasses.name')} required maxLength={50} {...form.getInputProps('name')} />
        <Textarea
          label={t('subclasses.description')}
          autosize
          minRows={3}
          maxRows={6}
          maxLength={DESCRIPTION_MAX}
          description={`${description.length} / ${DESCRIPTION_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('description')}
        />
        <UploadField
          kind="image"
          multiple
          maxFiles={9}
          label={t('pictures')}
          {...form.getInputProps('images')}
          value={form.values.images}
        />
      </FormSection>
    </FormPage>
  );
}

function EditSubclass({ pages }: { pages: LinePages }) {
  const { t } = useTranslation('products');
  const id = useIdParam();
  const subclass = useSubclass(id);
  if (!id) return <MissingRecord title={t('subclasses.editTitle')} back={pages.list} />;
  return (
    <SubclassForm
      pages={pages}
      subclass={subclass.data}
      loading={subclass.isPending}
      loadError={subclass.error}
      onRetry={() => void subclass.refetch()}
    />
  );
}

export const AddMainSubclassPage = () => <SubclassForm pages={LINES.main} />;
export const AddPandaSubclassPage = () => (
  <LineGuard pages={LINES.panda}>
    <SubclassForm pages={LINES.panda} />
  </LineGuard>
);
export const EditMainSubclassPage = () => <EditSubclass pages={LINES.main} />;
export const EditPandaSubclassPage = () => (
  <LineGuard pages={LINES.panda}>
    <EditSubclass pages={LINES.panda} />
  </LineGuard>
);

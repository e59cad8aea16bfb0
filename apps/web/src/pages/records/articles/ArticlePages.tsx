import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { ZArticleBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../../api/call';
import {
  FormPage,
  FormSection,
  HtmlContent,
  MissingRecord,
  UploadField,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { ImageGallery } from '../../companies/components/StoredFiles';
import { useStoredFiles } from '../../companies/components/storedFiles';
import { profileToEdit } from '../../companies/profile/companyForm';
import { ReviewNotice } from '../../companies/review/ReviewNotice';
import { HtmlField } from '../../notifications/HtmlField';
import { ARTICLE_ROUTES, type Article, type ArticleKind, RECORD_KEYS, useArticle } from '../api';
import { BatchPicker, ProductPicker } from '../components/RecordPickers';
import { ImagesValue, RecordListPage, type RecordPaths, RecordReviewPage } from '../components/recordPages';
import { articleFormValues, EMPTY_ARTICLE_FORM, toArticleBody } from '../recordForms';

export const ARTICLE_PATHS: Record<ArticleKind, RecordPaths> = {
  ecological: {
    list: '/ecologicalFeatures',
    detail: '/ecologicalFeaturesDetails',
    audit: '/ecologicalFeaturesAudit',
    add: '/addEcologicalFeatures',
    edit: '/editEcologicalFeatures',
  },
  knowledge: {
    list: '/scientificKnowledge',
    detail: '/scientificKnowledgeDetails',
    audit: '/scientificKnowledgeAudit',
    add: '/addScientificKnowledge',
    edit: '/editScientificKnowledge',
  },
};
export const ARTICLE_MANAGE: Record<ArticleKind, string> = {
  ecological: 'product.ecologicalFeatures.manage',
  knowledge: 'product.scientificKnowledge.manage',
};

function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('records');
  const columns = useMemo(
    () => [
      {
        key: 'title',
        header: t('title'),
        sortable: true,
        alwaysVisible: true,
        width: 260,
        cell: (row: Article) => (
          <Text size="sm" fw={500}>
            {row.title}
          </Text>
        ),
      },
    ],
    [t],
  );
  return (
    <RecordListPage<Article>
      title={t(`articles.${kind}.title`)}
      subtitle={t(`articles.${kind}.subtitle`)}
      tableId={kind === 'ecological' ? 'ecological-features' : 'science-knowledge'}
      routes={ARTICLE_ROUTES[kind]}
      queryKey={RECORD_KEYS.articles(kind)}
      paths={ARTICLE_PATHS[kind]}
      managePermission={ARTICLE_MANAGE[kind]}
      addLabel={t(`articles.${kind}.add`)}
      keywordLabel={t('articles.keyword')}
      emptyText={t(`articles.${kind}.empty`)}
      columns={columns}
      deleteTexts={{
        title: t('delete'),
        text: (row) => t('articles.deleteText', { title: row.title }),
        done: t('articles.deleted'),
      }}
    />
  );
}

function ArticleView({ kind, mode }: { kind: ArticleKind; mode: 'detail' | 'audit' }) {
  const { t } = useTranslation('records');
  const id = useIdParam();
  const article = useArticle(kind, id);
  const paths = ARTICLE_PATHS[kind];
  if (!id)
    return (
      <MissingRecord
        title={mode === 'audit' ? t(`articles.${kind}.auditTitle`) : t(`articles.${kind}.detailTitle`)}
        back={paths.list}
      />
    );
  return (
    <RecordReviewPage<Article>
      mode={mode}
      title={(data) => (mode === 'audit' ? `${t(`articles.${kind}.auditTitle`)}: ${data.title}` : data.title)}
      subtitle={(data) => `${t(`articles.${kind}.detailTitle`)} · ${data.corpName}`}
      query={article}
      paths={paths}
      routes={ARTICLE_ROUTES[kind]}
      changeFields={() => [
        { key: 'title', label: t('title') },
        {
          key: 'content',
          label: t('content'),
          render: (value) => <HtmlContent html={String(value ?? '')} />,
        },
        {
          key: 'images',
          label: t('pictures'),
          render: (value) =>
            Array.isArray(value) && value.length > 0 ? (
              <ImageGallery
                urls={value as string[]}
                label={(index: number) => t('common.image', { number: index + 1 })}
                size={64}
              />
            ) : null,
        },
      ]}
      sections={(data) => [
        { title: t('articles.section'), content: <HtmlContent html={data.content} /> },
        { title: t('pictures'), content: <ImagesValue urls={data.images} empty={t('common.noImages')} /> },
      ]}
    />
  );
}

function ArticleForm({
  kind,
  article,
  loading,
  loadError,
  onRetry,
}: {
  kind: ArticleKind;
  article?: Article;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('records');
  const paths = ARTICLE_PATHS[kind];
  const navigate = useNavigate();
  const editing = loading !== undefined;
  const start = useMemo(
    () => (article ? profileToEdit(article, article.review.pendingChange) : undefined),
    [article],
  );
  const images = useStoredFiles(start?.images as string[] | undefined, (index: number) =>
    t('common.image', { number: index + 1 }),
  );
  const form = useZodForm(ZArticleBody, EMPTY_ARTICLE_FORM, { toInput: toArticleBody });
  const { initialize } = form;
  useEffect(() => {
    if (start && images) initialize(articleFormValues(start, images));
  }, [start, images, initialize]);
  const save = useApiMutation<Article, z.output<typeof ZArticleBody>>({
    call: (body) =>
      article
        ? callRouteEnvelope(ARTICLE_ROUTES[kind].update, { params: { id: article.id }, body })
        : callRouteEnvelope(ARTICLE_ROUTES[kind].create, { body }),
    form,
    invalidate: [RECORD_KEYS.all],
    successMessage: article ? t('changeSubmittedForReview') : t('submittedForReview'),
    onSuccess: (saved) => navigate(`${paths.detail}?id=${saved.id}`, { replace: true }),
  });
  const productInput = form.getInputProps('productId');

  return (
    <FormPage
      title={editing ? t(`articles.${kind}.editTitle`) : t(`articles.${kind}.addTitle`)}
      subtitle={editing ? article?.title : t(`articles.${kind}.subtitle`)}
      back={paths.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      submitLabel={t('submitForReview')}
      formErrors={form.formErrors}
      loading={editing && (loading || !images)}
      loadError={loadError}
      onRetry={onRetry}
      maxWidth={1100}
    >
      {article ? (
        <ReviewNotice status={article.review.reviewStatus} remark={article.review.lastRemark} />
      ) : null}
      <FormSection title={t('articles.aboutSection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ProductPicker
            label={t('product')}
            required
            {...productInput}
            onChange={(value) => {
              productInput.onChange(value);
              form.setFieldValue('batchId', null);
            }}
          />
          <BatchPicker
            label={t('common.batch')}
            description={t('common.batchOptional')}
            productId={form.values.productId}
            requireProduct
            clearable
            {...form.getInputProps('batchId')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('articles.section')}>
        <TextInput label={t('title')} required maxLength={100} {...form.getInputProps('title')} />
        <HtmlField
          label={t('content')}
          description={t('articles.contentHint')}
          required
          {...form.getInputProps('content')}
        />
      </FormSection>
      <FormSection title={t('pictures')}>
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

function EditArticle({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('records');
  const id = useIdParam();
  const article = useArticle(kind, id);
  if (!id) return <MissingRecord title={t(`articles.${kind}.editTitle`)} back={ARTICLE_PATHS[kind].list} />;
  return (
    <ArticleForm
      kind={kind}
      article={article.data}
      loading={article.isPending}
      loadError={article.error}
      onRetry={() => void article.refetch()}
    />
  );
}

/** /ecologicalFeatures and its detail, review, add and edit pages. */
export const EcologicalListPage = () => <ArticleList kind="ecological" />;
export const EcologicalDetailPage = () => <ArticleView kind="ecological" mode="detail" />;
export const EcologicalAuditPage = () => <ArticleView kind="ecological" mode="audit" />;
export const AddEcologicalPage = () => <ArticleForm kind="ecological" />;
export const EditEcologicalPage = () => <EditArticle kind="ecological" />;

/** /scientificKnowledge and its detail, review, add and edit pages. */
export const KnowledgeListPage = () => <ArticleList kind="knowledge" />;
export const KnowledgeDetailPage = () => <ArticleView kind="knowledge" mode="detail" />;
export const KnowledgeAuditPage = () => <ArticleView kind="knowledge" mode="audit" />;
export const AddKnowledgePage = () => <ArticleForm kind="knowledge" />;
export const EditKnowledgePage = () => <EditArticle kind="knowledge" />;

import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { ZArticleBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../../api/call';
import {
  FormPage,
  FormSection,
  HtmlContent,
  UploadField,
  useApiMutation,
  useTexts,
  useZodForm,
} from '../../../kit';
import { idFrom } from '../../company/api';
import { MissingRecord } from '../../company/components/MissingRecord';
import { ImageGallery } from '../../company/components/StoredFiles';
import { useStoredFiles } from '../../company/components/storedFiles';
import { profileToEdit } from '../../company/profile/companyForm';
import { ReviewNotice } from '../../company/review/ReviewNotice';
import { HtmlField } from '../../messages/HtmlField';
import { ARTICLE_ROUTES, type Article, type ArticleKind, RECORD_KEYS, useArticle } from '../api';
import { BatchPicker, ProductPicker } from '../components/RecordPickers';
import { ImagesValue, RecordListPage, type RecordPaths, RecordReviewPage } from '../components/recordPages';
import { articleFormValues, EMPTY_ARTICLE_FORM, toArticleBody } from '../recordForms';
import { texts } from '../texts';

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
  const t = useTexts(texts);
  const a = t.articles;
  const words = a[kind];
  const columns = useMemo(
    () => [
      {
        key: 'title',
        header: a.titleField,
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
    [a],
  );
  return (
    <RecordListPage<Article>
      title={words.title}
      subtitle={words.subtitle}
      tableId={kind === 'ecological' ? 'ecological-features' : 'science-knowledge'}
      routes={ARTICLE_ROUTES[kind]}
      queryKey={RECORD_KEYS.articles(kind)}
      paths={ARTICLE_PATHS[kind]}
      managePermission={ARTICLE_MANAGE[kind]}
      addLabel={words.add}
      keywordLabel={a.keyword}
      emptyText={words.empty}
      columns={columns}
      deleteTexts={{ title: a.deleteTitle, text: (row) => a.deleteText(row.title), done: a.deleted }}
    />
  );
}

function ArticleView({ kind, mode }: { kind: ArticleKind; mode: 'detail' | 'audit' }) {
  const t = useTexts(texts);
  const a = t.articles;
  const words = a[kind];
  const id = idFrom(useSearchParams()[0]);
  const article = useArticle(kind, id);
  const paths = ARTICLE_PATHS[kind];
  if (!id)
    return (
      <MissingRecord title={mode === 'audit' ? words.auditTitle : words.detailTitle} back={paths.list} />
    );
  return (
    <RecordReviewPage<Article>
      mode={mode}
      title={(data) => (mode === 'audit' ? `${words.auditTitle}: ${data.title}` : data.title)}
      subtitle={(data) => `${words.detailTitle} · ${data.corpName}`}
      query={article}
      paths={paths}
      routes={ARTICLE_ROUTES[kind]}
      changeFields={() => [
        { key: 'title', label: a.titleField },
        { key: 'content', label: a.content, render: (value) => <HtmlContent html={String(value ?? '')} /> },
        {
          key: 'images',
          label: a.images,
          render: (value) =>
            Array.isArray(value) && value.length > 0 ? (
              <ImageGallery urls={value as string[]} label={t.common.image} size={64} />
            ) : null,
        },
      ]}
      sections={(data) => [
        { title: a.section, content: <HtmlContent html={data.content} /> },
        { title: a.imagesSection, content: <ImagesValue urls={data.images} empty={t.common.noImages} /> },
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
  const t = useTexts(texts);
  const a = t.articles;
  const words = a[kind];
  const paths = ARTICLE_PATHS[kind];
  const navigate = useNavigate();
  const editing = loading !== undefined;
  const start = useMemo(
    () => (article ? profileToEdit(article, article.review.pendingChange) : undefined),
    [article],
  );
  const images = useStoredFiles(start?.images as string[] | undefined, t.common.image);
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
    successMessage: article ? a.changed : a.created,
    onSuccess: (saved) => navigate(`${paths.detail}?id=${saved.id}`, { replace: true }),
  });
  const productInput = form.getInputProps('productId');

  return (
    <FormPage
      title={editing ? words.editTitle : words.addTitle}
      subtitle={editing ? article?.title : words.subtitle}
      back={paths.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      submitLabel={t.common.submit}
      formErrors={form.formErrors}
      loading={editing && (loading || !images)}
      loadError={loadError}
      onRetry={onRetry}
      maxWidth={1100}
    >
      {article ? (
        <ReviewNotice status={article.review.reviewStatus} remark={article.review.lastRemark} />
      ) : null}
      <FormSection title={a.aboutSection}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ProductPicker
            label={t.common.product}
            required
            {...productInput}
            onChange={(value) => {
              productInput.onChange(value);
              form.setFieldValue('batchId', null);
            }}
          />
          <BatchPicker
            label={t.common.batch}
            description={t.common.batchOptional}
            productId={form.values.productId}
            requireProduct
            clearable
            {...form.getInputProps('batchId')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={a.section}>
        <TextInput label={a.titleField} required maxLength={100} {...form.getInputProps('title')} />
        <HtmlField
          label={a.content}
          description={a.contentHint}
          required
          {...form.getInputProps('content')}
        />
      </FormSection>
      <FormSection title={a.imagesSection}>
        <UploadField
          kind="image"
          multiple
          maxFiles={9}
          label={a.images}
          {...form.getInputProps('images')}
          value={form.values.images}
        />
      </FormSection>
    </FormPage>
  );
}

function EditArticle({ kind }: { kind: ArticleKind }) {
  const t = useTexts(texts);
  const id = idFrom(useSearchParams()[0]);
  const article = useArticle(kind, id);
  if (!id) return <MissingRecord title={t.articles[kind].editTitle} back={ARTICLE_PATHS[kind].list} />;
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

import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  LANGUAGES,
  NEWS_CATEGORY_DICT,
  type NewsDetail,
  type RouteBody,
  type StoredFile,
  ZNewsBody,
} from '@trace/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { PageLoader } from '../../components/PageLoader';
import { useLanguage } from '../../i18n';
import {
  FormPage,
  FormSection,
  UploadField,
  useApiMutation,
  useDictionary,
  useIdParam,
  usePlatformNames,
  useZodForm,
} from '../../kit';
import { storedFileOf } from '../companies/components/storedFiles';
import { NEWS_KEYS, NEWS_PATHS, useNewsItem } from './api';

// The editor (TipTap and its toolbar) is its own chunk, fetched with this page only.
const NewsEditor = lazy(() => import('./NewsEditor'));

type NewsValues = {
  title: string;
  summary: string;
  cover: StoredFile[];
  category: string | null;
  language: (typeof LANGUAGES)[number];
  platform: string | null;
  body: string;
};

const emptyNews = (language: NewsValues['language']): NewsValues => ({
  title: '',
  summary: '',
  cover: [],
  category: null,
  language,
  platform: null,
  body: '',
});

const toNewsBody = ({ cover, ...values }: NewsValues) => ({ ...values, coverUrl: cover[0]?.url ?? null });

const newsValues = (item: NewsDetail, coverName: string): NewsValues => ({
  title: item.title,
  summary: item.summary,
  cover: item.coverUrl ? [storedFileOf(item.coverUrl, coverName)] : [],
  category: item.category,
  language: item.language,
  platform: item.platform,
  body: item.body,
});

/** /addNews and /editNews?id=: a news item's title, cover, readers and text. */
export default function NewsFormPage() {
  const { t } = useTranslation('news');
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useIdParam();
  const item = useNewsItem(id);
  const categories = useDictionary(NEWS_CATEGORY_DICT);
  const platforms = usePlatformNames();
  const form = useZodForm(ZNewsBody, emptyNews(language), { toInput: toNewsBody });
  const { initialize } = form;
  const [version, setVersion] = useState(0);
  const data = item.data;
  useEffect(() => {
    if (!data) return;
    initialize(newsValues(data, t('field.cover')));
    setVersion((n) => n + 1);
  }, [data, initialize, t]);
  const save = useApiMutation({
    call: (body: RouteBody<typeof ROUTES.news.create>) =>
      id
        ? callRouteEnvelope(ROUTES.news.update, { params: { id }, body })
        : callRouteEnvelope(ROUTES.news.create, { body }),
    form,
    invalidate: [NEWS_KEYS.all],
    onSuccess: (saved) => navigate(`${NEWS_PATHS.details}?id=${saved.id}`),
  });
  const bodyProps = form.getInputProps('body');

  return (
    <FormPage
      title={id ? t('form.edit') : t('form.add')}
      subtitle={data?.title}
      back={id ? `${NEWS_PATHS.details}?id=${id}` : NEWS_PATHS.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={Boolean(id) && item.isPending}
      loadError={item.error}
      onRetry={() => void item.refetch()}
    >
      <FormSection title={t('form.content')}>
        <TextInput label={t('field.title')} required maxLength={200} {...form.getInputProps('title')} />
        <Textarea
          label={t('field.summary')}
          description={t('field.summaryHint')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('summary')}
        />
        <UploadField
          kind="image"
          label={t('field.cover')}
          value={form.values.cover}
          onChange={(files) => form.setFieldValue('cover', files)}
          error={form.errors.coverUrl ?? form.errors.cover}
        />
        <Suspense fallback={<PageLoader />}>
          <NewsEditor
            label={t('field.body')}
            required
            version={version}
            value={String(bodyProps.value ?? '')}
            onChange={(html) => form.setFieldValue('body', html)}
            error={bodyProps.error}
          />
        </Suspense>
      </FormSection>
      <FormSection title={t('form.audience')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={t('field.language')}
            description={t('field.languageHint')}
            required
            allowDeselect={false}
            data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            {...form.getInputProps('language')}
          />
          <Select
            label={t('field.platform')}
            placeholder={t('field.allPlatforms')}
            clearable
            data={platforms.options}
            {...form.getInputProps('platform')}
          />
          <Select
            label={t('field.category')}
            clearable
            data={(categories.data ?? []).map((entry) => ({ value: entry.value, label: entry.label }))}
            {...form.getInputProps('category')}
          />
        </SimpleGrid>
      </FormSection>
    </FormPage>
  );
}

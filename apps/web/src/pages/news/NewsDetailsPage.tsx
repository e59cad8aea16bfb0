import { Box, Button, Group, Image, Typography } from '@mantine/core';
import { NEWS_MANAGE, type NewsDetail } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  DetailPage,
  formatDateTime,
  StatusBadge,
  useCan,
  useIdParam,
  usePlatformNames,
  useStoredFileUrl,
} from '../../kit';
import { fileRefOf } from '../companies/components/storedFiles';
import { NEWS_PATHS, useNewsChanges, useNewsItem } from './api';
import { ScheduleDialog } from './ScheduleDialog';
import { NEWS_STATUS, newsState } from './statuses';
import { useShownHtml } from './useShownHtml';

function Cover({ url }: { url: string }) {
  const file = useStoredFileUrl(fileRefOf(url));
  return file.url ? <Image src={file.url} alt="" maw={360} radius="sm" /> : null;
}

function Body({ html }: { html: string }) {
  const shown = useShownHtml(html);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by sanitizeHtml in useShownHtml (and by the API) */}
      <Box data-testid="news-body" dangerouslySetInnerHTML={{ __html: shown }} />
    </Typography>
  );
}

/** /newsDetails?id=: a news item as readers will see it, with what can be done with it now. */
export default function NewsDetailsPage() {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const can = useCan();
  const platforms = usePlatformNames();
  const id = useIdParam();
  const item = useNewsItem(id);
  const [run, dialog] = useNewsChanges((action) => {
    if (action === 'delete') navigate(NEWS_PATHS.list);
  });
  const [scheduling, setScheduling] = useState<NewsDetail | null>(null);
  const actions = (data: NewsDetail) =>
    can(NEWS_MANAGE) ? (
      <Group gap="xs">
        {data.actions.includes('edit') ? (
          <Button variant="default" onClick={() => navigate(`${NEWS_PATHS.edit}?id=${data.id}`)}>
            {t('edit')}
          </Button>
        ) : null}
        {data.actions.includes('schedule') ? (
          <Button variant="default" onClick={() => setScheduling(data)}>
            {t('action.schedule')}
          </Button>
        ) : null}
        {data.actions.includes('unschedule') ? (
          <Button variant="default" onClick={() => run('unschedule', data)}>
            {t('action.unschedule')}
          </Button>
        ) : null}
        {data.actions.includes('publish') ? (
          <Button onClick={() => run('publish', data)}>{t('action.publish')}</Button>
        ) : null}
        {data.actions.includes('unpublish') ? (
          <Button color="red" variant="light" onClick={() => run('unpublish', data)}>
            {t('action.unpublish')}
          </Button>
        ) : null}
        {data.actions.includes('delete') ? (
          <Button color="red" variant="subtle" onClick={() => run('delete', data)}>
            {t('action.delete')}
          </Button>
        ) : null}
      </Group>
    ) : null;
  return (
    <>
      <DetailPage
        title={(data) => data.title}
        back={NEWS_PATHS.list}
        query={item}
        badge={(data) => <StatusBadge map={NEWS_STATUS} value={newsState(data)} />}
        actions={actions}
        sections={(data) => [
          {
            items: [
              { label: t('field.summary'), value: data.summary, wide: true },
              { label: t('field.category'), value: data.categoryName },
              { label: t('field.language'), value: t(`languages.${data.language}`) },
              {
                label: t('field.platform'),
                value: data.platform ? platforms.name(data.platform) : t('field.allPlatforms'),
              },
              { label: t('field.author'), value: data.authorName },
              { label: t('field.publishAt'), value: data.publishAt ? formatDateTime(data.publishAt) : null },
              {
                label: t('field.publishedAt'),
                value: data.publishedAt ? formatDateTime(data.publishedAt) : null,
              },
              {
                label: t('field.cover'),
                value: data.coverUrl ? <Cover url={data.coverUrl} /> : null,
                wide: true,
              },
            ],
          },
          { title: t('detail.text'), content: <Body html={data.body} /> },
        ]}
      />
      <ScheduleDialog item={scheduling} onClose={() => setScheduling(null)} />
      {dialog}
    </>
  );
}

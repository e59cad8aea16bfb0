import { Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeQuery } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { NewsIcon } from '../../../components/icons';
import { useLanguage } from '../../../i18n';
import { formatDate } from '../../../kit/format';
import { NEWS_PATHS } from '../../news/paths';
import { CardFrame } from '../CardFrame';
import type { HomeCard } from '../homeCard';

/** The newest published news in the reader's language, each opening the news page. */
function LatestNews() {
  const { t } = useTranslation('news');
  const language = useLanguage();
  const latest = useQuery(routeQuery(ROUTES.news.latest, undefined, { key: ['news', 'latest', language] }));
  const items = latest.data ?? [];
  return (
    <CardFrame
      title={t('home.title')}
      icon={<NewsIcon size={20} />}
      color="grape"
      action={{ label: t('home.all'), to: NEWS_PATHS.publicList }}
      loading={latest.isPending}
      error={latest.error}
      onRetry={() => void latest.refetch()}
      testId="home-news"
    >
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('home.empty')}
        </Text>
      ) : (
        <Stack gap={4}>
          {items.map((item) => (
            <UnstyledButton
              key={item.id}
              component={Link}
              to={NEWS_PATHS.publicItem(item.id)}
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text size="sm" fw={500} lineClamp={1}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(item.publishedAt)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </CardFrame>
  );
}

function NewsCard() {
  return (
    <Suspense fallback={<Skeleton h={160} radius="md" />}>
      <LatestNews />
    </Suspense>
  );
}

export const card: HomeCard = { order: 15, Component: NewsCard };

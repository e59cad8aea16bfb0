import {
  Alert,
  Anchor,
  Box,
  Card,
  Container,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { ApiError } from '../../../api/client';
import { usePlatformName } from '../../../api/platform';
import { ROUTES } from '../../../api/routes';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useLanguage } from '../../../i18n';
import { formatDate, HtmlContent } from '../../../kit';
import classes from '../../scan/public/ScanPage.module.css';
import { NEWS_PATHS } from '../paths';

function Header() {
  const name = usePlatformName();
  return (
    <Box component="header" className={classes.header}>
      <Group justify="space-between" wrap="nowrap" px="md" py="xs" maw={720} mx="auto">
        <Text fw={700} size="sm" truncate>
          {name}
        </Text>
        <LanguageSwitch compact />
      </Group>
    </Box>
  );
}

function NewsList() {
  const { t } = useTranslation('news');
  const language = useLanguage();
  const list = useQuery({
    queryKey: ['public-news', language],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.news.publicList, { query: { pageSize: 50 } }, { signal, recoverSession: false }),
    placeholderData: keepPreviousData,
  });
  if (list.isPending) return <Skeleton h={160} radius="md" />;
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;
  if (list.data.list.length === 0)
    return (
      <Text c="dimmed" data-testid="public-news-empty">
        {t('public.empty')}
      </Text>
    );
  return (
    <Stack gap="md" data-testid="public-news-list">
      {list.data.list.map((item) => (
        <Card
          key={item.id}
          withBorder
          radius="md"
          padding="md"
          component={Link}
          to={NEWS_PATHS.publicItem(item.id)}
          data-testid="public-news-item"
        >
          <Group wrap="nowrap" align="flex-start" gap="md">
            {item.coverUrl ? (
              <Image src={item.coverUrl} alt="" w={96} h={72} radius="sm" fit="cover" />
            ) : null}
            <Stack gap={4} miw={0}>
              <Text fw={600} lineClamp={2}>
                {item.title}
              </Text>
              {item.summary ? (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {item.summary}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {[item.categoryName, formatDate(item.publishedAt)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function NewsArticle({ id }: { id: string }) {
  const { t } = useTranslation('news');
  const language = useLanguage();
  const article = useQuery({
    queryKey: ['public-news', language, id],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.news.publicGet, { params: { id } }, { signal, recoverSession: false }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const back = (
    <Anchor component={Link} to={NEWS_PATHS.publicList} size="sm">
      {t('public.back')}
    </Anchor>
  );
  if (article.isPending) return <Skeleton h={240} radius="md" />;
  if (article.isError)
    return (
      <Stack gap="sm">
        <Alert color="orange">
          {article.error instanceof ApiError && article.error.status === 404
            ? t('public.missing')
            : article.error.message}
        </Alert>
        {back}
      </Stack>
    );
  const data = article.data;
  return (
    <Stack gap="md" component="article" data-testid="public-news-article">
      {back}
      <Title order={1} size="h2">
        {data.title}
      </Title>
      <Text size="sm" c="dimmed">
        {[data.categoryName, formatDate(data.publishedAt)].filter(Boolean).join(' · ')}
      </Text>
      {data.coverUrl ? <Image src={data.coverUrl} alt="" radius="md" /> : null}
      <HtmlContent html={data.body} />
    </Stack>
  );
}

/** /news and /news/:id: published news for anyone, in the reader's language (no session needed). */
export default function NewsPublicPage() {
  const { t } = useTranslation('news');
  const { id } = useParams();
  return (
    <Box className={classes.page}>
      <Header />
      <Container size={720} px="md" py="md" component="main">
        <Stack gap="md">
          {id ? null : (
            <Title order={1} size="h3">
              {t('public.title')}
            </Title>
          )}
          {id ? <NewsArticle id={id} /> : <NewsList />}
        </Stack>
      </Container>
    </Box>
  );
}

import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { usePlatformName, usePlatformQuery } from '../../../api/platform';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { Icon, type KitIconProps } from '../../../kit/icons';
import { NEWS_PATHS } from '../../news/paths';
import { type ScanAnswer, type ScanTarget, useScanAnswer } from './api';
import { ContentSections, ProductSummary } from './ContentSections';
import classes from './ScanPage.module.css';
import { SchemeCertificate } from './SchemeCertificate';
import { VerifyCard } from './VerifyCard';

// Reviews, membership and feedback load after the verification part, in their own chunk.
const ConsumerPanel = lazy(() =>
  import('../../members/public/ConsumerPanel').then((module) => ({ default: module.ConsumerPanel })),
);

const RESULT_STYLE = {
  valid: { color: 'teal', tone: 'ok' },
  void: { color: 'red', tone: 'danger' },
  unbound: { color: 'orange', tone: 'warning' },
  unknown: { color: 'red', tone: 'danger' },
} as const;

const TagIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9z" />
    <circle cx="8" cy="8" r="1.5" />
  </Icon>
);

function ResultBanner({ answer, t }: { answer: ScanAnswer; t: TFunction<'scan'> }) {
  const style = RESULT_STYLE[answer.result];
  return (
    <Alert
      color={style.color}
      variant={answer.result === 'valid' ? 'light' : 'filled'}
      radius="md"
      icon={<TagIcon size={22} />}
      title={t(`public.result.${answer.result}.title`)}
      data-testid="scan-result"
      data-result={answer.result}
    >
      <Stack gap={4}>
        <Text size="sm">{t(`public.result.${answer.result}.body`)}</Text>
        {answer.result !== 'valid' ? (
          <Text size="xs" ff="monospace">
            {t('public.labelCode')}: {answer.excode}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}

function Header() {
  const platform = usePlatformQuery();
  const name = usePlatformName();
  return (
    <Box component="header" className={classes.header}>
      <Group justify="space-between" wrap="nowrap" px="md" py="xs" maw={640} mx="auto">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {platform.data?.logo ? (
            <Image src={platform.data.logo} alt="" h={28} w="auto" fit="contain" />
          ) : null}
          {name ? (
            <Text fw={700} size="sm" truncate>
              {name}
            </Text>
          ) : (
            <Skeleton h={16} w={140} />
          )}
        </Group>
        <LanguageSwitch compact />
      </Group>
    </Box>
  );
}

/** Reads the label from the address: `/s/{excode}`, or a GS1 Digital Link path `/01/…`. */
function useScanTarget(): ScanTarget {
  const { excode } = useParams();
  const location = useLocation();
  if (excode !== undefined) return { kind: 'short', excode };
  return { kind: 'link', path: location.pathname };
}

/**
 * The public page a label's QR code opens (no session needed), laid out for a phone: what the label
 * is, the anti-counterfeit check, what the platform knows about the goods, and the consumer's corner.
 */
export default function ScanPage() {
  const { t } = useTranslation('scan');
  const target = useScanTarget();
  const answer = useScanAnswer(target);
  const platformName = usePlatformName();

  let body: ReactNode;
  if (answer.isPending) {
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t('public.loading')}>
        <Skeleton h={88} radius="md" />
        <Skeleton h={180} radius="md" />
        <Skeleton h={48} radius="md" />
      </Stack>
    );
  } else if (answer.isError) {
    const error = answer.error instanceof ApiError ? answer.error : null;
    const badInput = error && error.status === 400;
    body = (
      <Alert
        color="red"
        radius="md"
        title={badInput ? t('public.badLink') : t('public.loadFailed')}
        data-testid="scan-error"
      >
        <Stack gap="sm">
          <Text size="sm">{error?.fieldError('path') ?? error?.msg ?? t('public.loadFailed')}</Text>
          {badInput ? null : (
            <Button
              variant="white"
              color="red"
              size="xs"
              onClick={() => void answer.refetch()}
              w="fit-content"
            >
              {t('tryAgain')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else {
    const data = answer.data;
    body = (
      <Stack gap="md">
        <ResultBanner answer={data} t={t} />
        {data.product ? (
          <Paper withBorder radius="md" p="md" shadow="xs">
            <ProductSummary answer={data} t={t} />
          </Paper>
        ) : null}
        {data.certificate ? <SchemeCertificate certificate={data.certificate} t={t} /> : null}
        {data.canVerify ? <VerifyCard excode={data.excode} t={t} /> : null}
        {data.result === 'valid' && data.product && data.company ? (
          <Suspense fallback={<Skeleton h={120} radius="md" />}>
            <ConsumerPanel excode={data.excode} productId={data.product.id} corpId={data.company.id} />
          </Suspense>
        ) : null}
        <ContentSections answer={data} t={t} />
      </Stack>
    );
  }

  return (
    <Box className={classes.page}>
      <Header />
      <Container size={640} px="md" py="md" component="main">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('public.title')}
          </Title>
          {body}
          <Anchor
            component={Link}
            to={NEWS_PATHS.publicList}
            ta="center"
            size="sm"
            data-testid="scan-news-link"
          >
            {t('public.news')}
          </Anchor>
        </Stack>
      </Container>
      {platformName ? (
        <Text component="footer" size="xs" c="dimmed" ta="center" py="lg">
          {t('public.footer', { platform: platformName })}
        </Text>
      ) : null}
    </Box>
  );
}

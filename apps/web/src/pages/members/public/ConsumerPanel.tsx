import { Alert, Button, Group, Paper, Rating, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { type ConsumerLabel, useConsumerLabel } from './api';
import { FeedbackSection } from './FeedbackSection';
import { MemberSection } from './MemberSection';
import { ReviewsSection } from './ReviewsSection';

export interface ConsumerPanelProps {
  /** The scanned label's public code. */
  excode: string;
  /** The product and company the scan page resolved for the code (the server checks them again). */
  productId: string;
  corpId: string;
}

type Tab = 'reviews' | 'member' | 'feedback';

function Summary({ label, t }: { label: ConsumerLabel; t: TFunction<'members'> }) {
  const { count, average } = label.reviews;
  if (count === 0 || average === null)
    return (
      <Text size="sm" c="dimmed">
        {t('public.summary.none')}
      </Text>
    );
  return (
    <Group gap="xs" data-testid="review-summary">
      <Rating value={average} fractions={10} readOnly size="sm" />
      <Text size="sm" fw={600}>
        {t('public.summary.average', { average: average.toFixed(1) })}
      </Text>
      <Text size="sm" c="dimmed">
        · {t('public.summary.count', { count })}
      </Text>
    </Group>
  );
}

/**
 * The consumer's corner of the public scan page, under the verification result: the product's
 * reviews and a review of this item, membership of the company (as /SysMemberScan allows, with the
 * scan's points) and feedback. Laid out for a phone (390 px) first; texts follow the page language.
 */
export function ConsumerPanel({ excode, productId, corpId }: ConsumerPanelProps) {
  const { t } = useTranslation('members');
  const label = useConsumerLabel(excode);
  const [tab, setTab] = useState<Tab | null>(null);

  if (label.isPending)
    return (
      <Paper withBorder radius="md" p="md" aria-busy="true">
        <Stack gap="sm">
          <Skeleton h={22} w="60%" />
          <Skeleton h={14} w="40%" />
          <Skeleton h={36} />
          <Skeleton h={96} />
        </Stack>
      </Paper>
    );

  if (label.isError) {
    const known = label.error instanceof ApiError && label.error.status >= 400 && label.error.status < 500;
    return (
      <Alert color={known ? 'gray' : 'red'} variant="light" data-testid="consumer-panel-unavailable">
        <Stack gap="xs">
          <Text size="sm">{known ? t('public.unavailable') : t('public.unexpected')}</Text>
          {known ? null : (
            <Button size="xs" variant="light" w="fit-content" onClick={() => void label.refetch()}>
              {t('tryAgain')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const data = label.data;
  // The scan page resolved the code itself; a mismatch means the label changed since: trust the server.
  const current = data.productId === productId && data.corpId === corpId;
  const active: Tab = tab ?? (data.labelVoid ? 'feedback' : 'reviews');

  return (
    <Paper withBorder radius="md" p="md" data-testid="consumer-panel" data-current={String(current)}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('public.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {t('public.subtitle', { corp: data.corpName })}
          </Text>
          <Text size="sm" fw={500} mt={6}>
            {data.productName}
          </Text>
          <Summary label={data} t={t} />
        </div>
        {data.labelVoid ? (
          <Alert color="orange" variant="light">
            {t('public.voidNotice')}
          </Alert>
        ) : null}
        <Tabs value={active} onChange={(value) => setTab((value as Tab | null) ?? active)}>
          <Tabs.List grow>
            <Tabs.Tab value="reviews">{t('public.tabs.reviews')}</Tabs.Tab>
            {data.labelVoid ? null : <Tabs.Tab value="member">{t('public.tabs.member')}</Tabs.Tab>}
            <Tabs.Tab value="feedback">{t('public.tabs.feedback')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="reviews" pt="md">
            <ReviewsSection label={data} />
          </Tabs.Panel>
          {data.labelVoid ? null : (
            <Tabs.Panel value="member" pt="md">
              <MemberSection label={data} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="feedback" pt="md">
            <FeedbackSection label={data} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}

export default ConsumerPanel;

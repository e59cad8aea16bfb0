import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';

/** A chart in a card, with its loading, failure and "nothing to show" states. */
export function ChartCard({
  title,
  hint,
  loading,
  error,
  empty,
  onRetry,
  children,
  testId,
  emptyText,
  footer,
}: {
  title: string;
  hint?: string;
  loading: boolean;
  error: unknown;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
  testId?: string;
  /** Shown when there is nothing to draw (default: no scans). */
  emptyText?: string;
  /** Under the chart: a source, a note on what it cannot show. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation('stats');
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="md">
        <Stack gap={0}>
          <Title order={3} size="h5">
            {title}
          </Title>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {loading ? (
          <Stack gap="sm">
            <Skeleton h={14} />
            <Skeleton h={14} w="80%" />
            <Skeleton h={14} w="60%" />
          </Stack>
        ) : error ? (
          <Alert color="red" title={t('loadFailed')}>
            <Stack gap="xs">
              <Text size="sm">{error instanceof ApiError ? error.msg : String(error)}</Text>
              <Button size="xs" variant="white" color="red" w="fit-content" onClick={onRetry}>
                {t('tryAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : empty ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {emptyText ?? t('empty')}
          </Text>
        ) : (
          <>
            {children}
            {footer}
          </>
        )}
      </Stack>
    </Card>
  );
}

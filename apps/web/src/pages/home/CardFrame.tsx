import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { AlertIcon } from '../../components/icons';

interface CardFrameProps {
  title: string;
  icon: ReactNode;
  color: string;
  /** A link in the card's header, to the page where the card's subject is managed. */
  action?: { label: string; to: string };
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  children: ReactNode;
  testId?: string;
}

/** The common frame of home cards: icon and title, an optional link, loading and error states. */
export function CardFrame({
  title,
  icon,
  color,
  action,
  loading,
  error,
  onRetry,
  children,
  testId,
}: CardFrameProps) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid={testId}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color={color} radius="md" size={36}>
            {icon}
          </ThemeIcon>
          <Title order={3} size="h5">
            {title}
          </Title>
        </Group>
        {action ? (
          <Anchor component={Link} to={action.to} size="sm">
            {action.label}
          </Anchor>
        ) : null}
      </Group>
      {error ? (
        <CardError error={error} onRetry={onRetry} />
      ) : loading ? (
        <Stack gap="sm">
          <Skeleton h={14} w="70%" />
          <Skeleton h={14} w="55%" />
          <Skeleton h={14} w="62%" />
        </Stack>
      ) : (
        children
      )}
    </Card>
  );
}

function CardError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="red" icon={<AlertIcon />} title={t('shell.loadFailed')} role="alert">
      {error instanceof ApiError ? error.msg : t('errors.unexpected')}
      {onRetry ? (
        <Button variant="white" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
          {t('shell.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

import { Button, Card, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { AlertCircleIcon, RefreshIcon } from '../icons';

/** A record that could not be read: the server's reason and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('kit');
  return (
    <Card withBorder radius="md" padding="xl">
      <EmptyState
        color="red"
        variant="light"
        icon={<AlertCircleIcon size={26} />}
        title={t('loadFailed')}
        description={error instanceof ApiError ? error.msg : undefined}
      >
        <EmptyState.Actions>
          <Button variant="default" leftSection={<RefreshIcon size={16} />} onClick={onRetry}>
            {t('table.retry')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

import { Button, Card, EmptyState, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AlertCircleIcon } from '../icons';
import { PageHeader } from './PageHeader';

/** A detail, edit, review or step page opened without saying which record (a bare address). */
export function MissingRecord({ title, back }: { title: ReactNode; back: string }) {
  const { t } = useTranslation('kit');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader title={title} back={back} />
      <Card withBorder radius="md" padding="xl">
        <EmptyState
          icon={<AlertCircleIcon size={26} />}
          title={t('noRecordWasGivenToOpen')}
          description={t('missingRecordHint')}
        >
          <EmptyState.Actions>
            <Button variant="default" onClick={() => navigate(back)}>
              {t('backToTheList')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    </Stack>
  );
}

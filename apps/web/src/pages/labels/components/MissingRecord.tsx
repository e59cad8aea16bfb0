import { Button, Card, EmptyState, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AlertCircleIcon, PageHeader } from '../../../kit';

/** The record a child page works on, from `?id=` (null when the address names none). */
export function useIdParam(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

/** A detail, review or step page opened without saying which record (a bare address). */
export function MissingRecord({ title, back }: { title: ReactNode; back: string }) {
  const { t } = useTranslation('labels');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader title={title} back={back} />
      <Card withBorder radius="md" padding="xl">
        <EmptyState
          icon={<AlertCircleIcon size={26} />}
          title={t('noRecordWasGivenToOpen')}
          description={t('common.missingIdHint')}
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

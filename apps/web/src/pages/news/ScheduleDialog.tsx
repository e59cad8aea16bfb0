import { Text } from '@mantine/core';
import type { NewsDetail } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { ApiError } from '../../api/client';
import { ROUTES } from '../../api/routes';
import { FormModal, useApiMutation } from '../../kit';
import { DateTimeField, pickerToIso } from '../system/components/DateTimeField';
import { NEWS_KEYS } from './api';

/** Chooses when a news item to publish goes out by itself. */
export function ScheduleDialog({
  item,
  onClose,
}: {
  item: Pick<NewsDetail, 'id' | 'title'> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('news');
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const schedule = useApiMutation({
    call: ({ id, publishAt }: { id: string; publishAt: string }) =>
      callRouteEnvelope(ROUTES.news.schedule, { params: { id }, body: { publishAt } }),
    invalidate: [NEWS_KEYS.all],
    successMessage: t('done.schedule'),
    form: {
      setServerErrors: (problem) => {
        const fieldError = problem instanceof ApiError ? problem.fieldError('publishAt') : undefined;
        if (fieldError) setError(fieldError);
        return Boolean(fieldError);
      },
    },
    onSuccess: () => {
      setValue(null);
      onClose();
    },
  });
  return (
    <FormModal
      opened={item !== null}
      onClose={onClose}
      title={t('action.schedule')}
      submitting={schedule.isPending}
      submitLabel={t('action.schedule')}
      size="md"
      onSubmit={(event) => {
        event.preventDefault();
        const publishAt = pickerToIso(value);
        if (!item) return;
        if (!publishAt) {
          setError(t('field.publishAt'));
          return;
        }
        setError(null);
        void schedule.mutateAsync({ id: item.id, publishAt }).catch(() => undefined);
      }}
    >
      <Text size="sm" mb="md">
        {item ? t('ask.schedule', { title: item.title }) : null}
      </Text>
      <DateTimeField
        label={t('field.publishAt')}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        error={error}
      />
    </FormModal>
  );
}

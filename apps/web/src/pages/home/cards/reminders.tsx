import { Alert, EmptyState, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpPromptQuery } from '../../../api/account';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '../../../components/icons';
import { reminderQueue } from '../../../shell/reminders';
import { CardFrame } from '../CardFrame';
import type { HomeCard } from '../homeCard';

function RemindersCard() {
  const { t } = useTranslation();
  const prompt = useUpPromptQuery();
  const reminders = useMemo(() => (prompt.data ? reminderQueue(prompt.data) : []), [prompt.data]);

  return (
    <CardFrame
      title={t('home.remindersSection')}
      icon={<ClockIcon size={20} />}
      color="orange"
      loading={prompt.isPending}
      error={prompt.error}
      onRetry={() => void prompt.refetch()}
      testId="home-reminders"
    >
      {reminders.length === 0 ? (
        <EmptyState
          size="sm"
          variant="light"
          color="teal"
          icon={<CheckCircleIcon size={22} />}
          description={t('home.noReminders')}
          py="md"
        />
      ) : (
        <Stack gap="sm">
          {reminders.map((reminder) => (
            <Alert
              key={`${reminder.kind}:${reminder.text}`}
              variant="light"
              color={reminder.kind === 'sy6ExpirationReminder' ? 'red' : 'orange'}
              icon={<AlertIcon size={18} />}
              title={t(`reminders.kind.${reminder.kind}`)}
              data-testid="home-reminder"
            >
              {reminder.text}
            </Alert>
          ))}
        </Stack>
      )}
    </CardFrame>
  );
}

export const card: HomeCard = { order: 30, Component: RemindersCard };

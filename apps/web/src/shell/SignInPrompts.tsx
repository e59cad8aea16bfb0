import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpPromptQuery } from '../api/account';
import { useForcedMessagesQuery } from '../api/notifications';
import { READ_MESSAGES, useSessionAccessQuery } from '../api/session';
import { AlertIcon } from '../components/icons';
import { ForcedMessagesCarousel } from './ForcedMessagesCarousel';
import { reminderQueue, remindersShown } from './reminders';

/**
 * What a person is told right after signing in: the reminders, one alert at a time, then the
 * forced messages. Reminders appear once per sign-in; forced messages until they are read.
 */
export function SignInPrompts() {
  const [remindersDone, setRemindersDone] = useState(remindersShown.get);
  const finishReminders = useCallback(() => {
    remindersShown.set();
    setRemindersDone(true);
  }, []);
  return remindersDone ? <ForcedMessages /> : <ReminderDialogs onDone={finishReminders} />;
}

function ReminderDialogs({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const prompt = useUpPromptQuery();
  const queue = useMemo(() => (prompt.data ? reminderQueue(prompt.data) : undefined), [prompt.data]);
  const [index, setIndex] = useState(0);
  const current = queue?.[index];

  useEffect(() => {
    // Nothing to remind of (or the read failed, which has its own toast): go on to the messages.
    if (prompt.isError || (queue && !current)) onDone();
  }, [prompt.isError, queue, current, onDone]);

  if (!queue || !current) return null;

  return (
    <Modal
      opened
      onClose={() => undefined}
      centered
      size="md"
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="orange" variant="light" radius="xl" size="lg">
            <AlertIcon size={20} />
          </ThemeIcon>
          <Text fw={600}>{t(`reminders.kind.${current.kind}`)}</Text>
        </Group>
      }
      data-testid="reminder-dialog"
      data-kind={current.kind}
    >
      <Text size="sm" lh={1.6} data-testid="reminder-text">
        {current.text}
      </Text>
      <Group justify="space-between" mt="xl">
        <Text size="xs" c="dimmed">
          {queue.length > 1 ? t('reminders.counter', { current: index + 1, total: queue.length }) : null}
        </Text>
        <Button onClick={() => setIndex((i) => i + 1)} data-autofocus>
          {t('confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

function ForcedMessages() {
  const access = useSessionAccessQuery();
  const canRead = access.data?.permissions.includes(READ_MESSAGES) ?? false;
  const forced = useForcedMessagesQuery(canRead);
  const [dismissed, setDismissed] = useState(false);
  const messages = forced.data?.data ?? [];
  if (dismissed || messages.length === 0) return null;
  return <ForcedMessagesCarousel messages={messages} onClose={() => setDismissed(true)} />;
}

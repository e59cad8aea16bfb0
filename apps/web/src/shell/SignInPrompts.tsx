import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { escapeHtml } from '@trace/contracts/notices';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpPromptQuery } from '../api/account';
import { seenMaintenance, useMaintenanceNoticesQuery } from '../api/maintenance';
import { type Message, useForcedMessagesQuery } from '../api/notifications';
import { READ_MESSAGES, useSessionAccessQuery } from '../api/session';
import { AlertIcon } from '../components/icons';
import { ForcedMessagesCarousel, MAINTENANCE_SLIDE } from './ForcedMessagesCarousel';
import { useMaintenanceText } from './MaintenanceBanner';
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

/**
 * The must-read carousel: maintenance windows announced or running (first, once per session) and the
 * unread forced messages.
 */
function ForcedMessages() {
  const { t } = useTranslation('maintenance');
  const access = useSessionAccessQuery();
  const canRead = access.data?.permissions.includes(READ_MESSAGES) ?? false;
  const forced = useForcedMessagesQuery(canRead);
  const maintenance = useMaintenanceNoticesQuery();
  const wording = useMaintenanceText();
  const [dismissed, setDismissed] = useState(false);
  const slides = useMemo<Message[]>(() => {
    const seen = seenMaintenance.get();
    const windows = (maintenance.data ?? [])
      .filter((notice) => !seen.has(notice.id))
      .map((notice) => ({
        id: `${MAINTENANCE_SLIDE}${notice.id}`,
        title: t('notice.title'),
        content: `<p><strong>${escapeHtml(wording(notice))}</strong></p><p>${escapeHtml(notice.message)}</p>`,
        createTime: notice.startsAt,
        status: 1 as const,
        isClick: false,
        forced: true,
      }));
    return [...windows, ...(forced.data?.data ?? [])];
  }, [maintenance.data, forced.data, t, wording]);
  // Everything to show is known first, so the carousel does not grow while it is open.
  if (dismissed || slides.length === 0 || (canRead && forced.isPending) || maintenance.isPending) return null;
  return (
    <ForcedMessagesCarousel
      messages={slides}
      onClose={() => {
        seenMaintenance.add(
          slides
            .filter((slide) => slide.id.startsWith(MAINTENANCE_SLIDE))
            .map((slide) => slide.id.slice(MAINTENANCE_SLIDE.length)),
        );
        setDismissed(true);
      }}
    />
  );
}

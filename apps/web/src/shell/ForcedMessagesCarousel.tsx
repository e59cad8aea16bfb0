import { Box, Button, CloseButton, Divider, Group, Modal, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORCED_MESSAGES_KEY, type Message, useMarkMessageReadMutation } from '../api/notifications';
import { ChevronLeftIcon, ChevronRightIcon } from '../components/icons';
import { formatDateTime } from '../kit/format';
import { HtmlContent } from '../kit/html/HtmlContent';
import classes from './Shell.module.css';

/** Slides that are not messages (maintenance windows) have ids starting with this; they are not marked read. */
export const MAINTENANCE_SLIDE = 'maintenance:';

/** Height of the pop-up (spec: 640 px). */
const HEIGHT = 640;

/**
 * The forced messages, one per slide, moved through by hand only. Each message is marked read when
 * its slide is shown; closing marks the rest read too, since the person chose to dismiss them.
 */
export function ForcedMessagesCarousel({ messages, onClose }: { messages: Message[]; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutate: markRead } = useMarkMessageReadMutation();
  const marked = useRef(new Set<string>());
  const [index, setIndex] = useState(0);
  const message = messages[index];
  const last = messages.length - 1;

  function mark(id: string) {
    if (marked.current.has(id) || id.startsWith(MAINTENANCE_SLIDE)) return;
    marked.current.add(id);
    markRead(id);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: marking is keyed on the slide shown
  useEffect(() => {
    if (message) mark(message.id);
  }, [message?.id]);

  function close() {
    for (const each of messages) mark(each.id);
    // They are all read now: nothing is left to pop up, even if the shell is entered again.
    queryClient.setQueryData(FORCED_MESSAGES_KEY, { data: [] });
    onClose();
  }

  if (!message) return null;

  return (
    <Modal.Root opened onClose={close} centered size={760} closeOnClickOutside={false}>
      <Modal.Overlay />
      <Modal.Content data-testid="forced-messages">
        <Box h={HEIGHT} style={{ display: 'flex', flexDirection: 'column' }}>
          <Modal.Header>
            <Group gap="xs">
              <Modal.Title fw={600}>{t('shell.notices')}</Modal.Title>
              {messages.length > 1 ? (
                <Text size="sm" c="dimmed" data-testid="forced-counter">
                  {t('shell.noticeCounter', { current: index + 1, total: messages.length })}
                </Text>
              ) : null}
            </Group>
            <CloseButton onClick={close} aria-label={t('shell.closeNotices')} />
          </Modal.Header>
          <Divider />
          <Box key={message.id} style={{ flex: 1, overflowY: 'auto' }} px="xl" py="lg" aria-live="polite">
            <Title order={2} size="h3" data-testid="forced-title">
              {message.title}
            </Title>
            <Text size="xs" c="dimmed" mt={4} mb="md">
              {formatDateTime(message.createTime)}
            </Text>
            <HtmlContent html={message.content} className={classes.noticeContent} />
          </Box>
          <Divider />
          <Group justify="space-between" px="xl" py="md" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<ChevronLeftIcon size={16} />}
              disabled={index === 0}
              onClick={() => setIndex((i) => Math.max(0, i - 1))}
            >
              {t('shell.previousNotice')}
            </Button>
            <Group gap={8} role="group" aria-label={t('shell.notices')}>
              {messages.map((each, i) => (
                <UnstyledButton
                  key={each.id}
                  className={classes.dot}
                  data-active={i === index || undefined}
                  aria-label={t('shell.goToNotice', { number: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                />
              ))}
            </Group>
            {index < last ? (
              <Button rightSection={<ChevronRightIcon size={16} />} onClick={() => setIndex((i) => i + 1)}>
                {t('shell.nextNotice')}
              </Button>
            ) : (
              <Button onClick={close}>{t('shell.closeNotices')}</Button>
            )}
          </Group>
        </Box>
      </Modal.Content>
    </Modal.Root>
  );
}

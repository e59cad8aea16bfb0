import { Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Message } from '@trace/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, formatDateTime, HtmlContent, PinIcon } from '../../kit';

export interface MessageDetailProps {
  message: Pick<Message, 'title' | 'content' | 'createTime'> & Partial<Pick<Message, 'forced'>>;
  /** Controls at the right of the title (a close button). */
  aside?: ReactNode;
}

/** One message: title, when it was sent, and its HTML body (cleaned by the server, and again here). */
export function MessageDetail({ message, aside }: MessageDetailProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="message-detail">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} miw={0}>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {message.title}
          </Title>
          <Group gap="sm">
            <Group gap={6} c="dimmed">
              <CalendarIcon size={15} />
              <Text size="sm" c="dimmed" component="time" dateTime={message.createTime}>
                {formatDateTime(message.createTime)}
              </Text>
            </Group>
            {message.forced ? (
              <Badge variant="light" color="grape" size="sm" leftSection={<PinIcon size={12} />}>
                {t('messages.forced')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {aside}
      </Group>
      <Divider />
      <HtmlContent html={message.content} />
    </Stack>
  );
}

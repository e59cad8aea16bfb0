import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRecentMessagesQuery } from '../../../api/notifications';
import { READ_MESSAGES } from '../../../api/session';
import { MailIcon } from '../../../components/icons';
import { formatDateTime } from '../../../kit/format';
import { CardFrame } from '../CardFrame';
import type { HomeCard } from '../homeCard';

const MESSAGE_CENTRE_PATH = '/messageCenter';

function UnreadMessagesCard() {
  const { t } = useTranslation();
  const recent = useRecentMessagesQuery(true);
  const unread = recent.data?.unRead ?? 0;
  const messages = recent.data?.data ?? [];

  return (
    <CardFrame
      title={t('home.messagesSection')}
      icon={<MailIcon size={20} />}
      color="blue"
      action={{ label: t('home.allMessages'), to: MESSAGE_CENTRE_PATH }}
      loading={recent.isPending}
      error={recent.error}
      onRetry={() => void recent.refetch()}
      testId="home-messages"
    >
      <Group gap={8} align="baseline" mb="sm">
        <Text fz={34} fw={700} lh={1} c={unread > 0 ? 'blue.7' : 'dark.4'} data-testid="home-unread-count">
          {unread}
        </Text>
        <Text c="dimmed" size="sm">
          {t('home.unreadMessages')}
        </Text>
      </Group>
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('home.noUnreadMessages')}
        </Text>
      ) : (
        <Stack gap={4}>
          {messages.slice(0, 3).map((message) => (
            <UnstyledButton
              key={message.id}
              component={Link}
              to={MESSAGE_CENTRE_PATH}
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text size="sm" fw={500} lineClamp={1}>
                {message.title}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.createTime)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </CardFrame>
  );
}

export const card: HomeCard = { order: 10, permission: READ_MESSAGES, Component: UnreadMessagesCard };

import {
  ActionIcon,
  Anchor,
  Badge,
  Divider,
  Group,
  HoverCard,
  Indicator,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRecentMessagesQuery } from '../api/notifications';
import { BellIcon } from '../components/icons';
import { formatDateTime } from '../kit/format';

export const MESSAGE_CENTRE_PATH = '/messageCenter';

/** The header bell: the unread count, and on hover the newest unread messages; it leads to the message centre. */
export function NotificationBell() {
  const { t } = useTranslation();
  const recent = useRecentMessagesQuery(true);
  const unread = recent.data?.unRead ?? 0;
  const messages = recent.data?.data.slice(0, 3) ?? [];

  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={17}
      color="red"
      offset={5}
      disabled={unread === 0}
      data-testid="header-bell-count"
    >
      <HoverCard
        width={340}
        position="bottom-end"
        shadow="md"
        openDelay={120}
        closeDelay={200}
        events={{ hover: true, focus: true, touch: false }}
      >
        <HoverCard.Target>
          <ActionIcon
            component={Link}
            to={MESSAGE_CENTRE_PATH}
            variant="subtle"
            color="gray"
            size="lg"
            radius="md"
            aria-label={`${t('shell.messages')}, ${t('shell.unreadCount', { count: unread })}`}
            data-testid="header-bell"
          >
            <BellIcon size={20} />
          </ActionIcon>
        </HoverCard.Target>
        <HoverCard.Dropdown p={0}>
          <Group justify="space-between" px="md" py="sm">
            <Text fw={600} size="sm">
              {t('shell.messages')}
            </Text>
            {unread > 0 ? (
              <Badge color="red" variant="light" size="sm">
                {t('shell.unreadCount', { count: unread })}
              </Badge>
            ) : null}
          </Group>
          <Divider />
          {messages.length === 0 ? (
            <Text size="sm" c="dimmed" px="md" py="lg" ta="center">
              {t('shell.noUnread')}
            </Text>
          ) : (
            <Stack gap={0} py={4} data-testid="header-recent-messages">
              {messages.map((message) => (
                <UnstyledButton
                  key={message.id}
                  component={Link}
                  to={MESSAGE_CENTRE_PATH}
                  px="md"
                  py={8}
                  style={{ display: 'block' }}
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
          <Divider />
          <Anchor component={Link} to={MESSAGE_CENTRE_PATH} size="sm" display="block" ta="center" py="sm">
            {t('shell.viewAllMessages')}
          </Anchor>
        </HoverCard.Dropdown>
      </HoverCard>
    </Indicator>
  );
}

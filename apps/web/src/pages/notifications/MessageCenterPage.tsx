import { Badge, Button, CloseButton, Group, Loader, Modal, Text } from '@mantine/core';
import type { Message } from '@trace/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { NOTIFICATIONS_KEY } from '../../api/notifications';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  ChecksIcon,
  type DataColumn,
  EyeIcon,
  type FilterDef,
  formatDateTime,
  ListPage,
  MESSAGE_READ_STATUS,
  PinIcon,
  type RowAction,
  SendIcon,
  StatusBadge,
  statusLabel,
  statusOptions,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../kit';
import { fetchMessagePage, MESSAGE_LIST_KEY } from './api';
import { MessageDetail } from './MessageDetail';

/** The message centre: the person's messages with their read state; opening one marks it read. */
export default function MessageCenterPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const [opened, setOpened] = useState<Message | null>(null);

  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'status',
        type: 'select',
        label: t('messages.readState'),
        options: statusOptions(MESSAGE_READ_STATUS, language),
        width: 160,
      },
    ],
    [t, language],
  );

  const messages = usePagedQuery({ queryKey: MESSAGE_LIST_KEY, fetchPage: fetchMessagePage, filters });
  const unread = messages.data?.unRead;

  const openDetail = useApiMutation<Message, string>({
    call: (id) => callRouteEnvelope(ROUTES.notifications.detail, { body: { id } }),
    successMessage: false,
    invalidate: [NOTIFICATIONS_KEY],
  });
  const markAllRead = useApiMutation<null>({
    call: () => callRouteEnvelope(ROUTES.notifications.readAll),
    successMessage: t('messages.markedAllRead'),
    invalidate: [NOTIFICATIONS_KEY],
  });

  const { mutate: requestDetail, reset: resetDetail } = openDetail;
  const open = useCallback(
    (message: Message) => {
      setOpened(message);
      requestDetail(message.id);
    },
    [requestDetail],
  );
  const close = () => {
    setOpened(null);
    resetDetail();
  };

  const columns = useMemo<DataColumn<Message>[]>(
    () => [
      {
        key: 'status',
        header: t('messages.state'),
        width: 110,
        cell: (message) => <StatusBadge map={MESSAGE_READ_STATUS} value={message.status} />,
        exportValue: (message) => statusLabel(MESSAGE_READ_STATUS, message.status, language),
      },
      {
        key: 'title',
        header: t('messages.title'),
        alwaysVisible: true,
        cell: (message) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={message.status === 1 ? 600 : 400} lineClamp={1}>
              {message.title}
            </Text>
            {message.forced ? (
              <Badge variant="light" color="grape" size="xs" leftSection={<PinIcon size={10} />}>
                {t('messages.forced')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        key: 'createTime',
        header: t('messages.receivedAt'),
        width: 180,
        cell: (message) => (
          <Text size="sm" c="dimmed">
            {formatDateTime(message.createTime)}
          </Text>
        ),
        exportValue: (message) => formatDateTime(message.createTime),
      },
    ],
    [t, language],
  );

  const rowActions = useMemo<RowAction<Message>[]>(
    () => [{ key: 'open', label: t('messages.open'), icon: <EyeIcon size={15} />, onClick: open }],
    [t, open],
  );

  const detail = openDetail.data?.data;

  return (
    <>
      <ListPage
        title={t('messages.centreTitle')}
        badge={
          unread === undefined ? null : unread > 0 ? (
            <Badge color="orange" variant="light" size="lg" data-testid="messages-unread">
              {t('messages.unreadCount', { count: unread })}
            </Badge>
          ) : (
            <Badge color="teal" variant="light" size="lg" data-testid="messages-unread">
              {t('messages.allRead')}
            </Badge>
          )
        }
        actions={
          <>
            <Button
              variant="default"
              leftSection={<ChecksIcon size={16} />}
              disabled={!unread}
              loading={markAllRead.isPending}
              onClick={() => markAllRead.mutate()}
            >
              {t('messages.markAllRead')}
            </Button>
            {can('message.send') ? (
              <Button leftSection={<SendIcon size={16} />} onClick={() => navigate('/addMessage')}>
                {t('messages.send')}
              </Button>
            ) : null}
          </>
        }
        tableId="messages"
        query={messages}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        onRowClick={open}
        rowProps={(message) => ({ 'data-unread': message.status === 1 ? 'true' : undefined })}
        emptyText={t('messages.empty')}
      />
      {/* Composed, so the dialog carries the message's title as its name (it shows no title bar). */}
      <Modal.Root opened={opened !== null} onClose={close} size={760} centered padding="xl" radius="md">
        <Modal.Overlay />
        <Modal.Content aria-label={opened?.title}>
          <Modal.Body>
            {detail ? (
              <MessageDetail
                message={detail}
                aside={<CloseButton onClick={close} aria-label={t('messages.close')} />}
              />
            ) : openDetail.isError ? (
              <Group justify="space-between" wrap="nowrap">
                <Text c="red" size="sm" role="alert">
                  {openDetail.error.message}
                </Text>
                <CloseButton onClick={close} aria-label={t('messages.close')} />
              </Group>
            ) : (
              <Group justify="center" py={80}>
                <Loader />
              </Group>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}

import { Alert, Badge, Drawer, Paper, Stack, Text, Title } from '@mantine/core';
import { ACTION_PERMISSIONS } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import { labelText } from '../../../i18n/text';
import {
  type DataColumn,
  DetailSections,
  EyeIcon,
  type FilterDef,
  formatDateTime,
  ListPage,
  PageHeader,
  pagedRoute,
  type RowAction,
  StatusBadge,
  statusLabel,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { navigationPage } from '../../../routing/navigation';
import { type OutboxItem, SYS_KEYS } from '../api';
import { StateBadge } from '../components/StateBadge';
import { TimeText } from '../components/TimeText';
import { OUTBOX_STATUS } from '../statuses';

/** What `GET /admin/outbox` asks of the caller (the page itself opens with `system.sysOutbox.view`). */
const READ_OUTBOX = 'sys.outbox.view';
const fetchOutbox = pagedRoute(ROUTES.admin.outbox);
const PAGE = navigationPage('/sysOutbox');

/** /sysOutbox: the mail the platform sent or kept (codes, notices), newest first; a row opens the mail. */
export default function OutboxPage() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const can = useCan();
  const allowed = can(READ_OUTBOX);
  const [opened, setOpened] = useState<OutboxItem | null>(null);

  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'recipient', type: 'text', label: t('outbox.recipientFilter'), width: 300 }],
    [t],
  );
  const outbox = usePagedQuery({
    queryKey: SYS_KEYS.outbox,
    fetchPage: fetchOutbox,
    filters,
    enabled: allowed,
  });

  const columns = useMemo<DataColumn<OutboxItem>[]>(
    () => [
      {
        key: 'createTime',
        header: t('outbox.createTime'),
        width: 160,
        cell: (mail) => <TimeText iso={mail.createTime} seconds />,
        exportValue: (mail) => formatDateTime(mail.createTime, { seconds: true }),
      },
      {
        key: 'recipient',
        header: t('outbox.recipient'),
        alwaysVisible: true,
        cell: (mail) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {mail.recipient}
          </Text>
        ),
      },
      {
        key: 'subject',
        header: t('outbox.subject'),
        cell: (mail) => (
          <Text size="sm" lineClamp={1}>
            {mail.subject}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('status'),
        width: 100,
        cell: (mail) => <StateBadge map={OUTBOX_STATUS} value={mail.status} />,
        exportValue: (mail) => statusLabel(OUTBOX_STATUS, mail.status, language),
      },
      {
        key: 'sentTime',
        header: t('outbox.sentTime'),
        width: 160,
        cell: (mail) => <TimeText iso={mail.sentTime} seconds empty={t('outbox.notSent')} />,
        exportValue: (mail) => formatDateTime(mail.sentTime, { seconds: true }),
      },
      {
        key: 'channel',
        header: t('outbox.channel'),
        defaultHidden: true,
        cell: (mail) => t(`outbox.channels.${mail.channel}`),
        exportValue: (mail) => t(`outbox.channels.${mail.channel}`),
      },
      { key: 'error', header: t('outbox.error'), defaultHidden: true },
    ],
    [t, language],
  );
  const rowActions = useMemo<RowAction<OutboxItem>[]>(
    () => [{ key: 'view', label: t('view'), icon: <EyeIcon size={15} />, onClick: setOpened }],
    [t],
  );

  if (!allowed) {
    return (
      <Stack gap="lg">
        <PageHeader title={labelText(PAGE.title, language)} subtitle={t('outbox.subtitle')} />
        <Alert color="orange" variant="light" radius="md" data-testid="outbox-no-permission">
          {t('outbox.noPermission', { permission: ACTION_PERMISSIONS[READ_OUTBOX][language] })}
        </Alert>
      </Stack>
    );
  }

  return (
    <>
      <ListPage
        title={labelText(PAGE.title, language)}
        subtitle={t('outbox.subtitle')}
        tableId="sys-outbox"
        query={outbox}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={setOpened}
        rowProps={(mail) => ({ 'data-recipient': mail.recipient })}
        exportCsv
        exportFilename="outbox.csv"
        emptyText={t('outbox.empty')}
      />
      <Drawer
        opened={opened !== null}
        onClose={() => setOpened(null)}
        position="right"
        size={640}
        title={t('outbox.detail')}
        styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {opened ? <OutboxMail mail={opened} /> : null}
      </Drawer>
    </>
  );
}

/** One mail: subject, delivery facts, any delivery error, and the text as it was sent. */
function OutboxMail({ mail }: { mail: OutboxItem }) {
  const { t } = useTranslation('system');
  return (
    <Stack gap="lg" data-testid="outbox-detail">
      <Stack gap={6}>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Title>
        <div>
          <StatusBadge map={OUTBOX_STATUS} value={mail.status} />
        </div>
      </Stack>
      <DetailSections
        sections={[
          {
            items: [
              { label: t('outbox.recipient'), value: mail.recipient, wide: true },
              {
                label: t('outbox.channel'),
                value: (
                  <Badge variant="default" radius="sm" tt="none">
                    {t(`outbox.channels.${mail.channel}`)}
                  </Badge>
                ),
              },
              { label: t('outbox.createTime'), value: formatDateTime(mail.createTime, { seconds: true }) },
              {
                label: t('outbox.sentTime'),
                value: mail.sentTime ? formatDateTime(mail.sentTime, { seconds: true }) : t('outbox.notSent'),
              },
            ],
          },
        ]}
      />
      {mail.error ? (
        <Alert color="red" variant="light" radius="md" title={t('outbox.error')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {mail.error}
          </Text>
        </Alert>
      ) : null}
      <div>
        <Text size="sm" fw={600} mb={6}>
          {t('outbox.body')}
        </Text>
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="outbox-body"
          >
            {mail.body}
          </Text>
        </Paper>
      </div>
    </Stack>
  );
}

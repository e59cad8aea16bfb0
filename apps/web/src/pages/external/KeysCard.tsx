import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Menu,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { EXTERNAL_APPS_MANAGE } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import {
  DotsIcon,
  formatDateTime,
  PlusIcon,
  StatusBadge,
  useActionDialog,
  useApiMutation,
  useCan,
} from '../../kit';
import { EXTERNAL_KEYS, type PartnerAppDetail, type PartnerKeyRow, useResourceName } from './api';
import { EditKeyModal, type IssuedKey, IssuedSecretModal, NewKeyModal, RotateKeyModal } from './KeyDialogs';
import { KeyUsageModal } from './KeyUsage';
import { KEY_STATUS } from './statuses';

type KeyDialog = { kind: 'edit' | 'rotate' | 'usage'; key: PartnerKeyRow } | null;
type KeyChange = 'disable' | 'enable' | 'revoke';

/** The actions a key in this state takes (usage always). */
function keyActions(key: PartnerKeyRow): ('edit' | 'rotate' | KeyChange)[] {
  switch (key.status) {
    case 'active':
      return ['edit', 'rotate', 'disable', 'revoke'];
    case 'disabled':
      return ['edit', 'enable', 'revoke'];
    case 'grace':
      return ['revoke'];
    default:
      return [];
  }
}

/** The application's keys: issue, edit, rotate, stop, revoke, and each key's use of the last 30 days. */
export function KeysCard({ app }: { app: PartnerAppDetail }) {
  const { t } = useTranslation('external');
  const can = useCan();
  const manage = can(EXTERNAL_APPS_MANAGE);
  const resourceName = useResourceName();
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<KeyDialog>(null);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [ask, confirmDialog] = useActionDialog();
  const change = useApiMutation({
    call: ({ action, key }: { action: KeyChange; key: PartnerKeyRow }) => {
      const route = {
        disable: ROUTES.external.disableKey,
        enable: ROUTES.external.enableKey,
        revoke: ROUTES.external.revokeKey,
      }[action];
      return callRouteEnvelope(route, { params: { id: app.id, keyId: key.id } });
    },
    invalidate: [EXTERNAL_KEYS.all],
  });
  const confirm = (action: KeyChange, key: PartnerKeyRow) =>
    ask({
      title: t(`keys.${action}Title`, { prefix: key.prefix }),
      message: t(`keys.${action}Text`),
      confirmLabel: t(`keys.${action}`),
      danger: action !== 'enable',
      onConfirm: () => change.mutateAsync({ action, key }),
    });
  const scopeText = (scope: string) => {
    const [resource, level] = scope.split(':');
    return `${resourceName(resource ?? '')} · ${t(`keys.level.${level === 'write' ? 'write' : 'read'}`)}`;
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h5">
          {t('keys.title')}
        </Title>
        {manage ? (
          <Button size="xs" leftSection={<PlusIcon size={14} />} onClick={() => setAdding(true)}>
            {t('keys.add')}
          </Button>
        ) : null}
      </Group>
      {app.keys.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('keys.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="sm" data-testid="partner-keys">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('keys.prefix')}</Table.Th>
                <Table.Th>{t('keys.name')}</Table.Th>
                <Table.Th>{t('keys.scopes')}</Table.Th>
                <Table.Th>{t('status')}</Table.Th>
                <Table.Th>{t('keys.expires')}</Table.Th>
                <Table.Th>{t('keys.lastUsed')}</Table.Th>
                <Table.Th>{t('keys.addresses')}</Table.Th>
                <Table.Th w={120} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {app.keys.map((key) => {
                const actions = manage ? keyActions(key) : [];
                return (
                  <Table.Tr key={key.id} data-status={key.status}>
                    <Table.Td>
                      <Code>{key.prefix}</Code>
                    </Table.Td>
                    <Table.Td>{key.name}</Table.Td>
                    <Table.Td miw={200}>
                      <Group gap={4}>
                        {key.scopes.map((scope) => (
                          <Badge key={scope} variant="light" size="sm" tt="none">
                            {scopeText(scope)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge map={KEY_STATUS} value={key.status} />
                      {key.status === 'grace' && key.graceUntil ? (
                        <Text size="xs" c="dimmed" mt={2}>
                          {t('keys.graceUntil', { time: formatDateTime(key.graceUntil) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{formatDateTime(key.expiresAt)}</Table.Td>
                    <Table.Td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('never')}</Table.Td>
                    <Table.Td>
                      {key.ipAllow.length ? (
                        <Text size="sm">{key.ipAllow.join(', ')}</Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('keys.anyAddress')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => setDialog({ kind: 'usage', key })}
                        >
                          {t('keys.usage')}
                        </Button>
                        {actions.length ? (
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <Tooltip label={t('actions')}>
                                <ActionIcon
                                  variant="subtle"
                                  color="gray"
                                  aria-label={t('keys.actionsOf', { prefix: key.prefix })}
                                >
                                  <DotsIcon size={16} />
                                </ActionIcon>
                              </Tooltip>
                            </Menu.Target>
                            <Menu.Dropdown>
                              {actions.map((action) => (
                                <Menu.Item
                                  key={action}
                                  color={action === 'revoke' || action === 'disable' ? 'red' : undefined}
                                  onClick={() =>
                                    action === 'edit' || action === 'rotate'
                                      ? setDialog({ kind: action, key })
                                      : confirm(action, key)
                                  }
                                >
                                  {t(`keys.${action}`)}
                                </Menu.Item>
                              ))}
                            </Menu.Dropdown>
                          </Menu>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {manage ? (
        <NewKeyModal appId={app.id} opened={adding} onClose={() => setAdding(false)} onIssued={setIssued} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditKeyModal appId={app.id} partnerKey={dialog.key} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'rotate' ? (
        <RotateKeyModal
          appId={app.id}
          partnerKey={dialog.key}
          onClose={() => setDialog(null)}
          onIssued={setIssued}
        />
      ) : null}
      {dialog?.kind === 'usage' ? (
        <KeyUsageModal appId={app.id} partnerKey={dialog.key} onClose={() => setDialog(null)} />
      ) : null}
      <IssuedSecretModal issued={issued} onClose={() => setIssued(null)} />
      {confirmDialog}
    </Card>
  );
}

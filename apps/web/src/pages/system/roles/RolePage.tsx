import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  type FilterDef,
  formatDateTime,
  ListPage,
  localized,
  PlusIcon,
  pagedRoute,
  type RowAction,
  statusLabel,
  TrashIcon,
  useActionDialog,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { type Role, SYS_KEYS } from '../api';
import { EditIcon } from '../components/icons';
import { StateBadge } from '../components/StateBadge';
import { TimeText } from '../components/TimeText';
import { ENABLED_STATUS, enabledState } from '../statuses';
import { RoleDrawer } from './RoleDrawer';

const MANAGE = 'system.SysRole.manage';
const fetchRoles = pagedRoute(ROUTES.system.roles.list);

/** /SysRole: roles with their names, permission sets, state and holders; default roles stay. */
export default function RolePage() {
  const { t } = useTranslation('system');
  const { t: shared } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [ask, confirmDialog] = useActionDialog();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('roles.keyword'), width: 220 },
      {
        key: 'enabled',
        type: 'select',
        label: t('common.status'),
        options: [
          { value: 'true', label: statusLabel(ENABLED_STATUS, 'enabled', language) },
          { value: 'false', label: statusLabel(ENABLED_STATUS, 'disabled', language) },
        ],
        width: 140,
      },
    ],
    [t, language],
  );
  const roles = usePagedQuery({ queryKey: SYS_KEYS.roles, fetchPage: fetchRoles, filters });
  const remove = useApiMutation<null, Role>({
    call: (role) => callRouteEnvelope(ROUTES.system.roles.remove, { params: { id: role.id } }),
    invalidate: [SYS_KEYS.roles],
  });

  const columns = useMemo<DataColumn<Role>[]>(
    () => [
      {
        key: 'name',
        header: t('roles.name'),
        alwaysVisible: true,
        cell: (role) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {localized(role.name, language)}
            </Text>
            {role.defaultFor ? (
              <Tooltip
                label={t('roles.defaultFor', { userType: shared(`userType.${role.defaultFor}`) })}
                withArrow
              >
                <Badge size="xs" variant="light" color="blue" tt="none" style={{ flex: 'none' }}>
                  {t('default')}
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
        ),
        exportValue: (role) => localized(role.name, language),
      },
      {
        key: 'code',
        header: t('roles.code'),
        sortable: true,
        cell: (role) => (
          <Text size="xs" ff="monospace">
            {role.code}
          </Text>
        ),
      },
      {
        key: 'permissions',
        header: t('roles.permissions'),
        cell: (role) =>
          role.allPermissions ? (
            <Badge variant="light" color="teal" radius="sm" tt="none" style={{ overflow: 'visible' }}>
              {t('roles.allPermissions')}
            </Badge>
          ) : (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('roles.permissionCount', { count: role.permissions.length })}
            </Text>
          ),
        exportValue: (role) => (role.allPermissions ? t('roles.allPermissions') : role.permissions.join(' ')),
      },
      { key: 'userCount', header: t('roles.userCount'), align: 'right', width: 90 },
      {
        key: 'enabled',
        header: t('common.status'),
        width: 90,
        cell: (role) => <StateBadge map={ENABLED_STATUS} value={enabledState(role.enabled)} />,
        exportValue: (role) => statusLabel(ENABLED_STATUS, enabledState(role.enabled), language),
      },
      { key: 'remark', header: t('remark'), defaultHidden: true },
      {
        key: 'createTime',
        header: t('common.createTime'),
        width: 150,
        cell: (role) => <TimeText iso={role.createTime} />,
        exportValue: (role) => formatDateTime(role.createTime),
      },
    ],
    [t, shared, language],
  );

  const rowActions = useMemo<RowAction<Role>[]>(
    () => [
      {
        key: 'edit',
        label: t('edit'),
        icon: <EditIcon size={15} />,
        permission: MANAGE,
        onClick: (role) => setEditing({ role }),
      },
      {
        key: 'delete',
        label: t('delete'),
        icon: <TrashIcon size={15} />,
        color: 'red',
        permission: MANAGE,
        // Default roles are how new accounts get their rights; the server refuses to remove them.
        visible: (role) => !role.defaultFor && !role.allPermissions,
        onClick: (role) =>
          ask({
            title: t('roles.deleteTitle'),
            message: t('roles.deleteConfirm', { name: localized(role.name, language) }),
            confirmLabel: t('delete'),
            danger: true,
            onConfirm: () => remove.mutateAsync(role),
          }),
      },
    ],
    [t, language, ask, remove.mutateAsync],
  );

  return (
    <>
      <ListPage
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        actions={
          can(MANAGE) ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setEditing({ role: null })}>
              {t('roles.add')}
            </Button>
          ) : null
        }
        tableId="sys-roles"
        query={roles}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        rowProps={(role) => ({ 'data-code': role.code })}
        exportCsv
        exportFilename="roles.csv"
        emptyText={t('roles.empty')}
      />
      {editing ? <RoleDrawer role={editing.role} onClose={() => setEditing(null)} /> : null}
      {confirmDialog}
    </>
  );
}

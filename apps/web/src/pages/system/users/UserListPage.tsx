import { Badge, Stack, Text } from '@mantine/core';
import { USER_TYPES } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  CheckIcon,
  CloseIcon,
  type DataColumn,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  statusLabel,
  useActionDialog,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { SYS_KEYS, type SysUser, useDeptTree } from '../api';
import { EditIcon, KeyIcon, LockOpenIcon } from '../components/icons';
import { StateBadge } from '../components/StateBadge';
import { TimeText } from '../components/TimeText';
import { flattenTree } from '../components/tree';
import { USER_STATUS, userState } from '../statuses';
import { ResetPasswordModal } from './ResetPasswordModal';
import { organisationName } from './userForm';

const MANAGE = 'system.SysUser.manage';
const fetchUsers = pagedRoute(ROUTES.system.listUsers);

/** /SysUser: every account with its type, organisation, roles and state; add, edit, switch off, reset. */
export default function UserListPage() {
  const { t } = useTranslation('system');
  const { t: shared } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const depts = useDeptTree(can('system.SysDept.view'));
  const [resetting, setResetting] = useState<SysUser | null>(null);
  const [ask, confirmDialog] = useActionDialog();

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('users.keyword'), width: 220 },
      {
        key: 'userType',
        type: 'select',
        label: t('profile.userType'),
        options: USER_TYPES.map((type) => ({ value: type, label: shared(`userType.${type}`) })),
        width: 150,
      },
      {
        key: 'deptId',
        type: 'select',
        label: t('users.dept'),
        options: flattenTree(depts.data ?? []).map(({ row, depth }) => ({
          value: row.id,
          label: `${'\u2003'.repeat(depth)}${row.name}`,
        })),
        width: 160,
      },
      {
        key: 'enabled',
        type: 'select',
        label: t('state'),
        options: [
          { value: 'true', label: t('users.enabledFilter') },
          { value: 'false', label: t('users.disabledFilter') },
        ],
        width: 120,
      },
    ],
    [t, shared, depts.data],
  );
  const users = usePagedQuery({ queryKey: SYS_KEYS.users, fetchPage: fetchUsers, filters });

  const setEnabled = useApiMutation<SysUser, { user: SysUser; enabled: boolean }>({
    call: ({ user, enabled }) =>
      callRouteEnvelope(enabled ? ROUTES.system.enableUser : ROUTES.system.disableUser, {
        params: { id: user.id },
      }),
    invalidate: [SYS_KEYS.users],
  });

  const unlock = useApiMutation<SysUser, SysUser>({
    call: (user) => callRouteEnvelope(ROUTES.system.unlockUser, { params: { id: user.id } }),
    invalidate: [SYS_KEYS.users],
  });

  const columns = useMemo<DataColumn<SysUser>[]>(
    () => [
      {
        key: 'account',
        header: t('profile.account'),
        alwaysVisible: true,
        cell: (user) => (
          <div>
            <Text size="sm" fw={500}>
              {user.account}
            </Text>
            <Text size="xs" c="dimmed">
              {user.userName}
            </Text>
          </div>
        ),
      },
      {
        key: 'userType',
        header: t('profile.userType'),
        defaultHidden: true,
        cell: (user) => shared(`userType.${user.userType}`),
        exportValue: (user) => shared(`userType.${user.userType}`),
      },
      {
        key: 'organisation',
        header: t('users.organisation'),
        cell: (user) => {
          const organisation = organisationName(user);
          return (
            <Stack gap={2} align="flex-start">
              <Badge
                variant="light"
                color="blue"
                radius="sm"
                tt="none"
                fw={500}
                size="sm"
                styles={{ label: { overflow: 'visible' } }}
              >
                {shared(`userType.${user.userType}`)}
              </Badge>
              {organisation ? (
                <Text size="sm" lineClamp={1}>
                  {organisation}
                </Text>
              ) : null}
              {user.deptName ? (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {user.deptName}
                </Text>
              ) : null}
            </Stack>
          );
        },
        exportValue: (user) => organisationName(user),
      },
      { key: 'deptName', header: t('users.dept'), defaultHidden: true },
      {
        key: 'roles',
        header: t('users.roles'),
        cell: (user) =>
          user.roles.length > 0 ? (
            <Text size="sm" lineClamp={2}>
              {user.roles.map((role) => role.name).join(t('users.roleSeparator'))}
            </Text>
          ) : (
            <Text c="dimmed">—</Text>
          ),
        exportValue: (user) => user.roles.map((role) => role.name).join(', '),
      },
      {
        key: 'state',
        header: t('state'),
        width: 80,
        cell: (user) => <StateBadge map={USER_STATUS} value={userState(user)} />,
        exportValue: (user) => statusLabel(USER_STATUS, userState(user), language),
      },
      { key: 'phone', header: t('users.phone'), defaultHidden: true },
      { key: 'email', header: t('email'), defaultHidden: true },
      {
        key: 'lastLoginTime',
        header: t('lastSignIn'),
        width: 140,
        cell: (user) => <TimeText iso={user.lastLoginTime} empty={t('never')} />,
        exportValue: (user) => formatDateTime(user.lastLoginTime),
      },
      {
        key: 'createTime',
        header: t('common.createTime'),
        defaultHidden: true,
        cell: (user) => <TimeText iso={user.createTime} />,
        exportValue: (user) => formatDateTime(user.createTime),
      },
    ],
    [t, shared, language],
  );

  const rowActions = useMemo<RowAction<SysUser>[]>(
    () => [
      // First, so that a locked account shows it among the buttons rather than in the "more" menu.
      {
        key: 'unlock',
        label: t('users.unlock'),
        icon: <LockOpenIcon size={15} />,
        color: 'orange',
        permission: MANAGE,
        onClick: (user) =>
          ask({
            title: t('users.unlockTitle'),
            message: t('users.unlockConfirm', { account: user.account }),
            confirmLabel: t('users.unlock'),
            onConfirm: () => unlock.mutateAsync(user),
          }),
      },
      {
        key: 'edit',
        label: t('edit'),
        icon: <EditIcon size={15} />,
        permission: MANAGE,
        onClick: (user) => navigate(`/SysEditUser?id=${user.id}`),
      },
      {
        key: 'resetPassword',
        label: t('resetPassword'),
        icon: <KeyIcon size={15} />,
        permission: MANAGE,
        onClick: setResetting,
      },
      {
        key: 'enable',
        label: t('users.enable'),
        icon: <CheckIcon size={15} />,
        color: 'teal',
        permission: MANAGE,
        onClick: (user) =>
          ask({
            title: t('users.enableTitle'),
            message: t('users.enableConfirm', { account: user.account }),
            confirmLabel: t('users.enable'),
            onConfirm: () => setEnabled.mutateAsync({ user, enabled: true }),
          }),
      },
      {
        key: 'disable',
        label: t('users.disable'),
        icon: <CloseIcon size={15} />,
        color: 'red',
        permission: MANAGE,
        onClick: (user) =>
          ask({
            title: t('users.disableTitle'),
            message: t('users.disableConfirm', { account: user.account }),
            confirmLabel: t('users.disable'),
            danger: true,
            onConfirm: () => setEnabled.mutateAsync({ user, enabled: false }),
          }),
      },
    ],
    [t, navigate, ask, setEnabled.mutateAsync, unlock.mutateAsync],
  );

  return (
    <>
      <ListPage
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={can(MANAGE) ? <AddButton to={'/SysAddUser'}>{t('users.add')}</AddButton> : null}
        tableId="sys-users"
        query={users}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        rowProps={(user) => ({ 'data-account': user.account })}
        exportCsv
        exportFilename="users.csv"
        emptyText={t('users.empty')}
      />
      {resetting ? <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} /> : null}
      {confirmDialog}
    </>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  type DataColumn,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  statusLabel,
  TrashIcon,
  useActionDialog,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { type MemberScanSetting, SYS_KEYS } from '../api';
import { EditIcon } from '../components/icons';
import { StateBadge } from '../components/StateBadge';
import { ENABLED_STATUS, enabledState } from '../statuses';

const MANAGE = 'system.SysMemberScan.manage';
const fetchSettings = pagedRoute(ROUTES.system.memberScanSettings.list);

/** /SysMemberScan: member sign-up and scan-reward rules the public scan page applies. */
export default function MemberScanListPage() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const [ask, confirmDialog] = useActionDialog();
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'keyword', type: 'text', label: t('memberScan.keyword'), width: 240 }],
    [t],
  );
  const settings = usePagedQuery({ queryKey: SYS_KEYS.memberScan, fetchPage: fetchSettings, filters });
  const remove = useApiMutation<null, MemberScanSetting>({
    call: (setting) =>
      callRouteEnvelope(ROUTES.system.memberScanSettings.remove, { params: { id: setting.id } }),
    invalidate: [SYS_KEYS.memberScan],
  });
  const columns = useMemo<DataColumn<MemberScanSetting>[]>(() => {
    const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
    const period = (setting: MemberScanSetting) =>
      setting.startTime || setting.endTime
        ? `${formatDateTime(setting.startTime) || '…'} – ${formatDateTime(setting.endTime) || '…'}`
        : t('memberScan.always');
    return [
      {
        key: 'name',
        header: t('memberScan.name'),
        alwaysVisible: true,
        sortable: true,
        cell: (setting) => (
          <div>
            <Text size="sm" fw={500} miw={180}>
              {setting.name}
            </Text>
            <Text size="xs" c="dimmed">
              {setting.memberRegistration
                ? setting.requirePhone
                  ? t('memberScan.signUpWithPhone')
                  : t('memberScan.signUpOpen')
                : t('memberScan.signUpClosed')}
            </Text>
          </div>
        ),
      },
      {
        key: 'memberRegistration',
        header: t('memberScan.memberRegistration'),
        defaultHidden: true,
        cell: (setting) => yesNo(setting.memberRegistration),
        exportValue: (setting) => yesNo(setting.memberRegistration),
      },
      {
        key: 'requirePhone',
        header: t('memberScan.requirePhone'),
        defaultHidden: true,
        cell: (setting) => yesNo(setting.requirePhone),
        exportValue: (setting) => yesNo(setting.requirePhone),
      },
      {
        key: 'rewards',
        header: t('memberScan.rewardSection'),
        cell: (setting) => (
          <Stack gap={0}>
            {(
              [
                [t('memberScan.registerReward'), setting.registerRewardPoints],
                [t('memberScan.scanReward'), setting.scanRewardPoints],
                [t('memberScan.dailyLimit'), setting.dailyRewardLimit],
              ] as const
            ).map(([label, points]) => (
              <Group key={label} gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {label}
                </Text>
                <Text size="sm" fw={500}>
                  {points.toLocaleString('en')}
                </Text>
              </Group>
            ))}
          </Stack>
        ),
        exportValue: (setting) =>
          `${setting.registerRewardPoints} / ${setting.scanRewardPoints} / ${setting.dailyRewardLimit}`,
      },
      {
        key: 'registerRewardPoints',
        header: t('memberScan.registerReward'),
        align: 'right',
        sortable: true,
        defaultHidden: true,
      },
      {
        key: 'scanRewardPoints',
        header: t('memberScan.scanReward'),
        align: 'right',
        sortable: true,
        defaultHidden: true,
      },
      { key: 'dailyRewardLimit', header: t('memberScan.dailyLimit'), align: 'right', defaultHidden: true },
      {
        key: 'period',
        header: t('memberScan.period'),
        cell: (setting) => (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {period(setting)}
          </Text>
        ),
        exportValue: period,
      },
      {
        key: 'enabled',
        header: t('common.status'),
        width: 90,
        cell: (setting) => <StateBadge map={ENABLED_STATUS} value={enabledState(setting.enabled)} />,
        exportValue: (setting) => statusLabel(ENABLED_STATUS, enabledState(setting.enabled), language),
      },
      { key: 'remark', header: t('remark'), defaultHidden: true },
    ];
  }, [t, language]);

  const rowActions = useMemo<RowAction<MemberScanSetting>[]>(
    () => [
      {
        key: 'edit',
        label: t('edit'),
        icon: <EditIcon size={15} />,
        permission: MANAGE,
        onClick: (setting) => navigate(`/SysEditMemberScan?id=${setting.id}`),
      },
      {
        key: 'delete',
        label: t('delete'),
        icon: <TrashIcon size={15} />,
        color: 'red',
        permission: MANAGE,
        onClick: (setting) =>
          ask({
            title: t('memberScan.deleteTitle'),
            message: t('memberScan.deleteConfirm', { name: setting.name }),
            confirmLabel: t('delete'),
            danger: true,
            onConfirm: () => remove.mutateAsync(setting),
          }),
      },
    ],
    [t, navigate, ask, remove.mutateAsync],
  );

  return (
    <>
      <ListPage
        title={t('memberScan.title')}
        subtitle={t('memberScan.subtitle')}
        actions={can(MANAGE) ? <AddButton to={'/SysAddMemberScan'}>{t('memberScan.add')}</AddButton> : null}
        tableId="sys-member-scan"
        query={settings}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        exportCsv
        exportFilename="member-scan-settings.csv"
        emptyText={t('memberScan.empty')}
      />
      {confirmDialog}
    </>
  );
}

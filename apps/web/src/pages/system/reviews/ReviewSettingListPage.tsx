import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  type DataColumn,
  formatDateTime,
  ListPage,
  localized,
  pagedRoute,
  type RowAction,
  statusLabel,
  TrashIcon,
  useActionDialog,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { type ReviewSetting, SYS_KEYS } from '../api';
import { EditIcon } from '../components/icons';
import { StateBadge } from '../components/StateBadge';
import { TimeText } from '../components/TimeText';
import { ENABLED_STATUS, enabledState } from '../statuses';

const MANAGE = 'system.SysAudit.manage';
const fetchSettings = pagedRoute(ROUTES.system.reviewSettings.list);

/** /SysAudit: which reviewer role reviews each kind of submission. */
export default function ReviewSettingListPage() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const [ask, confirmDialog] = useActionDialog();
  const settings = usePagedQuery({ queryKey: SYS_KEYS.reviewSettings, fetchPage: fetchSettings });
  const remove = useApiMutation<null, ReviewSetting>({
    call: (setting) => callRouteEnvelope(ROUTES.system.reviewSettings.remove, { params: { id: setting.id } }),
    invalidate: [SYS_KEYS.reviewSettings],
  });

  const columns = useMemo<DataColumn<ReviewSetting>[]>(
    () => [
      {
        key: 'resourceType',
        header: t('reviews.resourceType'),
        alwaysVisible: true,
        sortable: true,
        cell: (setting) => (
          <Text size="sm" fw={500}>
            {t(`reviews.resourceTypes.${setting.resourceType}`)}
          </Text>
        ),
        exportValue: (setting) => t(`reviews.resourceTypes.${setting.resourceType}`),
      },
      {
        key: 'reviewerRoleName',
        header: t('reviews.reviewerRole'),
        cell: (setting) => localized(setting.reviewerRoleName, language),
        exportValue: (setting) => localized(setting.reviewerRoleName, language),
      },
      {
        key: 'enabled',
        header: t('common.status'),
        width: 100,
        cell: (setting) => <StateBadge map={ENABLED_STATUS} value={enabledState(setting.enabled)} />,
        exportValue: (setting) => statusLabel(ENABLED_STATUS, enabledState(setting.enabled), language),
      },
      { key: 'remark', header: t('remark') },
      {
        key: 'createTime',
        header: t('common.createTime'),
        width: 150,
        defaultHidden: true,
        cell: (setting) => <TimeText iso={setting.createTime} />,
        exportValue: (setting) => formatDateTime(setting.createTime),
      },
    ],
    [t, language],
  );

  const rowActions = useMemo<RowAction<ReviewSetting>[]>(
    () => [
      {
        key: 'edit',
        label: t('edit'),
        icon: <EditIcon size={15} />,
        permission: MANAGE,
        onClick: (setting) => navigate(`/SysEditAudit?id=${setting.id}`),
      },
      {
        key: 'delete',
        label: t('delete'),
        icon: <TrashIcon size={15} />,
        color: 'red',
        permission: MANAGE,
        onClick: (setting) =>
          ask({
            title: t('reviews.deleteTitle'),
            message: t('reviews.deleteConfirm', { type: t(`reviews.resourceTypes.${setting.resourceType}`) }),
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
        title={t('reviews.title')}
        subtitle={t('reviews.subtitle')}
        actions={can(MANAGE) ? <AddButton to={'/SysAddAudit'}>{t('reviews.add')}</AddButton> : null}
        tableId="sys-review-settings"
        query={settings}
        columns={columns}
        rowActions={rowActions}
        exportCsv
        exportFilename="review-settings.csv"
        emptyText={t('reviews.empty')}
      />
      {confirmDialog}
    </>
  );
}

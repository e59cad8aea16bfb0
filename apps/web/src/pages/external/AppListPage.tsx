import { Text } from '@mantine/core';
import { EXTERNAL_APPS_MANAGE } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  AddButton,
  type DataColumn,
  dateTimeColumn,
  type FilterDef,
  ListPage,
  pagedRoute,
  StatusBadge,
  statusLabel,
  useCan,
  useFormatCount,
  usePagedQuery,
} from '../../kit';
import { EXTERNAL_KEYS, EXTERNAL_PATHS, type PartnerAppDetail } from './api';
import { APP_STATUS } from './statuses';

type AppRow = Omit<PartnerAppDetail, 'keys'>;
const appState = (app: AppRow) => (app.enabled ? 'enabled' : 'disabled');

/** /externalRequestPermissionsList: the partner applications that may call the partner API. */
export default function AppListPage() {
  const { t } = useTranslation('external');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const count = useFormatCount();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('apps.keyword'), width: 260 },
      {
        key: 'enabled',
        type: 'select',
        label: t('apps.enabled'),
        options: [
          { value: 'true', label: statusLabel(APP_STATUS, 'enabled', language) },
          { value: 'false', label: statusLabel(APP_STATUS, 'disabled', language) },
        ],
      },
    ],
    [t, language],
  );
  const query = usePagedQuery({
    queryKey: EXTERNAL_KEYS.apps,
    fetchPage: pagedRoute(ROUTES.external.listApps),
    filters,
  });
  const columns = useMemo<DataColumn<AppRow>[]>(
    () => [
      { key: 'name', header: t('apps.name'), alwaysVisible: true },
      { key: 'contactName', header: t('apps.contactName') },
      { key: 'contactEmail', header: t('apps.contactEmail'), defaultHidden: true },
      {
        key: 'purpose',
        header: t('apps.purpose'),
        width: 240,
        cell: (app) => (
          <Text size="sm" lineClamp={2} title={app.purpose}>
            {app.purpose}
          </Text>
        ),
      },
      { key: 'activeKeys', header: t('apps.activeKeys'), align: 'right' },
      { key: 'grantsInForce', header: t('apps.grantsInForce'), align: 'right' },
      {
        key: 'ratePerMinute',
        header: t('apps.ratePerMinute'),
        align: 'right',
        cell: (app) => count(app.ratePerMinute),
      },
      {
        key: 'dailyQuota',
        header: t('apps.dailyQuota'),
        align: 'right',
        cell: (app) => count(app.dailyQuota),
      },
      {
        key: 'enabled',
        header: t('apps.enabled'),
        cell: (app) => <StatusBadge map={APP_STATUS} value={appState(app)} />,
        exportValue: (app) => statusLabel(APP_STATUS, appState(app), language),
      },
      dateTimeColumn('createTime', t('created'), (app) => app.createTime, { sortable: true }),
    ],
    [t, language, count],
  );
  return (
    <ListPage
      title={t('apps.title')}
      subtitle={t('apps.subtitle')}
      actions={
        can(EXTERNAL_APPS_MANAGE) ? <AddButton to={EXTERNAL_PATHS.addApp}>{t('apps.add')}</AddButton> : null
      }
      tableId="partner-apps"
      query={query}
      filters={filters}
      columns={columns}
      emptyText={t('apps.empty')}
      rowActions={[
        { key: 'view', label: t('view'), onClick: (app) => navigate(`${EXTERNAL_PATHS.app}?id=${app.id}`) },
        {
          key: 'edit',
          label: t('edit'),
          permission: EXTERNAL_APPS_MANAGE,
          onClick: (app) => navigate(`${EXTERNAL_PATHS.editApp}?id=${app.id}`),
        },
      ]}
    />
  );
}

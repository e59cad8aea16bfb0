import { GINSENG_MANAGE, regionOptions } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  AddButton,
  type DataColumn,
  dateTimeColumn,
  type FilterDef,
  ListPage,
  pagedRoute,
  useActionDialog,
  useApiMutation,
  useCan,
  useIsCompanyAccount,
  usePagedQuery,
} from '../../kit';
import { GINSENG_KEYS, GINSENG_PATHS, type GinsengFarmRow } from './api';

/** /ginsengInformation: the company's American ginseng farms, with their plots. */
export default function GinsengFarmListPage() {
  const { t } = useTranslation('ginseng');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const companyAccount = useIsCompanyAccount();
  const [ask, dialog] = useActionDialog();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('list.keyword'), width: 240 },
      { key: 'region', type: 'select', label: t('farm.region'), options: regionOptions(language) },
    ],
    [t, language],
  );
  const fetchPage = useMemo(() => pagedRoute(ROUTES.ginseng.farms.list), []);
  const query = usePagedQuery({ queryKey: GINSENG_KEYS.farms, fetchPage, filters });
  const remove = useApiMutation({
    call: (farm: GinsengFarmRow) =>
      callRouteEnvelope(ROUTES.ginseng.farms.remove, { params: { id: farm.id } }),
    invalidate: [GINSENG_KEYS.all],
    successMessage: t('done.farmDeleted'),
  });
  const columns = useMemo<DataColumn<GinsengFarmRow>[]>(
    () => [
      { key: 'name', header: t('farm.name'), width: 200, alwaysVisible: true, sortable: true },
      ...(companyAccount ? [] : [{ key: 'corpName', header: t('farm.company'), width: 200 }]),
      {
        key: 'region',
        header: t('farm.place'),
        cell: (farm) => `${farm.regionName} · ${farm.city}`,
        exportValue: (farm) => `${farm.regionName} · ${farm.city}`,
      },
      { key: 'area', header: t('farm.areaHa'), align: 'right', sortable: true },
      { key: 'plotCount', header: t('farm.plotCount'), align: 'right' },
      { key: 'plottedArea', header: t('farm.plottedAreaHa'), align: 'right' },
      { key: 'address', header: t('farm.address'), defaultHidden: true },
      dateTimeColumn('createTime', t('created'), (farm) => farm.createTime),
    ],
    [t, companyAccount],
  );
  return (
    <>
      <ListPage
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={can(GINSENG_MANAGE) ? <AddButton to={GINSENG_PATHS.add}>{t('list.add')}</AddButton> : null}
        tableId="ginseng-farms"
        query={query}
        filters={filters}
        columns={columns}
        emptyText={t('list.empty')}
        rowActions={[
          {
            key: 'view',
            label: t('view'),
            onClick: (farm) => navigate(`${GINSENG_PATHS.details}?id=${farm.id}`),
          },
          {
            key: 'edit',
            label: t('edit'),
            permission: GINSENG_MANAGE,
            onClick: (farm) => navigate(`${GINSENG_PATHS.edit}?id=${farm.id}`),
          },
          {
            key: 'delete',
            label: t('delete'),
            color: 'red',
            permission: GINSENG_MANAGE,
            onClick: (farm) =>
              ask({
                title: t('ask.deleteFarmTitle'),
                message: t('ask.deleteFarm', { name: farm.name }),
                confirmLabel: t('delete'),
                danger: true,
                onConfirm: () => remove.mutateAsync(farm),
              }),
          },
        ]}
        exportCsv
      />
      {dialog}
    </>
  );
}

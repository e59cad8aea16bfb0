import { Text } from '@mantine/core';
import { LANGUAGES, NEWS_MANAGE, type NewsSummary } from '@trace/contracts';
import { useMemo, useState } from 'react';
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
  statusOptions,
  useCan,
  usePagedQuery,
  usePlatformNames,
} from '../../kit';
import { NEWS_KEYS, NEWS_PATHS, useNewsChanges } from './api';
import { ScheduleDialog } from './ScheduleDialog';
import { NEWS_STATUS, newsState } from './statuses';

/** /newsList: the news written by administrators, in both states. */
export default function NewsListPage() {
  const { t } = useTranslation('news');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const platforms = usePlatformNames();
  const [run, dialog] = useNewsChanges();
  const [scheduling, setScheduling] = useState<NewsSummary | null>(null);
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('list.keyword'), width: 240 },
      {
        key: 'status',
        type: 'select',
        label: t('field.status'),
        options: statusOptions(NEWS_STATUS, language).filter((option) => option.value !== 'scheduled'),
      },
      {
        key: 'language',
        type: 'select',
        label: t('field.language'),
        options: LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) })),
      },
    ],
    [t, language],
  );
  const query = usePagedQuery({
    queryKey: NEWS_KEYS.list,
    fetchPage: pagedRoute(ROUTES.news.list),
    filters,
  });
  const columns = useMemo<DataColumn<NewsSummary>[]>(
    () => [
      {
        key: 'title',
        header: t('field.title'),
        alwaysVisible: true,
        width: 280,
        cell: (item) => (
          <Text size="sm" fw={500} lineClamp={2} title={item.title}>
            {item.title}
          </Text>
        ),
      },
      { key: 'categoryName', header: t('field.category'), cell: (item) => item.categoryName ?? '—' },
      {
        key: 'language',
        header: t('field.language'),
        cell: (item) => t(`languages.${item.language}`),
      },
      {
        key: 'platform',
        header: t('field.platform'),
        cell: (item) => (item.platform ? platforms.name(item.platform) : t('field.allPlatforms')),
      },
      {
        key: 'status',
        header: t('field.status'),
        cell: (item) => <StatusBadge map={NEWS_STATUS} value={newsState(item)} />,
        exportValue: (item) => statusLabel(NEWS_STATUS, newsState(item), language),
      },
      dateTimeColumn('publishAt', t('field.publishAt'), (item) => item.publishAt),
      dateTimeColumn('publishedAt', t('field.publishedAt'), (item) => item.publishedAt),
      dateTimeColumn('createTime', t('created'), (item) => item.createTime),
    ],
    [t, language, platforms],
  );
  const allowed = (action: NewsSummary['actions'][number]) => (item: NewsSummary) =>
    item.actions.includes(action);
  return (
    <>
      <ListPage
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={can(NEWS_MANAGE) ? <AddButton to={NEWS_PATHS.add}>{t('list.add')}</AddButton> : null}
        tableId="news"
        query={query}
        filters={filters}
        columns={columns}
        emptyText={t('list.empty')}
        rowActions={[
          {
            key: 'view',
            label: t('view'),
            onClick: (item) => navigate(`${NEWS_PATHS.details}?id=${item.id}`),
          },
          {
            key: 'edit',
            label: t('edit'),
            permission: NEWS_MANAGE,
            onClick: (item) => navigate(`${NEWS_PATHS.edit}?id=${item.id}`),
          },
          {
            key: 'publish',
            label: t('action.publish'),
            permission: NEWS_MANAGE,
            visible: allowed('publish'),
            onClick: (item) => run('publish', item),
          },
          {
            key: 'schedule',
            label: t('action.schedule'),
            permission: NEWS_MANAGE,
            visible: allowed('schedule'),
            onClick: setScheduling,
          },
          {
            key: 'unschedule',
            label: t('action.unschedule'),
            permission: NEWS_MANAGE,
            visible: allowed('unschedule'),
            onClick: (item) => run('unschedule', item),
          },
          {
            key: 'unpublish',
            label: t('action.unpublish'),
            permission: NEWS_MANAGE,
            visible: allowed('unpublish'),
            onClick: (item) => run('unpublish', item),
          },
          {
            key: 'delete',
            label: t('action.delete'),
            color: 'red',
            permission: NEWS_MANAGE,
            visible: allowed('delete'),
            onClick: (item) => run('delete', item),
          },
        ]}
      />
      <ScheduleDialog item={scheduling} onClose={() => setScheduling(null)} />
      {dialog}
    </>
  );
}

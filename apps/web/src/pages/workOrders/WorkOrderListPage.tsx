import { Badge, Button, Group, Text } from '@mantine/core';
import { WORK_ORDER_MANAGE } from '@trace/contracts';
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
  statusOptions,
  useCan,
  usePagedQuery,
  withReaderActions,
} from '../../kit';
import { WORK_ORDER_KEYS, WORK_ORDER_PATHS, type WorkOrderRow } from './api';
import { formatDuration } from './duration';
import { WORK_ORDER_PRIORITY, WORK_ORDER_STATUS } from './statuses';

/**
 * /workList: the work orders of the reader's organisation, or every one for administrators; overdue
 * ones first, then the newest.
 */
export default function WorkOrderListPage() {
  const { t } = useTranslation('workOrders');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const staff = can(WORK_ORDER_MANAGE);
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('list.keyword'), width: 240 },
      {
        key: 'status',
        type: 'select',
        label: t('status'),
        options: statusOptions(WORK_ORDER_STATUS, language),
      },
      { key: 'type', type: 'select', label: t('fields.type'), dictionary: 'work_order_type' },
      {
        key: 'priority',
        type: 'select',
        label: t('fields.priority'),
        options: statusOptions(WORK_ORDER_PRIORITY, language),
      },
      {
        key: 'overdue',
        type: 'select',
        label: t('list.overdueFilter'),
        options: [
          { value: 'true', label: t('list.overdueOnly') },
          { value: 'false', label: t('list.onTime') },
        ],
      },
    ],
    [t, language],
  );
  const fetchPage = useMemo(() => withReaderActions(pagedRoute(ROUTES.workOrders.list)), []);
  const query = usePagedQuery({ queryKey: WORK_ORDER_KEYS.list, fetchPage, filters });
  const columns = useMemo<DataColumn<WorkOrderRow>[]>(
    () => [
      { key: 'orderNo', header: t('fields.orderNo'), width: 170, alwaysVisible: true },
      {
        key: 'title',
        header: t('fields.title'),
        width: 240,
        cell: (o) => (
          <Group gap={6} wrap="nowrap">
            {o.overdue ? (
              <Badge color="red" variant="filled" size="sm" data-overdue="true">
                {t('list.overdue')}
              </Badge>
            ) : null}
            <Text size="sm" lineClamp={2} title={o.title} style={{ flex: 1, minWidth: 0 }}>
              {o.title}
            </Text>
          </Group>
        ),
        exportValue: (o) => o.title,
      },
      { key: 'typeName', header: t('fields.type') },
      {
        key: 'priority',
        header: t('fields.priority'),
        cell: (o) => <StatusBadge map={WORK_ORDER_PRIORITY} value={o.priority} />,
        exportValue: (o) => statusLabel(WORK_ORDER_PRIORITY, o.priority, language),
      },
      {
        key: 'status',
        header: t('status'),
        cell: (o) => <StatusBadge map={WORK_ORDER_STATUS} value={o.status} />,
        exportValue: (o) => statusLabel(WORK_ORDER_STATUS, o.status, language),
      },
      ...(staff ? [{ key: 'applicationCorp', header: t('fields.applicationCorp'), width: 200 }] : []),
      { key: 'createName', header: t('fields.createName') },
      ...(staff
        ? [
            {
              key: 'assigneeName',
              header: t('fields.assignee'),
              cell: (o: WorkOrderRow) => o.assigneeName ?? '—',
            },
          ]
        : []),
      dateTimeColumn('dueTime', t('fields.dueTime'), (o) => o.dueTime),
      dateTimeColumn('createTime', t('created'), (o) => o.createTime),
      {
        key: 'processingTime',
        header: t('fields.processingTime'),
        defaultHidden: true,
        cell: (o) => formatDuration(o.processingTime, t),
        exportValue: (o) => formatDuration(o.processingTime, t),
      },
    ],
    [t, language, staff],
  );
  return (
    <ListPage
      title={t('list.title')}
      subtitle={staff ? t('list.subtitleStaff') : t('list.subtitle')}
      actions={
        staff ? (
          <Button variant="light" onClick={() => navigate(WORK_ORDER_PATHS.report)}>
            {t('report.title')}
          </Button>
        ) : (
          <AddButton to={WORK_ORDER_PATHS.add}>{t('list.add')}</AddButton>
        )
      }
      tableId="work-orders"
      query={query}
      filters={filters}
      columns={columns}
      emptyText={t('list.empty')}
      rowProps={(o) => ({ 'data-overdue': o.overdue ? 'true' : undefined })}
      rowActions={[
        { key: 'view', label: t('view'), onClick: (o) => navigate(`${WORK_ORDER_PATHS.detail}?id=${o.id}`) },
        { key: 'edit', label: t('edit'), onClick: (o) => navigate(`${WORK_ORDER_PATHS.edit}?id=${o.id}`) },
      ]}
      exportCsv
    />
  );
}

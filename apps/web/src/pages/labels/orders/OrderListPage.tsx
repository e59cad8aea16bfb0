import { Badge, Stack, Text } from '@mantine/core';
import type { OrderAction } from '@trace/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  type DataColumn,
  EyeIcon,
  type FetchPage,
  type FilterDef,
  formatDate,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  statusLabel,
  statusOptions,
  UploadIcon,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { LABEL_KEYS, type LabelOrder, useOverdueCount } from '../api';
import { GenerationProgress } from '../components/GenerationProgress';
import { ReceiptIcon, ShieldCheckIcon, TruckIcon } from '../components/labelIcons';
import { stepHref } from '../components/OrderActions';
import { OrderStatusBadges, OverdueBadge } from '../components/orderSections';
import { UploadApplicationDialog } from '../components/UploadApplicationDialog';
import { useFormatCount } from '../format';
import { ORDER_STATUS } from '../statuses';

/** Every reader of a row may open it; the server's `actions` govern the steps. */
type Row = Omit<LabelOrder, 'actions'> & { actions: string[] };
const fetchOrders: FetchPage<Row> = async (query, signal) => {
  const page = await pagedRoute(ROUTES.labelOrders.list)(query, signal);
  return {
    ...page,
    list: page.list.map((order): Row => ({ ...order, actions: [...order.actions, 'view'] })),
  };
};

/** /applyLabel: label orders — a company's own, a printing factory's, or all of them for reviewers. */
export default function OrderListPage() {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const format = useFormatCount();
  const overdue = useOverdueCount();
  const [uploading, setUploading] = useState<Row | null>(null);

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('orders.keyword'), width: 160 },
      {
        key: 'status',
        type: 'select',
        label: t('status'),
        options: statusOptions(ORDER_STATUS, language),
        width: 150,
      },
      {
        key: 'overdue',
        type: 'select',
        label: t('orders.delivery'),
        options: [{ value: 'true', label: t('orders.overdueOnly') }],
        width: 160,
      },
    ],
    [t, language],
  );
  const orders = usePagedQuery({ queryKey: LABEL_KEYS.orderList, fetchPage: fetchOrders, filters });

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        key: 'orderNo',
        header: t('common.orderNo'),
        alwaysVisible: true,
        cell: (order) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} ff="monospace">
              {order.orderNo}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(order.createTime)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'corpName',
        header: `${t('company')} / ${t('product')}`,
        cell: (order) => (
          <Stack gap={2} miw={160}>
            <Text size="sm">{order.corpName}</Text>
            <Text size="xs" c="dimmed">
              {order.productName}
            </Text>
          </Stack>
        ),
        exportValue: (order) => `${order.corpName} / ${order.productName}`,
      },
      {
        key: 'count',
        header: t('common.count'),
        align: 'right',
        cell: (order) => (
          <Stack gap={2} align="flex-end">
            <Text size="sm" fw={500}>
              {format(order.count)}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t(`sheet.${order.sheetType}`)}
            </Text>
          </Stack>
        ),
        exportValue: (order) => order.count,
      },
      {
        key: 'status',
        header: t('status'),
        cell: (order) => (
          <Stack gap={6} miw={150}>
            <OrderStatusBadges order={order} />
            {order.status === 'paid' && order.generationStatus ? (
              <GenerationProgress
                inline
                status={order.generationStatus}
                progress={order.generationProgress}
                generated={0}
                total={order.count}
              />
            ) : null}
          </Stack>
        ),
        exportValue: (order) => statusLabel(ORDER_STATUS, order.status, language),
      },
      {
        key: 'dueDate',
        header: t('orders.dueDate'),
        cell: (order) =>
          order.dueDate ? (
            <Stack gap={4} align="flex-start">
              <Text
                size="sm"
                c={order.overdue ? 'red' : undefined}
                fw={order.overdue ? 600 : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {formatDate(order.dueDate)}
              </Text>
              <OverdueBadge order={order} />
            </Stack>
          ) : (
            <Text c="dimmed">—</Text>
          ),
        exportValue: (order) => formatDate(order.dueDate),
      },
      { key: 'printingFactoryName', header: t('printingFactory'), defaultHidden: true },
    ],
    [t, language, format],
  );

  const rowActions = useMemo<RowAction<Row>[]>(() => {
    const step = (action: OrderAction, label: string, icon: ReactNode): RowAction<Row> => ({
      key: action,
      label,
      icon,
      onClick: (order) => navigate(stepHref(action, order)),
    });
    return [
      step('approve', t('review'), <ShieldCheckIcon size={15} />),
      step('approvePayment', t('orders.actions.approvePayment'), <ReceiptIcon size={15} />),
      step('uploadReceipt', t('orders.actions.uploadReceipt'), <ReceiptIcon size={15} />),
      step('setDelivery', t('ship'), <TruckIcon size={15} />),
      {
        key: 'uploadApplication',
        label: t('orders.actions.uploadApplication'),
        icon: <UploadIcon size={15} />,
        onClick: setUploading,
      },
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (order) => navigate(`/detailPage?id=${order.id}`),
      },
    ];
  }, [t, navigate]);

  const overdueCount = overdue.data ?? 0;
  return (
    <>
      <ListPage
        title={t('orders.title')}
        subtitle={t('orders.subtitle')}
        badge={
          overdueCount > 0 ? (
            <Badge color="red" variant="light" size="lg" data-testid="overdue-count">
              {t('orders.overdueCount', { count: overdueCount })}
            </Badge>
          ) : null
        }
        actions={
          can('label.applyLabel.manage') ? (
            <AddButton to={'/applicationLabel'}>{t('orders.apply')}</AddButton>
          ) : null
        }
        tableId="label-orders"
        query={orders}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={(order) => navigate(`/detailPage?id=${order.id}`)}
        rowProps={(order) => ({ 'data-overdue': order.overdue ? 'true' : undefined })}
        emptyText={t('orders.empty')}
        exportCsv
        exportFilename="label-orders.csv"
      />
      <UploadApplicationDialog order={uploading} onClose={() => setUploading(null)} />
    </>
  );
}

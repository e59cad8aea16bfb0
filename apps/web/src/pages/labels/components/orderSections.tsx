import { Badge, Group, Text } from '@mantine/core';
import { SHEET_LABELS } from '@trace/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type DetailSection, formatDate, formatDateTime, StatusBadge } from '../../../kit';
import type { LabelOrder } from '../api';
import { daysSince, useFormatCount } from '../format';
import { ORDER_STATUS, PAYMENT_STATUS } from '../statuses';
import { GenerationProgress } from './GenerationProgress';
import { StoredFileList } from './StoredFileList';

/** A red "overdue" mark with how late the delivery is. */
export function OverdueBadge({
  order,
  withDays = false,
}: {
  order: Pick<LabelOrder, 'overdue' | 'dueDate'>;
  withDays?: boolean;
}) {
  const { t } = useTranslation('labels');
  if (!order.overdue) return null;
  const days = daysSince(order.dueDate);
  return (
    <Badge
      color="red"
      variant="filled"
      size="sm"
      radius="sm"
      style={{ flex: 'none' }}
      data-testid="overdue-badge"
    >
      {withDays && days > 0 ? t('detail.daysLate', { count: days }) : t('orders.overdue')}
    </Badge>
  );
}

/** The order's state, with where its payment stands while it waits for one. */
export function OrderStatusBadges({ order }: { order: Pick<LabelOrder, 'status' | 'paymentStatus'> }) {
  return (
    <Group gap={6}>
      <StatusBadge map={ORDER_STATUS} value={order.status} />
      {order.status === 'passed' ? <StatusBadge map={PAYMENT_STATUS} value={order.paymentStatus} /> : null}
    </Group>
  );
}

export type OrderPart = 'order' | 'address' | 'documents' | 'review' | 'production';

/** Builds the detail sections of an order (the detail, review, payment and delivery pages show some of them). */
export function useOrderSections(): (order: LabelOrder, parts: readonly OrderPart[]) => DetailSection[] {
  const { t } = useTranslation('labels');
  const format = useFormatCount();
  return useCallback(
    (order, parts) => {
      const build: Record<OrderPart, () => DetailSection | null> = {
        order: () => ({
          title: t('detail.orderSection'),
          columns: 3,
          items: [
            {
              label: t('common.orderNo'),
              value: (
                <Text ff="monospace" size="sm">
                  {order.orderNo}
                </Text>
              ),
            },
            { label: t('company'), value: order.corpName },
            { label: t('product'), value: order.productName },
            {
              label: t('common.sheetType'),
              value: `${t(`sheet.${order.sheetType}`)} · ${t('sheet.perSheet', { per: SHEET_LABELS[order.sheetType] })}`,
            },
            {
              label: t('common.count'),
              value: t('common.labels', { count: order.count, shown: format(order.count) }),
            },
            { label: t('common.sheets'), value: format(order.sheets) },
            { label: t('common.appliedOn'), value: formatDateTime(order.createTime) },
            { label: t('status'), value: <OrderStatusBadges order={order} /> },
          ],
        }),
        address: () =>
          order.address
            ? {
                title: t('deliveryAddress'),
                columns: 3,
                items: [
                  { label: t('receiver'), value: order.address.receiver },
                  { label: t('detail.phone'), value: order.address.phone },
                  { label: t('detail.region'), value: order.address.region },
                  { label: t('detail.address'), value: order.address.address, wide: true },
                ],
              }
            : null,
        documents: () => ({
          title: t('detail.documentsSection'),
          columns: 1,
          items: [
            {
              label: t('detail.applicationFiles'),
              value: <StoredFileList urls={order.applicationFiles} name={t('detail.applicationFiles')} />,
            },
            ...(order.paymentFiles.length > 0
              ? [
                  {
                    label: t('paymentReceipt'),
                    value: <StoredFileList urls={order.paymentFiles} name={t('paymentReceipt')} />,
                  },
                ]
              : []),
          ],
        }),
        review: () => ({
          title: t('detail.reviewSection'),
          columns: 3,
          items: [
            { label: t('detail.reviewRemark'), value: order.reviewRemark, wide: Boolean(order.reviewRemark) },
            {
              label: t('detail.paymentStatus'),
              value: <StatusBadge map={PAYMENT_STATUS} value={order.paymentStatus} />,
            },
            { label: t('detail.receiptTime'), value: formatDateTime(order.receiptTime) },
            {
              label: t('detail.dueDate'),
              value: order.dueDate ? (
                <Group gap="xs">
                  <span>{formatDate(order.dueDate)}</span>
                  <OverdueBadge order={order} withDays />
                </Group>
              ) : null,
            },
            { label: t('detail.paymentRemark'), value: order.paymentRemark, wide: true },
          ],
        }),
        production: () => ({
          title: t('detail.productionSection'),
          columns: 3,
          items: [
            { label: t('printingFactory'), value: order.printingFactoryName },
            {
              label: t('detail.generation'),
              value: order.generationStatus ? (
                <GenerationProgress
                  status={order.generationStatus}
                  progress={order.generationProgress}
                  generated={
                    order.generationStatus === 'generated'
                      ? order.count
                      : Math.floor((order.count * order.generationProgress) / 100)
                  }
                  total={order.count}
                />
              ) : null,
            },
            { label: t('detail.deliveryDate'), value: formatDate(order.deliveryDate) },
            { label: t('detail.carrier'), value: order.carrier },
            {
              label: t('detail.trackingNo'),
              value: order.trackingNo ? (
                <Text ff="monospace" size="sm">
                  {order.trackingNo}
                </Text>
              ) : null,
            },
          ],
        }),
      };
      return parts
        .map((part) => build[part]())
        .filter((section): section is DetailSection => section !== null);
    },
    [t, format],
  );
}

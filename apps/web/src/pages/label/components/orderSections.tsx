import { Badge, Group, Text } from '@mantine/core';
import { SHEET_LABELS } from '@trace/contracts';
import { useCallback } from 'react';
import { type DetailSection, formatDate, formatDateTime, StatusBadge, useTexts } from '../../../kit';
import type { LabelOrder } from '../api';
import { daysSince, useFormatCount } from '../format';
import { ORDER_STATUS, PAYMENT_STATUS } from '../statuses';
import { texts } from '../texts';
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
  const t = useTexts(texts);
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
      {withDays && days > 0 ? t.detail.daysLate(days) : t.orders.overdue}
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
  const t = useTexts(texts);
  const format = useFormatCount();
  return useCallback(
    (order, parts) => {
      const d = t.detail;
      const build: Record<OrderPart, () => DetailSection | null> = {
        order: () => ({
          title: d.orderSection,
          columns: 3,
          items: [
            {
              label: t.common.orderNo,
              value: (
                <Text ff="monospace" size="sm">
                  {order.orderNo}
                </Text>
              ),
            },
            { label: t.common.company, value: order.corpName },
            { label: t.common.product, value: order.productName },
            {
              label: t.common.sheetType,
              value: `${t.sheet[order.sheetType]} · ${t.sheet.perSheet(SHEET_LABELS[order.sheetType])}`,
            },
            { label: t.common.count, value: t.common.labels(format(order.count)) },
            { label: t.common.sheets, value: format(order.sheets) },
            { label: t.common.appliedOn, value: formatDateTime(order.createTime) },
            { label: t.common.status, value: <OrderStatusBadges order={order} /> },
          ],
        }),
        address: () =>
          order.address
            ? {
                title: d.addressSection,
                columns: 3,
                items: [
                  { label: d.receiver, value: order.address.receiver },
                  { label: d.phone, value: order.address.phone },
                  { label: d.region, value: order.address.region },
                  { label: d.address, value: order.address.address, wide: true },
                ],
              }
            : null,
        documents: () => ({
          title: d.documentsSection,
          columns: 1,
          items: [
            {
              label: d.applicationFiles,
              value: <StoredFileList urls={order.applicationFiles} name={d.applicationFiles} />,
            },
            ...(order.paymentFiles.length > 0
              ? [
                  {
                    label: d.paymentFiles,
                    value: <StoredFileList urls={order.paymentFiles} name={d.paymentFiles} />,
                  },
                ]
              : []),
          ],
        }),
        review: () => ({
          title: d.reviewSection,
          columns: 3,
          items: [
            { label: d.reviewRemark, value: order.reviewRemark, wide: Boolean(order.reviewRemark) },
            {
              label: d.paymentStatus,
              value: <StatusBadge map={PAYMENT_STATUS} value={order.paymentStatus} />,
            },
            { label: d.receiptTime, value: formatDateTime(order.receiptTime) },
            {
              label: d.dueDate,
              value: order.dueDate ? (
                <Group gap="xs">
                  <span>{formatDate(order.dueDate)}</span>
                  <OverdueBadge order={order} withDays />
                </Group>
              ) : null,
            },
            { label: d.paymentRemark, value: order.paymentRemark, wide: true },
          ],
        }),
        production: () => ({
          title: d.productionSection,
          columns: 3,
          items: [
            { label: d.printingFactory, value: order.printingFactoryName },
            {
              label: d.generation,
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
            { label: d.deliveryDate, value: formatDate(order.deliveryDate) },
            { label: d.carrier, value: order.carrier },
            {
              label: d.trackingNo,
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

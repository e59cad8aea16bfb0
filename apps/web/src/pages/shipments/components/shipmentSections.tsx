import { Badge, Group, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DetailSection, formatDate, formatDateTime, StatusBadge } from '../../../kit';
import { StoredFileList } from '../../labels/components/StoredFileList';
import { useFormatCount } from '../../labels/format';
import type { Shipment } from '../api';
import { BATCH_STATUS, SHIPMENT_STATUS } from '../statuses';

/** The status of a shipment and, for imports, that it takes two confirmations. */
export function ShipmentBadges({ shipment }: { shipment: Pick<Shipment, 'status' | 'importReceipt'> }) {
  const { t } = useTranslation('shipments');
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge map={SHIPMENT_STATUS} value={shipment.status} />
      {shipment.importReceipt ? (
        <Badge variant="light" color="grape" title={t('common.importReceiptHint')}>
          {t('common.importReceipt')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Where a shipment stands: sent, (counted, documents completed,) received or returned. */
export function ShipmentMilestones({ shipment }: { shipment: Shipment }) {
  const { t: m } = useTranslation('shipments');
  const steps = [
    { label: m('detail.milestones.sent'), time: shipment.createTime },
    ...(shipment.importReceipt
      ? [
          { label: m('detail.milestones.counted'), time: shipment.countedTime },
          { label: m('detail.milestones.documents'), time: shipment.documentsTime },
        ]
      : []),
    shipment.status === 'returned'
      ? { label: m('detail.milestones.returned'), time: shipment.returnedTime }
      : { label: m('detail.milestones.received'), time: shipment.receivedTime },
  ];
  const done = steps.filter((s) => s.time).length;
  return (
    <Stepper
      active={shipment.status === 'sent' ? done : steps.length}
      size="sm"
      color={shipment.status === 'returned' ? 'red' : 'teal'}
      allowNextStepsSelect={false}
    >
      {steps.map((step) => (
        <Stepper.Step
          key={step.label}
          label={step.label}
          description={step.time ? formatDateTime(step.time) : undefined}
        />
      ))}
    </Stepper>
  );
}

/** The detail sections of a shipment, the same for both sides. */
export function useShipmentSections() {
  const { t } = useTranslation('shipments');
  const format = useFormatCount();
  return (shipment: Shipment): DetailSection[] => {
    const sections: DetailSection[] = [
      {
        title: t('detail.shipmentSection'),
        items: [
          { label: t('common.shipmentNo'), value: <Text ff="monospace">{shipment.shipmentNo}</Text> },
          { label: t('status'), value: <ShipmentBadges shipment={shipment} /> },
          { label: t('common.sender'), value: shipment.senderName },
          { label: t('common.receiver'), value: shipment.receiverName },
          {
            label: t('quantity'),
            value: t('common.items', { count: shipment.labelCount, shown: format(shipment.labelCount) }),
          },
          { label: t('weight'), value: t('common.grams', { value: shipment.totalWeight }) },
          { label: t('common.products'), value: shipment.productNames.join(', ') },
          {
            label: t('common.batches'),
            value:
              shipment.batches.length > 0 ? (
                <Group gap="xs">
                  {shipment.batches.map((b) => (
                    <Group key={b.id} gap={4} wrap="nowrap">
                      <Text size="sm" ff="monospace">
                        {b.batchNo}
                      </Text>
                      <StatusBadge map={BATCH_STATUS} value={b.status as 'complete'} size="xs" />
                    </Group>
                  ))}
                </Group>
              ) : null,
          },
          ...(shipment.batchId
            ? [{ label: t('common.fromBatch'), value: shipment.batches[0]?.batchNo ?? '' }]
            : []),
          ...(shipment.sourceShipmentNo
            ? [
                {
                  label: t('common.forwardedFrom'),
                  value: <Text ff="monospace">{shipment.sourceShipmentNo}</Text>,
                },
              ]
            : []),
          { label: t('common.sentOn'), value: formatDateTime(shipment.createTime) },
          { label: t('remark'), value: shipment.remark, wide: true },
        ],
      },
      {
        title: t('detail.transportSection'),
        items: [
          { label: t('common.carrier'), value: shipment.carrier },
          { label: t('common.trackingNo'), value: shipment.trackingNo },
          { label: t('common.shippingDate'), value: formatDate(shipment.shippingDate) },
          {
            label: t('common.documents'),
            value:
              shipment.documents.length > 0 ? (
                <StoredFileList urls={shipment.documents} name={t('common.documents')} />
              ) : null,
            wide: true,
          },
        ],
      },
    ];
    if (shipment.countedTime || shipment.status !== 'sent') {
      sections.push({
        title: t('detail.receiptSection'),
        items: [
          {
            label: t('detail.counted'),
            value:
              shipment.countedCount === null
                ? null
                : t('detail.countedValue', {
                    count: shipment.countedCount,
                    shown: format(shipment.countedCount),
                    weight: shipment.countedWeight ?? '',
                  }),
          },
          ...(shipment.receivedTime
            ? [{ label: t('detail.receivedTime'), value: formatDateTime(shipment.receivedTime) }]
            : []),
          ...(shipment.returnedTime
            ? [
                { label: t('detail.returnedTime'), value: formatDateTime(shipment.returnedTime) },
                { label: t('detail.returnReason'), value: shipment.returnReason, wide: true },
              ]
            : []),
        ],
      });
    }
    if (shipment.importReceipt || shipment.documentsTime) {
      sections.push({
        title: t('detail.importSection'),
        items: [
          { label: t('detail.declarationNo'), value: shipment.declarationNo },
          {
            label: t('detail.milestones.documents'),
            value: shipment.documentsTime ? formatDateTime(shipment.documentsTime) : null,
          },
          {
            label: t('detail.receiptDocuments'),
            value:
              shipment.receiptDocuments.length > 0 ? (
                <StoredFileList urls={shipment.receiptDocuments} name={t('detail.receiptDocuments')} />
              ) : null,
            wide: true,
          },
          { label: t('detail.documentsRemark'), value: shipment.documentsRemark, wide: true },
        ],
      });
    }
    return sections;
  };
}

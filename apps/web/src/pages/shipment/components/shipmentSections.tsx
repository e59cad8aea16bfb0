import { Badge, Group, Stepper, Text } from '@mantine/core';
import { type DetailSection, formatDate, formatDateTime, StatusBadge, useTexts } from '../../../kit';
import { StoredFileList } from '../../label/components/StoredFileList';
import { useFormatCount } from '../../label/format';
import type { Shipment } from '../api';
import { BATCH_STATUS, SHIPMENT_STATUS } from '../statuses';
import { texts } from '../texts';

/** The status of a shipment and, for imports, that it takes two confirmations. */
export function ShipmentBadges({ shipment }: { shipment: Pick<Shipment, 'status' | 'importReceipt'> }) {
  const t = useTexts(texts).common;
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge map={SHIPMENT_STATUS} value={shipment.status} />
      {shipment.importReceipt ? (
        <Badge variant="light" color="grape" title={t.importReceiptHint}>
          {t.importReceipt}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Where a shipment stands: sent, (counted, documents completed,) received or returned. */
export function ShipmentMilestones({ shipment }: { shipment: Shipment }) {
  const m = useTexts(texts).detail.milestones;
  const steps = [
    { label: m.sent, time: shipment.createTime },
    ...(shipment.importReceipt
      ? [
          { label: m.counted, time: shipment.countedTime },
          { label: m.documents, time: shipment.documentsTime },
        ]
      : []),
    shipment.status === 'returned'
      ? { label: m.returned, time: shipment.returnedTime }
      : { label: m.received, time: shipment.receivedTime },
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
  const t = useTexts(texts);
  const format = useFormatCount();
  return (shipment: Shipment): DetailSection[] => {
    const c = t.common;
    const d = t.detail;
    const sections: DetailSection[] = [
      {
        title: d.shipmentSection,
        items: [
          { label: c.shipmentNo, value: <Text ff="monospace">{shipment.shipmentNo}</Text> },
          { label: c.status, value: <ShipmentBadges shipment={shipment} /> },
          { label: c.sender, value: shipment.senderName },
          { label: c.receiver, value: shipment.receiverName },
          { label: c.count, value: c.items(format(shipment.labelCount)) },
          { label: c.weight, value: c.grams(shipment.totalWeight) },
          { label: c.products, value: shipment.productNames.join(', ') },
          {
            label: c.batches,
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
          ...(shipment.batchId ? [{ label: c.fromBatch, value: shipment.batches[0]?.batchNo ?? '' }] : []),
          ...(shipment.sourceShipmentNo
            ? [{ label: c.forwardedFrom, value: <Text ff="monospace">{shipment.sourceShipmentNo}</Text> }]
            : []),
          { label: c.sentOn, value: formatDateTime(shipment.createTime) },
          { label: c.remark, value: shipment.remark, wide: true },
        ],
      },
      {
        title: d.transportSection,
        items: [
          { label: c.carrier, value: shipment.carrier },
          { label: c.trackingNo, value: shipment.trackingNo },
          { label: c.shippingDate, value: formatDate(shipment.shippingDate) },
          {
            label: c.documents,
            value:
              shipment.documents.length > 0 ? (
                <StoredFileList urls={shipment.documents} name={c.documents} />
              ) : null,
            wide: true,
          },
        ],
      },
    ];
    if (shipment.countedTime || shipment.status !== 'sent') {
      sections.push({
        title: d.receiptSection,
        items: [
          {
            label: d.counted,
            value:
              shipment.countedCount === null
                ? null
                : d.countedValue(format(shipment.countedCount), shipment.countedWeight ?? ''),
          },
          ...(shipment.receivedTime
            ? [{ label: d.receivedTime, value: formatDateTime(shipment.receivedTime) }]
            : []),
          ...(shipment.returnedTime
            ? [
                { label: d.returnedTime, value: formatDateTime(shipment.returnedTime) },
                { label: d.returnReason, value: shipment.returnReason, wide: true },
              ]
            : []),
        ],
      });
    }
    if (shipment.importReceipt || shipment.documentsTime) {
      sections.push({
        title: d.importSection,
        items: [
          { label: d.declarationNo, value: shipment.declarationNo },
          {
            label: d.milestones.documents,
            value: shipment.documentsTime ? formatDateTime(shipment.documentsTime) : null,
          },
          {
            label: d.receiptDocuments,
            value:
              shipment.receiptDocuments.length > 0 ? (
                <StoredFileList urls={shipment.receiptDocuments} name={d.receiptDocuments} />
              ) : null,
            wide: true,
          },
          { label: d.documentsRemark, value: shipment.documentsRemark, wide: true },
        ],
      });
    }
    return sections;
  };
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { batches, labelHoldings, labels, shipmentLabels, shipments } from '../schema/index';

const DAY = 86_400_000;

/**
 * Demo deliveries from the demo producer to the demo dealer, from the producer's complete batch: one
 * received a week ago (the dealer now holds those labels) and one on its way, waiting for the
 * dealer's confirmation. Nothing is written when the producer has no bound labels of a complete batch.
 */
export async function seedDemoShipments(
  tx: Tx,
  producerCorpId: string,
  dealerCorpId: string,
  createdBy: string | null,
) {
  const goods = await tx
    .select({ excode: labels.excode, batchId: labels.batchId, weight: labels.weight })
    .from(labels)
    .innerJoin(batches, eq(batches.id, labels.batchId))
    .where(
      and(
        eq(batches.corpId, producerCorpId),
        eq(batches.status, 'complete'),
        inArray(labels.status, ['bound', 'activated']),
        eq(labels.corpId, producerCorpId),
      ),
    )
    .orderBy(asc(labels.excode))
    .limit(20);
  if (goods.length < 2) return;
  const now = Date.now();
  const half = Math.ceil(goods.length * 0.6);
  const parts = [
    {
      slice: goods.slice(0, half),
      received: true,
      days: 9,
      no: 'S20260101DEMO0001',
      tracking: 'SF1402938475',
    },
    { slice: goods.slice(half), received: false, days: 1, no: 'S20260101DEMO0002', tracking: 'SF1402938512' },
  ];
  for (const part of parts) {
    const weight = part.slice.reduce((sum, label) => sum + Number(label.weight ?? 0), 0).toFixed(5);
    const sentAt = new Date(now - part.days * DAY);
    const receivedAt = new Date(sentAt.getTime() + 2 * DAY);
    const [shipment] = await tx
      .insert(shipments)
      .values({
        shipmentNo: part.no,
        senderCorpId: producerCorpId,
        receiverCorpId: dealerCorpId,
        status: part.received ? 'received' : 'sent',
        labelCount: part.slice.length,
        totalWeight: weight,
        carrier: 'SF Express',
        trackingNo: part.tracking,
        shippingDate: sentAt,
        remark: part.received ? 'Gift boxes, cold chain' : 'Second delivery of the spring harvest',
        ...(part.received
          ? { countedCount: part.slice.length, countedWeight: weight, countedAt: receivedAt, receivedAt }
          : {}),
        createdBy,
        createdAt: sentAt,
      })
      .returning({ id: shipments.id });
    await tx.insert(shipmentLabels).values(
      part.slice.map((label) => ({
        shipmentId: shipment!.id,
        excode: label.excode,
        batchId: label.batchId,
        weight: label.weight,
        open: !part.received,
      })),
    );
    if (part.received) {
      await tx.insert(labelHoldings).values(
        part.slice.map((label) => ({
          excode: label.excode,
          holderCorpId: dealerCorpId,
          shipmentId: shipment!.id,
          updatedAt: receivedAt,
        })),
      );
    }
  }
}

import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  batchBindLogs,
  batches,
  customsInfos,
  labelHoldings,
  labelOrders,
  labelRuns,
  labelSerialCounter,
  labels,
  products,
  shipmentLabels,
  shipments,
} from '../schema/index';

const DAY = 24 * 60 * 60 * 1000;
/** Stored weights are grams x 1000 with 5 decimals (as in seed/batches.ts). */
const grams = (g: number) => (g * 1000).toFixed(5);
const MONTHS = 10;
const PORTS = [
  ['CNXMN', '厦门'],
  ['CNSHA', '上海'],
  ['CNCAN', '广州'],
  ['CNSZX', '深圳'],
] as const;

export interface TradeParties {
  producerCorpId: string;
  importerCorpId: string;
  importerName: string;
  overseasCorpId: string;
  printingFactoryId: string;
  operatorId: string | null;
}

/** The middle of the month `monthsAgo` months before this one (UTC), at noon. */
function midMonth(monthsAgo: number, day = 15): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, day, 12));
}

/** Takes `count` serials from the counter, so later generation runs never collide with demo labels. */
async function takeSerials(tx: Tx, count: number): Promise<bigint> {
  const [counter] = await tx
    .update(labelSerialCounter)
    .set({ nextSerial: sql`${labelSerialCounter.nextSerial} + ${count}` })
    .where(eq(labelSerialCounter.id, 1))
    .returning({ next: labelSerialCounter.nextSerial });
  return counter!.next - BigInt(count);
}

const codesFrom = (first: bigint, count: number) =>
  Array.from({ length: count }, (_, i) => (first + BigInt(i)).toString());

/**
 * The demo producer's label orders over ten months, through every state: delivered ones with their
 * generated runs and labels, one paid and due in a few days, one paid and past its delivery date, one
 * waiting for review and one refused. They fill the label order and label usage statistics and the
 * printer's and administrator's dashboards.
 */
async function seedLabelOrders(tx: Tx, parties: TradeParties) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.corpId, parties.producerCorpId), eq(products.reviewStatus, 'passed')))
    .limit(1);
  if (!product) return;
  const now = Date.now();
  for (let monthsAgo = MONTHS - 1; monthsAgo >= 0; monthsAgo--) {
    const placed = midMonth(monthsAgo, 3 + (monthsAgo % 5));
    const count = 200 + 50 * (monthsAgo % 4);
    const status =
      monthsAgo >= 3 ? 'delivered' : monthsAgo === 2 ? 'failed' : monthsAgo === 1 ? 'paid' : 'to_be_reviewed';
    const orderNo = `L${placed.toISOString().slice(0, 10).replace(/-/g, '')}DEMO${String(monthsAgo).padStart(2, '0')}`;
    let runId: string | null = null;
    if (status === 'delivered' || status === 'paid') {
      const first = await takeSerials(tx, count);
      const codes = codesFrom(first, count);
      const generatedAt = new Date(placed.getTime() + 2 * DAY);
      const [run] = await tx
        .insert(labelRuns)
        .values({
          runNo: `R${orderNo.slice(1)}`,
          corpId: parties.producerCorpId,
          productId: product.id,
          sheetType: 'big',
          count,
          chunkSize: count,
          startCode: codes[0]!,
          endCode: codes.at(-1)!,
          status: 'generated',
          generatedCount: count,
          createdBy: parties.operatorId,
          startedAt: generatedAt,
          finishedAt: generatedAt,
          createdAt: generatedAt,
        })
        .returning({ id: labelRuns.id });
      runId = run!.id;
      await tx.insert(labels).values(
        codes.map((excode) => ({
          excode,
          pcode: String(randomInt(100_000_000_000, 999_999_999_999)),
          runId,
          ...(status === 'delivered'
            ? { corpId: parties.producerCorpId, productId: product.id, status: 'assigned' }
            : { status: 'unassigned' }),
          createdAt: generatedAt,
        })),
      );
    }
    const paid = status === 'paid' || status === 'delivered';
    // The paid order of last month is overdue; a second paid one this month is due in a few days.
    const dueDate = paid ? new Date(placed.getTime() + 21 * DAY) : null;
    await tx.insert(labelOrders).values({
      orderNo,
      corpId: parties.producerCorpId,
      productId: product.id,
      sheetType: 'big',
      count,
      addressSnapshot: {
        receiver: 'Li Wei',
        phone: '13800000000',
        region: 'Fujian Xiamen',
        address: '88 Harbour Road',
      },
      status,
      paymentStatus: paid ? 'passed' : 'none',
      reviewRemark: status === 'failed' ? 'The application letter is not signed.' : null,
      receiptAt: paid ? new Date(placed.getTime() + DAY) : null,
      dueDate,
      printingFactoryId: paid ? parties.printingFactoryId : null,
      runId,
      ...(status === 'delivered'
        ? { carrier: 'SF Express', trackingNo: `SF15${orderNo.slice(-8)}`, deliveryDate: dueDate }
        : {}),
      createdBy: parties.operatorId,
      createdAt: placed,
      updatedAt: new Date(Math.min(now, placed.getTime() + 10 * DAY)),
    });
  }
  // A paid order of this month, due in four days.
  const first = await takeSerials(tx, 300);
  const codes = codesFrom(first, 300);
  const placed = new Date(now - 12 * DAY);
  const [run] = await tx
    .insert(labelRuns)
    .values({
      runNo: 'RDEMO-DUE-SOON',
      corpId: parties.producerCorpId,
      productId: product.id,
      count: 300,
      chunkSize: 300,
      startCode: codes[0]!,
      endCode: codes.at(-1)!,
      status: 'generated',
      generatedCount: 300,
      finishedAt: placed,
      createdAt: placed,
    })
    .returning({ id: labelRuns.id });
  await tx.insert(labels).values(
    codes.map((excode) => ({
      excode,
      pcode: String(randomInt(100_000_000_000, 999_999_999_999)),
      runId: run!.id,
      status: 'unassigned',
    })),
  );
  await tx.insert(labelOrders).values({
    orderNo: 'LDEMO-DUE-SOON',
    corpId: parties.producerCorpId,
    productId: product.id,
    sheetType: 'big',
    count: 300,
    status: 'paid',
    paymentStatus: 'passed',
    receiptAt: placed,
    dueDate: new Date(now + 4 * DAY),
    printingFactoryId: parties.printingFactoryId,
    runId: run!.id,
    createdBy: parties.operatorId,
    createdAt: placed,
  });
}

/**
 * The overseas producer's monthly exports to the demo importer: each month a batch with its bound
 * labels, its customs clearance at one of four ports and a shipment to the importer (received, except
 * this month's, still on its way). They fill the foreign export, importer and port import statistics.
 */
async function seedExports(tx: Tx, parties: TradeParties) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.corpId, parties.overseasCorpId))
    .limit(1);
  if (!product) return;
  const perBatch = 12;
  const first = await takeSerials(tx, perBatch * MONTHS);
  for (let monthsAgo = MONTHS - 1; monthsAgo >= 0; monthsAgo--) {
    const index = MONTHS - 1 - monthsAgo;
    const codes = codesFrom(first + BigInt(index * perBatch), perBatch);
    const produced = midMonth(monthsAgo, 2);
    const shipped = midMonth(monthsAgo, 8);
    const cleared = midMonth(monthsAgo, 12);
    const labelWeight = 100 + 10 * (index % 3);
    const [port, portName] = PORTS[index % PORTS.length]!;
    const [batch] = await tx
      .insert(batches)
      .values({
        batchNo: `BH-${produced.toISOString().slice(0, 7)}`,
        corpId: parties.overseasCorpId,
        productId: product.id,
        status: 'complete',
        productionDate: produced,
        expiryDate: new Date(produced.getTime() + 720 * DAY),
        origin: 'Sibu, Sarawak',
        quantity: grams(labelWeight * perBatch),
        boundCount: perBatch,
        completedAt: produced,
        createdAt: produced,
      })
      .returning({ id: batches.id });
    await tx.insert(labels).values(
      codes.map((excode) => ({
        excode,
        pcode: String(randomInt(100_000_000_000, 999_999_999_999)),
        corpId: parties.overseasCorpId,
        productId: product.id,
        batchId: batch!.id,
        status: 'bound',
        weight: grams(labelWeight),
        createdAt: produced,
      })),
    );
    await tx.insert(batchBindLogs).values({
      corpId: parties.overseasCorpId,
      batchId: batch!.id,
      mode: 'range',
      startCode: codes[0]!,
      endCode: codes.at(-1)!,
      count: perBatch,
      codes,
      weight: grams(labelWeight),
      createdAt: produced,
    });
    await tx.insert(customsInfos).values({
      corpId: parties.overseasCorpId,
      productId: product.id,
      batchId: batch!.id,
      name: '燕条 Sarawak nest strips',
      port,
      portName,
      importTime: cleared,
      importCorpId: parties.importerCorpId,
      importCorpName: parties.importerName,
      reviewStatus: 'passed',
      createdAt: cleared,
    });
    const received = monthsAgo > 0;
    const weight = grams(labelWeight * perBatch);
    const receivedAt = new Date(cleared.getTime() + 2 * DAY);
    const [shipment] = await tx
      .insert(shipments)
      .values({
        shipmentNo: `S${shipped.toISOString().slice(0, 10).replace(/-/g, '')}BH${String(index).padStart(4, '0')}`,
        senderCorpId: parties.overseasCorpId,
        receiverCorpId: parties.importerCorpId,
        status: received ? 'received' : 'sent',
        importReceipt: true,
        batchId: batch!.id,
        labelCount: perBatch,
        totalWeight: weight,
        carrier: 'MISC Berhad',
        trackingNo: `MISC${String(index).padStart(6, '0')}`,
        shippingDate: shipped,
        ...(received
          ? { countedCount: perBatch, countedWeight: weight, countedAt: receivedAt, receivedAt }
          : {}),
        createdAt: shipped,
      })
      .returning({ id: shipments.id });
    await tx.insert(shipmentLabels).values(
      codes.map((excode) => ({
        shipmentId: shipment!.id,
        excode,
        batchId: batch!.id,
        weight: grams(labelWeight),
        open: !received,
      })),
    );
    if (received) {
      await tx.insert(labelHoldings).values(
        codes.map((excode) => ({
          excode,
          holderCorpId: parties.importerCorpId,
          shipmentId: shipment!.id,
          updatedAt: receivedAt,
        })),
      );
    }
  }
}

/** Ten months of trade for the statistics and the dashboards (label orders, exports, customs). */
export async function seedDemoTrade(tx: Tx, parties: TradeParties) {
  await seedLabelOrders(tx, parties);
  await seedExports(tx, parties);
}

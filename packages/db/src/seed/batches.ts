import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  batchBindLogs,
  batches,
  birdHouseHarvests,
  birdHouses,
  labelControls,
  labelSerialCounter,
  labels,
  products,
  rawMaterials,
  rawMaterialUses,
} from '../schema/index';

const DAY = 24 * 60 * 60 * 1000;
/** Stored weights are grams x 1000 with 5 decimals. */
const grams = (g: number) => (g * 1000).toFixed(5);

/**
 * Demo batches of the demo producer: a completed batch and one in production with bound labels, a
 * raw-material batch of 500 g labels (from a passed bird house with a few harvests) and a deep-processing batch that used some of them, plus labels
 * delivered and still free to bind. The producer gets its own label cap so the demo batches fit.
 */
export async function seedDemoBatches(tx: Tx, corpId: string, operator: { id: string; name: string }) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.corpId, corpId), eq(products.reviewStatus, 'passed')))
    .limit(1);
  const total = 160;
  const [counter] = await tx
    .update(labelSerialCounter)
    .set({ nextSerial: sql`${labelSerialCounter.nextSerial} + ${total}` })
    .where(eq(labelSerialCounter.id, 1))
    .returning({ next: labelSerialCounter.nextSerial });
  if (!product || !counter) return;
  const first = counter.next - BigInt(total);
  const codes = Array.from({ length: total }, (_, i) => (first + BigInt(i)).toString());

  await tx
    .insert(labelControls)
    .values({ corpId, maxPerApplication: 150_000, maxPerRun: 150_000, maxUsagePerBatch: 5000 })
    .onConflictDoNothing();
  await tx.insert(labels).values(
    codes.map((excode) => ({
      excode,
      pcode: String(randomInt(100_000_000_000, 999_999_999_999)),
      corpId,
      productId: product.id,
      status: 'assigned',
    })),
  );

  const now = Date.now();
  const batchRow = (
    batchNo: string,
    kind: string,
    days: number,
    extra: Partial<typeof batches.$inferInsert>,
  ) => ({
    batchNo,
    corpId,
    productId: product.id,
    kind,
    productionDate: new Date(now - days * DAY),
    expiryDate: new Date(now + (720 - days) * DAY),
    origin: 'Xiamen, Fujian',
    createdBy: operator.id,
    ...extra,
  });
  // The passed swiftlet house the raw material comes from, with a few harvests (decision 0033).
  const [house] = await tx
    .insert(birdHouses)
    .values({
      corpId,
      name: 'Sibu Swiftlet House No. 1',
      countryId: 'MY',
      province: 'Sarawak',
      city: 'Sibu',
      address: 'Lot 12, Jalan Walet, 96000 Sibu',
      latitude: 2.2873,
      longitude: 111.8305,
      area: '420.00',
      yearBuilt: 2014,
      licenceNo: 'SWK-SBU-2014-0012',
      licenceFile: '',
      reviewStatus: 'passed',
    })
    .returning({ id: birdHouses.id });
  const day = (days: number) => new Date(now - days * DAY).toISOString().slice(0, 10);
  await tx.insert(birdHouseHarvests).values(
    (
      [
        [80, '1850.5', 'premium'],
        [52, '2210.25', 'first'],
        [24, '1975.125', 'first'],
        [21, '640', 'second'],
      ] as const
    ).map(([days, weight, grade]) => ({
      houseId: house!.id,
      corpId,
      harvestDate: day(days),
      weight: grams(Number(weight)),
      grade,
      createdBy: operator.id,
    })),
  );

  const [done, running, raw, deep] = await tx
    .insert(batches)
    .values([
      batchRow('GS-2026-001', 'normal', 60, {
        status: 'complete',
        completedAt: new Date(now - 30 * DAY),
        quantity: grams(2000),
        remark: 'Spring harvest, gift boxes of 50 g',
      }),
      batchRow('GS-2026-002', 'normal', 10, { quantity: grams(1500) }),
      batchRow('GS-RAW-001', 'raw_material', 20, {
        remark: 'Raw cup nests from the Sibu farm',
        houseId: house!.id,
      }),
      batchRow('GS-DEEP-001', 'deep', 5, { remark: 'Ready-to-drink bird’s nest' }),
    ])
    .returning({ id: batches.id });

  const bindTo = async (
    batchId: string,
    slice: string[],
    status: string,
    weight: string | null,
    days: number,
  ) => {
    await tx
      .update(labels)
      .set({ status, batchId, ...(weight ? { weight } : {}) })
      .where(sql`${labels.excode} between ${slice[0]} and ${slice.at(-1)}`);
    await tx.update(batches).set({ boundCount: slice.length }).where(eq(batches.id, batchId));
    await tx.insert(batchBindLogs).values({
      corpId,
      batchId,
      mode: 'range',
      startCode: slice[0]!,
      endCode: slice.at(-1)!,
      count: slice.length,
      codes: slice,
      weight,
      createdBy: operator.id,
      operatorName: operator.name,
      createdAt: new Date(now - days * DAY),
    });
  };
  await bindTo(done!.id, codes.slice(0, 40), 'activated', grams(50), 45);
  await bindTo(running!.id, codes.slice(40, 60), 'bound', grams(50), 8);
  const rawCodes = codes.slice(60, 70);
  await bindTo(raw!.id, rawCodes, 'raw_material', grams(500), 18);
  await tx.insert(rawMaterials).values(
    rawCodes.map((excode, index) => ({
      excode,
      corpId,
      batchId: raw!.id,
      productId: product.id,
      weight: grams(500),
      remaining: index === 0 ? grams(0) : index === 1 ? grams(380) : grams(500),
      state: index === 0 ? 'used_up' : index === 1 ? 'partly_used' : 'unused',
    })),
  );
  await tx.update(labels).set({ status: 'used_up' }).where(eq(labels.excode, rawCodes[0]!));
  await tx.insert(rawMaterialUses).values([
    {
      corpId,
      batchId: deep!.id,
      excode: rawCodes[0]!,
      sourceBatchId: raw!.id,
      useWeight: grams(500),
      remainingAfter: grams(0),
      createdBy: operator.id,
      operatorName: operator.name,
      createdAt: new Date(now - 4 * DAY),
    },
    {
      corpId,
      batchId: deep!.id,
      excode: rawCodes[1]!,
      sourceBatchId: raw!.id,
      useWeight: grams(120),
      remainingAfter: grams(380),
      createdBy: operator.id,
      operatorName: operator.name,
      createdAt: new Date(now - 3 * DAY),
    },
  ]);
}

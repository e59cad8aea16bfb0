import { randomUUID } from 'node:crypto';
import {
  STAT_REPORTS,
  type StatDimension,
  type StatFigures,
  type StatMeasure,
  type StatReportKey,
} from '@trace/contracts';
import {
  batchBindLogs,
  batches,
  birdHouseHarvests,
  birdHouses,
  certApplications,
  customsInfos,
  type Database,
  labelOrders,
  labelRuns,
  labels,
  labelVerifications,
  products,
  scanDaily,
  shipments,
  voidRequests,
} from '@trace/db';
import { createCompany } from '@trace/db/factories';
import fc from 'fast-check';

/**
 * Random activity of a few fresh companies over the first half of 2025, written to the database
 * and kept in memory, so each report's figures can be recomputed here straight from the rows.
 */

export const RANGE = { from: '2025-01-01', to: '2025-06-30' } as const;
const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];

const short = () => randomUUID().replace(/-/g, '').slice(0, 12);
const excode = () =>
  `9${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** An instant in one of the range's months (day and hour chosen), or just outside the range. */
const instantArb = fc.record({
  month: fc.integer({ min: -1, max: MONTHS.length }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
});
type Instant = { month: number; day: number; hour: number };
function dateOf(at: Instant): Date {
  // Month -1 is the last hour before the range, month 6 the first instant after it.
  if (at.month < 0) return new Date(Date.UTC(2024, 11, 31, 23, 59, 59));
  if (at.month >= MONTHS.length) return new Date(Date.UTC(2025, 6, 1, 0, 0, 0));
  return new Date(Date.UTC(2025, at.month, at.day, at.hour));
}
const monthKey = (date: Date) => date.toISOString().slice(0, 7);
const inRange = (date: Date) =>
  date >= new Date('2025-01-01T00:00:00Z') && date < new Date('2025-07-01T00:00:00Z');

const pick = (n: number) => fc.integer({ min: 0, max: n - 1 });
/** Weights in hundredths, so the test sums them exactly. */
const centsArb = fc.integer({ min: 1, max: 500_000 });

export const activityArb = fc.record({
  batches: fc.array(fc.record({ product: pick(6), at: instantArb, quantityCents: centsArb }), {
    minLength: 1,
    maxLength: 8,
  }),
  shipments: fc.array(
    fc.record({
      sender: pick(4),
      receiver: pick(3),
      batch: fc.option(pick(8), { nil: null }),
      status: fc.constantFrom('sent', 'received', 'returned'),
      at: instantArb,
      receivedAt: instantArb,
      labelCount: fc.integer({ min: 1, max: 500 }),
      weightCents: centsArb,
      counted: fc.option(fc.record({ count: fc.integer({ min: 1, max: 500 }), weightCents: centsArb }), {
        nil: null,
      }),
    }),
    { maxLength: 10 },
  ),
  customs: fc.array(
    fc.record({ batch: pick(8), port: fc.constantFrom('SZ', 'GZ', 'NB'), importer: pick(3), at: instantArb }),
    { maxLength: 6 },
  ),
  bindLogs: fc.array(
    fc.record({ batch: pick(8), count: fc.integer({ min: 1, max: 1000 }), at: instantArb }),
    {
      maxLength: 6,
    },
  ),
  orders: fc.array(
    fc.record({
      product: pick(6),
      count: fc.integer({ min: 1, max: 10_000 }),
      status: fc.constantFrom('waiting_upload', 'to_be_reviewed', 'passed', 'failed', 'paid', 'delivered'),
      printer: fc.option(pick(2), { nil: null }),
      due: fc.option(fc.boolean(), { nil: null }),
      at: instantArb,
    }),
    { maxLength: 8 },
  ),
  runs: fc.array(
    fc.record({
      product: pick(6),
      generated: fc.integer({ min: 0, max: 5000 }),
      status: fc.constantFrom('generated', 'error'),
      at: instantArb,
    }),
    { maxLength: 5 },
  ),
  harvests: fc.array(fc.record({ batch: pick(8), weightCents: centsArb, at: instantArb }), {
    maxLength: 5,
  }),
  verifications: fc.array(fc.record({ product: pick(6), at: instantArb }), { maxLength: 6 }),
  scans: fc.array(
    fc.record({
      product: pick(6),
      month: fc.integer({ min: -1, max: 6 }),
      day: fc.integer({ min: 1, max: 28 }),
      scans: fc.integer({ min: 1, max: 50 }),
    }),
    { maxLength: 8 },
  ),
  voids: fc.array(
    fc.record({
      corp: pick(6),
      codes: fc.integer({ min: 1, max: 6 }),
      failures: fc.integer({ min: 0, max: 6 }),
      status: fc.constantFrom('performed', 'passed'),
      at: instantArb,
    }),
    { maxLength: 4 },
  ),
});
export type Activity = typeof activityArb extends fc.Arbitrary<infer T> ? T : never;

/** One fact as the reports see it: its month, its dimension ids and its figures. */
interface Fact {
  at: Date;
  keys: Partial<Record<StatDimension, string | null>>;
  /** Hidden columns the filters read. */
  corp: string[];
  productIds: string[];
  figures: Partial<Record<StatMeasure, number>>;
  /** Port imports count distinct batches. */
  batchId?: string;
}

export interface World {
  companies: { id: string; kind: string; country: string }[];
  productIds: string[];
  printerIds: string[];
  facts: Record<StatReportKey, Fact[]>;
}

/**
 * The companies: two overseas producers (MY, ID), two domestic producers, two importers. Products:
 * one per company (indexes 0..5 follow the companies). Printers are given by the caller.
 */
export async function writeWorld(
  db: Database,
  activity: Activity,
  options: { categoryId: string; printerIds: string[]; certBodyId: string },
): Promise<World> {
  const kinds = [
    { kind: 'overseas_producer', country: 'MY' },
    { kind: 'overseas_producer', country: 'ID' },
    { kind: 'producer', country: 'CN' },
    { kind: 'producer', country: 'CN' },
    { kind: 'importer', country: 'CN' },
    { kind: 'importer', country: 'CN' },
  ];
  const companies: World['companies'] = [];
  for (const { kind, country } of kinds) {
    const company = await createCompany(db, { kind, countryId: country, name: `Stat ${kind} ${short()}` });
    companies.push({ id: company.id, kind, country });
  }
  await db.insert(certApplications).values(
    companies.map((company) => ({
      applicationNo: `APP-${short()}`,
      corpId: company.id,
      certBodyId: options.certBodyId,
      scheme: 'haccp',
      moduleIds: [],
      status: 'contracted',
    })),
  );
  const productRows = await db
    .insert(products)
    .values(
      companies.map((company) => ({
        corpId: company.id,
        categoryId: options.categoryId,
        productName: `Nest ${short()}`,
      })),
    )
    .returning({ id: products.id, corpId: products.corpId });
  const productIds = productRows.map((row) => row.id);
  const facts: World['facts'] = {
    foreignExport: [],
    birdHouseOutput: [],
    labelUsage: [],
    domesticProducer: [],
    importer: [],
    labelOrder: [],
    portImport: [],
  };
  const companyOf = (index: number) => companies[index]!;

  // Batches: of the product's company.
  const batchRows: {
    id: string;
    corp: World['companies'][number];
    productId: string;
    quantityCents: number;
  }[] = [];
  for (const spec of activity.batches) {
    const at = dateOf(spec.at);
    const corp = companyOf(spec.product);
    const [row] = await db
      .insert(batches)
      .values({
        batchNo: `SB${short()}`,
        corpId: corp.id,
        productId: productIds[spec.product]!,
        quantity: (spec.quantityCents / 100).toFixed(2),
        createdAt: at,
      })
      .returning({ id: batches.id });
    batchRows.push({
      id: row!.id,
      corp,
      productId: productIds[spec.product]!,
      quantityCents: spec.quantityCents,
    });
    if (corp.kind === 'producer')
      facts.domesticProducer.push({
        at,
        keys: { company: corp.id, product: productIds[spec.product]! },
        corp: [corp.id],
        productIds: [productIds[spec.product]!],
        figures: { batches: 1 },
      });
  }
  const batchOf = (index: number | null) =>
    index === null ? null : (batchRows[index % batchRows.length] ?? null);

  // Customs records: one per batch at most.
  const customsByBatch = new Map<string, { port: string }>();
  for (const spec of activity.customs) {
    const batch = batchOf(spec.batch)!;
    if (customsByBatch.has(batch.id)) continue;
    customsByBatch.set(batch.id, { port: spec.port });
    const importer = companyOf(4 + (spec.importer % 2));
    const noImporter = spec.importer === 2;
    const at = dateOf(spec.at);
    await db.insert(customsInfos).values({
      corpId: batch.corp.id,
      batchId: batch.id,
      productId: batch.productId,
      name: 'Customs',
      port: spec.port,
      portName: `Port ${spec.port}`,
      importTime: at,
      importCorpId: noImporter ? null : importer.id,
      importCorpName: noImporter ? 'Someone' : 'Importer',
    });
    facts.portImport.push({
      at,
      keys: { port: spec.port, originCountry: batch.corp.country },
      corp: noImporter ? [batch.corp.id] : [batch.corp.id, importer.id],
      productIds: [batch.productId],
      figures: { records: 1, weight: batch.quantityCents },
      batchId: batch.id,
    });
    if (!noImporter)
      facts.importer.push({
        at,
        keys: { company: importer.id, originCountry: batch.corp.country },
        corp: [importer.id],
        productIds: [],
        figures: { customsRecords: 1 },
      });
  }

  // Shipments: senders are the four producing companies, receivers an importer or a producer.
  for (const spec of activity.shipments) {
    const sender = companyOf(spec.sender);
    const receiver = companyOf([4, 5, 2][spec.receiver]!);
    if (receiver.id === sender.id) continue;
    const batch = batchOf(spec.batch);
    const at = dateOf(spec.at);
    const receivedAt = dateOf(spec.receivedAt);
    const [row] = await db
      .insert(shipments)
      .values({
        shipmentNo: `SS${short()}`,
        senderCorpId: sender.id,
        receiverCorpId: receiver.id,
        status: spec.status,
        batchId: batch?.id ?? null,
        labelCount: spec.labelCount,
        totalWeight: (spec.weightCents / 100).toFixed(2),
        carrier: 'DHL',
        shippingDate: at,
        receivedAt: spec.status === 'received' ? receivedAt : null,
        countedCount: spec.counted?.count ?? null,
        countedWeight: spec.counted ? (spec.counted.weightCents / 100).toFixed(2) : null,
      })
      .returning({ id: shipments.id });
    void row;
    const product = batch?.productId ?? null;
    if (spec.status !== 'returned' && sender.kind === 'overseas_producer')
      facts.foreignExport.push({
        at,
        keys: {
          company: sender.id,
          country: sender.country,
          importer: receiver.id,
          port: batch ? (customsByBatch.get(batch.id)?.port ?? null) : null,
        },
        corp: [sender.id],
        productIds: product ? [product] : [],
        figures: { shipments: 1, labels: spec.labelCount, weight: spec.weightCents },
      });
    if (spec.status !== 'returned' && sender.kind === 'producer')
      facts.domesticProducer.push({
        at,
        keys: { company: sender.id, product },
        corp: [sender.id],
        productIds: product ? [product] : [],
        figures: { shipments: 1, weight: spec.weightCents },
      });
    if (spec.status === 'received' && receiver.kind === 'importer')
      facts.importer.push({
        at: receivedAt,
        keys: { company: receiver.id, originCountry: sender.country },
        corp: [receiver.id],
        productIds: [],
        figures: {
          shipments: 1,
          labels: spec.counted?.count ?? spec.labelCount,
          weight: spec.counted?.weightCents ?? spec.weightCents,
        },
      });
  }

  for (const spec of activity.bindLogs) {
    const batch = batchOf(spec.batch)!;
    const at = dateOf(spec.at);
    await db.insert(batchBindLogs).values({
      corpId: batch.corp.id,
      batchId: batch.id,
      mode: 'range',
      count: spec.count,
      codes: [],
      createdAt: at,
    });
    const fact = {
      at,
      keys: { company: batch.corp.id, product: batch.productId },
      corp: [batch.corp.id],
      productIds: [batch.productId],
      figures: { bound: spec.count },
    };
    facts.labelUsage.push(fact);
    if (batch.corp.kind === 'producer') facts.domesticProducer.push(fact);
  }

  for (const spec of activity.orders) {
    const corp = companyOf(spec.product);
    const at = dateOf(spec.at);
    const approved = ['passed', 'paid', 'delivered'].includes(spec.status) ? spec.count : 0;
    const delivered = spec.status === 'delivered' ? spec.count : 0;
    const dueDate = spec.due === null ? null : new Date(Date.now() + (spec.due ? 1 : -1) * 86_400_000 * 30);
    const printer = spec.printer === null ? null : options.printerIds[spec.printer]!;
    await db.insert(labelOrders).values({
      orderNo: `SO${short()}`,
      corpId: corp.id,
      productId: productIds[spec.product]!,
      sheetType: 'big',
      count: spec.count,
      status: spec.status,
      printingFactoryId: printer,
      dueDate,
      createdAt: at,
    });
    const keys = { company: corp.id, product: productIds[spec.product]! };
    facts.labelUsage.push({
      at,
      keys,
      corp: [corp.id],
      productIds: [keys.product],
      figures: { requested: spec.count, approved, delivered },
    });
    facts.labelOrder.push({
      at,
      keys: { ...keys, printer },
      corp: [corp.id],
      productIds: [keys.product],
      figures: {
        orders: 1,
        labels: spec.count,
        approved,
        delivered,
        overdue: spec.status === 'paid' && dueDate && dueDate < new Date() ? 1 : 0,
      },
    });
  }

  for (const spec of activity.runs) {
    const corp = companyOf(spec.product);
    const at = dateOf(spec.at);
    await db.insert(labelRuns).values({
      runNo: `SR${short()}`,
      corpId: corp.id,
      productId: productIds[spec.product]!,
      count: Math.max(spec.generated, 1),
      chunkSize: 1000,
      startCode: '1',
      endCode: '2',
      status: spec.status,
      generatedCount: spec.generated,
      finishedAt: at,
    });
    if (spec.status === 'generated')
      facts.labelUsage.push({
        at,
        keys: { company: corp.id, product: productIds[spec.product]! },
        corp: [corp.id],
        productIds: [productIds[spec.product]!],
        figures: { generated: spec.generated },
      });
  }

  // Bird-house harvests: each company has one passed house; a harvest's day is its instant's UTC day.
  const houseOf = new Map<string, string>();
  for (const spec of activity.harvests) {
    const batch = batchOf(spec.batch)!;
    const at = dateOf(spec.at);
    let houseId = houseOf.get(batch.corp.id);
    if (!houseId) {
      const [house] = await db
        .insert(birdHouses)
        .values({
          corpId: batch.corp.id,
          name: `House ${short()}`,
          countryId: 'MY',
          province: 'Perak',
          city: 'Ipoh',
          address: '1 Jalan Walet',
          latitude: 4.6,
          longitude: 101.1,
          area: '300',
          yearBuilt: 2015,
          licenceNo: `L-${short()}`,
          licenceFile: '',
          reviewStatus: 'passed',
        })
        .returning({ id: birdHouses.id });
      houseId = house!.id;
      houseOf.set(batch.corp.id, houseId);
    }
    await db.insert(birdHouseHarvests).values({
      houseId,
      corpId: batch.corp.id,
      harvestDate: at.toISOString().slice(0, 10),
      weight: (spec.weightCents / 100).toFixed(2),
      grade: 'first',
    });
    facts.birdHouseOutput.push({
      at,
      keys: { company: batch.corp.id, house: houseId },
      corp: [batch.corp.id],
      productIds: [],
      figures: { harvests: 1, weight: spec.weightCents },
    });
  }

  for (const spec of activity.verifications) {
    const corp = companyOf(spec.product);
    const at = dateOf(spec.at);
    const code = excode();
    await db.insert(labels).values({
      excode: code,
      pcode: short(),
      corpId: corp.id,
      productId: productIds[spec.product]!,
      status: 'activated',
    });
    await db.insert(labelVerifications).values({ excode: code, count: 1, firstAt: at, lastAt: at });
    facts.labelUsage.push({
      at,
      keys: { company: corp.id, product: productIds[spec.product]! },
      corp: [corp.id],
      productIds: [productIds[spec.product]!],
      figures: { activated: 1 },
    });
  }

  for (const [index, spec] of activity.scans.entries()) {
    const corp = companyOf(spec.product);
    const day =
      spec.month < 0
        ? '2024-12-31'
        : spec.month >= MONTHS.length
          ? '2025-07-01'
          : `${MONTHS[spec.month]}-${String(spec.day).padStart(2, '0')}`;
    // A region of its own, so two generated rows never share the rollup's key.
    await db.insert(scanDaily).values({
      day,
      corpId: corp.id,
      productId: productIds[spec.product]!,
      region: `T${index}`,
      scans: spec.scans,
    });
    const fact = {
      at: new Date(`${day}T12:00:00Z`),
      keys: { company: corp.id, product: productIds[spec.product]! },
      corp: [corp.id],
      productIds: [productIds[spec.product]!],
      figures: { scanned: spec.scans },
    };
    facts.labelUsage.push(fact);
    if (corp.kind === 'producer') facts.domesticProducer.push(fact);
  }

  for (const spec of activity.voids) {
    const corp = companyOf(spec.corp);
    const at = dateOf(spec.at);
    const codes = Array.from({ length: spec.codes }, () => excode());
    const failures = codes
      .slice(0, Math.min(spec.failures, spec.codes))
      .map((code) => ({ code, reason: 'not_owned' }));
    await db.insert(voidRequests).values({
      requestNo: `SV${short()}`,
      corpId: corp.id,
      reason: 'damaged',
      codes,
      status: spec.status,
      failures,
      updatedAt: at,
    });
    if (spec.status === 'performed')
      facts.labelUsage.push({
        at,
        keys: { company: corp.id, product: null },
        corp: [corp.id],
        productIds: [],
        figures: { voided: codes.length - failures.length },
      });
  }

  return { companies, productIds, printerIds: options.printerIds, facts };
}

export interface ExpectedFilters {
  /** UTC days, both included (default: the whole range of the activity). */
  from?: string;
  to?: string;
  corpId?: string;
  productId?: string;
  country?: string;
  port?: string;
}

/** The report's rows recomputed from the facts: groups of month and dimensions, figures summed. */
export function expectedRows(world: World, key: StatReportKey, filters: ExpectedFilters = {}) {
  const { dimensions, measures } = STAT_REPORTS[key];
  const groups = new Map<
    string,
    { month: string; keys: Record<string, string | null>; figures: StatFigures; batches: Set<string> }
  >();
  for (const fact of world.facts[key]) {
    if (
      filters.from || filters.to
        ? fact.at < new Date(`${filters.from ?? RANGE.from}T00:00:00Z`) ||
          fact.at >= new Date(Date.parse(`${filters.to ?? RANGE.to}T00:00:00Z`) + 86_400_000)
        : !inRange(fact.at)
    )
      continue;
    if (filters.corpId && !fact.corp.includes(filters.corpId)) continue;
    if (filters.productId && !fact.productIds.includes(filters.productId)) continue;
    if (filters.country && (fact.keys.country ?? fact.keys.originCountry) !== filters.country) continue;
    if (filters.port && fact.keys.port !== filters.port) continue;
    const month = monthKey(fact.at);
    const keys = Object.fromEntries(dimensions.map((dimension) => [dimension, fact.keys[dimension] ?? null]));
    const id = JSON.stringify([month, keys]);
    const group = groups.get(id) ?? {
      month,
      keys,
      figures: Object.fromEntries(measures.map((measure) => [measure, 0])),
      batches: new Set<string>(),
    };
    for (const measure of measures) group.figures[measure]! += fact.figures[measure] ?? 0;
    if (fact.batchId) group.batches.add(fact.batchId);
    groups.set(id, group);
  }
  const weighed = (figures: StatFigures) =>
    'weight' in figures ? { ...figures, weight: figures.weight! / 100_000 } : figures;
  return [...groups.values()].map((group) => ({
    month: group.month,
    keys: group.keys,
    figures: weighed(
      key === 'portImport' ? { ...group.figures, batches: group.batches.size } : group.figures,
    ),
  }));
}

/** Sums of the rows' figures (to 8 decimals, as the reports round them). */
export function sumFigures(rows: { figures: StatFigures }[], measures: readonly string[]): StatFigures {
  const totals: StatFigures = Object.fromEntries(measures.map((measure) => [measure, 0]));
  for (const row of rows) for (const measure of measures) totals[measure]! += row.figures[measure] ?? 0;
  return Object.fromEntries(Object.entries(totals).map(([m, v]) => [m, Math.round(v * 1e8) / 1e8]));
}

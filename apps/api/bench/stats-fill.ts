import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { CN_PROVINCES, HARVEST_GRADES } from '@trace/contracts';
import { type createDb, scanRollup } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { foldOpeningCounts } from '@trace/db/scan-alerts';
import { eq } from 'drizzle-orm';

/**
 * The data of the statistics scale bench: a platform of ~50 companies (domestic and overseas producers,
 * importers, dealers), ~200 products and 40 scan regions, whose label orders, runs, labels, batches,
 * bindings, shipments, customs records, raw-material storage, voids and scans are spread over the last
 * 12 months with a skewed popularity (a few products and regions take most of the traffic). `grow`
 * adds rows until the tables hold the requested numbers of labels and scans; the event tables grow in
 * proportion, since they follow the labels. Rows are written with COPY, with the big tables' secondary
 * indexes and foreign keys dropped during the load and rebuilt after it.
 */

type Handle = ReturnType<typeof createDb>;
type Sql = Handle['sql'];

const DAY = 86_400_000;
const YEAR = 365 * DAY;
/**
 * The first label code of the bench; codes are handed out upwards from it. Label codes have 16 to 20
 * digits; these stay below Number.MAX_SAFE_INTEGER at the full size.
 */
const FIRST_EXCODE = 1_000_000_000_000_000;
const PORTS = [
  ['CNSHA', 'Shanghai'],
  ['CNCAN', 'Guangzhou'],
  ['CNSZX', 'Shenzhen'],
  ['CNXMN', 'Xiamen'],
  ['CNTAO', 'Qingdao'],
  ['CNTSN', 'Tianjin'],
  ['CNNGB', 'Ningbo'],
  ['CNPEK', 'Beijing'],
] as const;
const OVERSEAS_COUNTRIES = ['MY', 'ID', 'TH', 'VN', 'FR', 'US'];
/** 30 provinces of China and 10 countries: where consumers scan. */
const REGIONS = [
  ...Object.keys(CN_PROVINCES).slice(0, 30),
  ...['MY', 'ID', 'TH', 'VN', 'SG', 'FR', 'US', 'JP', 'KR', 'AU'],
];

interface Company {
  id: string;
  name: string;
  kind: 'producer' | 'overseas_producer' | 'importer' | 'dealer';
}
interface Product {
  id: string;
  name: string;
  corp: Company;
  popularity: number;
  /** A bird house's product: part of its batches are stored as raw material. */
  birdHouse: boolean;
}
/** A batch whose bound labels consumers scan. */
interface ScannableBatch {
  id: string;
  product: Product;
  first: number;
  count: number;
  at: number;
}

export interface StatsWorld {
  companies: Company[];
  products: Product[];
  printers: string[];
  /** The producer with the most products: the company the bench reads as. */
  topProducer: Company;
  /** Passed bird houses of the companies with bird-house products (the output report reads their harvests). */
  houses: Map<string, string[]>;
  scannable: ScannableBatch[];
  nextExcode: number;
  nextScanId: number;
  labels: number;
  scans: number;
  serial: number;
  batchSerial: number;
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const iso = (ms: number) => new Date(ms).toISOString();
const N = '\\N';
const line = (values: (string | number | null)[]) =>
  `${values.map((v) => (v === null ? N : String(v))).join('\t')}\n`;

/** Picks an index with probability proportional to its weight (cumulative weights, binary search). */
function sampler(weights: number[]) {
  const cumulative = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    cumulative[i] = sum;
  });
  return () => {
    const target = Math.random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

/** Streams rows into one COPY statement, a megabyte at a time. */
export async function copyRows(sql: Sql, table: string, columns: string[], rows: Iterable<string>) {
  const stream = await sql.unsafe(`copy ${table} (${columns.join(', ')}) from stdin`).writable();
  let buffer = '';
  for (const row of rows) {
    buffer += row;
    if (buffer.length > 1 << 20) {
      if (!stream.write(buffer)) await once(stream, 'drain');
      buffer = '';
    }
  }
  stream.end(buffer);
  await once(stream, 'finish');
}

/** The companies, products and printing factories of the bench platform (the same at every size). */
export async function createWorld({ db, sql }: Handle): Promise<StatsWorld> {
  const kinds: [Company['kind'], number][] = [
    ['producer', 18],
    ['overseas_producer', 12],
    ['importer', 10],
    ['dealer', 10],
  ];
  const companies: Company[] = [];
  for (const [kind, count] of kinds)
    for (let i = 0; i < count; i++) {
      const name = `Bench ${kind} ${i + 1}`;
      const countryId =
        kind === 'overseas_producer' ? OVERSEAS_COUNTRIES[i % OVERSEAS_COUNTRIES.length] : 'CN';
      const { id } = await createCompany(db, { kind, name, countryId });
      companies.push({ id, name, kind });
    }
  const producers = companies.filter((c) => c.kind === 'producer' || c.kind === 'overseas_producer');
  const [category] = await sql`select id from product_categories limit 1`;
  const products: Product[] = [];
  for (let i = 0; i < 200; i++) {
    // Producers own unequal catalogues: the first ones many products, the last ones few.
    const corp = producers[Math.floor(producers.length * (i / 200) ** 1.6)]!;
    const name = `Bench product ${i + 1}`;
    const [row] = await sql`
      insert into products (corp_id, category_id, product_name, review_status, listing_status)
      values (${corp.id}, ${category!.id}, ${name}, 'passed', 'online') returning id`;
    products.push({
      id: row!.id as string,
      name,
      corp,
      popularity: 1 / (i + 1) ** 0.9,
      birdHouse: corp.kind === 'producer' && producers.indexOf(corp) < 4,
    });
  }
  const printers: string[] = [];
  for (let i = 0; i < 4; i++) {
    const [row] =
      await sql`insert into printing_factories (name) values (${`Bench printer ${i + 1}`}) returning id`;
    printers.push(row!.id as string);
  }
  const houses = new Map<string, string[]>();
  for (const corp of new Set(products.filter((p) => p.birdHouse).map((p) => p.corp))) {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [row] = await sql`
        insert into bird_houses (corp_id, name, country_id, province, city, address, latitude, longitude,
          area, year_built, licence_no, licence_file, review_status)
        values (${corp.id}, ${`Bench house ${corp.name} ${i + 1}`}, 'MY', 'Perak', 'Ipoh', 'Jalan Walet',
          4.6, 101.1, 400, 2012, ${`BL-${corp.id.slice(0, 8)}-${i}`}, ${`/files/${randomUUID()}`}, 'passed')
        returning id`;
      ids.push(row!.id as string);
    }
    houses.set(corp.id, ids);
  }
  const byProducts = new Map<Company, number>();
  for (const product of products) byProducts.set(product.corp, (byProducts.get(product.corp) ?? 0) + 1);
  const topProducer = [...byProducts].sort((a, b) => b[1] - a[1])[0]![0];
  return {
    companies,
    products,
    printers,
    topProducer,
    houses,
    scannable: [],
    nextExcode: FIRST_EXCODE,
    nextScanId: Number((await sql`select coalesce(max(id), 0)::text as id from scans`)[0]!.id) + 1,
    labels: 0,
    scans: 0,
    serial: 0,
    batchSerial: 0,
  };
}

// ---- the plan of one growth step: orders, runs, batches and their events

interface RunPlan {
  id: string;
  product: Product;
  first: number;
  count: number;
  at: number;
  batches: BatchPlan[];
  /** Labels after the last batch: assigned to the company, not bound. */
  tail: number;
  /** Codes of the tail voided by a void request. */
  voided: number;
}
interface BatchPlan {
  id: string;
  first: number;
  count: number;
  at: number;
  unitWeight: number;
  rawMaterial: boolean;
}

interface StepPlan {
  runs: RunPlan[];
  orders: string[];
  runRows: string[];
  batchRows: string[];
  bindRows: string[];
  shipmentRows: string[];
  customsRows: string[];
  voidRows: string[];
}

function planStep(world: StatsWorld, labels: number, now: number): StepPlan {
  const plan: StepPlan = {
    runs: [],
    orders: [],
    runRows: [],
    batchRows: [],
    bindRows: [],
    shipmentRows: [],
    customsRows: [],
    voidRows: [],
  };
  const productOf = sampler(world.products.map((p) => p.popularity));
  const importers = world.companies.filter((c) => c.kind === 'importer');
  const dealers = world.companies.filter((c) => c.kind === 'dealer');
  const portOf = sampler(PORTS.map((_, i) => 1 / (i + 1)));
  let left = labels;
  while (left > 0) {
    world.serial += 1;
    const serial = world.serial;
    const product = world.products[productOf()]!;
    const corpId = product.corp.id;
    const created = now - Math.random() * YEAR;
    const roll = Math.random();
    const status =
      roll < 0.85
        ? 'delivered'
        : roll < 0.9
          ? 'paid'
          : roll < 0.95
            ? 'passed'
            : roll < 0.98
              ? 'to_be_reviewed'
              : 'failed';
    const generated = status === 'delivered' || status === 'paid';
    const count = generated ? Math.min(left, 40 * between(5, 100)) : 40 * between(5, 100);
    const orderId = randomUUID();
    const runId = generated ? randomUUID() : null;
    const due = created + 20 * DAY;
    const delivered = status === 'delivered' ? Math.min(now, created + between(5, 30) * DAY) : null;
    const printed = status !== 'to_be_reviewed' && status !== 'failed';
    plan.orders.push(
      line([
        orderId,
        `BO${serial}`,
        corpId,
        product.id,
        'big',
        count,
        status,
        generated ? 'passed' : 'none',
        printed ? iso(due) : null,
        printed ? world.printers[serial % world.printers.length]! : null,
        runId,
        delivered ? 'SF Express' : null,
        delivered ? iso(delivered) : null,
        iso(created),
        iso(created),
      ]),
    );
    if (!runId) continue;
    left -= count;
    const first = world.nextExcode;
    world.nextExcode += count;
    const runAt = Math.min(now - DAY, created + DAY);
    plan.runRows.push(
      line([
        runId,
        `BR${serial}`,
        corpId,
        product.id,
        orderId,
        count,
        10_000,
        first,
        first + count - 1,
        'generated',
        count,
        iso(runAt),
        iso(runAt),
        iso(runAt),
      ]),
    );
    const run: RunPlan = { id: runId, product, first, count, at: runAt, batches: [], tail: 0, voided: 0 };
    const bound = count - Math.round(count * 0.05);
    for (let at = 0; at < bound; ) {
      const size = Math.min(bound - at, 40 * between(5, 25));
      const batch: BatchPlan = {
        id: randomUUID(),
        first: first + at,
        count: size,
        at: Math.min(now - 3_600_000, runAt + Math.random() * 20 * DAY),
        unitWeight: between(50, 500),
        rawMaterial: product.birdHouse && Math.random() < 0.4,
      };
      at += size;
      run.batches.push(batch);
      planBatch(plan, world, run, batch, { importers, dealers, port: () => PORTS[portOf()]!, now });
    }
    run.tail = count - bound;
    if (serial % 30 === 0 && run.tail >= 20) {
      run.voided = 20;
      const codes = Array.from({ length: 20 }, (_, i) => first + bound + i);
      plan.voidRows.push(
        line([
          randomUUID(),
          `BV${serial}`,
          corpId,
          'Damaged sheet',
          `{${codes.join(',')}}`,
          'performed',
          iso(runAt),
          iso(runAt),
        ]),
      );
    }
    plan.runs.push(run);
  }
  return plan;
}

function planBatch(
  plan: StepPlan,
  world: StatsWorld,
  run: RunPlan,
  batch: BatchPlan,
  others: { importers: Company[]; dealers: Company[]; port: () => readonly [string, string]; now: number },
) {
  const { product } = run;
  const corp = product.corp;
  world.batchSerial += 1;
  const serial = world.batchSerial;
  const weight = (batch.count * batch.unitWeight).toFixed(2);
  plan.batchRows.push(
    line([
      batch.id,
      `BB${serial}`,
      corp.id,
      product.id,
      'complete',
      iso(batch.at),
      batch.count,
      weight,
      iso(batch.at),
      iso(batch.at),
    ]),
  );
  plan.bindRows.push(
    line([
      randomUUID(),
      corp.id,
      batch.id,
      'range',
      batch.first,
      batch.first + batch.count - 1,
      batch.count,
      '{}',
      weight,
      iso(batch.at),
    ]),
  );
  if (batch.rawMaterial) return;
  world.scannable.push({ id: batch.id, product, first: batch.first, count: batch.count, at: batch.at });
  if (Math.random() >= 0.8) return;
  const overseas = corp.kind === 'overseas_producer';
  const receiver = pick(overseas ? others.importers : others.dealers);
  const shipped = Math.min(others.now - 3_600_000, batch.at + between(1, 15) * DAY);
  const roll = Math.random();
  const status = roll < 0.7 ? 'received' : roll < 0.95 ? 'sent' : 'returned';
  const shipmentId = randomUUID();
  plan.shipmentRows.push(
    line([
      shipmentId,
      `BS${serial}`,
      corp.id,
      receiver.id,
      status,
      String(overseas),
      batch.id,
      batch.count,
      weight,
      'SF Express',
      iso(shipped),
      status === 'received' ? iso(shipped) : null,
      iso(shipped),
      iso(shipped),
    ]),
  );
  if (!overseas) return;
  const [port, portName] = others.port();
  const imported = Math.min(others.now - 3_600_000, shipped + 7 * DAY);
  plan.customsRows.push(
    line([
      randomUUID(),
      corp.id,
      batch.id,
      product.id,
      product.name,
      port,
      portName,
      iso(imported),
      receiver.id,
      receiver.name,
      'passed',
      iso(imported),
    ]),
  );
}

/** The labels of the step's runs, in code order. */
function* labelRows(plan: StepPlan): Generator<string> {
  for (const run of plan.runs) {
    const corpId = run.product.corp.id;
    const productId = run.product.id;
    for (const batch of run.batches) {
      const state = batch.rawMaterial ? null : 'bound';
      for (let i = 0; i < batch.count; i++) {
        const status = state ?? (i % 2 === 0 ? 'raw_material' : 'used_up');
        const activated = status === 'bound' && Math.random() < 0.25;
        yield `${batch.first + i}\t${pcode()}\t${run.id}\t${corpId}\t${productId}\t${batch.id}\t${
          activated ? 'activated' : status
        }\t${batch.rawMaterial ? batch.unitWeight * 10 : batch.unitWeight}\t${iso(batch.at)}\n`;
      }
    }
    const tailFirst = run.first + run.count - run.tail;
    for (let i = 0; i < run.tail; i++) {
      const status = i < run.voided ? 'invalid' : 'assigned';
      yield `${tailFirst + i}\t${pcode()}\t${run.id}\t${corpId}\t${N}\t${N}\t${status}\t${N}\t${iso(run.at)}\n`;
    }
  }
}

/** Raw-material storage: one row per label of a bird house's raw-material batch. */
function* rawMaterialRows(plan: StepPlan): Generator<string> {
  for (const run of plan.runs)
    for (const batch of run.batches) {
      if (!batch.rawMaterial) continue;
      const weight = batch.unitWeight * 10;
      for (let i = 0; i < batch.count; i++) {
        const usedUp = i % 2 === 1;
        yield line([
          batch.first + i,
          run.product.corp.id,
          batch.id,
          run.product.id,
          weight,
          usedUp ? 0 : weight,
          usedUp ? 'used_up' : 'unused',
          iso(batch.at),
        ]);
      }
    }
}

/**
 * Harvests of the bird houses: each raw-material batch comes from harvests of its company's houses,
 * a few of them over the weeks before the batch, together weighing what the batch stores.
 */
function* harvestRows(world: StatsWorld, plan: StepPlan): Generator<string> {
  for (const run of plan.runs)
    for (const batch of run.batches) {
      const houses = world.houses.get(run.product.corp.id);
      if (!batch.rawMaterial || !houses?.length) continue;
      const pieces = 1 + Math.floor(Math.random() * 4);
      for (let i = 0; i < pieces; i++)
        yield line([
          randomUUID(),
          houses[i % houses.length]!,
          run.product.corp.id,
          new Date(batch.at - i * 7 * DAY).toISOString().slice(0, 10),
          Math.round((batch.unitWeight * 10 * batch.count) / pieces),
          HARVEST_GRADES[i % HARVEST_GRADES.length]!,
          iso(batch.at),
        ]);
    }
}

const pcode = () => String(Math.floor(Math.random() * 1e12)).padStart(12, '0');

/**
 * Scans of the scannable batches: the popular products' labels most, from the main regions most; spread
 * from each batch's binding to `now`, or all within the minute before `now` when `recent`.
 */
function* scanRows(world: StatsWorld, count: number, now: number, recent = false): Generator<string> {
  const batchOf = sampler(world.scannable.map((b) => b.count * b.product.popularity));
  const regionOf = sampler(REGIONS.map((_, i) => 1 / (i + 1) ** 1.1));
  for (let n = 0; n < count; n++) {
    const batch = world.scannable[batchOf()]!;
    const excode = batch.first + Math.floor(Math.random() * batch.count);
    const at = iso(recent ? now - Math.random() * 60_000 : batch.at + Math.random() * (now - batch.at));
    const roll = Math.random();
    const kind = roll < 0.9 ? 'lookup' : 'verify';
    const result = roll < 0.9 ? 'valid' : roll < 0.96 ? 'genuine' : 'repeat';
    const id = world.nextScanId++;
    yield `${id}\t${at}\t${kind}\t${result}\t${excode}\t${batch.product.corp.id}\t${batch.product.id}\t${batch.id}\t${REGIONS[regionOf()]}\t${N}\t${N}\tmobile\n`;
  }
}

// ---- bulk load

interface Dropped {
  indexes: string[];
  foreignKeys: { name: string; definition: string }[];
}

/** Drops a table's secondary indexes and foreign keys (not the primary key, not unique constraints). */
async function dropSecondary(sql: Sql, table: string): Promise<Dropped> {
  const indexes = await sql<{ name: string; definition: string }[]>`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = ${table}::regclass and not x.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`;
  const foreignKeys = await sql<{ name: string; definition: string }[]>`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`;
  for (const index of indexes) await sql.unsafe(`drop index ${index.name}`);
  for (const key of foreignKeys) await sql.unsafe(`alter table ${table} drop constraint ${key.name}`);
  return { indexes: indexes.map((i) => i.definition), foreignKeys };
}

async function restoreSecondary(sql: Sql, table: string, dropped: Dropped) {
  for (const definition of dropped.indexes) await sql.unsafe(definition);
  for (const key of dropped.foreignKeys)
    await sql.unsafe(`alter table ${table} add constraint ${key.name} ${key.definition}`);
}

/** Session settings of the loader: memory for index builds and grouping, no wait on each commit. */
async function loaderSession(sql: Sql) {
  await sql`set maintenance_work_mem = '1GB'`;
  await sql`set work_mem = '256MB'`;
  await sql`set synchronous_commit = off`;
}

/** The step of scan ids folded in one statement when loading. */
const FOLD_STEP = 2_500_000;

/**
 * Folds the loaded scans into the daily rollup as the worker would (the same grouped insert, in large
 * id ranges), adds the code checks to the daily and per-label verification counts as the API does
 * on each check, and moves the rollup position to the last scan so reads add no unfolded tail.
 */
async function foldLoaded({ db, sql }: Handle, from: number, to: number) {
  for (let start = from; start < to; start += FOLD_STEP) {
    const end = Math.min(to, start + FOLD_STEP);
    await foldOpeningCounts(db, start, end);
    await sql`
      insert into scan_daily as d (day, corp_id, product_id, region, scans, verifications)
      select (scanned_at at time zone 'utc')::date, corp_id, product_id, region, 0, count(*)
      from scans where id > ${start} and id <= ${end} and kind = 'verify' and result in ('genuine', 'repeat')
      group by 1, 2, 3, 4
      on conflict on constraint scan_daily_key do update set verifications = d.verifications + excluded.verifications`;
    await sql`
      insert into label_verifications as v (excode, count, first_at, last_at)
      select excode, count(*), min(scanned_at), max(scanned_at)
      from scans where id > ${start} and id <= ${end} and kind = 'verify' and result in ('genuine', 'repeat')
      group by excode
      on conflict (excode) do update set count = v.count + excluded.count,
        first_at = least(v.first_at, excluded.first_at), last_at = greatest(v.last_at, excluded.last_at)`;
  }
  await db.update(scanRollup).set({ foldedThrough: to }).where(eq(scanRollup.id, 1));
  await sql`select setval(pg_get_serial_sequence('scans', 'id'), ${to})`;
}

/** The rollups the fold and the loader update (scans, first checks, business activity). */
const ROLLUPS = [
  'scan_daily',
  'scan_daily_totals',
  'scan_daily_regions',
  'scan_monthly',
  'scan_monthly_totals',
  'scan_monthly_regions',
  'first_check_daily',
  'first_check_monthly',
  'activity_monthly',
  'bird_house_harvest_monthly',
  'label_order_monthly',
  'label_order_corp_monthly',
  'customs_monthly',
  'shipment_received_monthly',
  'shipment_sent_monthly',
  'label_verifications',
];

/**
 * Rewrites the rollups without their dead row versions. Loading months of scans in a few large folds
 * updates each rollup row once per fold step, leaving several dead versions of every row (autovacuum,
 * where it is on at all, comes minutes later), so the tables would be read at several times their size. A platform that grew to the same figures
 * over months, with autovacuum on (PostgreSQL's default) and a fold every few seconds, keeps them near
 * their live size: the bench reads them as that platform would.
 */
async function compactRollups(sql: Sql) {
  await sql.unsafe(`vacuum full ${ROLLUPS.join(', ')}`);
}

export interface GrowthTimings {
  labelsMs: number;
  scansMs: number;
  foldMs: number;
  totalMs: number;
}

/**
 * Grows the bench data to `labels` labels and `scans` scans (and the events in proportion), folds the
 * new scans and analyzes. Call with no server folding scans: the new scans are folded here.
 */
export async function grow(
  handle: Handle,
  world: StatsWorld,
  target: { labels: number; scans: number },
  log: (line: string) => void,
): Promise<GrowthTimings> {
  const { sql } = handle;
  const started = performance.now();
  const now = Date.now();
  await loaderSession(sql);
  const plan = planStep(world, target.labels - world.labels, now);
  await copyRows(
    sql,
    'label_orders',
    [
      'id',
      'order_no',
      'corp_id',
      'product_id',
      'sheet_type',
      'count',
      'status',
      'payment_status',
      'due_date',
      'printing_factory_id',
      'run_id',
      'carrier',
      'delivery_date',
      'created_at',
      'updated_at',
    ],
    plan.orders,
  );
  await copyRows(
    sql,
    'label_runs',
    [
      'id',
      'run_no',
      'corp_id',
      'product_id',
      'order_id',
      'count',
      'chunk_size',
      'start_code',
      'end_code',
      'status',
      'generated_count',
      'started_at',
      'finished_at',
      'created_at',
    ],
    plan.runRows,
  );
  const labelsStarted = performance.now();
  const droppedLabels = await dropSecondary(sql, 'labels');
  // The per-state counts are rebuilt below in one grouped pass instead of by the statement trigger.
  await sql`alter table labels disable trigger label_counts_insert`;
  await copyRows(
    sql,
    'labels',
    ['excode', 'pcode', 'run_id', 'corp_id', 'product_id', 'batch_id', 'status', 'weight', 'created_at'],
    labelRows(plan),
  );
  await sql`alter table labels enable trigger label_counts_insert`;
  await sql`delete from label_counts`;
  await sql`
    insert into label_counts (corp_id, product_id, status, count)
    select corp_id, product_id, status, count(*) from labels group by corp_id, product_id, status`;
  await restoreSecondary(sql, 'labels', droppedLabels);
  const labelsMs = performance.now() - labelsStarted;
  world.labels = target.labels;
  log(`labels: ${world.labels} (${(labelsMs / 1000).toFixed(0)} s)`);
  await copyRows(
    sql,
    'batches',
    [
      'id',
      'batch_no',
      'corp_id',
      'product_id',
      'status',
      'production_date',
      'bound_count',
      'quantity',
      'completed_at',
      'created_at',
    ],
    plan.batchRows,
  );
  await copyRows(
    sql,
    'batch_bind_logs',
    ['id', 'corp_id', 'batch_id', 'mode', 'start_code', 'end_code', 'count', 'codes', 'weight', 'created_at'],
    plan.bindRows,
  );
  await copyRows(
    sql,
    'shipments',
    [
      'id',
      'shipment_no',
      'sender_corp_id',
      'receiver_corp_id',
      'status',
      'import_receipt',
      'batch_id',
      'label_count',
      'total_weight',
      'carrier',
      'shipping_date',
      'received_at',
      'created_at',
      'updated_at',
    ],
    plan.shipmentRows,
  );
  await copyRows(
    sql,
    'customs_infos',
    [
      'id',
      'corp_id',
      'batch_id',
      'product_id',
      'name',
      'port',
      'port_name',
      'import_time',
      'import_corp_id',
      'import_corp_name',
      'review_status',
      'created_at',
    ],
    plan.customsRows,
  );
  await copyRows(
    sql,
    'raw_materials',
    ['excode', 'corp_id', 'batch_id', 'product_id', 'weight', 'remaining', 'state', 'created_at'],
    rawMaterialRows(plan),
  );
  await copyRows(
    sql,
    'bird_house_harvests',
    ['id', 'house_id', 'corp_id', 'harvest_date', 'weight', 'grade', 'created_at'],
    harvestRows(world, plan),
  );
  await copyRows(
    sql,
    'void_requests',
    ['id', 'request_no', 'corp_id', 'reason', 'codes', 'status', 'created_at', 'updated_at'],
    plan.voidRows,
  );

  const scansStarted = performance.now();
  // Scans recorded since the last step (the refresh measurement) drew ids from the sequence.
  const [last] = await sql`select coalesce(max(id), 0)::text as id from scans`;
  const fromId = Number(last!.id);
  world.nextScanId = fromId + 1;
  const droppedScans = await dropSecondary(sql, 'scans');
  await copyRows(
    sql,
    'scans',
    ['id', ...SCAN_COLUMNS_WITHOUT_ID],
    scanRows(world, target.scans - world.scans, now),
  );
  await restoreSecondary(sql, 'scans', droppedScans);
  const scansMs = performance.now() - scansStarted;
  world.scans = target.scans;
  log(`scans: ${world.scans} (${(scansMs / 1000).toFixed(0)} s)`);
  const foldStarted = performance.now();
  await foldLoaded(handle, fromId, world.nextScanId - 1);
  const foldMs = performance.now() - foldStarted;
  log(`folded (${(foldMs / 1000).toFixed(0)} s); compacting the rollups, analyzing, checkpoint`);
  await compactRollups(sql);
  await sql`analyze`;
  // The load leaves gigabytes of pages to write: write them now, not while the reads are timed.
  await sql`checkpoint`;
  return { labelsMs, scansMs, foldMs, totalMs: performance.now() - started };
}

/** New scans of the last minute, without ids: they draw them from the sequence, as the API's do. */
export function newScanRows(world: StatsWorld, count: number): string[] {
  const rows: string[] = [];
  for (const row of scanRows({ ...world, nextScanId: 0 }, count, Date.now(), true))
    rows.push(row.slice(row.indexOf('\t') + 1));
  return rows;
}

export const SCAN_COLUMNS_WITHOUT_ID = [
  'scanned_at',
  'kind',
  'result',
  'excode',
  'corp_id',
  'product_id',
  'batch_id',
  'region',
  'ip',
  'device',
  'device_type',
];

/** Label rows for the trigger cost: `count` new codes of one run of the top producer. */
export async function newLabelRows(sql: Sql, world: StatsWorld, count: number): Promise<string[]> {
  const first = world.nextExcode;
  world.nextExcode += count;
  const [run] = await sql`
    insert into label_runs (run_no, corp_id, count, chunk_size, start_code, end_code, status, generated_count)
    values (${`BT${first}`}, ${world.topProducer.id}, ${count}, 10000, ${first}, ${first + count - 1}, 'generated', ${count})
    returning id`;
  const rows: string[] = [];
  for (let i = 0; i < count; i++)
    rows.push(`${first + i}\t${pcode()}\t${run!.id}\t${world.topProducer.id}\t${N}\t${N}\tassigned\t${N}\n`);
  return rows;
}

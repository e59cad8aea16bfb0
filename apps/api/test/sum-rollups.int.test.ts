import { randomUUID } from 'node:crypto';
import { createDb } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { until, useTestApp } from './helpers';

const ctx = useTestApp();

/**
 * The rollups of sums kept through `rollup_follow` (migration 0044) equal their rows grouped after any
 * sequence of inserts, updates and deletes, single-row or multi-row: `bird_house_harvest_monthly` the
 * harvests per month, company and house (0044), `label_order_monthly` the label orders per month,
 * company, product and printing factory (0046) and `label_order_corp_monthly` that rollup per month and
 * company with its number of groups (0052), `customs_monthly` the customs records and their batches'
 * weight per month, owner, port, importing company and product (0050), `shipment_received_monthly` the
 * shipments received per month, receiver and sender with their counted labels and weight (0053), and
 * `shipment_sent_monthly` the shipments taken from batches per month, sender, receiver, batch's product
 * and customs port, moved when a customs record or a batch's product changes (0057), as their reports
 * sum them.
 */

type Row = Record<string, string | null>;
/** Rows in one order whatever their columns: by their values written out. */
const sorted = (rows: Row[]) =>
  rows
    .map((row) => ({ row, key: JSON.stringify(Object.values(row)) }))
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(({ row }) => row);

/** After any sequence of steps, each rollup's rows equal the rows grouped directly (pairs of the two). */
async function expectFollows<S>(
  step: fc.Arbitrary<S>,
  apply: (s: S) => Promise<unknown>,
  ...pairs: [rollup: SQL, direct: SQL][]
) {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      for (const s of steps) await apply(s);
      for (const [rollup, direct] of pairs)
        expect(sorted([...(await ctx.db.execute<Row>(rollup))])).toEqual(
          sorted([...(await ctx.db.execute<Row>(direct))]),
        );
    }),
    { numRuns: 25 },
  );
}

const DIRECT = (corp: string) => sql`
  select to_char(date_trunc('month', harvest_date), 'YYYY-MM') as month, corp_id, house_id,
    count(*)::text as harvests, sum(weight)::numeric(24, 5)::text as weight
  from bird_house_harvests where corp_id = ${corp} group by 1, 2, 3`;

const ROLLUP = (corp: string) => sql`
  select to_char(month, 'YYYY-MM') as month, corp_id, house_id, harvests::text as harvests, weight::text as weight
  from bird_house_harvest_monthly where corp_id = ${corp} and harvests <> 0`;

/** Days either side of month ends, so moves between months are exercised. */
const DAYS = ['2026-01-31', '2026-02-01', '2026-02-28', '2026-03-01'];
const day = fc.integer({ min: 0, max: DAYS.length - 1 });
const house = fc.integer({ min: 0, max: 1 });

const step = fc.oneof(
  fc.record({
    op: fc.constant('add' as const),
    house,
    day,
    n: fc.integer({ min: 1, max: 3 }),
    cents: fc.integer({ min: 1, max: 100_000 }),
  }),
  fc.record({ op: fc.constant('move' as const), from: house, to: house, day }),
  fc.record({ op: fc.constant('weigh' as const), house, cents: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ op: fc.constant('remove' as const), house }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

describe('monthly harvest rollup', () => {
  it('equals the harvests grouped per month, company and house after any writes', async () => {
    const corp = (await createCompany(ctx.db)).id;
    const houses: string[] = [];
    for (const name of ['North', 'South']) {
      const [row] = await ctx.db.execute<{ id: string }>(sql`
        insert into bird_houses (corp_id, name, country_id, province, city, address, latitude, longitude,
          area, year_built, licence_no, licence_file)
        values (${corp}, ${name}, 'MY', 'Perak', 'Ipoh', 'Jalan 1', 4.6, 101.1, 120, 2015, 'L-1', '/files/x')
        returning id`);
      houses.push(row!.id);
    }
    async function apply(s: Step) {
      switch (s.op) {
        case 'add':
          return ctx.db.execute(sql`insert into bird_house_harvests (house_id, corp_id, harvest_date, weight, grade)
            select ${houses[s.house]}::uuid, ${corp}::uuid, ${DAYS[s.day]}::date, ${(s.cents / 100).toFixed(2)}::numeric * i, 'first'
            from generate_series(1, ${s.n}) i`);
        case 'move':
          return ctx.db.execute(sql`update bird_house_harvests set house_id = ${houses[s.to]}, harvest_date = ${DAYS[s.day]}
            where corp_id = ${corp} and house_id = ${houses[s.from]}`);
        case 'weigh':
          return ctx.db.execute(sql`update bird_house_harvests set weight = weight + ${(s.cents / 100).toFixed(2)}::numeric
            where id = (select id from bird_house_harvests where house_id = ${houses[s.house]} order by id limit 1)`);
        case 'remove':
          return ctx.db.execute(sql`delete from bird_house_harvests
            where id = (select id from bird_house_harvests where house_id = ${houses[s.house]} order by id limit 1)`);
      }
    }
    await expectFollows(step, apply, [ROLLUP(corp), DIRECT(corp)]);
  });
});

const ORDERS_DIRECT = (corp: string) => sql`
  select to_char(date_trunc('month', created_at at time zone 'utc'), 'YYYY-MM') as month, product_id,
    printing_factory_id, count(*)::text as orders, sum(count)::text as labels,
    sum(case when status in ('passed', 'paid', 'delivered') then count else 0 end)::text as approved,
    sum(case when status = 'delivered' then count else 0 end)::text as delivered
  from label_orders where corp_id = ${corp} group by 1, 2, 3`;

const ORDERS_ROLLUP = (corp: string) => sql`
  select to_char(month, 'YYYY-MM') as month, product_id, printing_factory_id, orders::text as orders,
    labels::text as labels, approved::text as approved, delivered::text as delivered
  from label_order_monthly where corp_id = ${corp} and orders <> 0`;

/** Per month and company, with how many groups (month, product, printing factory) had orders. */
const ORDERS_CORP_DIRECT = (corp: string) => sql`
  select month, count(*)::text as group_count, sum(orders::bigint)::text as orders,
    sum(labels::bigint)::text as labels, sum(approved::bigint)::text as approved,
    sum(delivered::bigint)::text as delivered
  from (${ORDERS_DIRECT(corp)}) g group by month`;

/** Every row but the empty ones, so a figure left behind by a group emptied shows. */
const ORDERS_CORP_ROLLUP = (corp: string) => sql`
  select to_char(month, 'YYYY-MM') as month, group_count::text as group_count, orders::text as orders,
    labels::text as labels, approved::text as approved, delivered::text as delivered
  from label_order_corp_monthly
  where corp_id = ${corp} and (group_count, orders, labels, approved, delivered) <> (0, 0, 0, 0, 0)`;

/** Two products of the company, in any category. */
async function twoProducts(corp: string) {
  const [category] = await ctx.db.execute<{ id: string }>(sql`select id from product_categories limit 1`);
  const products: string[] = [];
  for (const name of ['Cubilose', 'Nest']) {
    const [row] = await ctx.db.execute<{ id: string }>(sql`
      insert into products (corp_id, category_id, product_name)
      values (${corp}, ${category!.id}, ${`${name} ${randomUUID().slice(0, 8)}`}) returning id`);
    products.push(row!.id);
  }
  return products;
}

/** Four batches of the company, of its two products in turn, weighing `quantity(i)`. */
async function fourBatches(corp: string, products: string[], quantity: (i: number) => string | null) {
  const batchIds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const [row] = await ctx.db.execute<{ id: string }>(sql`
      insert into batches (batch_no, corp_id, product_id, quantity)
      values (${`B${i}`}, ${corp}, ${products[i % 2]}, ${quantity(i)}) returning id`);
    batchIds.push(row!.id);
  }
  return batchIds;
}

/** Instants either side of a month's end (UTC). */
const INSTANTS = ['2026-01-31T23:30:00Z', '2026-02-01T00:10:00Z', '2026-02-28T12:00:00Z'];

const orderStep = fc.oneof(
  fc.record({
    op: fc.constant('place' as const),
    product: fc.integer({ min: 0, max: 1 }),
    printer: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
    at: fc.integer({ min: 0, max: INSTANTS.length - 1 }),
    n: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    op: fc.constant('advance' as const),
    status: fc.constantFrom('passed', 'failed', 'paid', 'delivered'),
    printer: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
  }),
  fc.record({ op: fc.constant('backdate' as const), at: fc.integer({ min: 0, max: INSTANTS.length - 1 }) }),
  fc.record({ op: fc.constant('cancel' as const) }),
);
type OrderStep = typeof orderStep extends fc.Arbitrary<infer T> ? T : never;

describe('monthly label order rollup', () => {
  it('equals the orders grouped per month, company, product and printing factory after any writes', async () => {
    const corp = (await createCompany(ctx.db)).id;
    const products = await twoProducts(corp);
    const printers: string[] = [];
    for (const name of ['East', 'West']) {
      const [row] = await ctx.db.execute<{ id: string }>(sql`
        insert into printing_factories (name) values (${`${name} ${randomUUID().slice(0, 8)}`}) returning id`);
      printers.push(row!.id);
    }
    const printerOf = (index: number | null) => (index === null ? null : printers[index]!);
    async function apply(s: OrderStep) {
      switch (s.op) {
        case 'place':
          return ctx.db.execute(sql`insert into label_orders (order_no, corp_id, product_id, sheet_type, count, status,
              printing_factory_id, created_at)
            select ${`LO${randomUUID().slice(0, 12)}`} || i, ${corp}::uuid, ${products[s.product]}::uuid, 'big', 100 * i,
              'to_be_reviewed', ${printerOf(s.printer)}::uuid, ${INSTANTS[s.at]}::timestamptz
            from generate_series(1, ${s.n}) i`);
        case 'advance':
          return ctx.db.execute(sql`update label_orders set status = ${s.status},
              printing_factory_id = ${printerOf(s.printer)}, count = count + 40
            where id = (select id from label_orders where corp_id = ${corp} order by id limit 1)`);
        case 'backdate':
          return ctx.db.execute(sql`update label_orders set created_at = ${INSTANTS[s.at]}
            where corp_id = ${corp} and status <> 'delivered'`);
        case 'cancel':
          return ctx.db.execute(sql`delete from label_orders
            where id = (select id from label_orders where corp_id = ${corp} order by id desc limit 1)`);
      }
    }
    await expectFollows(
      orderStep,
      apply,
      [ORDERS_ROLLUP(corp), ORDERS_DIRECT(corp)],
      [ORDERS_CORP_ROLLUP(corp), ORDERS_CORP_DIRECT(corp)],
    );
  });
});

const CUSTOMS_DIRECT = (corp: string) => sql`
  select to_char(date_trunc('month', ci.import_time at time zone 'utc'), 'YYYY-MM') as month, ci.port,
    ci.import_corp_id, ci.product_id, count(*)::text as records,
    sum(coalesce(b.quantity, 0))::numeric(24, 5)::text as weight
  from customs_infos ci join batches b on b.id = ci.batch_id where ci.corp_id = ${corp} group by 1, 2, 3, 4`;

/** Every row kept, so a weight left behind by a record moved away shows (records 0, weight not 0). */
const CUSTOMS_ROLLUP = (corp: string) => sql`
  select to_char(month, 'YYYY-MM') as month, port, import_corp_id, product_id, records::text as records,
    weight::text as weight
  from customs_monthly where corp_id = ${corp} and (records <> 0 or weight <> 0)`;

const batchIndex = fc.integer({ min: 0, max: 3 });
const customsStep = fc.oneof(
  fc.record({
    op: fc.constant('record' as const),
    batch: batchIndex,
    port: fc.constantFrom('SZ', 'NB'),
    importer: fc.boolean(),
    at: fc.integer({ min: 0, max: INSTANTS.length - 1 }),
  }),
  fc.record({
    op: fc.constant('amend' as const),
    batch: batchIndex,
    port: fc.constantFrom('SZ', 'NB'),
    importer: fc.boolean(),
    at: fc.integer({ min: 0, max: INSTANTS.length - 1 }),
  }),
  fc.record({
    op: fc.constant('weigh' as const),
    batch: fc.option(batchIndex, { nil: null }),
    cents: fc.integer({ min: -5_000, max: 5_000 }),
  }),
  fc.record({ op: fc.constant('unweigh' as const), batch: batchIndex }),
  fc.record({ op: fc.constant('remove' as const), batch: batchIndex }),
);
type CustomsStep = typeof customsStep extends fc.Arbitrary<infer T> ? T : never;

describe('monthly customs rollup', () => {
  it('equals the customs records and their batches grouped per month, port, importer and product after any writes', async () => {
    const corp = (await createCompany(ctx.db)).id;
    const importer = (await createCompany(ctx.db, { kind: 'importer' })).id;
    const products = await twoProducts(corp);
    const batchIds = await fourBatches(corp, products, (i) => (i === 3 ? null : `${1000 + i}.12345`));
    async function apply(s: CustomsStep) {
      switch (s.op) {
        case 'record':
          return ctx.db.execute(sql`insert into customs_infos (corp_id, batch_id, product_id, name, port, port_name,
              import_time, import_corp_id, import_corp_name)
            select ${corp}::uuid, b.id, b.product_id, 'Customs', ${s.port}, ${`Port ${s.port}`},
              ${INSTANTS[s.at]}::timestamptz, ${s.importer ? importer : null}::uuid, 'Importer'
            from batches b where b.id = ${batchIds[s.batch]}
            on conflict (batch_id) do nothing`);
        case 'amend':
          return ctx.db.execute(sql`update customs_infos set port = ${s.port}, import_time = ${INSTANTS[s.at]},
              import_corp_id = ${s.importer ? importer : null}
            where batch_id = ${batchIds[s.batch]}`);
        case 'weigh':
          // One batch, or every batch of the company in one statement.
          return ctx.db.execute(sql`update batches set quantity = coalesce(quantity, 0) + ${(s.cents / 100).toFixed(2)}::numeric
            where corp_id = ${corp} and (${s.batch === null} or id = ${batchIds[s.batch ?? 0]})`);
        case 'unweigh':
          return ctx.db.execute(sql`update batches set quantity = null where id = ${batchIds[s.batch]}`);
        case 'remove':
          return ctx.db.execute(sql`delete from customs_infos where batch_id = ${batchIds[s.batch]}`);
      }
    }
    await expectFollows(customsStep, apply, [CUSTOMS_ROLLUP(corp), CUSTOMS_DIRECT(corp)]);
  });
});

const RECEIVED_DIRECT = (receiver: string) => sql`
  select to_char(date_trunc('month', received_at at time zone 'utc'), 'YYYY-MM') as month, sender_corp_id,
    count(*)::text as shipments, sum(coalesce(counted_count, label_count))::text as labels,
    sum(coalesce(counted_weight, total_weight))::numeric(24, 5)::text as weight
  from shipments where receiver_corp_id = ${receiver} and status = 'received' group by 1, 2`;

/** Every row but the empty ones, so labels or a weight left behind by a shipment moved away show. */
const RECEIVED_ROLLUP = (receiver: string) => sql`
  select to_char(month, 'YYYY-MM') as month, sender_corp_id, shipments::text as shipments,
    labels::text as labels, weight::text as weight
  from shipment_received_monthly
  where receiver_corp_id = ${receiver} and (shipments, labels, weight) <> (0, 0, 0)`;

const shipmentIndex = fc.integer({ min: 0, max: 3 });
/** A shipment returned, or deleted. */
const shipmentEnds = [
  fc.record({ op: fc.constant('return' as const), shipment: shipmentIndex }),
  fc.record({ op: fc.constant('remove' as const), shipment: shipmentIndex }),
] as const;

/** A company's shipments (as `column`: sender or receiver) in the order they were sent: the index, wrapped. */
const nthShipment = (column: SQL, corp: string) => (index: number) =>
  sql`(select id from shipments where ${column} = ${corp} order by shipment_no
    offset ${index} % greatest((select count(*) from shipments where ${column} = ${corp}), 1) limit 1)`;

/** Applies a shipment's end step: returned, or deleted. */
function endShipment(step: { op: 'return' | 'remove'; shipment: number }, nth: (index: number) => SQL) {
  return step.op === 'return'
    ? ctx.db.execute(
        sql`update shipments set status = 'returned', returned_at = now() where id = ${nth(step.shipment)}`,
      )
    : ctx.db.execute(sql`delete from shipments where id = ${nth(step.shipment)}`);
}
const receivedStep = fc.oneof(
  fc.record({
    op: fc.constant('send' as const),
    sender: fc.integer({ min: 0, max: 1 }),
    n: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    op: fc.constant('receive' as const),
    shipment: shipmentIndex,
    at: fc.integer({ min: 0, max: INSTANTS.length - 1 }),
    counted: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
  }),
  // Every received shipment of the receiver in one statement, or one.
  fc.record({
    op: fc.constant('recount' as const),
    shipment: fc.option(shipmentIndex, { nil: null }),
    cents: fc.integer({ min: 0, max: 90_000 }),
  }),
  ...shipmentEnds,
);
type ReceivedStep = typeof receivedStep extends fc.Arbitrary<infer T> ? T : never;

describe('monthly received shipments rollup', () => {
  it('equals the received shipments grouped per month, receiver and sender after any writes', async () => {
    const receiver = (await createCompany(ctx.db, { kind: 'importer' })).id;
    const senders = [
      (await createCompany(ctx.db, { kind: 'overseas_producer' })).id,
      (await createCompany(ctx.db)).id,
    ];
    const nth = nthShipment(sql`receiver_corp_id`, receiver);
    let sent = 0;
    async function apply(s: ReceivedStep) {
      switch (s.op) {
        case 'send':
          sent += 1;
          return ctx.db.execute(sql`insert into shipments (shipment_no, sender_corp_id, receiver_corp_id,
              label_count, total_weight, carrier, shipping_date)
            select ${`S${receiver.slice(0, 8)}-${String(sent).padStart(3, '0')}-`} || i, ${senders[s.sender]}::uuid,
              ${receiver}::uuid, 100 * i, 2500.12345 * i, 'Post', '2026-01-20T08:00:00Z'
            from generate_series(1, ${s.n}) i`);
        case 'receive':
          return ctx.db.execute(sql`update shipments set status = 'received', received_at = ${INSTANTS[s.at]},
              counted_count = ${s.counted}, counted_weight = ${s.counted === null ? null : `${s.counted}.5`}::numeric
            where id = ${nth(s.shipment)}`);
        case 'recount':
          return ctx.db.execute(sql`update shipments set counted_weight = coalesce(counted_weight, total_weight)
              + ${(s.cents / 100).toFixed(2)}::numeric, counted_count = coalesce(counted_count, label_count) + 1
            where receiver_corp_id = ${receiver} and status = 'received'
              and (${s.shipment === null} or id = ${nth(s.shipment ?? 0)})`);
        case 'return':
        case 'remove':
          return endShipment(s, nth);
      }
    }
    await expectFollows(receivedStep, apply, [RECEIVED_ROLLUP(receiver), RECEIVED_DIRECT(receiver)]);
  });
});

const SENT_DIRECT = (sender: string) => sql`
  select to_char(date_trunc('month', s.shipping_date at time zone 'utc'), 'YYYY-MM') as month,
    s.receiver_corp_id, b.product_id, ci.port, count(*)::text as shipments, sum(s.label_count)::text as labels,
    sum(s.total_weight)::numeric(24, 5)::text as weight
  from shipments s join batches b on b.id = s.batch_id left join customs_infos ci on ci.batch_id = s.batch_id
  where s.sender_corp_id = ${sender} and s.status <> 'returned' group by 1, 2, 3, 4`;

/** Every row but the empty ones, so labels or a weight left behind by a shipment moved away show. */
const SENT_ROLLUP = (sender: string) => sql`
  select to_char(month, 'YYYY-MM') as month, receiver_corp_id, product_id, port, shipments::text as shipments,
    labels::text as labels, weight::text as weight
  from shipment_sent_monthly
  where sender_corp_id = ${sender} and (shipments, labels, weight) <> (0, 0, 0)`;

const sentStep = fc.oneof(
  fc.record({
    op: fc.constant('send' as const),
    // A batch's goods, or loose labels (no batch: not in the rollup).
    batch: fc.option(batchIndex, { nil: null }),
    receiver: fc.integer({ min: 0, max: 1 }),
    at: fc.integer({ min: 0, max: INSTANTS.length - 1 }),
    n: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    op: fc.constant('file' as const),
    batch: batchIndex,
    port: fc.constantFrom('SZ', 'NB'),
  }),
  // One batch's record to another port, or every record of the sender to one (one statement).
  fc.record({
    op: fc.constant('reroute' as const),
    batch: fc.option(batchIndex, { nil: null }),
    port: fc.constantFrom('SZ', 'NB'),
  }),
  fc.record({ op: fc.constant('refile' as const), from: batchIndex, to: batchIndex }),
  fc.record({ op: fc.constant('withdraw' as const), batch: batchIndex }),
  fc.record({
    op: fc.constant('reproduct' as const),
    batch: batchIndex,
    product: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({
    op: fc.constant('redate' as const),
    shipment: shipmentIndex,
    at: fc.integer({ min: 0, max: INSTANTS.length - 1 }),
  }),
  ...shipmentEnds,
);
type SentStep = typeof sentStep extends fc.Arbitrary<infer T> ? T : never;

describe('monthly sent shipments rollup', () => {
  it("equals the shipments taken from batches grouped per month, receiver, batch's product and customs port after any writes", async () => {
    const sender = (await createCompany(ctx.db, { kind: 'overseas_producer' })).id;
    const receivers = [
      (await createCompany(ctx.db, { kind: 'importer' })).id,
      (await createCompany(ctx.db, { kind: 'importer' })).id,
    ];
    const products = await twoProducts(sender);
    const batchIds = await fourBatches(sender, products, () => '1000');
    const nth = nthShipment(sql`sender_corp_id`, sender);
    let sent = 0;
    async function apply(s: SentStep) {
      switch (s.op) {
        case 'send':
          sent += 1;
          return ctx.db.execute(sql`insert into shipments (shipment_no, sender_corp_id, receiver_corp_id, batch_id,
              label_count, total_weight, carrier, shipping_date)
            select ${`S${sender.slice(0, 8)}-${String(sent).padStart(3, '0')}-`} || i, ${sender}::uuid,
              ${receivers[s.receiver]}::uuid, ${s.batch === null ? null : batchIds[s.batch]}::uuid, 100 * i,
              2500.12345 * i, 'Post', ${INSTANTS[s.at]}::timestamptz
            from generate_series(1, ${s.n}) i`);
        case 'file':
          return ctx.db.execute(sql`insert into customs_infos (corp_id, batch_id, product_id, name, port, port_name,
              import_time, import_corp_name)
            select ${sender}::uuid, b.id, b.product_id, 'Customs', ${s.port}, ${`Port ${s.port}`},
              '2026-02-01T00:00:00Z', 'Importer'
            from batches b where b.id = ${batchIds[s.batch]}
            on conflict (batch_id) do nothing`);
        case 'reroute':
          return ctx.db.execute(sql`update customs_infos set port = ${s.port}
            where corp_id = ${sender} and (${s.batch === null} or batch_id = ${batchIds[s.batch ?? 0]})`);
        case 'refile':
          return ctx.db.execute(sql`update customs_infos set batch_id = ${batchIds[s.to]}
            where batch_id = ${batchIds[s.from]}
              and not exists (select 1 from customs_infos where batch_id = ${batchIds[s.to]})`);
        case 'withdraw':
          return ctx.db.execute(sql`delete from customs_infos where batch_id = ${batchIds[s.batch]}`);
        case 'reproduct':
          return ctx.db.execute(sql`update batches set product_id = ${products[s.product]}
            where id = ${batchIds[s.batch]}`);
        case 'redate':
          return ctx.db.execute(sql`update shipments set shipping_date = ${INSTANTS[s.at]}
            where id = ${nth(s.shipment)}`);
        case 'return':
        case 'remove':
          return endShipment(s, nth);
      }
    }
    await expectFollows(sentStep, apply, [SENT_ROLLUP(sender), SENT_DIRECT(sender)]);
  });
});

type Tx = Parameters<Parameters<ReturnType<typeof createDb>['db']['transaction']>[0]>[0];

/**
 * Runs `first` in a transaction left open, then `second` in another, which must wait for the first's
 * locks; ends the first once the second is seen waiting on it, then waits for both.
 */
async function interleave(
  db: ReturnType<typeof createDb>['db'],
  first: (tx: Tx) => Promise<unknown>,
  second: (tx: Tx) => Promise<unknown>,
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding!: (pid: number) => void;
  const held = new Promise<number>((resolve) => {
    holding = resolve;
  });
  const one = db.transaction(async (tx) => {
    await first(tx);
    const [row] = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    holding(row!.pid);
    await released;
  });
  const pid = await held;
  const two = db.transaction(second);
  try {
    await until(async () => {
      const [row] = await ctx.db.execute<{ n: number }>(sql`
        select count(*)::int as n from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`);
      return row!.n > 0;
    }, 20_000);
  } finally {
    release();
    await Promise.all([one, two]);
  }
}

describe('monthly sent shipments rollup, written at the same time', () => {
  const handle = createDb(process.env.DATABASE_URL!, { max: 2, applicationName: 'sent-rollup-race' });
  afterAll(() => handle.close());

  async function world() {
    const sender = (await createCompany(ctx.db, { kind: 'overseas_producer' })).id;
    const receiver = (await createCompany(ctx.db, { kind: 'importer' })).id;
    const [product] = await twoProducts(sender);
    const [batch] = await ctx.db.execute<{ id: string }>(sql`
      insert into batches (batch_no, corp_id, product_id, quantity) values ('B', ${sender}, ${product}, 1000)
      returning id`);
    const ship = (tx: Tx | typeof ctx.db) =>
      tx.execute(sql`insert into shipments (shipment_no, sender_corp_id, receiver_corp_id, batch_id, label_count,
          total_weight, carrier, shipping_date)
        values (${`S${randomUUID().slice(0, 12)}`}, ${sender}, ${receiver}, ${batch!.id}, 100, 2500, 'Post',
          '2026-01-20T08:00:00Z')`);
    const file = (tx: Tx) =>
      tx.execute(sql`insert into customs_infos (corp_id, batch_id, product_id, name, port, port_name, import_time,
          import_corp_name)
        values (${sender}, ${batch!.id}, ${product}, 'Customs', 'SZ', 'Port SZ', '2026-02-01T00:00:00Z', 'Importer')`);
    const expectFollowed = async () =>
      expect(sorted([...(await ctx.db.execute<Row>(SENT_ROLLUP(sender)))])).toEqual(
        sorted([...(await ctx.db.execute<Row>(SENT_DIRECT(sender)))]),
      );
    return { sender, batch: batch!.id, ship, file, expectFollowed };
  }

  it('files a shipment made while its batch’s customs record is filed under the record’s port', async () => {
    const w = await world();
    await interleave(handle.db, w.file, w.ship);
    await w.expectFollowed();
    expect((await ctx.db.execute<Row>(SENT_ROLLUP(w.sender))).map((row) => row.port)).toEqual(['SZ']);
  });

  it('moves a shipment made just before its batch’s customs record is filed to the record’s port', async () => {
    const w = await world();
    await interleave(handle.db, w.ship, w.file);
    await w.expectFollowed();
    expect((await ctx.db.execute<Row>(SENT_ROLLUP(w.sender))).map((row) => row.port)).toEqual(['SZ']);
  });

  it('takes away a shipment returned while its batch’s customs record moves to another port', async () => {
    const w = await world();
    await w.ship(ctx.db);
    await w.ship(ctx.db);
    await handle.db.transaction(w.file);
    await interleave(
      handle.db,
      (tx) =>
        tx.execute(sql`update shipments set status = 'returned', returned_at = now()
          where id = (select id from shipments where batch_id = ${w.batch} order by id limit 1)`),
      (tx) => tx.execute(sql`update customs_infos set port = 'NB' where batch_id = ${w.batch}`),
    );
    await w.expectFollowed();
    expect(
      (await ctx.db.execute<Row>(SENT_ROLLUP(w.sender))).map((row) => [row.port, row.shipments]),
    ).toEqual([['NB', '1']]);
  });
});

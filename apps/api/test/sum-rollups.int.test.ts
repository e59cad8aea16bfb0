import { randomUUID } from 'node:crypto';
import { createCompany } from '@trace/db/factories';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const ctx = useTestApp();

/**
 * The rollups of sums kept through `rollup_follow` (migration 0044) equal their rows grouped after any
 * sequence of inserts, updates and deletes, single-row or multi-row: `bird_house_harvest_monthly` the
 * harvests per month, company and house (0044), `label_order_monthly` the label orders per month,
 * company, product and printing factory (0046) and `label_order_corp_monthly` that rollup per month and
 * company with its number of groups (0052), `customs_monthly` the customs records and their batches'
 * weight per month, owner, port, importing company and product (0050), `shipment_received_monthly` the
 * shipments received per month, receiver and sender with their counted labels and weight (0053), as
 * their reports sum them.
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
    const batchIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const [row] = await ctx.db.execute<{ id: string }>(sql`
        insert into batches (batch_no, corp_id, product_id, quantity)
        values (${`B${i}`}, ${corp}, ${products[i % 2]}, ${i === 3 ? null : `${1000 + i}.12345`}) returning id`);
      batchIds.push(row!.id);
    }
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
  fc.record({ op: fc.constant('return' as const), shipment: shipmentIndex }),
  fc.record({ op: fc.constant('remove' as const), shipment: shipmentIndex }),
);
type ReceivedStep = typeof receivedStep extends fc.Arbitrary<infer T> ? T : never;

describe('monthly received shipments rollup', () => {
  it('equals the received shipments grouped per month, receiver and sender after any writes', async () => {
    const receiver = (await createCompany(ctx.db, { kind: 'importer' })).id;
    const senders = [
      (await createCompany(ctx.db, { kind: 'overseas_producer' })).id,
      (await createCompany(ctx.db)).id,
    ];
    /** The receiver's shipments in the order they were sent (the step's index, wrapped). */
    const nth = (index: number) =>
      sql`(select id from shipments where receiver_corp_id = ${receiver} order by shipment_no
        offset ${index} % greatest((select count(*) from shipments where receiver_corp_id = ${receiver}), 1) limit 1)`;
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
          return ctx.db.execute(sql`update shipments set status = 'returned', returned_at = now()
            where id = ${nth(s.shipment)}`);
        case 'remove':
          return ctx.db.execute(sql`delete from shipments where id = ${nth(s.shipment)}`);
      }
    }
    await expectFollows(receivedStep, apply, [RECEIVED_ROLLUP(receiver), RECEIVED_DIRECT(receiver)]);
  });
});

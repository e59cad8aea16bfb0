import { randomUUID } from 'node:crypto';
import { createCompany } from '@trace/db/factories';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const ctx = useTestApp();

/**
 * `activity_monthly` (migration 0030) is kept by statement triggers on batches, bind logs,
 * shipments, label orders, label runs and void requests: after any sequence of inserts, updates
 * and deletes, single-row or multi-row, it equals the events grouped per month, company and product
 * as the statistics reports sum them (decision 0028).
 */

type Row = Record<string, string | null>;
const keyOf = (row: Row) => `${row.month}|${row.corp_id}|${row.product_id}`;
const sorted = (rows: Row[]) => [...rows].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

const FIGURES = [
  'batches',
  'bind_logs',
  'bound',
  'shipments',
  'shipped_weight',
  'orders',
  'requested',
  'approved',
  'delivered',
  'runs',
  'generated',
  'void_requests',
  'voided',
] as const;

/** `= any` of the given ids. */
const anyOf = (ids: string[]) =>
  sql`any(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[])`;

/** Figures compared as text; weights at the stored scale. */
const cast = (figure: string) => (figure === 'shipped_weight' ? '::numeric(24, 5)::text' : '::text');

/** The events of the given companies grouped per month, company and product, straight from the rows. */
const DIRECT = (corps: string[]) => sql`
  select to_char(month, 'YYYY-MM') as month, corp_id, product_id,
    ${sql.raw(FIGURES.map((f) => `sum(${f})${cast(f)} as ${f}`).join(', '))}
  from (
    select date_trunc('month', b.created_at at time zone 'utc') as month, b.corp_id, b.product_id,
      1 as batches, 0 as bind_logs, 0 as bound, 0 as shipments, 0::numeric as shipped_weight, 0 as orders,
      0 as requested, 0 as approved, 0 as delivered, 0 as runs, 0 as generated, 0 as void_requests, 0 as voided
    from batches b
    union all
    select date_trunc('month', g.created_at at time zone 'utc'), g.corp_id, b.product_id,
      0, 1, g.count, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    from batch_bind_logs g join batches b on b.id = g.batch_id
    union all
    select date_trunc('month', s.shipping_date at time zone 'utc'), s.sender_corp_id, b.product_id,
      0, 0, 0, 1, s.total_weight, 0, 0, 0, 0, 0, 0, 0, 0
    from shipments s left join batches b on b.id = s.batch_id where s.status <> 'returned'
    union all
    select date_trunc('month', o.created_at at time zone 'utc'), o.corp_id, o.product_id,
      0, 0, 0, 0, 0, 1, o.count, case when o.status in ('passed', 'paid', 'delivered') then o.count else 0 end,
      case when o.status = 'delivered' then o.count else 0 end, 0, 0, 0, 0
    from label_orders o
    union all
    select date_trunc('month', r.finished_at at time zone 'utc'), r.corp_id, r.product_id,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 1, r.generated_count, 0, 0
    from label_runs r where r.status = 'generated' and r.finished_at is not null
    union all
    select date_trunc('month', q.updated_at at time zone 'utc'), q.corp_id, null::uuid,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, cardinality(q.codes) - coalesce(jsonb_array_length(q.failures), 0)
    from void_requests q where q.status = 'performed'
  ) x
  where corp_id = ${anyOf(corps)}
  group by 1, 2, 3
  having ${sql.raw(FIGURES.map((f) => `sum(${f}) <> 0`).join(' or '))}`;

const ROLLUP = (corps: string[]) => sql`
  select to_char(month, 'YYYY-MM') as month, corp_id, product_id,
    ${sql.raw(FIGURES.map((f) => `${f}${cast(f)} as ${f}`).join(', '))}
  from activity_monthly
  where corp_id = ${anyOf(corps)}
    and (${sql.raw(FIGURES.map((f) => `${f} <> 0`).join(' or '))})`;

/** Instants either side of month ends (UTC), so moves between months are exercised. */
const TIMES = [
  '2026-01-31T23:30:00Z',
  '2026-02-01T00:10:00Z',
  '2026-02-28T12:00:00Z',
  '2026-03-02T08:00:00Z',
];
const time = fc.integer({ min: 0, max: TIMES.length - 1 });
const corpArb = fc.integer({ min: 0, max: 1 });
const productArb = fc.integer({ min: 0, max: 2 });
const many = fc.integer({ min: 1, max: 3 });

const step = fc.oneof(
  fc.record({ op: fc.constant('batch' as const), corp: corpArb, product: productArb, at: time, n: many }),
  fc.record({ op: fc.constant('batchProduct' as const), from: productArb, to: productArb }),
  fc.record({ op: fc.constant('batchTouch' as const), corp: corpArb }),
  fc.record({ op: fc.constant('batchDelete' as const), corp: corpArb }),
  fc.record({ op: fc.constant('bind' as const), pick: fc.nat(), at: time, count: many, n: many }),
  fc.record({ op: fc.constant('bindUpdate' as const), corp: corpArb, at: time }),
  fc.record({ op: fc.constant('bindDelete' as const), corp: corpArb }),
  fc.record({
    op: fc.constant('ship' as const),
    corp: corpArb,
    pick: fc.option(fc.nat(), { nil: null }),
    returned: fc.boolean(),
    at: time,
    cents: fc.integer({ min: 1, max: 100_000 }),
  }),
  fc.record({ op: fc.constant('shipUpdate' as const), corp: corpArb, at: time }),
  fc.record({ op: fc.constant('shipDelete' as const), corp: corpArb }),
  fc.record({
    op: fc.constant('order' as const),
    corp: corpArb,
    product: productArb,
    status: fc.constantFrom('unreviewed', 'passed', 'paid', 'delivered', 'rejected'),
    at: time,
    n: many,
  }),
  fc.record({
    op: fc.constant('orderUpdate' as const),
    corp: corpArb,
    status: fc.constantFrom('passed', 'delivered', 'rejected'),
    at: time,
  }),
  fc.record({ op: fc.constant('orderDelete' as const), corp: corpArb }),
  fc.record({
    op: fc.constant('run' as const),
    corp: corpArb,
    product: productArb,
    generated: fc.boolean(),
    at: fc.option(time, { nil: null }),
  }),
  fc.record({ op: fc.constant('runUpdate' as const), corp: corpArb, at: time }),
  fc.record({ op: fc.constant('runDelete' as const), corp: corpArb }),
  fc.record({
    op: fc.constant('void' as const),
    corp: corpArb,
    performed: fc.boolean(),
    codes: many,
    at: time,
  }),
  fc.record({ op: fc.constant('voidUpdate' as const), corp: corpArb, at: time }),
  fc.record({ op: fc.constant('voidDelete' as const), corp: corpArb }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const short = () => randomUUID().replace(/-/g, '').slice(0, 12);
let categoryId: string;

beforeAll(async () => {
  const [category] = await ctx.db.execute<{ id: string }>(sql`select id from product_categories limit 1`);
  categoryId = category!.id;
});

describe('monthly activity rollup', () => {
  it('equals the events grouped per month, company and product after any writes', async () => {
    const corps = [(await createCompany(ctx.db)).id, (await createCompany(ctx.db)).id];
    const products: string[] = [];
    for (const corp of [corps[0], corps[0], corps[1]]) {
      const [row] = await ctx.db.execute<{ id: string }>(sql`
        insert into products (corp_id, category_id, product_name)
        values (${corp}, ${categoryId}, ${`Rollup ${short()}`}) returning id`);
      products.push(row!.id);
    }
    const at = (index: number) => TIMES[index]!;
    const ofCorps = anyOf(corps);
    // The n-th batch of the companies (in id order), as a scalar subquery.
    const batchAt = (pick: number) => sql`(select id from batches where corp_id = ${ofCorps}
      order by id offset ${pick} % greatest((select count(*) from batches where corp_id = ${ofCorps}), 1) limit 1)`;

    async function apply(s: Step) {
      const db = ctx.db;
      switch (s.op) {
        case 'batch':
          return db.execute(sql`insert into batches (batch_no, corp_id, product_id, created_at)
            select ${`RB${short()}`} || i, ${corps[s.corp]}::uuid, ${products[s.product]}::uuid, ${at(s.at)}::timestamptz
            from generate_series(1, ${s.n}) i`);
        case 'batchProduct':
          return db.execute(sql`update batches set product_id = ${products[s.to]}
            where corp_id = ${ofCorps} and product_id = ${products[s.from]}`);
        case 'batchTouch':
          return db.execute(
            sql`update batches set bound_count = bound_count + 1 where corp_id = ${corps[s.corp]}`,
          );
        case 'batchDelete':
          return db.execute(sql`delete from batches b where b.corp_id = ${corps[s.corp]}
            and not exists (select 1 from batch_bind_logs g where g.batch_id = b.id)
            and not exists (select 1 from shipments s where s.batch_id = b.id)`);
        case 'bind':
          return db.execute(sql`insert into batch_bind_logs (corp_id, batch_id, mode, count, codes, created_at)
            select b.corp_id, b.id, 'range', ${s.count} + i, '{}', ${at(s.at)}::timestamptz
            from batches b cross join generate_series(1, ${s.n}) i where b.id = ${batchAt(s.pick)}`);
        case 'bindUpdate':
          return db.execute(sql`update batch_bind_logs set count = count + 1, created_at = ${at(s.at)}
            where corp_id = ${corps[s.corp]}`);
        case 'bindDelete':
          return db.execute(sql`delete from batch_bind_logs where id = (
            select id from batch_bind_logs where corp_id = ${corps[s.corp]} order by id limit 1)`);
        case 'ship':
          return db.execute(sql`insert into shipments (shipment_no, sender_corp_id, receiver_corp_id, status,
              batch_id, label_count, total_weight, carrier, shipping_date)
            values (${`RS${short()}`}, ${corps[s.corp]}, ${corps[1 - s.corp]}, ${s.returned ? 'returned' : 'sent'},
              ${s.pick === null ? null : batchAt(s.pick)}, 5, ${(s.cents / 100).toFixed(2)}, 'DHL', ${at(s.at)})`);
        case 'shipUpdate':
          return db.execute(sql`update shipments
            set status = case when status = 'returned' then 'sent' else 'returned' end,
              shipping_date = ${at(s.at)}, total_weight = total_weight + 1.25
            where sender_corp_id = ${corps[s.corp]}`);
        case 'shipDelete':
          return db.execute(sql`delete from shipments where id = (
            select id from shipments where sender_corp_id = ${corps[s.corp]} order by id limit 1)`);
        case 'order':
          return db.execute(sql`insert into label_orders (order_no, corp_id, product_id, sheet_type, count, status, created_at)
            select ${`RO${short()}`} || i, ${corps[s.corp]}::uuid, ${products[s.product]}::uuid, 'big', 100 * i,
              ${s.status}, ${at(s.at)}::timestamptz
            from generate_series(1, ${s.n}) i`);
        case 'orderUpdate':
          return db.execute(sql`update label_orders set status = ${s.status}, created_at = ${at(s.at)}, count = count + 1
            where corp_id = ${corps[s.corp]}`);
        case 'orderDelete':
          return db.execute(sql`delete from label_orders where id = (
            select id from label_orders where corp_id = ${corps[s.corp]} order by id limit 1)`);
        case 'run':
          return db.execute(sql`insert into label_runs (run_no, corp_id, product_id, count, chunk_size, start_code,
              end_code, status, generated_count, finished_at)
            values (${`RR${short()}`}, ${corps[s.corp]}, ${products[s.product]}, 50, 10, 1, 50,
              ${s.generated ? 'generated' : 'not_generated'}, ${s.generated ? 50 : 0}, ${s.at === null ? null : at(s.at)})`);
        case 'runUpdate':
          return db.execute(sql`update label_runs set status = 'generated', generated_count = generated_count + 7,
              finished_at = ${at(s.at)}
            where corp_id = ${corps[s.corp]}`);
        case 'runDelete':
          return db.execute(sql`delete from label_runs where id = (
            select id from label_runs where corp_id = ${corps[s.corp]} order by id limit 1)`);
        case 'void':
          return db.execute(sql`insert into void_requests (request_no, corp_id, reason, codes, status, failures, updated_at)
            values (${`RV${short()}`}, ${corps[s.corp]}, 'damaged',
              array_fill('1'::text, array[${s.codes}::int]), ${s.performed ? 'performed' : 'unreviewed'},
              ${s.codes > 1 ? sql`'[{"code":"1","reason":"not_owned"}]'::jsonb` : sql`null`}, ${at(s.at)})`);
        case 'voidUpdate':
          return db.execute(sql`update void_requests set status = 'performed', updated_at = ${at(s.at)},
              codes = codes || '2'::text
            where corp_id = ${corps[s.corp]}`);
        case 'voidDelete':
          return db.execute(sql`delete from void_requests where id = (
            select id from void_requests where corp_id = ${corps[s.corp]} order by id limit 1)`);
      }
    }

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        for (const s of steps) await apply(s);
        const rollup = sorted([...(await ctx.db.execute<Row>(ROLLUP(corps)))]);
        const direct = sorted([...(await ctx.db.execute<Row>(DIRECT(corps)))]);
        expect(rollup).toEqual(direct);
      }),
      { numRuns: 20 },
    );
  });
});

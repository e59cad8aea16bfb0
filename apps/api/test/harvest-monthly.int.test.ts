import { createCompany } from '@trace/db/factories';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const ctx = useTestApp();

/**
 * `bird_house_harvest_monthly` (migration 0044) is kept by statement triggers on the harvests: after
 * any sequence of inserts, updates (day, house, weight) and deletes, single-row or multi-row, it
 * equals the harvests grouped per month, company and house, as the bird-house output report sums them.
 */

type Row = Record<string, string>;
const keyOf = (row: Row) => `${row.month}|${row.corp_id}|${row.house_id}`;
const sorted = (rows: Row[]) => [...rows].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

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
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) await apply(s);
        const rollup = sorted([...(await ctx.db.execute<Row>(ROLLUP(corp)))]);
        const direct = sorted([...(await ctx.db.execute<Row>(DIRECT(corp)))]);
        expect(rollup).toEqual(direct);
      }),
      { numRuns: 25 },
    );
  });
});

import { randomUUID } from 'node:crypto';
import { createCompany } from '@trace/db/factories';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const ctx = useTestApp();

type Row = { month: string; product_id: string; scans: number; verifications: number; first_checks: number };
const byKey = (a: Pick<Row, 'month' | 'product_id'>, b: Pick<Row, 'month' | 'product_id'>) =>
  `${a.month}${a.product_id}`.localeCompare(`${b.month}${b.product_id}`);

/**
 * `scan_monthly`, `first_check_monthly` and `first_check_daily` (migrations 0027, 0032) are kept by
 * triggers on `scan_daily` and `label_verifications`: after any sequence of writes they equal the
 * daily counts summed per month and the first checks counted per month and per day; and so do the
 * scans `activity_monthly` copies from `scan_monthly_totals` (migration 0056).
 */
describe('monthly scan rollup', () => {
  it('equals the daily counts per month and the first checks per month and day after any writes', async () => {
    const corp = (await createCompany(ctx.db)).id;
    const productIds = [randomUUID(), randomUUID()];
    const days = ['2026-01-30', '2026-01-31', '2026-02-01', '2026-03-15'];
    let next = BigInt(`7${String(Date.now()).slice(-10)}00000`);
    const checked: string[] = [];
    const step = fc.oneof(
      fc.record({
        op: fc.constant('upsert' as const),
        day: fc.integer({ min: 0, max: 3 }),
        product: fc.integer({ min: 0, max: 1 }),
        region: fc.constantFrom('CN-GD', 'FR'),
        scans: fc.integer({ min: 0, max: 50 }),
        verifications: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({ op: fc.constant('delete' as const), day: fc.integer({ min: 0, max: 3 }) }),
      fc.record({
        op: fc.constant('check' as const),
        product: fc.integer({ min: 0, max: 1 }),
        day: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({ op: fc.constant('uncheck' as const) }),
    );
    const monthly = async () =>
      [
        ...(await ctx.db.execute<Row>(
          sql`select month, product_id, sum(scans)::int as scans, sum(verifications)::int as verifications,
              sum(first_checks)::int as first_checks from (
              select to_char(month, 'YYYY-MM') as month, product_id, scans, verifications, 0 as first_checks
              from scan_monthly where corp_id = ${corp}
              union all
              select to_char(month, 'YYYY-MM'), product_id, 0, 0, labels
              from first_check_monthly where corp_id = ${corp}
            ) x group by month, product_id
            having sum(scans) <> 0 or sum(verifications) <> 0 or sum(first_checks) <> 0`,
        )),
      ].sort(byKey);
    const direct = async () =>
      [
        ...(await ctx.db.execute<Row>(
          sql`select month, product_id, sum(scans)::int as scans, sum(verifications)::int as verifications,
              sum(first_checks)::int as first_checks from (
              select to_char(day, 'YYYY-MM') as month, product_id, scans, verifications, 0 as first_checks
              from scan_daily where corp_id = ${corp}
              union all
              select to_char(v.first_at at time zone 'utc', 'YYYY-MM'), l.product_id, 0, 0, 1
              from label_verifications v join labels l on l.excode = v.excode where l.corp_id = ${corp}
            ) x group by month, product_id
            having sum(scans) <> 0 or sum(verifications) <> 0 or sum(first_checks) <> 0`,
        )),
      ].sort(byKey);

    /**
     * What `activity_monthly` copies of them (migration 0056), as the label-usage and domestic-producer
     * reports read it: each month's scans per product.
     */
    type Copied = Pick<Row, 'month' | 'product_id' | 'scans'>;
    const inActivity = async () =>
      [
        ...(await ctx.db.execute<Copied>(
          sql`select to_char(month, 'YYYY-MM') as month, product_id, scanned::int as scans
            from activity_monthly where corp_id = ${corp} and scanned <> 0`,
        )),
      ].sort(byKey);
    const copiedOf = (rows: Row[]): Copied[] =>
      rows
        .filter((row) => row.scans !== 0)
        .map(({ month, product_id, scans }) => ({ month, product_id, scans }));

    type DayRow = { day: string; product_id: string; labels: number };
    const firstChecksDaily = async () => [
      ...(await ctx.db.execute<DayRow>(
        sql`select to_char(day, 'YYYY-MM-DD') as day, product_id, labels::int as labels
          from first_check_daily where corp_id = ${corp} and labels <> 0 order by 1, 2`,
      )),
    ];
    const firstChecksDirect = async () => [
      ...(await ctx.db.execute<DayRow>(
        sql`select to_char(v.first_at at time zone 'utc', 'YYYY-MM-DD') as day, l.product_id, count(*)::int as labels
          from label_verifications v join labels l on l.excode = v.excode where l.corp_id = ${corp}
          group by 1, 2 order by 1, 2`,
      )),
    ];

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          if (s.op === 'upsert') {
            await ctx.db.execute(sql`
              insert into scan_daily (day, corp_id, product_id, region, scans, verifications)
              values (${days[s.day]}::date, ${corp}, ${productIds[s.product]}, ${s.region}, ${s.scans}, ${s.verifications})
              on conflict on constraint scan_daily_key do update
                set scans = scan_daily.scans + excluded.scans,
                    verifications = scan_daily.verifications + excluded.verifications`);
          } else if (s.op === 'delete') {
            await ctx.db.execute(
              sql`delete from scan_daily where corp_id = ${corp} and day = ${days[s.day]}::date`,
            );
          } else if (s.op === 'check') {
            const excode = (next++).toString();
            await ctx.db.execute(sql`
              insert into labels (excode, pcode, corp_id, product_id, status)
              values (${excode}::numeric, 'p', ${corp}, ${productIds[s.product]}, 'activated')`);
            await ctx.db.execute(sql`
              insert into label_verifications (excode, count, first_at, last_at)
              values (${excode}::numeric, 1, (${days[s.day]}::date)::timestamp at time zone 'utc', (${days[s.day]}::date)::timestamp at time zone 'utc')`);
            checked.push(excode);
          } else if (checked.length > 0) {
            const excode = checked.shift()!;
            await ctx.db.execute(sql`delete from label_verifications where excode = ${excode}::numeric`);
          }
        }
        const counted = await direct();
        expect(await monthly()).toEqual(counted);
        expect(await inActivity()).toEqual(copiedOf(counted));
        expect(await firstChecksDaily()).toEqual(await firstChecksDirect());
      }),
      { numRuns: 15 },
    );
  });
});

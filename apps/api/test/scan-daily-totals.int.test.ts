import { randomUUID } from 'node:crypto';
import { createCompany } from '@trace/db/factories';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const ctx = useTestApp();

type Row = { grain: string; key: string | null; scans: number; verifications: number };
const byKey = (a: Row, b: Row) => `${a.grain}${a.key}`.localeCompare(`${b.grain}${b.key}`);

/**
 * `scan_monthly` (migration 0027), `scan_daily_totals` and `scan_monthly_totals` (0029, 0031),
 * `scan_daily_regions` and `scan_monthly_regions` (0036) and `scan_daily_companies` (0043) are kept by
 * triggers on `scan_daily` (one function for all of them since 0045): after any sequence of writes,
 * single-row or multi-row, they equal the daily counts summed over none of their keys, their regions,
 * their products or both, per day and per month.
 */
describe('scan totals without the region or without the product', () => {
  it('equal the daily counts summed over regions or products, per day and per month, after any writes', async () => {
    const corp = (await createCompany(ctx.db)).id;
    const productIds = [randomUUID(), randomUUID(), null];
    const days = ['2026-01-31', '2026-02-01', '2026-02-02', '2026-03-01'];
    const regions = ['CN-GD', 'CN-BJ', 'FR'];
    const step = fc.oneof(
      fc.record({
        op: fc.constant('upsert' as const),
        day: fc.integer({ min: 0, max: 3 }),
        product: fc.integer({ min: 0, max: 2 }),
        region: fc.integer({ min: 0, max: 2 }),
        scans: fc.integer({ min: 0, max: 50 }),
        verifications: fc.integer({ min: 0, max: 3 }),
      }),
      // One statement writing every region of a day and product.
      fc.record({
        op: fc.constant('upsertRegions' as const),
        day: fc.integer({ min: 0, max: 3 }),
        product: fc.integer({ min: 0, max: 2 }),
        scans: fc.integer({ min: 1, max: 20 }),
      }),
      // Several rows changed at once: counts, and rows moved to another day (where free).
      fc.record({ op: fc.constant('bump' as const), region: fc.integer({ min: 0, max: 2 }) }),
      fc.record({
        op: fc.constant('move' as const),
        from: fc.integer({ min: 0, max: 3 }),
        to: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({ op: fc.constant('delete' as const), day: fc.integer({ min: 0, max: 3 }) }),
    );
    /** A rollup's rows of the company: its grain (day or month) and key (product, region, both or none). */
    const BOTH = "coalesce(product_id::text, '-') || ' ' || region";
    type Key = 'product_id' | 'region' | typeof BOTH | null;
    const keyColumn = (key: Key) => sql.raw(key ?? 'null');
    const rollup = async (table: string, grain: 'day' | 'month', key: Key) =>
      [
        ...(await ctx.db.execute<Row>(
          sql`select ${sql.raw(grain === 'day' ? 'day::text' : "to_char(month, 'YYYY-MM')")} as grain,
              ${keyColumn(key)}::text as key, scans::int as scans, verifications::int as verifications
            from ${sql.raw(table)} where corp_id = ${corp} and (scans <> 0 or verifications <> 0)`,
        )),
      ].sort(byKey);
    /** The same rows counted directly from `scan_daily`. */
    const direct = async (grain: 'day' | 'month', key: Key) =>
      [
        ...(await ctx.db.execute<Row>(
          sql`select ${sql.raw(grain === 'day' ? 'day::text' : "to_char(day, 'YYYY-MM')")} as grain,
              ${keyColumn(key)}::text as key, sum(scans)::int as scans, sum(verifications)::int as verifications
            from scan_daily where corp_id = ${corp} group by 1${key ? sql.raw(', 2') : sql.raw('')}
            having sum(scans) <> 0 or sum(verifications) <> 0`,
        )),
      ].sort(byKey);

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          if (s.op === 'upsert') {
            await ctx.db.execute(sql`
              insert into scan_daily (day, corp_id, product_id, region, scans, verifications)
              values (${days[s.day]}::date, ${corp}, ${productIds[s.product]}, ${regions[s.region]}, ${s.scans}, ${s.verifications})
              on conflict on constraint scan_daily_key do update
                set scans = scan_daily.scans + excluded.scans,
                    verifications = scan_daily.verifications + excluded.verifications`);
          } else if (s.op === 'upsertRegions') {
            await ctx.db.execute(sql`
              insert into scan_daily (day, corp_id, product_id, region, scans, verifications)
              select ${days[s.day]}::date, ${corp}::uuid, ${productIds[s.product]}::uuid, r, ${s.scans}, 1
              from unnest(${sql.raw(`array['${regions.join("','")}']`)}) r
              on conflict on constraint scan_daily_key do update
                set scans = scan_daily.scans + excluded.scans,
                    verifications = scan_daily.verifications + excluded.verifications`);
          } else if (s.op === 'bump') {
            await ctx.db.execute(sql`
              update scan_daily set scans = scans + 2, verifications = verifications + 1
              where corp_id = ${corp} and region <> ${regions[s.region]}`);
          } else if (s.op === 'move') {
            await ctx.db.execute(sql`
              update scan_daily d set day = ${days[s.to]}::date
              where d.corp_id = ${corp} and d.day = ${days[s.from]}::date and not exists (
                select 1 from scan_daily o where o.day = ${days[s.to]}::date and o.corp_id = d.corp_id
                  and o.product_id is not distinct from d.product_id and o.region = d.region)`);
          } else {
            await ctx.db.execute(
              sql`delete from scan_daily where corp_id = ${corp} and day = ${days[s.day]}::date`,
            );
          }
        }
        expect(await rollup('scan_daily_totals', 'day', 'product_id')).toEqual(
          await direct('day', 'product_id'),
        );
        expect(await rollup('scan_monthly_totals', 'month', 'product_id')).toEqual(
          await direct('month', 'product_id'),
        );
        expect(await rollup('scan_daily_regions', 'day', 'region')).toEqual(await direct('day', 'region'));
        expect(await rollup('scan_monthly_regions', 'month', 'region')).toEqual(
          await direct('month', 'region'),
        );
        expect(await rollup('scan_daily_companies', 'day', null)).toEqual(await direct('day', null));
        expect(await rollup('scan_monthly', 'month', BOTH)).toEqual(await direct('month', BOTH));
      }),
      { numRuns: 15 },
    );
  });
});

import { ROUTES } from '@trace/contracts';
import { scanDaily, scans } from '@trace/db';
import { foldScans } from '@trace/db/scan-alerts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Grouped } from '../src/modules/scan/grouped';
import { useTestApp } from './helpers';
import { IP, labelledGoods, loneLabel, randomExcode, scanRoute } from './scan-helpers';

const ctx = useTestApp();

describe('requests run in groups', () => {
  it('runs the calls made together as one group and answers each caller in order', async () => {
    const groups: number[][] = [];
    const grouped = new Grouped(async (inputs: number[]) => {
      groups.push(inputs);
      return inputs.map((n) => n * 10);
    });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => grouped.call(n)));
    expect(answers).toEqual([10, 20, 30, 40]);
    expect(groups).toEqual([[1, 2, 3, 4]]);
  });

  it('sends a second group behind the running one; calls made while both run go together next', async () => {
    const groups: number[][] = [];
    const releases: (() => void)[] = [];
    const grouped = new Grouped(async (inputs: number[]) => {
      groups.push(inputs);
      if (groups.length <= 2) await new Promise<void>((resolve) => releases.push(resolve));
      return inputs;
    });
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const first = grouped.call(1);
    await tick();
    await tick();
    const second = [grouped.call(2), grouped.call(3)];
    await tick();
    await tick();
    // Two groups are in the database: these wait, and go as one group when one of those answers.
    const third = [grouped.call(4), grouped.call(5), grouped.call(6)];
    await tick();
    await tick();
    expect(groups).toEqual([[1], [2, 3]]);
    for (const release of releases) release();
    expect(await Promise.all([first, ...second, ...third])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(groups).toEqual([[1], [2, 3], [4, 5, 6]]);
    await grouped.drain();
  });

  it('drains: resolves once every call made so far is answered', async () => {
    const answered: number[] = [];
    const grouped = new Grouped(async (inputs: number[]) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return inputs;
    });
    for (const n of [1, 2, 3]) void grouped.call(n).then((value) => answered.push(value));
    await grouped.drain();
    await Promise.resolve();
    expect(answered.sort()).toEqual([1, 2, 3]);
  });

  it('fails only the callers of a failed group; the next group runs', async () => {
    let runs = 0;
    const grouped = new Grouped(async (inputs: string[]) => {
      runs += 1;
      if (runs === 1) throw new Error('database went away');
      return inputs.map((s) => s.toUpperCase());
    });
    const failed = Promise.allSettled([grouped.call('a'), grouped.call('b')]);
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await grouped.call('c')).toBe('C');
  });
});

describe('scans looked up together', () => {
  it('each gets its own recorded scan, its own outcome, and the daily counts add up', async () => {
    const goods = await labelledGoods(ctx.db, { count: 6 });
    const voided = await loneLabel(ctx.db, goods.corpId, 'invalid');
    const unknown = randomExcode();
    const codes = [...goods.labels.map((label) => label.excode), voided.excode, unknown];
    const expected = [...goods.labels.map(() => 'valid'), 'void', 'unknown'];
    // Twice each, all at once, from two regions.
    const calls = [...codes, ...codes].map((excode, i) =>
      scanRoute(
        ctx.app,
        ROUTES.scan.lookup,
        { params: { excode } },
        { ip: i % 2 === 0 ? IP.guangdong : IP.france },
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.map((a) => a.body.data.result)).toEqual([...expected, ...expected]);
    expect(answers.map((a) => a.body.data.excode)).toEqual([...codes, ...codes]);

    const ids = answers.map((a) => a.body.data.scanId);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await ctx.db.select().from(scans).where(inArray(scans.excode, codes));
    expect(rows).toHaveLength(codes.length * 2);
    // Each answer names the scan recorded for its own code.
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    for (const [i, answer] of answers.entries()) {
      const row = byId.get(answer.body.data.scanId);
      expect(row).toMatchObject({ excode: codes[i % codes.length], result: expected[i % codes.length] });
      expect(row?.region).toBe(i % 2 === 0 ? 'CN-GD' : 'FR');
    }
    await foldScans(ctx.db);
    const daily = await ctx.db.select().from(scanDaily).where(eq(scanDaily.productId, goods.productId));
    expect(daily.reduce((sum, row) => sum + row.scans, 0)).toBe(goods.labels.length * 2);
    expect(new Set(daily.map((row) => row.region))).toEqual(new Set(['CN-GD', 'FR']));
  });
});

import { ROUTES } from '@trace/contracts';
import { createDb, type Sql, scanDaily, scanRollup, scans } from '@trace/db';
import { foldScans } from '@trace/db/scan-alerts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scanRecorderUrl } from '../src/modules/scan/routes';
import { type LookupInput, lookupGroup } from '../src/modules/scan/service';
import { callRoute, signedInUser, useTestApp } from './helpers';
import { IP, labelledGoods, randomExcode, scanRoute } from './scan-helpers';

const ctx = useTestApp();
// The API's scan connection, to hold a lookup's transaction open while the fold runs.
const recorder = createDb(scanRecorderUrl(process.env.DATABASE_URL!), { max: 1 });
// A connection of its own to hold the fold's position row: test files running beside this one fold
// too, and a fold waits on that row, so nobody folds while it is held.
const holder = createDb(process.env.DATABASE_URL!, { max: 1 });
afterAll(() => Promise.all([recorder.close(), holder.close()]));

/** Runs `body` while no fold can move (every fold waits on the position row until it returns). */
async function withFoldsHeld<T>(body: () => Promise<T>): Promise<T> {
  return holder.db.transaction(async (tx) => {
    await tx.select().from(scanRollup).where(eq(scanRollup.id, 1)).for('update');
    return body();
  });
}

/** Waits until some session waits for a lock on the scan gate, or `fold` has ended. */
async function untilGateAwaited(fold: Promise<unknown>): Promise<void> {
  let ended = false;
  const end = () => {
    ended = true;
  };
  fold.then(end, end);
  while (!ended) {
    const [row] = await ctx.db.execute<{ waiting: boolean }>(sql`
      select exists (
        select 1 from pg_locks l join pg_class c on c.oid = l.relation
        where c.relname = 'scan_gate' and not l.granted
      ) as waiting`);
    if (row?.waiting) return;
  }
}

const open = (excode: string, ip: string = IP.guangdong) =>
  scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip });

async function foldedCount(productId: string): Promise<number> {
  const rows = await ctx.db.select().from(scanDaily).where(eq(scanDaily.productId, productId));
  return rows.reduce((sum, row) => sum + row.scans, 0);
}

async function recordedCount(productId: string): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(scans)
    .where(and(eq(scans.productId, productId), eq(scans.kind, 'lookup')));
  return rows.length;
}

describe('folding scan-page openings into the daily counts', () => {
  it('statistics count an opening at once, before and after the worker folds it, and only once', async () => {
    const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const goods = await labelledGoods(ctx.db, { corpId: owner.corpId!, count: 2 });
    const stats = async () =>
      (await callRoute(ctx.app, ROUTES.scanStats.products, {}, { token: owner.token })).body.data;
    await withFoldsHeld(async () => {
      await open(goods.labels[0]!.excode);
      await open(goods.labels[1]!.excode, IP.france);
      await open(goods.labels[1]!.excode, IP.france);
      expect(await foldedCount(goods.productId)).toBe(0);
      expect((await stats()).totals.scans).toBe(3);
    });
    await foldScans(ctx.db);
    expect(await foldedCount(goods.productId)).toBe(3);
    expect((await stats()).totals.scans).toBe(3);
    await open(goods.labels[0]!.excode);
    expect((await stats()).totals.scans).toBe(4);
    await foldScans(ctx.db);
    await foldScans(ctx.db);
    expect(await foldedCount(goods.productId)).toBe(4);
    expect((await stats()).totals.scans).toBe(4);
  });

  it('waits for a lookup still being written, so a later scan committed first does not skip it', async () => {
    const goods = await labelledGoods(ctx.db, { count: 2 });
    const [slow, fast] = goods.labels;
    const input = (excode: string): LookupInput => ({
      excode,
      gtin: null,
      lot: null,
      region: 'CN-GD',
      ip: null,
      device: null,
      deviceType: 'other',
    });
    // As the API runs it: a prepared statement with a generic plan (the gate is locked by the plan).
    for (let i = 0; i < 3; i++) await lookupGroup(recorder.sql, [input(randomExcode())]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let drawn!: () => void;
    const written = new Promise<void>((resolve) => {
      drawn = resolve;
    });
    // A lookup whose scan id is drawn now but whose transaction commits only after the fold started.
    const writing = recorder.sql.begin(async (sql) => {
      await lookupGroup(sql as unknown as Sql, [input(slow!.excode)]);
      drawn();
      await held;
    });
    await written;
    await open(fast!.excode);
    const folding = foldScans(ctx.db);
    await untilGateAwaited(folding);
    release();
    await writing;
    await folding;
    await foldScans(ctx.db);
    expect(await recordedCount(goods.productId)).toBe(2);
    expect(await foldedCount(goods.productId)).toBe(2);
  });

  it('folds run from several workers at once while scans arrive count every opening once', async () => {
    const goods = await labelledGoods(ctx.db, { count: 5 });
    const scanning = Promise.all(
      Array.from({ length: 40 }, (_, i) => open(goods.labels[i % 5]!.excode, i % 2 ? IP.france : IP.usa)),
    );
    const folds = Promise.all(Array.from({ length: 4 }, () => foldScans(ctx.db)));
    await Promise.all([scanning, folds]);
    await foldScans(ctx.db);
    expect(await recordedCount(goods.productId)).toBe(40);
    expect(await foldedCount(goods.productId)).toBe(40);
    const daily = await ctx.db.select().from(scanDaily).where(eq(scanDaily.productId, goods.productId));
    expect(daily.map((row) => [row.region, row.scans]).sort()).toEqual([
      ['FR', 20],
      ['US', 20],
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { createDb, scanDaily, scans } from '@trace/db';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startScanFold } from '../src/scan-fold';
import { until } from './until';

const { db, close } = createDb(process.env.DATABASE_URL!, { max: 2 });
afterAll(() => close());

describe('the scan fold', () => {
  it('folds scan-page openings into the daily counts on its own, and stops cleanly', async () => {
    const productId = randomUUID();
    const fold = startScanFold(db, pino({ level: 'silent' }), 100);
    try {
      for (const region of ['CN-GD', 'CN-GD', 'FR'])
        await db.insert(scans).values({ kind: 'lookup', result: 'valid', excode: '1', productId, region });
      // A check is counted where it is recorded, not by the fold.
      await db
        .insert(scans)
        .values({ kind: 'verify', result: 'genuine', excode: '1', productId, region: 'FR' });
      const daily = () => db.select().from(scanDaily).where(eq(scanDaily.productId, productId));
      await until(async () => (await daily()).reduce((sum, row) => sum + row.scans, 0) === 3);
      expect((await daily()).map((row) => [row.region, row.scans, row.verifications]).sort()).toEqual([
        ['CN-GD', 2, 0],
        ['FR', 1, 0],
      ]);
    } finally {
      await fold.stop();
    }
  });
});

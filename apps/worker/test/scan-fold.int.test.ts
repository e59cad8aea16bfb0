import { randomUUID } from 'node:crypto';
import { createDb, scanDaily, scans } from '@trace/db';
import { holdScanGate } from '@trace/db/scan-alerts';
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
    // The fold's errors are kept: a fold that fails is retried, and says why if the wait runs out.
    const failures: string[] = [];
    const fold = startScanFold(
      db,
      pino({ level: 'error' }, { write: (line: string) => failures.push(line) }),
      100,
    );
    try {
      // Recorded as the API records openings: holding the gate, so no fold passes over them.
      await db.transaction(async (tx) => {
        await holdScanGate(tx);
        for (const region of ['CN-GD', 'CN-GD', 'FR'])
          await tx.insert(scans).values({ kind: 'lookup', result: 'valid', excode: '1', productId, region });
        // A check is counted where it is recorded, not by the fold.
        await tx
          .insert(scans)
          .values({ kind: 'verify', result: 'genuine', excode: '1', productId, region: 'FR' });
      });
      const daily = () => db.select().from(scanDaily).where(eq(scanDaily.productId, productId));
      // Folds are global: while test files beside this one hold or run theirs, this one waits its turn.
      await until(async () => (await daily()).reduce((sum, row) => sum + row.scans, 0) === 3, 25_000).catch(
        (error: Error) => {
          throw new Error(`${error.message}; the fold's errors: ${failures.join('') || 'none'}`);
        },
      );
      expect((await daily()).map((row) => [row.region, row.scans, row.verifications]).sort()).toEqual([
        ['CN-GD', 2, 0],
        ['FR', 1, 0],
      ]);
    } finally {
      await fold.stop();
    }
  });
});

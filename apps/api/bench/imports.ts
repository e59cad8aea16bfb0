import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { writeSheet } from '@trace/core';
import { LocalDiskStorage } from '@trace/core/storage';
import { createDb, files, labelImports, productCategories, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { importLabels } from '@trace/worker/processors/label-import';
import type { BenchRow } from './index';

const ROWS = 10_000;
const BUDGET_MS = 3000;

/** A 10,000-row xlsx through the import job: read, every row checked, duplicates looked up, written. */
export async function importBench(databaseUrl: string): Promise<BenchRow> {
  const { db, sql, close } = createDb(databaseUrl, { max: 2 });
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-import-'));
  try {
    const corp = await createCompany(db);
    const [category] = await db.select({ id: productCategories.id }).from(productCategories).limit(1);
    const [product] = await db
      .insert(products)
      .values({ corpId: corp.id, categoryId: category!.id, productName: 'Bench', reviewStatus: 'passed' })
      .returning();
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const base = 30_000_000_000_000_000n;
    await writeSheet(
      out,
      'labels',
      ['Label code', 'PIN', 'Weight (g)'],
      Array.from({ length: ROWS }, (_, i) => [(base + BigInt(i)).toString(), '', '12.5']),
    );
    const storage = new LocalDiskStorage(dir);
    const data = Buffer.concat(chunks);
    await storage.put('bench.xlsx', data);
    const [file] = await db
      .insert(files)
      .values({
        storageKey: 'bench.xlsx',
        name: 'bench.xlsx',
        mimeType: 'xlsx',
        size: data.length,
        sha256: '-',
      })
      .returning();
    const [row] = await db
      .insert(labelImports)
      .values({
        importNo: `BENCH-${Date.now()}`,
        corpId: corp.id,
        productId: product!.id,
        fileId: file!.id,
        fileName: 'bench.xlsx',
      })
      .returning();
    const started = performance.now();
    const outcome = await importLabels(
      { db, sql, storage, progress: () => undefined },
      { importId: row!.id },
    );
    const ms = performance.now() - started;
    if (outcome !== 'success') throw new Error(`bench import ended ${outcome}`);
    return {
      budget: 'Label import: 10,000-row xlsx checked and written in under 3 s',
      measured: `${(ms / 1000).toFixed(2)} s (${(data.length / 1024).toFixed(0)} KB file)`,
      baseline: '3 s budget',
      ratio: `${(ms / BUDGET_MS).toFixed(2)}x of budget`,
      verdict: ms < BUDGET_MS ? 'pass' : 'fail',
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
    await close();
  }
}

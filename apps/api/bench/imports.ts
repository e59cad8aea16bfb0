import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomPcodes, readSheet, sheetBytes } from '@trace/core';
import { LocalDiskStorage } from '@trace/core/storage';
import { createDb, files, labelImports, productCategories, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { BenchRow } from './index';
import { runWorkerJob } from './worker-job';

const ROWS = 10_000;

/**
 * A 10,000-row xlsx through the import job (in a process of its own, as the worker runs it): read,
 * every row checked, duplicates looked up, written with its events. Timed as an import of a running
 * worker: the process has imported another 10,000-row file since it started (that first import's time
 * is reported beside it). Baseline in the same run: a
 * streaming read of the same file (read from disk, rows streamed out of the zip) plus one COPY of its
 * rows into the labels table. Budget: at most 2x. Also reports the job process's peak memory.
 */
export async function importBench(databaseUrl: string): Promise<{ row: BenchRow; maxRssMb: number }> {
  const { db, sql, close } = createDb(databaseUrl, { max: 2 });
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-import-'));
  try {
    const corp = await createCompany(db);
    const [category] = await db.select({ id: productCategories.id }).from(productCategories).limit(1);
    const [product] = await db
      .insert(products)
      .values({ corpId: corp.id, categoryId: category!.id, productName: 'Bench', reviewStatus: 'passed' })
      .returning();
    const storage = new LocalDiskStorage(dir);
    /** A file of ROWS codes from `base`, stored as `name`. */
    const labelFile = async (name: string, base: bigint) => {
      const data = await sheetBytes(
        'labels',
        ['Label code', 'PIN', 'Weight (g)'],
        Array.from({ length: ROWS }, (_, i) => [(base + BigInt(i)).toString(), '', '12.5']),
      );
      await storage.put(name, data);
      return data;
    };
    const data = await labelFile('bench.xlsx', 30_000_000_000_000_000n);
    await labelFile('first.xlsx', 31_000_000_000_000_000n);

    // Baseline: the file streamed from disk and its rows in one COPY (then removed again, untimed).
    const baselineStarted = performance.now();
    const sheet = await readSheet(await readFile(path.join(dir, 'bench.xlsx')), { maxRows: ROWS });
    const pcodes = randomPcodes(sheet.rows.length);
    let text = '';
    sheet.rows.forEach(({ cells }, i) => {
      text += `${cells[0]}\t${pcodes[i]}\t${corp.id}\t${product!.id}\tassigned\t${cells[2]}\n`;
    });
    const copy =
      await sql`copy labels (excode, pcode, corp_id, product_id, status, weight) from stdin`.writable();
    copy.write(text);
    copy.end();
    await once(copy, 'finish');
    const baselineMs = performance.now() - baselineStarted;
    if (sheet.rows.length !== ROWS) throw new Error(`the baseline read ${sheet.rows.length} rows`);
    await sql`delete from labels where corp_id = ${corp.id}`;
    await sql`vacuum analyze labels`;

    /** An import of the stored file `name`, waiting for the job. */
    const labelImport = async (name: string) => {
      const [file] = await db
        .insert(files)
        .values({ storageKey: name, name, mimeType: 'xlsx', size: data.length, sha256: '-' })
        .returning();
      const [row] = await db
        .insert(labelImports)
        .values({
          importNo: `BENCH-${name}-${Date.now()}`,
          corpId: corp.id,
          productId: product!.id,
          fileId: file!.id,
          fileName: name,
        })
        .returning();
      return row!.id;
    };
    const { ms, firstMs, maxRssMb } = await runWorkerJob({
      JOB: 'import',
      DATABASE_URL: databaseUrl,
      FIRST_IMPORT_ID: await labelImport('first.xlsx'),
      IMPORT_ID: await labelImport('bench.xlsx'),
      STORAGE_DIR: dir,
    });
    const ratio = ms / baselineMs;
    const first = firstMs ?? Number.NaN;
    return {
      row: {
        budget:
          'Label import (job of a running worker): 10,000-row xlsx <= 2x a streaming read of it plus a COPY of its rows',
        measured: `${(ms / 1000).toFixed(2)} s (${(data.length / 1024).toFixed(0)} KB file; the worker's first import since it started: ${(first / 1000).toFixed(2)} s, ${(first / baselineMs).toFixed(2)}x)`,
        baseline: `${(baselineMs / 1000).toFixed(2)} s read + COPY`,
        ratio: `${ratio.toFixed(2)}x`,
        verdict: ratio <= 2 ? 'pass' : 'fail',
      },
      maxRssMb,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
    await close();
  }
}

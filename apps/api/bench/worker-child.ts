/**
 * Runs one job the way the worker does, in its own process, and reports its time and the process's
 * peak memory: JOB=generate (RUN_ID, a label run) or JOB=import (IMPORT_ID, STORAGE_DIR). With
 * FIRST_IMPORT_ID, that import runs first, as the worker's first import since it started (`firstMs`),
 * and IMPORT_ID is timed as an import of a running worker.
 */
import { keepSheetThreadWarm } from '@trace/core';
import { LocalDiskStorage } from '@trace/core/storage';
import { createDb } from '@trace/db';
import { generateRun } from '@trace/worker/processors/label-generation';
import { importLabels } from '@trace/worker/processors/label-import';

const { db, sql, close } = createDb(process.env.DATABASE_URL!, { max: 4 });
const storage = new LocalDiskStorage(process.env.STORAGE_DIR ?? '.');
const runImport = async (importId: string) => {
  const outcome = await importLabels({ db, sql, storage, progress: () => undefined }, { importId });
  if (outcome !== 'success') throw new Error(`bench import ended ${outcome}`);
};
let firstMs: number | undefined;
if (process.env.JOB === 'import') {
  // As the worker does when it starts.
  keepSheetThreadWarm();
  if (process.env.FIRST_IMPORT_ID) {
    const first = performance.now();
    await runImport(process.env.FIRST_IMPORT_ID);
    firstMs = performance.now() - first;
  }
}
const started = performance.now();
if (process.env.JOB === 'generate') await generateRun({ db, sql }, { runId: process.env.RUN_ID! });
else await runImport(process.env.IMPORT_ID!);
const ms = performance.now() - started;
await close();
console.log(JSON.stringify({ ms, firstMs, maxRssMb: process.resourceUsage().maxRSS / 1024 }));

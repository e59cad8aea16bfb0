/**
 * Runs one job the way the worker does, in its own process, and reports its time and the process's
 * peak memory: JOB=generate (RUN_ID, a label run) or JOB=import (IMPORT_ID, STORAGE_DIR).
 */
import { LocalDiskStorage } from '@trace/core/storage';
import { createDb } from '@trace/db';
import { generateRun } from '@trace/worker/processors/label-generation';
import { importLabels } from '@trace/worker/processors/label-import';

const { db, sql, close } = createDb(process.env.DATABASE_URL!, { max: 4 });
const started = performance.now();
if (process.env.JOB === 'generate') {
  await generateRun({ db, sql }, { runId: process.env.RUN_ID! });
} else {
  const storage = new LocalDiskStorage(process.env.STORAGE_DIR!);
  const outcome = await importLabels(
    { db, sql, storage, progress: () => undefined },
    { importId: process.env.IMPORT_ID! },
  );
  if (outcome !== 'success') throw new Error(`bench import ended ${outcome}`);
}
const ms = performance.now() - started;
await close();
console.log(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024 }));

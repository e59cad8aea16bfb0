/** Generates one label run the way the worker does, in its own process, and reports time and peak memory. */
import { createDb } from '@trace/db';
import { generateRun } from '@trace/worker/processors/label-generation';

const { db, sql, close } = createDb(process.env.DATABASE_URL!, { max: 4 });
const started = performance.now();
await generateRun({ db, sql }, { runId: process.env.RUN_ID! });
const ms = performance.now() - started;
await close();
console.log(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024 }));

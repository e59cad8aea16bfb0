import { once } from 'node:events';
import { randomPcodes } from '@trace/core';
import { createDb, labelRuns } from '@trace/db';
import type { BenchRow } from './index';
import { runWorkerJob } from './worker-job';

const RUN = 150_000;

async function newRun(databaseUrl: string, count: number, startCode: bigint, corpId: string | null = null) {
  const { db, close } = createDb(databaseUrl, { max: 1 });
  const [run] = await db
    .insert(labelRuns)
    .values({
      runNo: `BENCH-${startCode}`,
      count,
      chunkSize: 10_000,
      corpId,
      startCode: startCode.toString(),
      endCode: (startCode + BigInt(count) - 1n).toString(),
    })
    .returning();
  await close();
  return run!;
}

/**
 * 150,000 labels through the worker's generator (in a process of its own) vs one raw COPY of equivalent
 * rows; and the worker process's peak memory.
 */
export async function generationBench(databaseUrl: string): Promise<{ rows: BenchRow[]; maxRssMb: number }> {
  const { sql, close } = createDb(databaseUrl, { max: 2 });
  // Baseline: the same rows (serials and random 12-digit codes), prepared beforehand, in one COPY.
  const baselineRun = await newRun(databaseUrl, RUN, 7_000_000_000_000_000n);
  const pcodes = randomPcodes(RUN);
  let text = '';
  for (let i = 0; i < RUN; i++)
    text += `${7_000_000_000_000_000n + BigInt(i)}\t${pcodes[i]}\t${baselineRun.id}\t\\N\t\\N\n`;
  const copyStarted = performance.now();
  const copy = await sql`copy labels (excode, pcode, run_id, corp_id, product_id) from stdin`.writable();
  copy.write(text);
  copy.end();
  await once(copy, 'finish');
  const copyMs = performance.now() - copyStarted;
  await sql`delete from labels where run_id = ${baselineRun.id}`;
  await sql`vacuum analyze labels`;
  await close();

  const run = await newRun(databaseUrl, RUN, 8_000_000_000_000_000n);
  const { ms, maxRssMb } = await runWorkerJob({ JOB: 'generate', DATABASE_URL: databaseUrl, RUN_ID: run.id });
  const ratio = ms / copyMs;
  return {
    rows: [
      {
        budget: 'Generate 150,000 labels (worker job) <= 1.2x a raw COPY of the same rows',
        measured: `${(ms / 1000).toFixed(2)} s`,
        baseline: `${(copyMs / 1000).toFixed(2)} s raw COPY`,
        ratio: `${ratio.toFixed(2)}x`,
        verdict: ratio <= 1.2 ? 'pass' : 'fail',
      },
    ],
    maxRssMb,
  };
}

/** Fills the table to 1,000,000 labels (untimed) for the search budget. */
export async function fillLabels(databaseUrl: string, corpId: string, total = 1_000_000) {
  const { sql, close } = createDb(databaseUrl, { max: 1 });
  const [{ n } = { n: 0 }] = await sql`select count(*)::int as n from labels`;
  const missing = total - Number(n);
  if (missing > 0) {
    const run = await newRun(databaseUrl, missing, 6_000_000_000_000_000n, corpId);
    await sql`
      insert into labels (excode, pcode, run_id, corp_id, status)
      select s, lpad((floor(random() * 1e12))::bigint::text, 12, '0'), ${run.id}, ${corpId}, 'assigned'
      from generate_series(${run.startCode}::numeric, ${run.endCode}::numeric) as s`;
    await sql`analyze labels`;
  }
  await close();
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { randomPcodes } from '@trace/core';
import { createDb, labelRuns } from '@trace/db';
import type { BenchRow } from './index';

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

/** 150,000 labels through the worker's generator vs one raw COPY of equivalent rows; and its peak memory. */
export async function generationBench(databaseUrl: string): Promise<BenchRow[]> {
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
  await close();

  const run = await newRun(databaseUrl, RUN, 8_000_000_000_000_000n);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./generate-child.ts', import.meta.url))],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, RUN_ID: run.id },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`generation bench exited with ${code}`);
  const { ms, maxRssMb } = JSON.parse(output.trim().split('\n').at(-1)!) as { ms: number; maxRssMb: number };
  return [
    {
      budget: 'Generate 150,000 labels within 2x a raw COPY of the same rows',
      measured: `${(ms / 1000).toFixed(2)} s`,
      baseline: `${(copyMs / 1000).toFixed(2)} s raw COPY`,
      ratio: `${(ms / copyMs).toFixed(2)}x`,
      verdict: ms <= 2 * copyMs ? 'pass' : 'fail',
    },
    {
      budget: 'Worker RSS under 300 MB while generating 150,000 labels',
      measured: `${maxRssMb.toFixed(0)} MB peak`,
      baseline: '300 MB budget',
      ratio: `${(maxRssMb / 300).toFixed(2)}x of budget`,
      verdict: maxRssMb < 300 ? 'pass' : 'fail',
    },
  ];
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

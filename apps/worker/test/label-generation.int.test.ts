import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createDb, jobs, labelRuns } from '@trace/db';
import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { generateRun } from '../src/processors/label-generation';
import { until } from './until';

const { db, sql, close } = createDb(process.env.DATABASE_URL!, { max: 4 });
afterAll(() => close());

let serial = 5_000_000_000_000_000n + BigInt(Date.now() % 1_000_000) * 1_000_000n;

/** A run row as the API writes it, on its own serial block. */
async function makeRun(count: number, chunkSize: number) {
  const start = serial;
  serial += BigInt(count) + 1000n;
  const [run] = await db
    .insert(labelRuns)
    .values({
      runNo: `T-${randomUUID().slice(0, 8)}`,
      count,
      chunkSize,
      startCode: start.toString(),
      endCode: (start + BigInt(count) - 1n).toString(),
    })
    .returning();
  return run!;
}

async function labelStats(runId: string) {
  const [row] = await sql`
    select count(*)::int as n, count(distinct excode)::int as distinct_codes, min(excode)::text as first, max(excode)::text as last,
           count(distinct pcode)::int as distinct_pcodes, bool_and(pcode ~ '^[0-9]{12}$') as pcodes_ok
    from labels where run_id = ${runId}`;
  return row!;
}

describe('label generation', () => {
  it('writes exactly the requested labels, contiguous, with 12-digit secret codes; a second pass changes nothing', async () => {
    const run = await makeRun(1000, 120);
    const progress: number[] = [];
    expect(await generateRun({ db, sql, progress: (p) => void progress.push(p) }, { runId: run.id })).toBe(
      'generated',
    );
    const stats = await labelStats(run.id);
    expect(stats).toMatchObject({
      n: 1000,
      distinct_codes: 1000,
      first: run.startCode,
      last: run.endCode,
      pcodes_ok: true,
    });
    expect(stats.distinct_pcodes).toBeGreaterThan(995);
    expect(progress.at(-1)).toBe(100);
    expect(await generateRun({ db, sql }, { runId: run.id })).toBe('already-generated');
    const [after] = await db.select().from(labelRuns).where(eq(labelRuns.id, run.id));
    expect(after).toMatchObject({ status: 'generated', generatedCount: 1000 });
  });

  it('a run whose range holds a code already taken (an import) fails with the code named, keeping no label of that chunk', async () => {
    const run = await makeRun(300, 100);
    const start = BigInt(run.startCode);
    const taken = (start + 150n).toString();
    await sql`insert into labels (excode, pcode, status) values (${taken}::numeric, '123456789012', 'assigned')`;
    await expect(generateRun({ db, sql }, { runId: run.id })).rejects.toThrow(taken);
    const [after] = await db.select().from(labelRuns).where(eq(labelRuns.id, run.id));
    expect(after!.status).toBe('error');
    expect(after!.error).toContain(taken);
    // Chunks are written two at a time: the first is kept, the failed one is not, and the last one may
    // have been written by the other lane before the failure was known. Whole chunks only.
    const [kept] = await sql`
      select count(*)::int as n,
        count(*) filter (where excode < ${(start + 100n).toString()}::numeric)::int as first,
        count(*) filter (where excode between ${(start + 100n).toString()}::numeric and ${(start + 199n).toString()}::numeric)::int as failed
      from labels where run_id = ${run.id}`;
    expect(kept).toMatchObject({ first: 100, failed: 0 });
    expect([100, 200]).toContain(kept!.n);
    expect(after!.generatedCount).toBe(kept!.n);
  });

  it('two workers on the same run still write each chunk once', async () => {
    const run = await makeRun(2000, 100);
    await Promise.all([
      generateRun({ db, sql }, { runId: run.id }),
      generateRun({ db, sql }, { runId: run.id }),
    ]);
    expect(await labelStats(run.id)).toMatchObject({
      n: 2000,
      distinct_codes: 2000,
      first: run.startCode,
      last: run.endCode,
    });
  });

  it('a worker killed mid-run is replaced and the run completes with no duplicates and no gaps', async () => {
    const prefix = `${process.env.REDIS_PREFIX ?? 'test'}:gen:${randomUUID().slice(0, 8)}`;
    const run = await makeRun(60_000, 500);
    const [job] = await db
      .insert(jobs)
      .values({ queue: 'label-generation', name: 'crash test', payload: { runId: run.id }, total: run.count })
      .returning();
    const connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
    const queue = new Queue('label-generation', { connection, prefix });
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const startWorker = (): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', main], {
        env: {
          ...process.env,
          REDIS_PREFIX: prefix,
          WORKER_LOCK_MS: '2000',
          WORKER_CONCURRENCY: '1',
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      });
    try {
      await queue.add('generate', { runId: run.id }, { jobId: job!.id, attempts: 5 });
      const first = startWorker();
      const generated = async () => (await db.select().from(labelRuns).where(eq(labelRuns.id, run.id)))[0]!;
      await until(async () => (await generated()).generatedCount >= 5_000, 60_000);
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      const partial = (await generated()).generatedCount;
      expect(partial).toBeGreaterThan(0);
      expect(partial).toBeLessThan(run.count);
      expect((await labelStats(run.id)).n).toBe(partial);

      const second = startWorker();
      try {
        await until(async () => (await generated()).status === 'generated', 90_000);
      } finally {
        second.kill('SIGTERM');
        await new Promise((resolve) => second.once('exit', resolve));
      }
      expect(await labelStats(run.id)).toMatchObject({
        n: run.count,
        distinct_codes: run.count,
        first: run.startCode,
        last: run.endCode,
      });
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
    }
  }, 180_000);
});

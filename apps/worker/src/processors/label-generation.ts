import { once } from 'node:events';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { JOB_PAYLOADS, translate } from '@trace/contracts';
import { randomPcodes, runChunks } from '@trace/core';
import { type Database, labelRuns, type Sql } from '@trace/db';
import { certGatingOn, productCoverage } from '@trace/db/cert-coverage';
import { recordRunEvents } from '@trace/db/epcis';
import { eq } from 'drizzle-orm';
import { HOLD_CODES_FOR_GENERATION, takenInRange } from './label-codes';

export interface GenerationDeps {
  db: Database;
  sql: Sql;
  /** Reports progress (0-100) to the queue, for dashboards. */
  progress?: (percent: number) => Promise<void> | void;
}

/** Rows of one chunk in COPY text format: excode, pcode, run, company, product. */
function chunkRows(
  start: bigint,
  count: number,
  runId: string,
  corpId: string | null,
  productId: string | null,
): string {
  const pcodes = randomPcodes(count);
  const tail = `\t${runId}\t${corpId ?? '\\N'}\t${productId ?? '\\N'}\n`;
  let text = '';
  for (let i = 0; i < count; i++) text += `${start + BigInt(i)}\t${pcodes[i]}${tail}`;
  return text;
}

/** Chunks written at the same time, each in its own transaction and connection. */
export const LANES = 2;

/**
 * One chunk in one transaction: its marker row, its labels (one COPY) and the progress counter. A
 * chunk whose marker is already there (a second worker on the same run, or an earlier attempt) is
 * skipped; a chunk whose range holds a label already (an import took a code) fails.
 */
async function writeChunk(
  sql: Sql,
  runId: string,
  chunk: { index: number; start: bigint; count: number },
  rows: string,
) {
  await sql.begin(async (tx) => {
    // A second worker on the same run waits here for the first one's chunk, then skips it.
    const claimed = await tx`
      insert into label_run_chunks (run_id, chunk_index) values (${runId}, ${chunk.index})
      on conflict do nothing returning chunk_index`;
    if (claimed.length === 0) return;
    await tx.unsafe(HOLD_CODES_FOR_GENERATION);
    const taken = await takenInRange(tx, chunk.start, chunk.start + BigInt(chunk.count - 1));
    if (taken.length > 0)
      throw new Error(translate('label.runCodesTaken', 'en', { codes: taken.join(', ') }));
    const copy = await tx`copy labels (excode, pcode, run_id, corp_id, product_id) from stdin`.writable();
    copy.write(rows);
    copy.end();
    await once(copy, 'finish');
    await tx`update label_runs set generated_count = generated_count + ${chunk.count}, updated_at = now() where id = ${runId}`;
  });
}

/**
 * Generates a run's labels chunk by chunk. Each chunk is one transaction: its marker row, its labels
 * (one COPY) and the progress counter commit together, so a worker killed at any moment leaves whole
 * chunks only, and the next attempt skips them: exactly the requested labels, no duplicates, no gaps.
 * Two chunks are written at a time (LANES), in any order. Between chunks the event loop is free, so
 * the job's lock keeps being renewed.
 */
export async function generateRun(
  deps: GenerationDeps,
  payload: unknown,
): Promise<'generated' | 'already-generated'> {
  const { runId } = JOB_PAYLOADS['label-generation'].parse(payload);
  const [run] = await deps.db.select().from(labelRuns).where(eq(labelRuns.id, runId));
  if (!run) throw new Error(`label run ${runId} does not exist`);
  if (run.status === 'generated') return 'already-generated';
  await deps.db
    .update(labelRuns)
    .set({ status: 'generating', error: null, startedAt: run.startedAt ?? new Date() })
    .where(eq(labelRuns.id, runId));

  try {
    if (run.orderId && run.productId && (await certGatingOn(deps.db, run.productId))) {
      const { inForce, latest } = await productCoverage(deps.db, run.productId);
      if (!inForce)
        throw new Error(
          translate('certificate.generationRefused', 'en', {
            reason: latest
              ? translate('certificate.gatingInvalid', 'en', { certNo: latest.certNo, status: latest.status })
              : translate('certificate.gatingNone', 'en'),
          }),
        );
    }
    const done = new Set(
      (await deps.sql`select chunk_index from label_run_chunks where run_id = ${runId}`).map((row) =>
        Number(row.chunk_index),
      ),
    );
    const chunks = [...runChunks(BigInt(run.startCode), run.count, run.chunkSize)];
    const pending = chunks.filter((chunk) => !done.has(chunk.index));
    const rowsOf = (chunk: (typeof chunks)[number]) =>
      chunkRows(chunk.start, chunk.count, runId, run.corpId, run.productId);
    let next = 0;
    const failures: unknown[] = [];
    // Chunks run in LANES transactions side by side: while one chunk commits, the next one's rows are
    // already going in. Each lane takes the next pending chunk until none is left or one lane failed.
    const lane = async () => {
      while (failures.length === 0 && next < pending.length) {
        const chunk = pending[next++]!;
        try {
          await writeChunk(deps.sql, runId, chunk, rowsOf(chunk));
          const [progress] = await deps.sql`select generated_count from label_runs where id = ${runId}`;
          await deps.progress?.(Math.floor((Number(progress?.generated_count ?? 0) / run.count) * 100));
        } catch (error) {
          failures.push(error);
        }
        await yieldToEventLoop();
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    if (failures.length > 0) throw failures[0];
    // Each chunk's labels commit with its marker: a marker for every chunk is every label, exactly once.
    const [{ n } = { n: 0 }] = await deps.sql`
      select count(*)::int as n from label_run_chunks where run_id = ${runId}`;
    if (n !== chunks.length) throw new Error(`run ${run.runNo} holds ${n} of its ${chunks.length} chunks`);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(labelRuns)
        .set({ status: 'generated', generatedCount: run.count, finishedAt: new Date() })
        .where(eq(labelRuns.id, runId));
      await recordRunEvents(tx, runId);
    });
    return 'generated';
  } catch (error) {
    await deps.db
      .update(labelRuns)
      .set({ status: 'error', error: String((error as Error).message ?? error).slice(0, 1000) })
      .where(eq(labelRuns.id, runId));
    throw error;
  }
}

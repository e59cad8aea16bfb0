import { type DbOrTx, jobs } from '@trace/db';
import { eq, sql } from 'drizzle-orm';

/** The `jobs` row is what the UI reads: keep it in step with the BullMQ job. */
export async function setJobStatus(
  db: DbOrTx,
  id: string,
  update: {
    status: 'running' | 'completed' | 'failed';
    progress?: number;
    error?: string | null;
    result?: unknown;
  },
) {
  await db
    .update(jobs)
    .set({
      status: update.status,
      ...(update.status === 'completed' ? { progress: sql`greatest(${jobs.total}, 1)` } : {}),
      ...(update.progress !== undefined && update.status !== 'completed'
        ? { progress: update.progress }
        : {}),
      ...(update.error !== undefined ? { error: update.error } : {}),
      ...(update.result !== undefined ? { result: update.result } : {}),
    })
    .where(eq(jobs.id, id));
}

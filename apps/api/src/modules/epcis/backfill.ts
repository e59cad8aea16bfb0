import type { EpcisBackfillStatus } from '@trace/contracts';
import { jobs } from '@trace/db';
import { backfillCounts } from '@trace/db/epcis-backfill';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import type { Principal } from '../../lib/principal';

const QUEUE = 'epcis-backfill';

async function lastJob(app: FastifyInstance) {
  const [job] = await app.db
    .select()
    .from(jobs)
    .where(eq(jobs.queue, QUEUE))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return job ?? null;
}

export async function backfillStatus(app: FastifyInstance): Promise<EpcisBackfillStatus> {
  const [sources, [events], job] = await Promise.all([
    backfillCounts(app.sql),
    app.sql<{ n: number }[]>`select count(*)::int as n from epcis_events`,
    lastJob(app),
  ]);
  return {
    sources,
    events: events?.n ?? 0,
    job: job
      ? {
          id: job.id,
          status: job.status,
          progress: job.progress,
          error: job.error,
          updatedAt: job.updatedAt.toISOString(),
        }
      : null,
  };
}

/** Queues the backfill unless one is queued or running already (409). */
export async function startBackfill(app: FastifyInstance, principal: Principal) {
  const [running] = await app.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.queue, QUEUE), inArray(jobs.status, ['queued', 'running'])))
    .limit(1);
  if (running) throw new AppError(409, 'epcis.backfillRunning');
  await app.jobs.enqueue(
    QUEUE,
    'epcis backfill',
    {},
    {
      createdBy: principal.kind === 'user' ? principal.userId : null,
      // Counted in percent: the worker writes its progress into the row.
      total: 100,
    },
  );
  return backfillStatus(app);
}

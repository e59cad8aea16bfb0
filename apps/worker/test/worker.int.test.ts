import { randomUUID } from 'node:crypto';
import { createDb, jobs, outbox } from '@trace/db';
import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../src/config';
import { startWorkers } from '../src/worker';
import { until } from './until';

const prefix = `${process.env.REDIS_PREFIX ?? 'test'}:worker:${randomUUID().slice(0, 8)}`;
const { db, close } = createDb(process.env.DATABASE_URL!, { max: 2 });
afterAll(() => close());

describe('the worker process', () => {
  it('takes notify jobs off the queue, keeps the jobs row in step, and closes gracefully', async () => {
    const running = await startWorkers(
      loadWorkerConfig({ ...process.env, REDIS_PREFIX: prefix, LOG_LEVEL: 'silent', SMTP_URL: '' }),
    );
    const connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
    const queue = new Queue('notify', { connection, prefix });
    try {
      const [mail] = await db
        .insert(outbox)
        .values({ channel: 'email', recipient: 'queue@example.com', subject: 's', body: 'b' })
        .returning();
      const [job] = await db
        .insert(jobs)
        .values({ queue: 'notify', name: 'deliver-mail', payload: { outboxId: mail!.id } })
        .returning();
      await queue.add('deliver-mail', { outboxId: mail!.id }, { jobId: job!.id });
      await until(
        async () => (await db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]?.status === 'completed',
      );
      const [row] = await db.select().from(outbox).where(eq(outbox.id, mail!.id));
      expect(row?.status).toBe('stored');
      const [done] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(done).toMatchObject({ status: 'completed', result: 'stored', error: null });
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
      await running.close();
    }
  });
});

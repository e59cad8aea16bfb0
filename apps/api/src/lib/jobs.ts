import { JOB_PAYLOADS, type JobPayload, type QueueName } from '@trace/contracts';
import { type Database, jobs } from '@trace/db';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Puts work on a queue: a row in `jobs` (status and progress for the UI) and a BullMQ job whose id is
 * that row's id, so a retried enqueue never runs the same work twice.
 */
export class JobQueues {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly db: Database,
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<Q extends keyof typeof JOB_PAYLOADS>(
    queue: Q,
    name: string,
    payload: JobPayload<Q>,
    meta: { createdBy?: string | null; corpId?: string | null; total?: number } = {},
  ): Promise<string> {
    const data = JOB_PAYLOADS[queue].parse(payload);
    const [row] = await this.db
      .insert(jobs)
      .values({
        queue,
        name,
        payload: data,
        createdBy: meta.createdBy ?? null,
        corpId: meta.corpId ?? null,
        total: meta.total ?? 0,
      })
      .returning({ id: jobs.id });
    await this.queue(queue).add(name, data, {
      jobId: row!.id,
      attempts: 5,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    return row!.id;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}

import { type Database, jobs, outbox } from '@trace/db';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { countRows, paginate } from '../../lib/paging';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listOutbox(
  db: Database,
  query: { page: number; pageSize: number; recipient?: string },
) {
  const where = query.recipient ? eq(outbox.recipient, query.recipient.toLowerCase()) : undefined;
  const source = {
    rows: db.select().from(outbox).where(where).$dynamic(),
    orderBy: [desc(outbox.createdAt)],
    total: countRows(db, outbox, where),
  };
  return paginate(source, query, (rows) =>
    rows.map((row) => ({
      id: row.id,
      channel: row.channel as 'email',
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      status: row.status as 'pending' | 'sent' | 'stored' | 'failed',
      error: row.error,
      createTime: row.createdAt.toISOString(),
      sentTime: iso(row.sentAt),
    })),
  );
}

export async function listJobs(
  db: Database,
  query: { page: number; pageSize: number; queue?: string; status?: string },
) {
  const conditions: SQL[] = [];
  if (query.queue) conditions.push(eq(jobs.queue, query.queue));
  if (query.status) conditions.push(eq(jobs.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const source = {
    rows: db.select().from(jobs).where(where).$dynamic(),
    orderBy: [desc(jobs.createdAt)],
    total: countRows(db, jobs, where),
  };
  return paginate(source, query, (rows) =>
    rows.map((row) => ({
      id: row.id,
      queue: row.queue,
      name: row.name,
      status: row.status as 'queued' | 'running' | 'completed' | 'failed',
      progress: row.progress,
      total: row.total,
      error: row.error,
      createTime: row.createdAt.toISOString(),
      updateTime: row.updatedAt.toISOString(),
    })),
  );
}

import type { Sql } from '@trace/db';
import type { FastifyBaseLogger } from 'fastify';

export interface PartnerAccessEntry {
  at: string;
  keyId: string;
  appId: string;
  corpId: string | null;
  method: string;
  route: string;
  resource: string | null;
  status: number;
  ip: string;
  durationMs: number;
}

/** Written at least this often, and at once when this many calls wait. */
const FLUSH_MS = 250;
const FLUSH_ROWS = 500;
/** Beyond this many waiting (the database away), the oldest are dropped and the loss is logged. */
const MAX_WAITING = 50_000;

/**
 * The partner access log (decision 0027), written in batches: one statement per batch adds the rows
 * to the month's partition, adds them to each key's day in `partner_usage_daily` and moves each key's
 * `last_used_at`. A call costs no round trip of its own; closing the API writes what waits.
 */
export class PartnerAccessLog {
  private waiting: PartnerAccessEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly sql: Sql,
    private readonly log: FastifyBaseLogger,
  ) {}

  record(entry: PartnerAccessEntry): void {
    this.waiting.push(entry);
    if (this.waiting.length > MAX_WAITING) {
      const lost = this.waiting.splice(0, this.waiting.length - MAX_WAITING);
      this.log.error(
        { lost: lost.length },
        'partner access log entries dropped: the database is not keeping up',
      );
    }
    if (this.waiting.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Writes every waiting entry (after any write under way); resolves when they are stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = [];
    this.writing = this.writing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.writing;
  }

  private async write(batch: PartnerAccessEntry[]): Promise<void> {
    try {
      await this.sql`
        with rows as (
          select * from json_to_recordset(${JSON.stringify(batch)}::json) as t(
            at timestamptz, "keyId" uuid, "appId" uuid, "corpId" uuid, method text, route text,
            resource text, status int, ip text, "durationMs" int)
        ), logged as (
          insert into partner_access_log (at, key_id, app_id, corp_id, method, route, resource, status, ip, duration_ms)
          select at, "keyId", "appId", "corpId", method, route, resource, status, ip, "durationMs" from rows
        ), counted as (
          insert into partner_usage_daily as u (key_id, day, calls, errors, refused)
          select "keyId", (at at time zone 'UTC')::date, count(*),
            count(*) filter (where status >= 400 and status not in (401, 403, 429)),
            count(*) filter (where status in (401, 403, 429))
          from rows group by 1, 2
          on conflict (key_id, day) do update set calls = u.calls + excluded.calls,
            errors = u.errors + excluded.errors, refused = u.refused + excluded.refused
        )
        update api_keys k set last_used_at = greatest(k.last_used_at, used.at)
        from (select "keyId", max(at) as at from rows group by 1) used
        where k.id = used."keyId"`;
    } catch (error) {
      this.log.error(
        { err: error, entries: batch.length },
        'partner access log not written; retried with the next batch',
      );
      this.waiting.unshift(...batch);
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS * 8);
    }
  }

  async close(): Promise<void> {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
  }
}

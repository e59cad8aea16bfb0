import type { EpcisSourceKind } from '@trace/contracts';
import { sql as raw } from 'drizzle-orm';
import type { Database, DbOrTx, Sql } from './client';
import {
  epcisBase,
  recordBindEvents,
  recordCheckEvent,
  recordCustomsEvents,
  recordRunEvents,
  recordShipmentEvents,
  recordUseEvents,
  recordVoidEvents,
} from './epcis';

/**
 * Backfill of the event repository (decision 0026): the rows written before events were recorded get
 * theirs through the same functions the flows call. A row whose source already has an event is
 * skipped, so a stopped backfill resumes where it was and running it twice records nothing new.
 */
interface SourceKind {
  kind: EpcisSourceKind;
  /** `key` of every source row (the text after `kind:` in `epcis_events.source`). */
  keys: (sql: Sql) => ReturnType<Sql>;
  record: (db: DbOrTx, key: string, base: string) => Promise<void>;
}

const shipmentStep = (step: 'ship' | 'receive' | 'return', status?: string): SourceKind => ({
  kind: step,
  keys: (sql) =>
    status
      ? sql`select id::text as key from shipments where status = ${status}`
      : sql`select id::text as key from shipments`,
  record: (db, key, base) => recordShipmentEvents(db, key, step, base),
});

const SOURCES: readonly SourceKind[] = [
  {
    kind: 'run',
    keys: (sql) => sql`select id::text as key from label_runs where status = 'generated'`,
    record: (db, key, base) => recordRunEvents(db, key, base),
  },
  {
    kind: 'bind',
    keys: (sql) => sql`select id::text as key from batch_bind_logs`,
    record: (db, key, base) => recordBindEvents(db, key, base),
  },
  {
    kind: 'use',
    keys: (sql) => sql`
      select distinct batch_id::text || ':' ||
        to_char(date_trunc('milliseconds', created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as key
      from raw_material_uses`,
    record: (db, key, base) => {
      const at = key.indexOf(':');
      return recordUseEvents(db, key.slice(0, at), new Date(key.slice(at + 1)), base);
    },
  },
  shipmentStep('ship'),
  shipmentStep('receive', 'received'),
  shipmentStep('return', 'returned'),
  {
    kind: 'void',
    keys: (sql) =>
      sql`select id::text as key from void_requests where status in ('performed', 'execution_error')`,
    record: (db, key, base) => recordVoidEvents(db, key, base),
  },
  {
    kind: 'customs',
    keys: (sql) =>
      sql`select id::text as key from customs_infos where review_status in ('passed', 'modification_pending')`,
    record: (db, key, base) => recordCustomsEvents(db, key, base),
  },
  {
    kind: 'check',
    keys: (sql) => sql`
      select s.id::text as key from scans s join labels l on l.excode = s.excode
      where s.kind = 'verify' and s.result in ('genuine', 'repeat', 'wrong_pcode')`,
    record: async (db, key, base) => {
      const [scan] = (await db.execute(
        raw`select excode::text, result, scanned_at from scans where id = ${key}`,
      )) as unknown as { excode: string; result: string; scanned_at: Date }[];
      if (!scan) return;
      await recordCheckEvent(
        db,
        {
          scanId: key,
          excode: scan.excode,
          genuine: scan.result !== 'wrong_pcode',
          at: new Date(scan.scanned_at),
        },
        base,
      );
    },
  },
];

/** The source rows of each kind that have no event yet. */
function missing(sql: Sql, source: SourceKind) {
  return sql<{ key: string }[]>`
    select k.key from (${source.keys(sql)}) k
    where not exists (select 1 from epcis_events e where e.source = ${`${source.kind}:`} || k.key)
    order by k.key`;
}

export interface BackfillCount {
  kind: EpcisSourceKind;
  total: number;
  recorded: number;
}

/** Per kind: how many source rows exist and how many have their events. */
export async function backfillCounts(sql: Sql): Promise<BackfillCount[]> {
  const counts: BackfillCount[] = [];
  for (const source of SOURCES) {
    const [row] = await sql<{ total: number; recorded: number }[]>`
      select count(*)::int as total,
        count(*) filter (where exists (
          select 1 from epcis_events e where e.source = ${`${source.kind}:`} || k.key))::int as recorded
      from (${source.keys(sql)}) k`;
    counts.push({ kind: source.kind, total: row?.total ?? 0, recorded: row?.recorded ?? 0 });
  }
  return counts;
}

/**
 * Records the events of every source row that has none, each row in its own transaction, reporting
 * progress (0-100) after each page. Returns how many rows it went through.
 */
export async function backfillEpcis(
  db: Database,
  sql: Sql,
  progress?: (percent: number) => Promise<void> | void,
  base = epcisBase(),
): Promise<{ rows: number }> {
  const pending = await Promise.all(
    SOURCES.map(async (source) => ({ source, keys: await missing(sql, source) })),
  );
  const total = pending.reduce((sum, p) => sum + p.keys.length, 0);
  let done = 0;
  for (const { source, keys } of pending) {
    for (const { key } of keys) {
      await db.transaction((tx) => source.record(tx, key, base));
      done++;
      if (done % 200 === 0) await progress?.(Math.floor((done / total) * 100));
    }
  }
  await progress?.(100);
  return { rows: done };
}

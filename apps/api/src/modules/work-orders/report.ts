import { type Language, translate, WORK_ORDER_TYPE_DICTIONARY, type WorkOrderReport } from '@trace/contracts';
import type { DbOrTx } from '@trace/db';
import { sql } from 'drizzle-orm';
import { dictLabels } from '../../lib/dictionaries';
import { fieldError } from '../../lib/errors';
import type { Cell } from '../scan/export';

const DAY = 86_400_000;
/** At most two years of weeks in one report. */
const MAX_DAYS = 731;

/** The report's days, [from, to] inclusive (UTC); by default the last twelve weeks. */
function range(query: { from?: string; to?: string }) {
  const to = query.to ?? new Date().toISOString().slice(0, 10);
  // By default from the Monday eleven weeks before this week's: twelve whole weeks.
  const weekday = (new Date(Date.parse(to)).getUTCDay() + 6) % 7;
  const from = query.from ?? new Date(Date.parse(to) - (weekday + 77) * DAY).toISOString().slice(0, 10);
  const days = (Date.parse(to) - Date.parse(from)) / DAY;
  if (days < 0) throw fieldError('to', 'date.endTimeSmall');
  if (days > MAX_DAYS) throw fieldError('to', 'workOrder.reportTooLong');
  return { from, to };
}

type Durations = {
  opened: number;
  closed: number;
  median_first_reply: number | null;
  median_close: number | null;
};

const toDurations = (row: Durations) => ({
  opened: Number(row.opened),
  closed: Number(row.closed),
  medianFirstReply: row.median_first_reply === null ? null : Math.round(Number(row.median_first_reply)),
  medianClose: row.median_close === null ? null : Math.round(Number(row.median_close)),
});

/**
 * Opened and closed per ISO week (UTC), and per type of the work orders opened in the range: how many,
 * how many are closed, the median seconds to the first reply and to closing.
 */
export async function report(
  db: DbOrTx,
  language: Language,
  query: { from?: string; to?: string },
): Promise<WorkOrderReport> {
  const { from, to } = range(query);
  const start = sql`${from}::date`;
  const end = sql`(${to}::date + 1)`;
  const weeks = await db.execute<{ week: string; opened: number; closed: number }>(sql`
    with weeks as (
      select generate_series(date_trunc('week', ${start}::timestamp), date_trunc('week', ${to}::date::timestamp), interval '1 week')::date as week
    )
    select to_char(w.week, 'YYYY-MM-DD') as week,
      (select count(*)::int from work_orders o
        where (o.created_at at time zone 'utc') >= w.week and (o.created_at at time zone 'utc') < w.week + 7
          and (o.created_at at time zone 'utc') >= ${start} and (o.created_at at time zone 'utc') < ${end}) as opened,
      (select count(*)::int from work_orders o
        where (o.closed_at at time zone 'utc') >= w.week and (o.closed_at at time zone 'utc') < w.week + 7
          and (o.closed_at at time zone 'utc') >= ${start} and (o.closed_at at time zone 'utc') < ${end}) as closed
    from weeks w order by w.week`);
  const figures = sql`count(*)::int as opened, count(*) filter (where status <> 0)::int as closed,
      percentile_cont(0.5) within group (order by extract(epoch from first_reply_at - created_at)) as median_first_reply,
      percentile_cont(0.5) within group (order by processing_seconds) as median_close`;
  const inRange = sql`(created_at at time zone 'utc') >= ${start} and (created_at at time zone 'utc') < ${end}`;
  const [types, [totals]] = await Promise.all([
    db.execute<Durations & { type: string }>(
      sql`select type, ${figures} from work_orders where ${inRange} group by type order by count(*) desc, type`,
    ),
    db.execute<Durations>(sql`select ${figures} from work_orders where ${inRange}`),
  ]);
  const names = await dictLabels(
    db,
    WORK_ORDER_TYPE_DICTIONARY,
    types.map((t) => t.type),
    language,
  );
  return {
    weeks: weeks.map((w) => ({ week: w.week, opened: Number(w.opened), closed: Number(w.closed) })),
    types: types.map((t) => ({ type: t.type, typeName: names.get(t.type) ?? t.type, ...toDurations(t) })),
    totals: toDurations(totals!),
  };
}

const hours = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / 3600) * 10) / 10);

/** The report as one table: the weeks, then the types and the total. */
export async function reportTable(db: DbOrTx, language: Language, query: { from?: string; to?: string }) {
  const data = await report(db, language, query);
  const t = (key: Parameters<typeof translate>[0]) => translate(key, language);
  const header = [
    t('workOrder.report.week'),
    t('workOrder.report.type'),
    t('workOrder.report.opened'),
    t('workOrder.report.closed'),
    t('workOrder.report.medianFirstReply'),
    t('workOrder.report.medianClose'),
  ];
  async function* rows(): AsyncIterable<Cell[]> {
    for (const week of data.weeks) yield [week.week, null, week.opened, week.closed, null, null];
    for (const type of data.types)
      yield [
        null,
        type.typeName,
        type.opened,
        type.closed,
        hours(type.medianFirstReply),
        hours(type.medianClose),
      ];
    const total = data.totals;
    yield [
      null,
      t('workOrder.report.total'),
      total.opened,
      total.closed,
      hours(total.medianFirstReply),
      hours(total.medianClose),
    ];
  }
  return { header, rows: rows() };
}

import type { StatDimension, StatMeasure, StatReportKey } from '@trace/contracts';
import { labelOrders } from '@trace/db';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { overdueOrder } from '../labels/orders-due';
import { type DayRange, type MonthSpans, monthSpans } from '../scan/days';

/**
 * The facts of each statistics report (decision 0028): one SQL select per report whose rows are
 * events already summed per source row, each with its month (a date: its first day, UTC), the
 * report's dimension columns, its measures and the hidden columns tenancy and filters read. The service groups them; the date
 * range is written into every branch on the event's own (indexed) time column.
 */

/** The SQL column names of the dimensions in a facts select. */
export const DIMENSION_COLUMNS: Record<StatDimension, string> = {
  company: 'company',
  country: 'country',
  product: 'product',
  port: 'port',
  importer: 'importer',
  originCountry: 'origin_country',
  printer: 'printer',
  house: 'house',
};

/** The SQL column names of the measures in a facts select. */
export const MEASURE_COLUMNS: Record<StatMeasure, string> = {
  records: 'records',
  batches: 'batches',
  shipments: 'shipments',
  labels: 'labels',
  weight: 'weight',
  orders: 'orders',
  requested: 'requested',
  approved: 'approved',
  generated: 'generated',
  delivered: 'delivered',
  bound: 'bound',
  activated: 'activated',
  scanned: 'scanned',
  voided: 'voided',
  overdue: 'overdue',
  customsRecords: 'customs_records',
  harvests: 'harvests',
};

export interface ReportSource {
  facts(range: DayRange): SQL;
  /** Companies a row is about: a company scope sees the row when it is one of them. */
  parties: readonly string[];
  /** Columns the company filter matches (any of them). */
  corpColumns: readonly string[];
  countryColumn?: string;
  portColumn?: string;
  /** Column the printing factory scope matches; reports without it show a printer nothing. */
  printerColumn?: string;
  /** The product filter, over the facts alias `f` (default: `f.product = id`). */
  productFilter?: (productId: string) => SQL;
  /**
   * The facts as selects already one row per month and dimensions, their union being `facts` (a rollup's
   * rows, and the events of the edge days grouped apart: they fall in other months). The table reads
   * them without grouping again, and takes a page's first rows from each select apart, so an index of
   * the rollup in the page's order serves it. Each select's measures are of the same types.
   */
  groups?(range: DayRange): SQL[];
  /**
   * Measures counted when read rather than kept in a rollup (a label order's overdue figure, which
   * depends on the time of reading): `facts` hold them only where they read events (the edge days), and
   * these facts, of the same columns, add the rest. Their groups are among the groups of `facts`, so a
   * table sorted by another measure adds them to its page and its totals only.
   */
  late?: { measures: readonly StatMeasure[]; facts(range: DayRange): SQL };
  /**
   * The facts summed over fewer dimensions, for a table's totals: rows of the month, `columns` and the
   * measures (the late ones as far as `facts` hold them), each with `group_count`, how many groups of
   * `facts` it stands for. The totals read them instead of every group when the caller's scope and
   * filters read only `columns`.
   */
  totals?: { columns: readonly string[]; facts(range: DayRange): SQL };
}

/** One select of the rows of several (of the same columns). */
export const unionAll = (selects: SQL[]) => sql.join(selects, sql` union all `);

/** Every fact of a report: its facts and those of the measures counted when read. */
export const allFactsOf = (source: ReportSource, range: DayRange) =>
  source.late ? unionAll([source.facts(range), source.late.facts(range)]) : source.facts(range);

/** `column` falls within the range of UTC days (a timestamptz column, so its index serves the range). */
const during = (column: SQL, range: DayRange) =>
  sql`${column} >= (${range.from}::date)::timestamp at time zone 'utc' and ${column} < (${range.to}::date + 1)::timestamp at time zone 'utc'`;
/**
 * The month of a timestamptz column as its first day (UTC). Facts carry months as dates, grouped as
 * such, and are written as `YYYY-MM` only once grouped (see the service): formatting every fact row
 * cost more than summing it.
 */
const monthOf = (column: SQL) => sql`date_trunc('month', ${column} at time zone 'utc')::date`;

/** The rollup rows (alias `m`) of the months a range holds whole. */
const inWholeMonths = ({ months }: MonthSpans) =>
  months ? sql`m.month >= ${months.from}::date and m.month <= ${months.to}::date` : sql`false`;

/** Event times within the months a range holds whole. */
const duringWholeMonths = (column: SQL, { months }: MonthSpans) =>
  months
    ? sql`${column} >= (${months.from}::date)::timestamp at time zone 'utc' and ${column} < (${months.to}::date + interval '1 month')::timestamp at time zone 'utc'`
    : sql`false`;

/** Event times at the range's edges (outside its whole months). */
const atEdges = (column: SQL, { edges }: MonthSpans) =>
  edges.length
    ? sql.join(
        edges.map((edge) => sql`(${during(column, edge)})`),
        sql` or `,
      )
    : sql`false`;

const dayIn = (column: SQL, ranges: DayRange[]) =>
  ranges.length === 0
    ? sql`false`
    : sql`(${sql.join(
        ranges.map((r) => sql`(${column} >= ${r.from}::date and ${column} <= ${r.to}::date)`),
        sql` or `,
      )})`;

/**
 * Scan-page openings per month, company and product that the monthly rollup `activity_monthly` does not
 * hold (it copies `scan_monthly_totals`, migration 0056): the daily totals for the days at the range's
 * edges, and the openings the worker has not folded yet (decision 0018), so the cost follows days and
 * products, not scans or regions.
 */
function scansBeyondMonths(range: DayRange) {
  const spans = monthSpans(range);
  return sql`select date_trunc('month', d.day)::date as month, d.corp_id as company, d.product_id as product,
      d.scans as scanned
    from scan_daily_totals d where ${dayIn(sql`d.day`, spans.edges)} and d.scans <> 0
    union all
    select ${monthOf(sql`t.scanned_at`)}, t.corp_id, t.product_id, count(*)
    from scans t
    where t.id > scan_folded_through() and t.kind = 'lookup'
      and ${during(sql`t.scanned_at`, range)}
    group by 1, 2, 3`;
}

/**
 * Labels checked for the first time per month, company and product: the monthly rollup for whole
 * months and the daily one for the days at the range's edges, so the cost follows days and products.
 */
function firstCheckFacts(range: DayRange) {
  const spans = monthSpans(range);
  return sql`select m.month, m.corp_id as company, m.product_id as product,
      m.labels as activated
    from first_check_monthly m
    where ${inWholeMonths(spans)}
      and m.labels <> 0
    union all
    select date_trunc('month', d.day)::date, d.corp_id, d.product_id, d.labels
    from first_check_daily d where ${dayIn(sql`d.day`, spans.edges)} and d.labels <> 0`;
}

/**
 * The shipments of one company (alias `s`, over the outer `companies` row) matching `where`, read
 * through its (company, day) index: the foreign-export and importer reports sum the shipments of one
 * kind of company, a small part of all shipments. `offset 0` keeps the subquery apart, so it runs once
 * per company of the kind instead of being joined into one scan of every shipment of the range.
 */
const shipmentsOf = (where: SQL) => sql`select * from shipments s where ${where} offset 0`;

/**
 * Shipments of overseas producers, not returned, per month of their shipping day: the monthly rollup
 * `shipment_sent_monthly` (migration 0057, per sender, receiver, batch's product and customs port) for
 * the months the range holds whole, the shipments taken from a batch on the days at its edges, and the
 * shipments of loose labels over the whole range (their product is their labels', read by the product
 * filter through `shipment_id`; the rollup holds none of them). The cost follows months, trading pairs,
 * products and ports, not shipments. The sender's kind and country are read as they are now.
 */
const foreignExport: ReportSource = {
  facts: (range) => {
    const spans = monthSpans(range);
    const shipped = (where: SQL) => sql`select ${monthOf(sql`s.shipping_date`)}, s.sender_corp_id,
        sender.country_id, s.receiver_corp_id, ci.port, b.product_id, s.id, 1, s.label_count, s.total_weight
      from companies sender
      cross join lateral (${shipmentsOf(sql`s.sender_corp_id = sender.id and s.status <> 'returned' and ${where}`)}) s
      left join batches b on b.id = s.batch_id
      left join customs_infos ci on ci.batch_id = s.batch_id
      where sender.kind = 'overseas_producer'`;
    return sql`select m.month, m.sender_corp_id as company, sender.country_id as country,
        m.receiver_corp_id as importer, m.port as port, m.product_id as product, null::uuid as shipment_id,
        m.shipments as shipments, m.labels as labels, m.weight as weight
      from shipment_sent_monthly m
      join companies sender on sender.id = m.sender_corp_id and sender.kind = 'overseas_producer'
      where ${inWholeMonths(spans)} and m.shipments <> 0
      union all
      ${shipped(sql`s.batch_id is not null and (${atEdges(sql`s.shipping_date`, spans)})`)}
      union all
      ${shipped(sql`s.batch_id is null and ${during(sql`s.shipping_date`, range)}`)}`;
  },
  parties: ['company', 'importer'],
  corpColumns: ['company'],
  countryColumn: 'country',
  portColumn: 'port',
  // A shipment taken from one batch carries that batch's product; one made of loose labels, its labels'.
  productFilter: (productId) => sql`(f.product = ${productId} or (f.product is null and exists (
      select 1 from shipment_labels sl join labels l on l.excode = sl.excode
      where sl.shipment_id = f.shipment_id and l.product_id = ${productId})))`,
};

/**
 * Harvests of bird houses (decision 0033) per month of their harvest day, company and house: the
 * monthly rollup (migration 0044) for the months the range holds whole and the harvests of the days at
 * its edges, so the cost follows months and houses, not harvests.
 */
const birdHouseOutput: ReportSource = {
  facts: (range) => {
    const spans = monthSpans(range);
    return sql`select m.month, m.corp_id as company, m.house_id as house,
        m.harvests as harvests, m.weight as weight
      from bird_house_harvest_monthly m where ${inWholeMonths(spans)} and m.harvests <> 0
      union all
      select date_trunc('month', h.harvest_date)::date, h.corp_id, h.house_id, 1, h.weight
      from bird_house_harvests h where ${dayIn(sql`h.harvest_date`, spans.edges)}`;
  },
  parties: ['company'],
  corpColumns: ['company'],
};

/** A label order's labels once approved, and once delivered (the rollup of migration 0046 sums the same). */
const ORDER_APPROVED = sql`case when o.status in ('passed', 'paid', 'delivered') then o.count else 0 end`;
const ORDER_DELIVERED = sql`case when o.status = 'delivered' then o.count else 0 end`;

/** Codes a performed void request voided: its codes less its failures. */
const VOIDED = sql`cardinality(q.codes) - case when jsonb_typeof(q.failures) = 'array' then jsonb_array_length(q.failures) else 0 end`;

/**
 * The business events a report sums (decision 0028) come from the monthly rollup `activity_monthly`
 * (migration 0030) for the months the range holds whole, and from the event rows for the days at its
 * edges, so their cost follows months, companies and products, not events. The rollup also holds the
 * months' scan-page openings (migration 0056). `kinds` are the rollup's counts the report reads: a group
 * is read when one of them is not 0, as the rows would give it.
 */
const activityMonths = (spans: MonthSpans, kinds: readonly string[]) =>
  sql`from activity_monthly m where ${inWholeMonths(spans)} and (${sql.join(
    kinds.map((kind) => sql`m.${sql.identifier(kind)} <> 0`),
    sql` or `,
  )})`;

const labelUsage: ReportSource = {
  facts: (range) => {
    const spans = monthSpans(range);
    return sql`
    select m.month, m.corp_id as company, m.product_id as product,
      m.requested as requested, m.approved as approved, m.generated as generated,
      m.delivered as delivered, m.bound as bound, 0 as activated, m.scanned as scanned, m.voided as voided
    ${activityMonths(spans, ['orders', 'runs', 'bind_logs', 'void_requests', 'scanned'])}
    union all
    select ${monthOf(sql`o.created_at`)}, o.corp_id, o.product_id,
      o.count, ${ORDER_APPROVED}, 0, ${ORDER_DELIVERED}, 0, 0, 0, 0
    from label_orders o where ${atEdges(sql`o.created_at`, spans)}
    union all
    select ${monthOf(sql`r.finished_at`)}, r.corp_id, r.product_id,
      0, 0, r.generated_count, 0, 0, 0, 0, 0
    from label_runs r where r.status = 'generated' and (${atEdges(sql`r.finished_at`, spans)})
    union all
    select ${monthOf(sql`g.created_at`)}, g.corp_id, b.product_id, 0, 0, 0, 0, g.count, 0, 0, 0
    from batch_bind_logs g join batches b on b.id = g.batch_id
    where ${atEdges(sql`g.created_at`, spans)}
    union all
    select c.month, c.company, c.product, 0, 0, 0, 0, 0, c.activated, 0, 0
    from (${firstCheckFacts(range)}) c
    union all
    select d.month, d.company, d.product, 0, 0, 0, 0, 0, 0, d.scanned, 0
    from (${scansBeyondMonths(range)}) d
    union all
    select ${monthOf(sql`q.updated_at`)}, q.corp_id, null::uuid, 0, 0, 0, 0, 0, 0, 0, ${VOIDED}
    from void_requests q where q.status = 'performed' and (${atEdges(sql`q.updated_at`, spans)})`;
  },
  parties: ['company'],
  corpColumns: ['company'],
};

const PRODUCER = sql`exists (select 1 from companies c where c.id = x.corp and c.kind = 'producer')`;

const domesticProducer: ReportSource = {
  facts: (range) => {
    const spans = monthSpans(range);
    return sql`select x.* from (
    select m.month, m.corp_id as corp, m.corp_id as company,
      m.product_id as product, m.batches as batches, m.bound as bound, m.shipments as shipments,
      m.shipped_weight as weight, m.scanned as scanned
    ${activityMonths(spans, ['batches', 'bind_logs', 'shipments', 'scanned'])}
    union all
    select ${monthOf(sql`b.created_at`)}, b.corp_id, b.corp_id, b.product_id, 1, 0, 0, 0::numeric, 0
    from batches b where ${atEdges(sql`b.created_at`, spans)}
    union all
    select ${monthOf(sql`g.created_at`)}, g.corp_id, g.corp_id, b.product_id, 0, g.count, 0, 0, 0
    from batch_bind_logs g join batches b on b.id = g.batch_id
    where ${atEdges(sql`g.created_at`, spans)}
    union all
    select ${monthOf(sql`s.shipping_date`)}, s.sender_corp_id, s.sender_corp_id, b.product_id,
      0, 0, 1, s.total_weight, 0
    from shipments s left join batches b on b.id = s.batch_id
    where s.status <> 'returned' and (${atEdges(sql`s.shipping_date`, spans)})
    union all
    select d.month, d.company, d.company, d.product, 0, 0, 0, 0, d.scanned
    from (${scansBeyondMonths(range)}) d
  ) x where ${PRODUCER}`;
  },
  parties: ['company'],
  corpColumns: ['company'],
};

/**
 * Shipments received by importers and the customs records naming an importer, whose owner is the
 * record's company: the monthly rollups (`shipment_received_monthly`, migration 0053, per receiver and
 * sender; `customs_monthly`, migration 0050) for the months the range holds whole, and the rows of the
 * days at its edges, the shipments read per importer. The cost follows months and trading pairs, not
 * shipments or records. The kind of company and the sender's country are read as they are now.
 */
const importer: ReportSource = {
  facts: (range) => {
    const spans = monthSpans(range);
    return sql`
    select m.month, m.receiver_corp_id as company, sender.country_id as origin_country,
      m.sender_corp_id as other, m.shipments as shipments, m.labels as labels, m.weight as weight,
      0::bigint as customs_records
    from shipment_received_monthly m
    join companies receiver on receiver.id = m.receiver_corp_id and receiver.kind = 'importer'
    join companies sender on sender.id = m.sender_corp_id
    where ${inWholeMonths(spans)} and m.shipments <> 0
    union all
    select ${monthOf(sql`s.received_at`)}, s.receiver_corp_id, sender.country_id, s.sender_corp_id,
      1, coalesce(s.counted_count, s.label_count), coalesce(s.counted_weight, s.total_weight), 0
    from companies receiver
    cross join lateral (${shipmentsOf(
      sql`s.receiver_corp_id = receiver.id and s.status = 'received' and (${atEdges(sql`s.received_at`, spans)})`,
    )}) s
    join companies sender on sender.id = s.sender_corp_id
    where receiver.kind = 'importer'
    union all
    select m.month, m.import_corp_id, owner.country_id, m.corp_id, 0, 0, 0, m.records
    from customs_monthly m
    join companies imp on imp.id = m.import_corp_id and imp.kind = 'importer'
    join companies owner on owner.id = m.corp_id
    where ${inWholeMonths(spans)} and m.records <> 0
    union all
    select ${monthOf(sql`ci.import_time`)}, ci.import_corp_id, owner.country_id, ci.corp_id, 0, 0, 0, 1
    from customs_infos ci
    join companies imp on imp.id = ci.import_corp_id and imp.kind = 'importer'
    join companies owner on owner.id = ci.corp_id
    where ${atEdges(sql`ci.import_time`, spans)}`;
  },
  parties: ['company', 'other'],
  corpColumns: ['company'],
  countryColumn: 'origin_country',
};

/** The label orders read by the reports, as `o`. */
const o = alias(labelOrders, 'o');
/** An order overdue as of the time of reading (`overdueOrder`); a partial index holds the paid orders. */
const OVERDUE = overdueOrder(sql`now()`, o);

/**
 * Label orders per month of their placing, company, product and printing factory: the monthly rollup
 * (migration 0046) for the months the range holds whole and the orders of the days at its edges,
 * grouped, so one row per group. The overdue figure depends on the time of reading, so it is counted
 * from the paid orders of the whole months (a partial index holds them) as a late measure.
 */
const labelOrderGroups = (range: DayRange) => {
  const spans = monthSpans(range);
  return [
    sql`select m.month, m.corp_id as company, m.product_id as product, m.printing_factory_id as printer,
        m.orders as orders, m.labels as labels, m.approved as approved, m.delivered as delivered,
        0::bigint as overdue
      from label_order_monthly m where ${inWholeMonths(spans)} and m.orders <> 0`,
    sql`select ${monthOf(sql`o.created_at`)} as month, o.corp_id as company, o.product_id as product,
        o.printing_factory_id as printer, count(*) as orders, sum(o.count) as labels,
        sum(${ORDER_APPROVED}) as approved, sum(${ORDER_DELIVERED}) as delivered,
        count(*) filter (where ${OVERDUE}) as overdue
      from label_orders o where ${atEdges(sql`o.created_at`, spans)}
      group by 1, 2, 3, 4`,
  ];
};

const labelOrder: ReportSource = {
  facts: (range) => unionAll(labelOrderGroups(range)),
  groups: labelOrderGroups,
  // The rollup summed per month and company (migration 0052) for the whole months, and the edge days'
  // groups, one each.
  totals: {
    columns: ['company'],
    facts: (range) => {
      const [, edges] = labelOrderGroups(range);
      return sql`select m.month, m.corp_id as company, m.group_count, m.orders, m.labels, m.approved,
          m.delivered, 0::bigint as overdue
        from label_order_corp_monthly m where ${inWholeMonths(monthSpans(range))} and m.group_count <> 0
        union all
        select e.month, e.company, 1, e.orders, e.labels, e.approved, e.delivered, e.overdue
        from (${edges}) e`;
    },
  },
  // The paid orders of the whole months past their due date (each one of its rollup row's orders).
  late: {
    measures: ['overdue'],
    facts: (range) => sql`select ${monthOf(sql`o.created_at`)} as month, o.corp_id as company,
        o.product_id as product, o.printing_factory_id as printer,
        0 as orders, 0 as labels, 0 as approved, 0 as delivered, 1 as overdue
      from label_orders o
      where ${duringWholeMonths(sql`o.created_at`, monthSpans(range))} and ${OVERDUE}`,
  },
  parties: ['company'],
  corpColumns: ['company'],
  printerColumn: 'printer',
};

/**
 * Customs records per month of their import, port and the owner's country: the monthly rollup (migration
 * 0050: per owner, port, importing company and product, so the filters and the scopes read it) for the
 * months the range holds whole, and the records of the days at its edges. A batch has at most one
 * customs record (`customs_infos_batch_key`), so its batches are its records.
 */
const portImport: ReportSource = {
  facts: (range) => {
    const spans = monthSpans(range);
    return sql`select m.month, m.port as port, owner.country_id as origin_country, m.corp_id as owner,
        m.import_corp_id as importer_corp, m.product_id as product,
        m.records as records, m.records as batches, m.weight as weight
      from customs_monthly m join companies owner on owner.id = m.corp_id
      where ${inWholeMonths(spans)} and m.records <> 0
      union all
      select ${monthOf(sql`ci.import_time`)}, ci.port, owner.country_id, ci.corp_id, ci.import_corp_id,
        ci.product_id, 1, 1, b.quantity
      from customs_infos ci
      join batches b on b.id = ci.batch_id
      join companies owner on owner.id = ci.corp_id
      where ${atEdges(sql`ci.import_time`, spans)}`;
  },
  parties: ['owner', 'importer_corp'],
  corpColumns: ['owner', 'importer_corp'],
  countryColumn: 'origin_country',
  portColumn: 'port',
};

export const SOURCES: Record<StatReportKey, ReportSource> = {
  foreignExport,
  birdHouseOutput,
  labelUsage,
  domesticProducer,
  importer,
  labelOrder,
  portImport,
};

/** Every measure but the weight is a count: whole numbers, summed exactly as float8 (below 2^53). */
export const isCount = (measure: StatMeasure) => measure !== 'weight';

/**
 * How a measure is summed over facts (or read, when the facts are one row per group). Counts are
 * summed as float8, the figure's type, instead of through numeric: a bigint sum is a numeric one,
 * several times slower per row, for the same whole number. The weight keeps numeric (decimals).
 */
export function measureSum(measure: StatMeasure, grouped = false): SQL {
  const column = sql`f.${sql.identifier(MEASURE_COLUMNS[measure])}`;
  if (grouped) return isCount(measure) ? sql`${column}::float8` : column;
  return isCount(measure) ? sql`sum(${column}::float8)` : sql`sum(${column})`;
}

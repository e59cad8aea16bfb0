import {
  type Language,
  STAT_BREAKDOWN_TOP,
  STAT_EXPORT_MAX_ROWS,
  STAT_MAX_MONTHS,
  STAT_REPORTS,
  type StatBreakdown,
  type StatCharts,
  type StatDimension,
  type StatFigures,
  type StatFilter,
  type StatFilters,
  type StatMeasure,
  type StatReportKey,
  type StatRow,
  type StatTable,
  type StatTableQuery,
} from '@trace/contracts';
import { DEFAULT_WEIGHT_RATE } from '@trace/core';
import type { DbOrTx, Sql } from '@trace/db';
import { and, type SQL, type SQLChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { badRequest, fieldError } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import type { DayRange } from '../scan/days';
import { today } from '../scan/days';
import type { Cell } from '../scan/export';
import { type ConditionPart, corpFilter, factColumn, reportScope } from './access';
import { exportHeader } from './headers';
import { keyNames, type NameMaps } from './names';
import {
  allFactsOf,
  DIMENSION_COLUMNS,
  isCount,
  measureSum,
  type ReportSource,
  SOURCES,
  unionAll,
} from './sources';

type Late = NonNullable<ReportSource['late']>;

/**
 * The statistics reports (decision 0028): the facts of a report grouped per month and dimensions,
 * as a page of rows with totals, as the charts' series and breakdowns, or streamed as a file.
 */

type Definition = {
  dimensions: readonly StatDimension[];
  measures: readonly StatMeasure[];
  filters: readonly StatFilter[];
  primary: StatMeasure;
  charts: readonly { dimension: StatDimension }[];
};
const definitionOf = (key: StatReportKey): Definition => STAT_REPORTS[key];

type FactRow = Record<string, unknown>;

const FILTER_NAMES: StatFilter[] = ['corpId', 'country', 'port', 'productId'];

/**
 * Figures keep 8 decimals: a stored weight has 5 decimals of the stored unit (the displayed one times
 * the weight rate, 1000), so a weight in the displayed unit is exact at 8.
 */
const FIGURE_DECIMALS = 8;
const DECIMALS = sql.raw(String(FIGURE_DECIMALS));
const roundFigure = (value: number) => Math.round(value * 10 ** FIGURE_DECIMALS) / 10 ** FIGURE_DECIMALS;

/** YYYY-MM of a UTC day. */
const monthOfDay = (day: string) => day.slice(0, 7);

/** Every month from the range's first to its last, oldest first. */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  let [year, month] = range.from.split('-').map(Number) as [number, number];
  const last = monthOfDay(range.to);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The given days, or the last 12 months including the current one. */
export function rangeOf(filters: Pick<StatFilters, 'from' | 'to'>): DayRange {
  const to = filters.to ?? (filters.from && filters.from > today() ? filters.from : today());
  if (filters.from) return { from: filters.from, to };
  const [year, month] = to.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
  return { from: first, to };
}

/** Refuses a filter the report does not accept and a range longer than the reports cover. */
function checked(key: StatReportKey, filters: StatFilters): DayRange {
  const { filters: accepted } = definitionOf(key);
  for (const name of FILTER_NAMES)
    if (filters[name] !== undefined && !accepted.includes(name))
      throw fieldError(name, 'stats.filterNotAccepted');
  const range = rangeOf(filters);
  if (monthsOf(range).length > STAT_MAX_MONTHS) throw fieldError('to', 'stats.tooManyMonths');
  return range;
}

/** The parts of the facts' WHERE (the caller's scope, then each filter), each with the columns it reads. */
function conditionParts(key: StatReportKey, principal: Principal, filters: StatFilters) {
  const source = SOURCES[key];
  const parts: ConditionPart[] = [reportScope(principal, source)];
  if (filters.corpId)
    parts.push({ columns: source.corpColumns, condition: corpFilter(source, filters.corpId) });
  if (filters.country && source.countryColumn)
    parts.push({
      columns: [source.countryColumn],
      condition: sql`${factColumn(source.countryColumn)} = ${filters.country}`,
    });
  if (filters.port && source.portColumn)
    parts.push({
      columns: [source.portColumn],
      condition: sql`${factColumn(source.portColumn)} = ${filters.port}`,
    });
  if (filters.productId)
    parts.push({
      columns: ['product'],
      condition: source.productFilter?.(filters.productId) ?? sql`f.product = ${filters.productId}::uuid`,
    });
  return parts;
}

/** The facts' WHERE: the caller's scope and the filters. */
const conditionOf = (key: StatReportKey, principal: Principal, filters: StatFilters): SQL | undefined =>
  and(...conditionParts(key, principal, filters).map((part) => part.condition));

/**
 * The source's facts for the totals (`ReportSource.totals`) when the caller's scope and filters read none
 * but their columns; undefined when the totals must be summed over every group.
 */
function totalsFactsOf(key: StatReportKey, principal: Principal, filters: StatFilters, range: DayRange) {
  const { totals } = SOURCES[key];
  if (!totals) return undefined;
  const read = conditionParts(key, principal, filters).flatMap((part) => part.columns);
  return read.every((column) => totals.columns.includes(column)) ? totals.facts(range) : undefined;
}

const dimensionColumn = (dimension: StatDimension) => sql.identifier(DIMENSION_COLUMNS[dimension]);

/**
 * A measure's sum as its figure (float8, 0 when nothing is summed): counts as they are, weights rounded
 * to the figures' decimals.
 */
const figureOf = (measure: StatMeasure, sum: SQL) =>
  isCount(measure)
    ? sql`coalesce(${sum}, 0)`
    : sql`coalesce(round((${sum})::numeric, ${DECIMALS}), 0)::float8`;

/**
 * The report's measures per group, named as the measures; weights in the displayed unit (grams). The
 * facts' rows are summed, or, when the source's facts are already one row per group, taken as they are.
 */
function measureSelect(key: StatReportKey, grouped = false): SQL {
  return sql.join(
    definitionOf(key).measures.map((measure) => {
      const sum = measureSum(measure, grouped);
      const figure = figureOf(
        measure,
        isCount(measure) ? sum : sql`${sum}::numeric / ${sql.raw(String(DEFAULT_WEIGHT_RATE))}`,
      );
      return sql`${figure} as ${sql.identifier(measure)}`;
    }),
    sql`, `,
  );
}

/** A month of the facts (a date) as the figures show it, `YYYY-MM`: formatted once per group. */
const monthText = sql`to_char(f.month, 'YYYY-MM') as month`;

/** The month and dimension columns of the facts (alias `f`). */
const groupColumns = (key: StatReportKey) => [
  sql`f.month`,
  ...definitionOf(key).dimensions.map((dimension) => sql`f.${dimensionColumn(dimension)}`),
];

/**
 * Every fact of the report grouped by month and every dimension, the month still a date (it sorts as
 * its text does).
 */
function groupedBy(key: StatReportKey, range: DayRange, where: SQL | undefined): SQL {
  const columns = groupColumns(key);
  return sql`select ${sql.join(columns, sql`, `)}, ${measureSelect(key)}
    from (${allFactsOf(SOURCES[key], range)}) f
    ${where ? sql`where ${where}` : sql``}
    group by ${sql.join(columns, sql`, `)}`;
}

/**
 * The groups of a source whose facts are one row per group (`selects`, their union), as they are: its
 * late measures only as far as those facts hold them.
 */
const readyGroups = (key: StatReportKey, selects: SQL) =>
  sql`select ${sql.join(groupColumns(key), sql`, `)}, ${measureSelect(key, true)} from (${selects}) f`;

/** A source's facts (`from`, aliased `f`) within the caller's scope and filters. */
const within = (from: SQL, where: SQL | undefined) =>
  sql`select * from (${from}) f ${where ? sql`where ${where}` : sql``}`;

/** The late measures' facts grouped by month and every dimension (only the groups that have them). */
function lateGroups(key: StatReportKey, late: Late, range: DayRange, where: SQL | undefined): SQL {
  const columns = groupColumns(key);
  const sums = late.measures.map(
    (measure) => sql`${figureOf(measure, measureSum(measure))} as ${sql.identifier(measure)}`,
  );
  return sql`select ${sql.join([...columns, ...sums], sql`, `)}
    from (${late.facts(range)}) f
    ${where ? sql`where ${where}` : sql``}
    group by ${sql.join(columns, sql`, `)}`;
}

/**
 * Grouped rows (alias `alias`) as the figures show them: the month as `YYYY-MM`, formatted only for the
 * rows read out, not for every group sorted.
 */
function shown(key: StatReportKey, alias: string): SQL {
  const { dimensions, measures } = definitionOf(key);
  const of = (column: SQLChunk) => sql`${sql.identifier(alias)}.${column}`;
  return sql.join(
    [
      sql`to_char(${of(sql`month`)}, 'YYYY-MM') as month`,
      ...dimensions.map((dimension) => of(dimensionColumn(dimension))),
      ...measures.map((measure) => of(sql.identifier(measure))),
    ],
    sql`, `,
  );
}

/**
 * Sort columns of grouped rows (alias `alias`): the asked one, then the primary measure or month, then
 * the dimensions (stable pages).
 */
function orderOf(
  key: StatReportKey,
  sortBy: string | undefined,
  sortOrder: 'asc' | 'desc' | undefined,
  alias = 'g',
): SQL {
  const { measures, primary, dimensions } = definitionOf(key);
  if (sortBy !== undefined && sortBy !== 'month' && !measures.includes(sortBy as StatMeasure))
    throw fieldError('sortBy', 'stats.sortNotAccepted', { columns: ['month', ...measures].join(', ') });
  const of = (column: SQLChunk) => sql`${sql.identifier(alias)}.${column}`;
  const direction = sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const first =
    sortBy === 'month'
      ? [sql`${of(sql`month`)} ${direction}`, sql`${of(sql.identifier(primary))} desc`]
      : [sql`${of(sql.identifier(sortBy ?? primary))} ${direction}`, sql`${of(sql`month`)} desc`];
  const ties = dimensions.map((dimension) => sql`${of(dimensionColumn(dimension))} asc nulls last`);
  return sql.join([...first, ...ties], sql`, `);
}

const figuresOf = (key: StatReportKey, row: FactRow): StatFigures =>
  Object.fromEntries(definitionOf(key).measures.map((measure) => [measure, Number(row[measure] ?? 0)]));

const idOf = (row: FactRow, dimension: StatDimension) => {
  const value = row[DIMENSION_COLUMNS[dimension]];
  return value === null || value === undefined ? null : String(value);
};

function rowsOf(key: StatReportKey, rows: FactRow[], names: NameMaps): StatRow[] {
  const { dimensions } = definitionOf(key);
  return rows.map((row) => ({
    month: String(row.month),
    keys: Object.fromEntries(
      dimensions.map((dimension) => [dimension, names.key(dimension, idOf(row, dimension))]),
    ),
    figures: figuresOf(key, row),
  }));
}

const idsOf = (key: StatReportKey, rows: FactRow[], dimensions?: readonly StatDimension[]) =>
  Object.fromEntries(
    (dimensions ?? definitionOf(key).dimensions).map((dimension) => [
      dimension,
      rows.map((row) => idOf(row, dimension)),
    ]),
  ) as Partial<Record<StatDimension, (string | null)[]>>;

/**
 * The totals of grouped rows (alias `g`): how many, and each measure's sum, named by `name`. Counts are
 * summed as they are; weights, already rounded per group, are rounded again after their sum.
 */
function totalsSelect(key: StatReportKey, name: (measure: StatMeasure) => string): SQL {
  const sums = definitionOf(key).measures.map(
    (measure) =>
      sql`${figureOf(measure, sql`sum(g.${sql.identifier(measure)})`)} as ${sql.identifier(name(measure))}`,
  );
  return sql.join(sums, sql`, `);
}

async function totalsOf(db: DbOrTx, key: StatReportKey, grouped: SQL) {
  const [row] = await db.execute<FactRow>(
    sql`select count(*)::int as total, ${totalsSelect(key, (measure) => measure)} from (${grouped}) g`,
  );
  return { total: Number(row?.total ?? 0), totals: figuresOf(key, row ?? {}) };
}

/**
 * The totals read along a page, in the same statement; only the page's rows are written as the figures
 * show them.
 */
const TOTAL = '__total';
const totalOf = (measure: StatMeasure) => `__total_${measure}`;

/** The asked page of grouped rows (`from`, aliased `g`), sorted as asked. */
const pageOf = (key: StatReportKey, query: StatTableQuery, from: SQL, alias = 'g') =>
  sql`select * from ${from} order by ${orderOf(key, query.sortBy, query.sortOrder, alias)}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;

/**
 * The asked page of the facts of a source whose facts are one row per group: the rows before the
 * page's end are taken from each of its selects apart, sorted by the facts' own columns (an index in
 * that order reads no further; facts name their measures as the measures, `MEASURE_COLUMNS`), then the
 * page is cut from them.
 */
function readyPageOf(key: StatReportKey, query: StatTableQuery, selects: SQL[], where: SQL | undefined) {
  const order = orderOf(key, query.sortBy, query.sortOrder, 'f');
  const firstRows = selects.map(
    (select) => sql`(${within(select, where)} order by ${order} limit ${query.page * query.pageSize})`,
  );
  return pageOf(key, query, sql`(${unionAll(firstRows)}) f`, 'f');
}

/**
 * A page's rows (`page`) as the figures show them, each with the totals (`totals`, a select of one row:
 * the number of groups as `__total`, and each measure's total).
 */
const pageWithTotals = (key: StatReportKey, query: StatTableQuery, page: SQL, totals: SQL) =>
  sql`select ${shown(key, 'p')}, t.* from (${page}) p cross join (${totals}) t
    order by ${orderOf(key, query.sortBy, query.sortOrder, 'p')}`;

/**
 * The page and totals of a source whose facts are one row per group, sorted by a measure they hold: the
 * groups are sorted and summed as read, and the late measures' facts, grouped apart (`l`, a few groups),
 * are added to the page's rows and to the totals. Nothing is grouped over every group of the range, and
 * with `totalsFacts` (the source's facts for the totals, when they serve the caller) nothing is summed
 * over them either.
 */
function readyPage(
  key: StatReportKey,
  selects: SQL[],
  late: Late,
  range: DayRange,
  where: SQL | undefined,
  query: StatTableQuery,
  totalsFacts: SQL | undefined,
) {
  const { dimensions, measures } = definitionOf(key);
  const isLate = (measure: StatMeasure) => late.measures.includes(measure);
  const same = sql.join(
    [
      sql`l.month = g.month`,
      ...dimensions.map((d) => sql`l.${dimensionColumn(d)} is not distinct from g.${dimensionColumn(d)}`),
    ],
    sql` and `,
  );
  const pageColumns = sql.join(
    [
      sql`g.month`,
      ...dimensions.map((dimension) => sql`g.${dimensionColumn(dimension)}`),
      ...measures.map((measure) =>
        isLate(measure)
          ? sql`g.${sql.identifier(measure)} + coalesce(l.${sql.identifier(measure)}, 0) as ${sql.identifier(measure)}`
          : sql`g.${sql.identifier(measure)}`,
      ),
    ],
    sql`, `,
  );
  // A late measure's total adds its facts of the whole months (`l`) to those the groups hold.
  const withLate = (measure: StatMeasure, sum: SQL) =>
    isLate(measure)
      ? sql`${sum} + (select ${figureOf(measure, sql`sum(l.${sql.identifier(measure)})`)} from l)`
      : sum;
  const summedAs = (count: SQL, sumOf: (measure: StatMeasure) => SQL) =>
    sql.join(
      [
        sql`${count} as ${sql.identifier(TOTAL)}`,
        ...measures.map(
          (measure) => sql`${withLate(measure, sumOf(measure))} as ${sql.identifier(totalOf(measure))}`,
        ),
      ],
      sql`, `,
    );
  const totals = totalsFacts
    ? sql`select ${summedAs(sql`coalesce(sum(f.group_count), 0)::int`, (measure) => figureOf(measure, measureSum(measure)))}
      from (${within(totalsFacts, where)}) f`
    : sql`select ${summedAs(sql`count(*)::int`, (measure) => figureOf(measure, sql`sum(g.${sql.identifier(measure)})`))}
      from (${readyGroups(key, within(unionAll(selects), where))}) g`;
  const page = readyGroups(key, readyPageOf(key, query, selects, where));
  return sql`with l as (${lateGroups(key, late, range, where)})
    ${pageWithTotals(key, query, sql`select ${pageColumns} from (${page}) g left join l on ${same}`, totals)}`;
}

/** Every group computed once (a CTE read twice is materialised), then sorted for the page and summed. */
function groupedPage(key: StatReportKey, grouped: SQL, query: StatTableQuery) {
  return sql`with g as (${grouped})
    ${pageWithTotals(
      key,
      query,
      pageOf(key, query, sql`g`),
      sql`select count(*)::int as ${sql.identifier(TOTAL)}, ${totalsSelect(key, totalOf)} from g`,
    )}`;
}

export async function reportTable(
  db: DbOrTx,
  principal: Principal,
  language: Language,
  key: StatReportKey,
  query: StatTableQuery,
): Promise<StatTable> {
  const range = checked(key, query);
  const where = conditionOf(key, principal, query);
  const grouped = groupedBy(key, range, where);
  const { groups, late } = SOURCES[key];
  // Facts one row per group are read as they are, unless the page is ordered by a figure counted when read.
  const list = [
    ...(await db.execute<FactRow>(
      groups && late && !late.measures.includes(query.sortBy as StatMeasure)
        ? readyPage(
            key,
            groups(range),
            late,
            range,
            where,
            query,
            totalsFactsOf(key, principal, query, range),
          )
        : groupedPage(key, grouped, query),
    )),
  ];
  const first = list[0];
  // A page past the last one holds no row to read the totals from: count them apart.
  const { total, totals } = first
    ? {
        total: Number(first[TOTAL]),
        totals: Object.fromEntries(
          definitionOf(key).measures.map((measure) => [measure, Number(first[totalOf(measure)])]),
        ),
      }
    : query.page > 1
      ? await totalsOf(db, key, grouped)
      : { total: 0, totals: figuresOf(key, {}) };
  const names = await keyNames(db, language, idsOf(key, list));
  return { list: rowsOf(key, list, names), total, page: query.page, pageSize: query.pageSize, totals };
}

/**
 * The months and every breakdown's groups in one pass over the facts: one grouping set per month and
 * per breakdown dimension, each row flagged with the set it belongs to (`g<i> = 0`).
 */
function chartGroups(key: StatReportKey, range: DayRange, where: SQL | undefined): SQL {
  const columns = [
    sql`f.month`,
    ...definitionOf(key).charts.map(({ dimension }) => sql`f.${dimensionColumn(dimension)}`),
  ];
  const flags = columns.map((column, index) => sql`grouping(${column}) as ${sql.identifier(`g${index}`)}`);
  return sql`select ${sql.join(flags, sql`, `)}, ${sql.join([monthText, ...columns.slice(1)], sql`, `)}, ${measureSelect(key)}
    from (${allFactsOf(SOURCES[key], range)}) f
    ${where ? sql`where ${where}` : sql``}
    group by grouping sets (${sql.join(
      columns.map((column) => sql`(${column})`),
      sql`, `,
    )})`;
}

/** Top items of a breakdown by the primary measure (ties by id), the rest summed as one "others" item. */
async function breakdownOf(
  db: DbOrTx,
  language: Language,
  key: StatReportKey,
  dimension: StatDimension,
  groups: FactRow[],
  totals: StatFigures,
): Promise<StatBreakdown> {
  const { primary } = definitionOf(key);
  const byFigure = (a: FactRow, b: FactRow) => {
    const difference = Number(b[primary] ?? 0) - Number(a[primary] ?? 0);
    if (difference !== 0) return difference;
    const [x, y] = [idOf(a, dimension), idOf(b, dimension)];
    return x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
  };
  const rows = [...groups].sort(byFigure).slice(0, STAT_BREAKDOWN_TOP);
  const names = await keyNames(db, language, idsOf(key, rows, [dimension]));
  const items = rows.map((row) => ({
    key: names.key(dimension, idOf(row, dimension)),
    figures: figuresOf(key, row),
  }));
  if (groups.length > STAT_BREAKDOWN_TOP) {
    const figures = Object.fromEntries(
      Object.entries(totals).map(([measure, total]) => [
        measure,
        roundFigure(total - items.reduce((sum, item) => sum + (item.figures[measure] ?? 0), 0)),
      ]),
    );
    items.push({ key: { id: null, name: names.others }, figures });
  }
  return { dimension, items };
}

export async function reportCharts(
  db: DbOrTx,
  principal: Principal,
  language: Language,
  key: StatReportKey,
  filters: StatFilters,
): Promise<StatCharts> {
  const range = checked(key, filters);
  const groups = [
    ...(await db.execute<FactRow>(chartGroups(key, range, conditionOf(key, principal, filters)))),
  ];
  const inSet = (index: number) => groups.filter((row) => Number(row[`g${index}`]) === 0);
  const found = new Map(inSet(0).map((row) => [String(row.month), figuresOf(key, row)]));
  const zero = figuresOf(key, {});
  const months = monthsOf(range).map((month) => ({ month, figures: found.get(month) ?? zero }));
  // Every fact falls in one month, so the months add up to the totals (a batch has one customs record).
  const totals = Object.fromEntries(
    definitionOf(key).measures.map((measure) => [
      measure,
      roundFigure(months.reduce((sum, month) => sum + (month.figures[measure] ?? 0), 0)),
    ]),
  );
  const breakdowns = await Promise.all(
    definitionOf(key).charts.map(({ dimension }, index) =>
      breakdownOf(db, language, key, dimension, inSet(index + 1), totals),
    ),
  );
  return { totals, months, breakdowns };
}

const dialect = new PgDialect();
const EXPORT_CHUNK = 2_000;

/** Cells of a row: month, each dimension's name (and a country's code), each measure. */
function cellsOf(key: StatReportKey, row: StatRow): Cell[] {
  const { dimensions, measures } = definitionOf(key);
  const cells: Cell[] = [row.month];
  for (const dimension of dimensions) {
    const value = row.keys[dimension]!;
    cells.push(value.name);
    if (dimension === 'country' || dimension === 'originCountry') cells.push(value.id);
  }
  for (const measure of measures) cells.push(row.figures[measure] ?? 0);
  return cells;
}

/**
 * Every matching row (at most STAT_EXPORT_MAX_ROWS, else a 400 asking to narrow), in the table's
 * default order, read through a cursor so memory stays flat whatever the number of rows.
 */
export async function reportExport(
  db: DbOrTx,
  client: Sql,
  principal: Principal,
  language: Language,
  key: StatReportKey,
  filters: StatFilters,
): Promise<{ header: string[]; rows: AsyncIterable<Cell[]> }> {
  const range = checked(key, filters);
  const grouped = groupedBy(key, range, conditionOf(key, principal, filters));
  const { total } = await totalsOf(db, key, grouped);
  if (total > STAT_EXPORT_MAX_ROWS)
    throw badRequest('stats.tooManyRows', { max: STAT_EXPORT_MAX_ROWS, count: total });
  const query = dialect.sqlToQuery(
    sql`select ${shown(key, 'g')} from (${grouped}) g order by ${orderOf(key, undefined, undefined)}`,
  );
  async function* rows() {
    const cursor = client.unsafe(query.sql, query.params as never[]).cursor(EXPORT_CHUNK);
    for await (const chunk of cursor) {
      const list = chunk as FactRow[];
      const names = await keyNames(db, language, idsOf(key, list));
      for (const row of rowsOf(key, list, names)) yield cellsOf(key, row);
    }
  }
  return { header: exportHeader(definitionOf(key), language), rows: rows() };
}

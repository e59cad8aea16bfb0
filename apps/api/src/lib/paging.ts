import type { Page, PageQuery } from '@trace/contracts';
import type { DbOrTx } from '@trace/db';
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';

export type { Page };

/** LIMIT/OFFSET of a page request. */
export function pageWindow(query: Pick<PageQuery, 'page' | 'pageSize'>) {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

export function pageOf<T>(list: T[], total: number, query: Pick<PageQuery, 'page' | 'pageSize'>): Page<T> {
  return { list, total, page: query.page, pageSize: query.pageSize };
}

/** One page of a list held in memory (the error rows of a checked file). */
export function slicePage<T>(items: readonly T[], query: Pick<PageQuery, 'page' | 'pageSize'>): Page<T> {
  const { limit, offset } = pageWindow(query);
  return pageOf(items.slice(offset, offset + limit), items.length, query);
}

/** `select count(*) as total from <table> where <where>`: the total of a list over one table. */
export function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  return db.select({ total: count() }).from(table).where(where);
}

/** What `paginate` reads: the filtered rows (made `.$dynamic()`), their order, and the count of all of them. */
export interface PageSource<Q extends PgSelect> {
  rows: Q;
  orderBy: (SQL | SQL.Aliased | PgColumn)[];
  total: PromiseLike<{ total: number }[]>;
}

/**
 * One page of a list: the rows query gets the order, LIMIT and OFFSET, and runs beside the count query.
 * Two statements on purpose rather than `count(*) over ()`: a window count makes PostgreSQL build every
 * matching row before it can return the first page, where a bare count can use an index-only scan.
 * `toItems` turns the rows into the listed items (it may read more, e.g. names of related rows).
 */
export async function paginate<Q extends PgSelect, T = Awaited<Q>[number]>(
  source: PageSource<Q>,
  query: Pick<PageQuery, 'page' | 'pageSize'>,
  toItems?: (rows: Awaited<Q>) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    source.rows
      .orderBy(...source.orderBy)
      .limit(limit)
      .offset(offset) as unknown as Promise<Awaited<Q>>,
    source.total,
  ]);
  const list = toItems ? await toItems(rows) : (rows as unknown as T[]);
  return pageOf(list, totals?.total ?? 0, query);
}

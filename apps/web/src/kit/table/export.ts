import type { RouteDefinition } from '@trace/contracts';
import { downloadRoute } from '../../api/call';
import { saveBlob } from '../download';
import { type ListQuery, MAX_PAGE_SIZE, toSearchRecord } from '../query/params';
import type { FetchPage } from '../query/usePagedQuery';
import { type CsvCell, toCsv } from './csv';
import type { DataColumn } from './types';

/** A GET route of the table streaming a list's export, taking the list's filters as its query. */
export type ExportRoute = RouteDefinition & { method: 'GET'; params?: undefined };

/**
 * Downloads the server's export (xlsx or csv) of a list with the current filters and sort; the page
 * and size are left out, the server exports every matching row.
 */
export async function downloadServerExport(
  route: ExportRoute,
  query: ListQuery,
  filename: string,
): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  // The filters are the list's own, checked by the export route's schema on the server.
  const download = downloadRoute as (route: ExportRoute, input: { query: object }) => Promise<Blob>;
  const blob = await download(route, { query: toSearchRecord(filters) });
  saveBlob(blob, filename);
}

function cellValue<T>(column: DataColumn<T>, row: T): CsvCell {
  if (column.exportValue) return column.exportValue(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined || typeof value === 'object' ? '' : (value as CsvCell);
}

/**
 * Builds a CSV of every row matching the current filters by reading the list page by page (at most
 * `maxRows`), for lists whose endpoint has no export of its own.
 */
export async function exportRowsAsCsv<T>(options: {
  fetchPage: FetchPage<T>;
  query: ListQuery;
  columns: readonly DataColumn<T>[];
  filename: string;
  maxRows?: number;
}): Promise<void> {
  const maxRows = options.maxRows ?? 10_000;
  const rows: T[] = [];
  const controller = new AbortController();
  for (let page = 1; rows.length < maxRows; page += 1) {
    const result = await options.fetchPage(
      { ...options.query, page, pageSize: MAX_PAGE_SIZE },
      controller.signal,
    );
    rows.push(...result.list);
    if (result.list.length < MAX_PAGE_SIZE || rows.length >= result.total) break;
  }
  const csv = toCsv(
    options.columns.map((column) => column.header),
    rows.slice(0, maxRows).map((row) => options.columns.map((column) => cellValue(column, row))),
  );
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), options.filename);
}

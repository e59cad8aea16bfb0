import { formatDateTime } from '../format';
import type { DataColumn } from './types';

type ColumnOptions<T> = Omit<DataColumn<T>, 'key' | 'header' | 'cell' | 'exportValue'>;

/**
 * A column showing a moment (created, updated, processed): the date and time in the page's format, the
 * same in the export; 160 px wide unless told.
 */
export function dateTimeColumn<T>(
  key: string,
  header: string,
  value: (row: T) => string | null | undefined,
  options: ColumnOptions<T> = {},
): DataColumn<T> {
  return {
    key,
    header,
    width: 160,
    ...options,
    cell: (row) => formatDateTime(value(row)),
    exportValue: (row) => formatDateTime(value(row)),
  };
}

import type { ReactNode } from 'react';
import { ListPage, type ListPageProps } from '../pages/ListPage';
import { type FetchPage, usePagedQuery } from '../query/usePagedQuery';
import { followRunning } from './followRunning';

export interface JobListPageProps<T> extends Omit<ListPageProps<T, object>, 'query' | 'rowProps'> {
  /** Identifies the list (invalidate it after a change). */
  queryKey: readonly unknown[];
  fetchPage: FetchPage<T>;
  /** Whether a row's job is still running: while one on screen is, the list is read again. */
  isRunning: (row: T) => boolean;
  pollMs?: number;
  /** The row's state, put on the row as `data-status` (for browser flows waiting on a job). */
  statusOf?: (row: T) => string;
  /** Dialogs and drawers of the page (a form, the opened row). */
  after?: ReactNode;
}

/**
 * A list of records backed by jobs (barcode generation, voiding, file checks): `ListPage` whose rows
 * follow their jobs by themselves — read again while any visible row is running, not otherwise.
 */
export function JobListPage<T>({
  queryKey,
  fetchPage,
  isRunning,
  pollMs,
  statusOf,
  after,
  ...page
}: JobListPageProps<T>) {
  const query = usePagedQuery({
    queryKey,
    fetchPage,
    filters: page.filters,
    ...followRunning(isRunning, pollMs),
  });
  return (
    <>
      <ListPage
        {...page}
        query={query}
        rowProps={statusOf ? (row) => ({ 'data-status': statusOf(row) }) : undefined}
      />
      {after}
    </>
  );
}

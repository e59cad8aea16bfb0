import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { Page, RouteData, RouteDefinition, RouteInput } from '@trace/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callRoute } from '../../api/call';
import { useStableValue } from '../useStableValue';
import {
  DEFAULT_PAGE_SIZE,
  type FilterSpec,
  type FilterValues,
  type ListQuery,
  type ListState,
  lastPage,
  readListSearch,
  type SortState,
  toListQuery,
  toSearchRecord,
  writeListSearch,
} from './params';

/** One page of a list, as every list endpoint answers (`ZPage`). */
export type PageResult<T> = Page<T>;

export type FetchPage<T, Extra extends object = object> = (
  query: ListQuery,
  signal: AbortSignal,
) => Promise<PageResult<T> & Extra>;

/** A route answering one page of a list (`ZPage`): its `data` has `list`, `total`, `page` and `pageSize`. */
type PageRoute = RouteDefinition & { response: object };

/** The row type of a list route, from the `list` of its response. */
export type PageRow<R extends PageRoute> = RouteData<R> extends { list: readonly (infer T)[] } ? T : never;

/** What a list route answers beside the page itself (e.g. an unread count or totals). */
export type PageExtra<R extends PageRoute> = Omit<RouteData<R>, keyof PageResult<unknown>>;

/**
 * Reads one list route of the contracts table page by page: a GET route gets the list state (page,
 * size, sort, filters) as its query string, a POST route as its JSON body. Path parameters are given
 * here; the row type comes from the route's response.
 */
export function pagedRoute<R extends PageRoute>(
  route: R,
  input?: { params: NonNullable<RouteInput<R>['params']> },
): FetchPage<PageRow<R>, PageExtra<R>> {
  return (query, signal) => {
    const listInput =
      route.method === 'GET'
        ? { params: input?.params, query: toSearchRecord(query) }
        : { params: input?.params, body: query };
    // The list state is checked by the route's own schema on the server; the kit only carries it.
    const call = callRoute as (
      route: R,
      input: unknown,
      options: { signal: AbortSignal },
    ) => Promise<unknown>;
    return call(route, listInput, { signal }) as Promise<PageResult<PageRow<R>> & PageExtra<R>>;
  };
}

export interface UsePagedQueryOptions<T, Extra extends object> {
  /** Identifies the list; the list parameters are appended. Invalidate this key after a change. */
  queryKey: QueryKey;
  fetchPage: FetchPage<T, Extra>;
  /** The filters the list accepts (usually the filter bar's definitions). */
  filters?: readonly FilterSpec[];
  pageSize?: number;
  sort?: SortState;
  /** Keep the list state in the address bar (default true; turn off for a second list on one page). */
  syncUrl?: boolean;
  enabled?: boolean;
  /** Asks again every `pollMs` while this holds for the rows on screen (e.g. jobs still running). */
  pollWhile?: (rows: T[]) => boolean;
  pollMs?: number;
}

export interface PagedQuery<T, Extra extends object = object> {
  state: ListState;
  /** The parameters of the current request (for exports). */
  listQuery: ListQuery;
  rows: T[];
  total: number;
  /** The last answer, with any fields the endpoint sends beside the page (e.g. an unread count). */
  data: (PageResult<T> & Extra) | undefined;
  /** True until the first page arrives. */
  isPending: boolean;
  /** True while any request runs, including a page change shown over the previous rows. */
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: SortState | undefined) => void;
  /** Replaces the filters and returns to page 1. */
  setFilters: (filters: FilterValues) => void;
  filterSpecs: readonly FilterSpec[];
  fetchPage: FetchPage<T, Extra>;
}

const NO_FILTERS: readonly FilterSpec[] = [];
const DEFAULT_POLL_MS = 2000;

/** How soon a list asks again: `ms` while its rows still need following, else not at all. */
export function pollInterval<T>(
  rows: T[] | undefined,
  pollWhile: ((rows: T[]) => boolean) | undefined,
  ms: number,
): number | false {
  return pollWhile && rows && pollWhile(rows) ? ms : false;
}

/**
 * The one hook behind every paged list: holds page, size, sort and filters (in the address bar unless
 * `syncUrl` is false), asks the endpoint, keeps the previous rows on screen while the next page loads,
 * and steps back when a deletion leaves the current page empty.
 */
export function usePagedQuery<T, Extra extends object = object>(
  options: UsePagedQueryOptions<T, Extra>,
): PagedQuery<T, Extra> {
  const specs = useStableValue(
    (options.filters ?? NO_FILTERS).map(({ key, type, multiple, from, to }) => ({
      key,
      type,
      multiple,
      from,
      to,
    })),
  );
  const syncUrl = options.syncUrl ?? true;
  const defaults = useStableValue({
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: options.sort,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const [localState, setLocalState] = useState<ListState>(() => ({
    page: 1,
    pageSize: defaults.pageSize,
    ...(defaults.sort ? { sort: defaults.sort } : {}),
    filters: {},
  }));
  const urlState = useMemo(
    () => (syncUrl ? readListSearch(searchParams, specs, defaults) : undefined),
    [syncUrl, searchParams, specs, defaults],
  );
  const state = urlState ?? localState;

  const update = useCallback(
    (change: (current: ListState) => ListState) => {
      if (!syncUrl) {
        setLocalState(change);
        return;
      }
      setSearchParams(
        (current) =>
          writeListSearch(current, change(readListSearch(current, specs, defaults)), specs, defaults),
        { replace: true },
      );
    },
    [syncUrl, setSearchParams, specs, defaults],
  );

  const listQuery = useMemo(() => toListQuery(state, specs), [state, specs]);
  const { fetchPage, pollWhile, pollMs = DEFAULT_POLL_MS } = options;
  const query = useQuery({
    queryKey: [...options.queryKey, listQuery],
    queryFn: ({ signal }) => fetchPage(listQuery, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: (current) => pollInterval(current.state.data?.list, pollWhile, pollMs),
  });

  const total = query.data?.total ?? 0;
  // A page past the end (rows deleted, filters narrowed elsewhere) shows the last page instead.
  useEffect(() => {
    if (!query.data || query.isPlaceholderData) return;
    const last = lastPage(query.data.total, state.pageSize);
    if (state.page > last) update((current) => ({ ...current, page: last }));
  }, [query.data, query.isPlaceholderData, state.page, state.pageSize, update]);

  const { refetch } = query;
  return {
    state,
    listQuery,
    rows: query.data?.list ?? [],
    total,
    data: query.data,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refetch: useCallback(() => void refetch(), [refetch]),
    setPage: useCallback((page) => update((current) => ({ ...current, page })), [update]),
    setPageSize: useCallback(
      (pageSize) => update((current) => ({ ...current, pageSize, page: 1 })),
      [update],
    ),
    setSort: useCallback(
      (sort) =>
        update((current) => {
          const { sort: _previous, ...rest } = current;
          return sort ? { ...rest, sort, page: 1 } : { ...rest, page: 1 };
        }),
      [update],
    ),
    setFilters: useCallback((filters) => update((current) => ({ ...current, filters, page: 1 })), [update]),
    filterSpecs: specs,
    fetchPage,
  };
}

/**
 * The state of a paged list (page, size, sort, filters) and its two encodings: the query or body sent
 * to a list endpoint, and the address bar, so a reload or "back" lands on the same page of results.
 * Pure functions; `usePagedQuery` holds the state.
 */

/** The API refuses larger pages (`ZPageQuery`). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

export type SortOrder = 'asc' | 'desc';
export interface SortState {
  field: string;
  order: SortOrder;
}

/** `[from, to]` as `YYYY-MM-DD`; either end may be open. */
export type DateRangeValue = [string | null, string | null];
export type FilterValue = string | string[] | DateRangeValue | null | undefined;
export type FilterValues = Record<string, FilterValue>;

/** What a filter needs for its value to be encoded; the filter bar's definitions satisfy it. */
export interface FilterSpec {
  key: string;
  type: 'text' | 'select' | 'dateRange';
  multiple?: boolean;
  /** Names of the two parameters a date range is sent as (default `<key>From` / `<key>To`). */
  from?: string;
  to?: string;
}

export interface ListState {
  page: number;
  pageSize: number;
  sort?: SortState;
  filters: FilterValues;
}

/** The parameters a list endpoint receives: `page`, `pageSize`, `sortBy`, `sortOrder` and each filter. */
export type ListQuery = Record<string, string | number | string[]>;

/** A page size the API accepts: a whole number from 1 to 100; anything else falls back. */
export function clampPageSize(value: unknown, fallback = DEFAULT_PAGE_SIZE): number {
  const size = typeof value === 'string' ? Number(value) : value;
  if (typeof size !== 'number' || !Number.isFinite(size)) return fallback;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(size)));
}

/** A page number of at least 1; anything unreadable is page 1. */
export function clampPage(value: unknown): number {
  const page = typeof value === 'string' ? Number(value) : value;
  if (typeof page !== 'number' || !Number.isFinite(page)) return 1;
  return Math.max(1, Math.trunc(page));
}

/** The last page that has rows (at least 1). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function dateKeys(spec: FilterSpec): [string, string] {
  return [spec.from ?? `${spec.key}From`, spec.to ?? `${spec.key}To`];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a filter holds a value worth sending (empty text, lists and open ranges are not). */
export function isFilterActive(value: FilterValue): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return value.some((part) => part !== null && part !== '');
}

export function countActiveFilters(filters: FilterValues): number {
  return Object.values(filters).filter(isFilterActive).length;
}

/**
 * The parameters for a list request. Empty filters are left out; text is trimmed; a date range becomes
 * its two parameters; a multiple select stays a list (JSON bodies keep it, query strings join it).
 */
export function toListQuery(state: ListState, specs: readonly FilterSpec[] = []): ListQuery {
  const query: ListQuery = { page: clampPage(state.page), pageSize: clampPageSize(state.pageSize) };
  if (state.sort) {
    query.sortBy = state.sort.field;
    query.sortOrder = state.sort.order;
  }
  for (const spec of specs) {
    const value = state.filters[spec.key];
    if (!isFilterActive(value)) continue;
    if (spec.type === 'dateRange') {
      const [fromKey, toKey] = dateKeys(spec);
      const [from, to] = Array.isArray(value) ? value : [null, null];
      if (from) query[fromKey] = from;
      if (to) query[toKey] = to;
    } else if (spec.type === 'select' && spec.multiple) {
      const items: readonly (string | null)[] = Array.isArray(value) ? value : [value as string];
      query[spec.key] = items.filter((item): item is string => typeof item === 'string' && item !== '');
    } else if (typeof value === 'string') {
      query[spec.key] = value.trim();
    }
  }
  return query;
}

/** Query-string form of a list query: lists are joined with commas. */
export function toSearchRecord(query: ListQuery): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    record[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return record;
}

/**
 * Writes the list state into the address bar's parameters, leaving defaults out so a fresh list has a
 * clean address; parameters that are not the list's (a menu's timestamp) are kept.
 */
export function writeListSearch(
  current: URLSearchParams,
  state: ListState,
  specs: readonly FilterSpec[],
  defaults: { pageSize: number; sort?: SortState },
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of listParamNames(specs)) next.delete(key);
  const query = toListQuery(state, specs);
  if (query.page === 1) delete query.page;
  if (query.pageSize === defaults.pageSize) delete query.pageSize;
  if (
    state.sort &&
    defaults.sort &&
    state.sort.field === defaults.sort.field &&
    state.sort.order === defaults.sort.order
  ) {
    delete query.sortBy;
    delete query.sortOrder;
  }
  for (const [key, value] of Object.entries(toSearchRecord(query))) next.set(key, value);
  return next;
}

/** Every address-bar parameter a list with these filters owns. */
export function listParamNames(specs: readonly FilterSpec[]): string[] {
  const names = ['page', 'pageSize', 'sortBy', 'sortOrder'];
  for (const spec of specs) {
    if (spec.type === 'dateRange') names.push(...dateKeys(spec));
    else names.push(spec.key);
  }
  return names;
}

/** Reads the list state back from the address bar; what is missing or unreadable takes the default. */
export function readListSearch(
  params: URLSearchParams,
  specs: readonly FilterSpec[],
  defaults: { pageSize: number; sort?: SortState; filters?: FilterValues },
): ListState {
  const filters: FilterValues = { ...defaults.filters };
  for (const spec of specs) {
    if (spec.type === 'dateRange') {
      const [fromKey, toKey] = dateKeys(spec);
      const from = params.get(fromKey);
      const to = params.get(toKey);
      if ((from && DATE.test(from)) || (to && DATE.test(to))) {
        filters[spec.key] = [from && DATE.test(from) ? from : null, to && DATE.test(to) ? to : null];
      }
      continue;
    }
    const raw = params.get(spec.key);
    if (raw === null || raw === '') continue;
    filters[spec.key] = spec.type === 'select' && spec.multiple ? raw.split(',').filter(Boolean) : raw;
  }
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  const sort: SortState | undefined =
    sortBy && (sortOrder === 'asc' || sortOrder === 'desc')
      ? { field: sortBy, order: sortOrder }
      : defaults.sort;
  return {
    page: clampPage(params.get('page') ?? 1),
    pageSize: clampPageSize(params.get('pageSize') ?? defaults.pageSize, defaults.pageSize),
    ...(sort ? { sort } : {}),
    filters,
  };
}

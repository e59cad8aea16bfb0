import { describe, expect, it } from 'vitest';
import {
  clampPage,
  clampPageSize,
  countActiveFilters,
  type FilterSpec,
  lastPage,
  readListSearch,
  toListQuery,
  toSearchRecord,
  writeListSearch,
} from './params';

const specs: FilterSpec[] = [
  { key: 'keyword', type: 'text' },
  { key: 'status', type: 'select' },
  { key: 'countries', type: 'select', multiple: true },
  { key: 'created', type: 'dateRange' },
  { key: 'shipped', type: 'dateRange', from: 'shipStart', to: 'shipEnd' },
];

describe('list parameters', () => {
  it('keeps page sizes within what the API accepts', () => {
    expect(clampPageSize(500)).toBe(100);
    expect(clampPageSize(0)).toBe(1);
    expect(clampPageSize('50')).toBe(50);
    expect(clampPageSize('abc')).toBe(20);
    expect(clampPageSize(12.7)).toBe(12);
    expect(clampPage('-3')).toBe(1);
    expect(clampPage(undefined)).toBe(1);
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(41, 20)).toBe(3);
  });

  it('sends page, size, sort and only the filters that hold a value', () => {
    const query = toListQuery(
      {
        page: 3,
        pageSize: 50,
        sort: { field: 'createTime', order: 'desc' },
        filters: {
          keyword: '  bird nest ',
          status: '',
          countries: ['FR', 'CN'],
          created: ['2026-01-01', '2026-01-31'],
          shipped: [null, '2026-02-01'],
          unknown: 'ignored',
        },
      },
      specs,
    );
    expect(query).toEqual({
      page: 3,
      pageSize: 50,
      sortBy: 'createTime',
      sortOrder: 'desc',
      keyword: 'bird nest',
      countries: ['FR', 'CN'],
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
      shipEnd: '2026-02-01',
    });
    expect(toSearchRecord(query)).toMatchObject({ countries: 'FR,CN', page: '3' });
  });

  it('counts only filters that narrow the list', () => {
    expect(countActiveFilters({ a: '', b: '  ', c: [], d: [null, null], e: 'x', f: ['1'] })).toBe(2);
  });

  it('round-trips the state through the address bar, keeping parameters it does not own', () => {
    const defaults = { pageSize: 20, sort: { field: 'createTime', order: 'desc' as const } };
    const state = {
      page: 2,
      pageSize: 20,
      sort: { field: 'title', order: 'asc' as const },
      filters: { keyword: 'abc', countries: ['FR'], created: ['2026-03-01', null] as [string, null] },
    };
    const written = writeListSearch(new URLSearchParams('t=1700000000&page=9'), state, specs, defaults);
    expect(Object.fromEntries(written)).toEqual({
      t: '1700000000',
      page: '2',
      sortBy: 'title',
      sortOrder: 'asc',
      keyword: 'abc',
      countries: 'FR',
      createdFrom: '2026-03-01',
    });
    expect(readListSearch(written, specs, defaults)).toEqual(state);
  });

  it('leaves defaults out of the address and reads a bare address as the defaults', () => {
    const defaults = { pageSize: 20, sort: { field: 'createTime', order: 'desc' as const } };
    const written = writeListSearch(
      new URLSearchParams(),
      { page: 1, pageSize: 20, sort: defaults.sort, filters: {} },
      specs,
      defaults,
    );
    expect(written.toString()).toBe('');
    expect(readListSearch(new URLSearchParams(), specs, defaults)).toEqual({
      page: 1,
      pageSize: 20,
      sort: defaults.sort,
      filters: {},
    });
  });

  it('ignores unreadable values in the address', () => {
    const state = readListSearch(
      new URLSearchParams('page=x&pageSize=1000&sortBy=title&sortOrder=sideways&createdFrom=yesterday'),
      specs,
      { pageSize: 20 },
    );
    expect(state).toEqual({ page: 1, pageSize: 100, filters: {} });
  });
});

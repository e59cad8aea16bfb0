import { useQuery } from '@tanstack/react-query';
import {
  type DailyStats,
  type ProductScanRow,
  type ProductStats,
  type RegionScanRow,
  type RegionStats,
  ROUTES,
} from '@trace/contracts';
import { callRoute } from '../../api/call';
import type { ListQuery } from '../../kit';
import { toSearchRecord } from '../../kit/query/params';

export type { DailyStats, ProductScanRow, ProductStats, RegionScanRow, RegionStats };

export const STATS_KEYS = {
  products: ['scan-stats', 'products'],
  regions: ['scan-stats', 'regions'],
  daily: ['scan-stats', 'daily'],
} as const;

/** Filter parameters without the list's paging (charts read the same filters as the tables). */
export type StatsFilters = Record<string, string>;

export function useProductStats(filters: StatsFilters, pageSize: number) {
  return useQuery({
    queryKey: [...STATS_KEYS.products, filters, pageSize],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.scanStats.products, { query: { ...filters, page: 1, pageSize } }, { signal }),
  });
}

export function useRegionStats(filters: StatsFilters) {
  return useQuery({
    queryKey: [...STATS_KEYS.regions, filters],
    queryFn: ({ signal }) => callRoute(ROUTES.scanStats.regions, { query: filters }, { signal }),
  });
}

export function useDailyStats(filters: StatsFilters) {
  return useQuery({
    queryKey: [...STATS_KEYS.daily, filters],
    queryFn: ({ signal }) => callRoute(ROUTES.scanStats.daily, { query: filters }, { signal }),
  });
}

/** A list query as the filter parameters the statistics endpoints take. */
export function filtersOf(query: ListQuery): StatsFilters {
  const { page: _page, pageSize: _size, sortBy: _sortBy, sortOrder: _order, ...rest } = query;
  return toSearchRecord(rest);
}

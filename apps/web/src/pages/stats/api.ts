import { useQuery } from '@tanstack/react-query';
import type { DailyStats, ProductScanRow, ProductStats, RegionScanRow, RegionStats } from '@trace/contracts';
import { api } from '../../api/client';
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
      api.get<ProductStats>('/scan-stats/products', { query: { ...filters, page: 1, pageSize }, signal }),
  });
}

export function useRegionStats(filters: StatsFilters) {
  return useQuery({
    queryKey: [...STATS_KEYS.regions, filters],
    queryFn: ({ signal }) => api.get<RegionStats>('/scan-stats/regions', { query: filters, signal }),
  });
}

export function useDailyStats(filters: StatsFilters) {
  return useQuery({
    queryKey: [...STATS_KEYS.daily, filters],
    queryFn: ({ signal }) => api.get<DailyStats>('/scan-stats/daily', { query: filters, signal }),
  });
}

/** A list query as the filter parameters the statistics endpoints take. */
export function filtersOf(query: ListQuery): StatsFilters {
  const { page: _page, pageSize: _size, sortBy: _sortBy, sortOrder: _order, ...rest } = query;
  return toSearchRecord(rest);
}

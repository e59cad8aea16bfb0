import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DailyStats,
  ProductScanRow,
  ProductStats,
  RegionScanRow,
  RegionStats,
  StatReportKey,
  StatRow,
} from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';
import type { ListQuery } from '../../kit';
import { toSearchRecord } from '../../kit/query/params';

export type { DailyStats, ProductScanRow, ProductStats, RegionScanRow, RegionStats, StatRow };

export const STATS_KEYS = {
  products: ['scan-stats', 'products'],
  regions: ['scan-stats', 'regions'],
  daily: ['scan-stats', 'daily'],
  report: (key: StatReportKey) => ['stat-reports', key] as const,
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

/** A report's totals, monthly series and breakdowns for the charts page. */
export function useReportCharts(key: StatReportKey, filters: StatsFilters, enabled = true) {
  return useQuery({
    queryKey: [...STATS_KEYS.report(key), 'charts', filters],
    queryFn: ({ signal }) => callRoute(ROUTES.statReports[key].charts, { query: filters }, { signal }),
    // Narrowing the filters redraws the charts in place rather than through empty cards.
    placeholderData: keepPreviousData,
    enabled,
  });
}

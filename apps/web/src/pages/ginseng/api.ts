import { useQuery } from '@tanstack/react-query';
import type { RouteData } from '@trace/contracts';
import { routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';

export { GINSENG_PATHS } from './paths';

export type GinsengFarmRow = RouteData<typeof ROUTES.ginseng.farms.list>['list'][number];

/** Query keys: every read of this group sits under `ginseng`. */
export const GINSENG_KEYS = {
  all: ['ginseng'],
  farms: ['ginseng', 'farms'],
  farm: (id: string) => ['ginseng', 'farm', id],
  plots: (farmId: string) => ['ginseng', 'plots', farmId],
  records: (plotId: string) => ['ginseng', 'records', plotId],
  plotOptions: (keyword: string) => ['ginseng', 'plot-options', keyword],
} as const;

export function useGinsengFarm(id: string | null) {
  return useQuery({
    ...routeQuery(
      ROUTES.ginseng.farms.get,
      { params: { id: id ?? '' } },
      { key: GINSENG_KEYS.farm(id ?? '') },
    ),
    enabled: Boolean(id),
  });
}

export function useGinsengPlots(farmId: string) {
  return useQuery(
    routeQuery(ROUTES.ginseng.plots, { params: { id: farmId } }, { key: GINSENG_KEYS.plots(farmId) }),
  );
}

export function useGinsengRecords(plotId: string | null) {
  return useQuery({
    ...routeQuery(
      ROUTES.ginseng.records,
      { params: { id: plotId ?? '' } },
      { key: GINSENG_KEYS.records(plotId ?? '') },
    ),
    enabled: Boolean(plotId),
  });
}

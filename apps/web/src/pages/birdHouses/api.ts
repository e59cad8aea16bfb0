import { useQuery } from '@tanstack/react-query';
import type { birdHouseRoutes, RouteData } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';

export type BirdHouse = RouteData<typeof birdHouseRoutes.get>;
export type Harvest = RouteData<typeof birdHouseRoutes.addHarvest>;

/** Query keys: every bird-house read sits under `bird-houses`, so a decision refreshes them all. */
export const HOUSE_KEYS = {
  all: ['bird-houses'],
  one: (id: string) => ['bird-houses', 'one', id],
  harvests: (id: string, page: number) => ['bird-houses', 'harvests', id, page],
  options: (keyword: string) => ['bird-houses', 'options', keyword],
} as const;

export { HOUSE_MANAGE, HOUSE_PATHS, HOUSE_VIEW } from './paths';

export function useBirdHouse(id: string | null) {
  return useQuery({
    queryKey: HOUSE_KEYS.one(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.birdHouses.get, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
  });
}

export function useHarvests(id: string, page: number) {
  return useQuery({
    queryKey: HOUSE_KEYS.harvests(id, page),
    queryFn: ({ signal }) =>
      callRoute(ROUTES.birdHouses.harvests, { params: { id }, query: { page, pageSize: 10 } }, { signal }),
  });
}

/** The caller's passed houses, for the raw-material batch form. */
export function useHouseOptions(enabled = true) {
  return useQuery({
    enabled,
    queryKey: HOUSE_KEYS.options(''),
    queryFn: ({ signal }) => callRoute(ROUTES.birdHouses.options, { query: {} }, { signal }),
    staleTime: 30_000,
  });
}

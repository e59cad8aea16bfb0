import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';

export type { Dashboard };

/** The home dashboard's figures for the signed-in person (one request shared by the dashboard cards). */
export function useDashboardQuery() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => callRoute(ROUTES.dashboard.read, {}, { signal }),
    // Figures for a glance: a minute old is fresh enough, and coming back home should not refetch at once.
    staleTime: 60_000,
  });
}

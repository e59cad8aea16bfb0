import { useQuery } from '@tanstack/react-query';
import type { MaintenanceNotice } from '@trace/contracts';
import { callRoute } from './call';
import { ROUTES } from './routes';

export type { MaintenanceNotice };

export const MAINTENANCE_NOTICES_KEY = ['maintenance', 'notices'] as const;

/**
 * Maintenance windows announced or running, for the banner and the must-read carousel. Read again every
 * minute, so the banner appears when a window is announced and goes when it ends.
 */
export function useMaintenanceNoticesQuery() {
  return useQuery({
    queryKey: MAINTENANCE_NOTICES_KEY,
    queryFn: ({ signal }) => callRoute(ROUTES.maintenance.notices, undefined, { signal }),
    refetchInterval: 60_000,
  });
}

const SEEN_KEY = 'trace.maintenanceSeen';

/** The windows whose notice this person has closed in this session (each is shown once per session). */
export const seenMaintenance = {
  get(): Set<string> {
    try {
      return new Set(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as string[]);
    } catch {
      return new Set();
    }
  },
  add(ids: readonly string[]) {
    const seen = seenMaintenance.get();
    for (const id of ids) seen.add(id);
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seen]));
  },
};

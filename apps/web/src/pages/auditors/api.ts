import { useQuery } from '@tanstack/react-query';
import type { auditorRoutes, RouteData } from '@trace/contracts';
import { routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';

export type Auditor = RouteData<typeof auditorRoutes.get>;

export const AUDITOR_KEYS = {
  all: ['auditors'],
  list: ['auditors', 'list'],
  one: (id: string) => ['auditors', 'one', id],
  conflicts: (id: string) => ['auditors', 'one', id, 'conflicts'],
  accounts: ['auditors', 'accounts'],
} as const;

export function useAuditor(id: string | null) {
  return useQuery({
    ...routeQuery(ROUTES.auditors.get, { params: { id: id ?? '' } }, { key: AUDITOR_KEYS.one(id ?? '') }),
    enabled: Boolean(id),
  });
}

/** "Expired" or "expires in N days" (within 60 days), for the qualification badge; null otherwise. */
export function qualificationState(daysLeft: number): { kind: 'expired' | 'expiring'; days: number } | null {
  if (daysLeft < 0) return { kind: 'expired', days: -daysLeft };
  if (daysLeft <= 60) return { kind: 'expiring', days: daysLeft };
  return null;
}

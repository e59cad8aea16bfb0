import { useQuery } from '@tanstack/react-query';
import type { RouteData, workOrderRoutes } from '@trace/contracts';
import { routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';

export { WORK_ORDER_PATHS } from './paths';

export type WorkOrderRow = RouteData<typeof workOrderRoutes.list>['list'][number];
export type WorkOrderDetail = RouteData<typeof workOrderRoutes.get>;

/** Query keys: every read of this group sits under `work-orders`. */
export const WORK_ORDER_KEYS = {
  all: ['work-orders'],
  list: ['work-orders', 'list'],
  one: (id: string) => ['work-orders', 'one', id],
  report: (from: string | null, to: string | null) => ['work-orders', 'report', from, to],
  assignees: ['work-orders', 'assignees'],
} as const;

export function useWorkOrder(id: string | null) {
  return useQuery({
    ...routeQuery(
      ROUTES.workOrders.get,
      { params: { id: id ?? '' } },
      { key: WORK_ORDER_KEYS.one(id ?? '') },
    ),
    enabled: Boolean(id),
  });
}

import { WORK_ORDER_MANAGE, WORK_ORDER_VIEW } from '@trace/contracts';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';
import { WORK_ORDER_PATHS as P } from './paths';

/**
 * Work orders: companies, certification bodies and printing factories ask the platform for help;
 * administrators answer, keep internal notes and close them.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(P.list), load: () => import('./WorkOrderListPage') },
  {
    path: P.add,
    title: 'routes:workOrders.addWork',
    permission: WORK_ORDER_VIEW,
    parent: P.list,
    load: () => import('./WorkOrderFormPage'),
  },
  {
    path: P.edit,
    title: 'routes:workOrders.exitWork',
    permission: WORK_ORDER_VIEW,
    parent: P.list,
    load: () => import('./WorkOrderFormPage'),
  },
  {
    path: P.detail,
    title: 'routes:workOrders.detailWork',
    permission: WORK_ORDER_VIEW,
    parent: P.list,
    load: () => import('./WorkOrderDetailPage'),
  },
  {
    path: P.report,
    title: 'routes:workOrders.workReport',
    permission: WORK_ORDER_MANAGE,
    parent: P.list,
    load: () => import('./WorkOrderReportPage'),
  },
];

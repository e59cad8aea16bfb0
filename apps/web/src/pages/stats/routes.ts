import { pagePermission } from '@trace/contracts/navigation';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

/** Scan statistics: each has a table page (the menu entry) and a charts page beside it. */
export const routes: PageRoute[] = [
  { ...navigationPage('/getProduct'), load: () => import('./ProductStatsPage') },
  {
    path: '/getProductCharts',
    title: 'routes:stats.getProductCharts',
    permission: pagePermission('statistics', '/getProduct'),
    parent: '/getProduct',
    load: () => import('./ProductChartsPage'),
  },
  { ...navigationPage('/getScanRegion'), load: () => import('./RegionStatsPage') },
  {
    path: '/getScanRegionCharts',
    title: 'routes:stats.getScanRegionCharts',
    permission: pagePermission('statistics', '/getScanRegion'),
    parent: '/getScanRegion',
    load: () => import('./RegionChartsPage'),
  },
];

import { pagePermission } from '@trace/contracts/navigation';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

/** Scan statistics: each has a table page (the menu entry) and a charts page beside it. */
export const routes: PageRoute[] = [
  { ...navigationPage('/getProduct'), load: () => import('./ProductStatsPage') },
  {
    path: '/getProductCharts',
    title: { cn: '产品扫码图表', en: 'Product scan charts', fr: 'Graphiques des scans par produit' },
    permission: pagePermission('statistics', '/getProduct'),
    parent: '/getProduct',
    load: () => import('./ProductChartsPage'),
  },
  { ...navigationPage('/getScanRegion'), load: () => import('./RegionStatsPage') },
  {
    path: '/getScanRegionCharts',
    title: { cn: '地区扫码图表', en: 'Region scan charts', fr: 'Graphiques des scans par région' },
    permission: pagePermission('statistics', '/getScanRegion'),
    parent: '/getScanRegion',
    load: () => import('./RegionChartsPage'),
  },
];

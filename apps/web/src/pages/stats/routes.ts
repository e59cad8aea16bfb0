import { STAT_REPORT_KEYS, STAT_REPORTS, statChartsPage, statReportPermission } from '@trace/contracts';
import { pagePermission } from '@trace/contracts/navigation';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

/**
 * The statistics reports: one table page and one charts page serve every report, at each report's
 * menu path and its charts path; the page reads which report from the path.
 */
const reportRoutes: PageRoute[] = STAT_REPORT_KEYS.flatMap((key) => {
  const { page } = STAT_REPORTS[key];
  return [
    { ...navigationPage(page), load: () => import('./reports/ReportTablePage') },
    {
      path: statChartsPage(page),
      title: `routes:stats.${key}Charts`,
      permission: statReportPermission(key),
      parent: page,
      load: () => import('./reports/ReportChartsPage'),
    },
  ];
});

/** Scan statistics and the reports: each has a table page (the menu entry) and a charts page beside it. */
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
  ...reportRoutes,
];

import { GINSENG_MANAGE, GINSENG_VIEW } from '@trace/contracts';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';
import { GINSENG_PATHS as P } from './paths';

/**
 * American ginseng information (xys): the farms, adding and editing one, and a farm's details with
 * its plots and their cultivation records.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(P.list), load: () => import('./GinsengFarmListPage') },
  {
    path: P.add,
    title: 'routes:ginseng.addGinsengFarm',
    permission: GINSENG_MANAGE,
    parent: P.list,
    load: () => import('./GinsengFarmFormPage'),
  },
  {
    path: P.edit,
    title: 'routes:ginseng.editGinsengFarm',
    permission: GINSENG_MANAGE,
    parent: P.list,
    load: () => import('./GinsengFarmFormPage'),
  },
  {
    path: P.details,
    title: 'routes:ginseng.ginsengFarmDetails',
    permission: GINSENG_VIEW,
    parent: P.list,
    load: () => import('./GinsengFarmDetailPage'),
  },
];

import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

/** Maintenance windows (/maintenance): the list with the history, scheduled and changed in a dialog. */
export const routes: PageRoute[] = [
  { ...navigationPage('/maintenance'), load: () => import('./MaintenancePage') },
];

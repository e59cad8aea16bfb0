import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

/**
 * Consumer scans in the back office: scan records (members group) and counterfeit alerts with their
 * rules (labels group). The public scan page itself lives outside the shell (routes.tsx).
 */
export const routes: PageRoute[] = [
  { ...navigationPage('/scanCodeMessage'), load: () => import('./records/ScanRecordsPage') },
  { ...navigationPage('/labelAlertSearch'), load: () => import('./alerts/LabelAlertsPage') },
];

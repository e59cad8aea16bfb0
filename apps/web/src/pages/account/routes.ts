import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

export const routes: PageRoute[] = [
  { ...navigationPage('/userMessage'), load: () => import('./ProfilePage') },
];

import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

const { path, title } = navigationPage('/homeIndex');

export const routes: PageRoute[] = [
  // The landing page after sign-in: every signed-in person may open it, whatever their role, so it
  // asks for no permission.
  // The news card reads the news texts.
  { path, title, load: () => import('./HomePage'), texts: ['news'] },
];

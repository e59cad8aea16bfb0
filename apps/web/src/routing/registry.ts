import { withGroupTexts } from '../i18n';
import { loadOnce } from './loadOnce';
import { createRouteIndex } from './routeIndex';
import type { PageRoute } from './types';

/**
 * Every page of the client, collected from `src/pages/<group>/routes.ts`. The route lists are tiny and
 * bundled up front; each page's code stays in its own chunk behind `load`, loaded once.
 */
const modules = import.meta.glob<readonly PageRoute[]>('../pages/*/routes.ts', {
  eager: true,
  import: 'routes',
});

export const pageRoutes = createRouteIndex(
  Object.entries(modules).flatMap(([file, routes]) => {
    // `../pages/<group>/routes.ts`: a group's pages bring their group's texts with them.
    const group = file.split('/')[2] ?? '';
    return routes.map((route) => ({
      ...route,
      load: loadOnce(withGroupTexts(route.load, group, route.texts)),
    }));
  }),
);

/** The landing page after sign-in. */
export const HOME_PATH = '/homeIndex';

import { NEWS_MANAGE, NEWS_VIEW } from '@trace/contracts';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';
import { NEWS_PATHS as P } from './paths';

/**
 * News (spec section 2 "News"): the list, writing and editing (the rich-text editor loads with these
 * two pages only) and a news item's details. The public pages are outside the shell (src/routes.tsx).
 */
export const routes: PageRoute[] = [
  { ...navigationPage(P.list), load: () => import('./NewsListPage') },
  {
    path: P.add,
    title: 'routes:news.addNews',
    permission: NEWS_MANAGE,
    parent: P.list,
    load: () => import('./NewsFormPage'),
  },
  {
    path: P.edit,
    title: 'routes:news.editNews',
    permission: NEWS_MANAGE,
    parent: P.list,
    load: () => import('./NewsFormPage'),
  },
  {
    path: P.details,
    title: 'routes:news.newsDetails',
    permission: NEWS_VIEW,
    parent: P.list,
    load: () => import('./NewsDetailsPage'),
  },
];

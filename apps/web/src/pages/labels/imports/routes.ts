import { navigationPage } from '../../../routing/navigation';
import type { PageRoute } from '../../../routing/types';

const LIST = '/labelImportList';
/** Pages of the labels group with texts of their own, loaded with each page. */
const texts = ['labelImports'];

/**
 * Label imports (spec section 2, "Products and batches"): a company brings label codes it already has
 * from an xls/xlsx file; a job checks every row and writes the labels only when all are valid.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(LIST), load: () => import('./ImportListPage'), texts },
  {
    path: '/importLabel1',
    title: 'routes:labelImports.importLabel1',
    permission: 'product.labelImportList.manage',
    parent: LIST,
    load: () => import('./ImportFormPage'),
    texts,
  },
  {
    path: '/labelImportDetails',
    title: 'routes:labelImports.labelImportDetails',
    permission: 'product.labelImportList.view',
    parent: LIST,
    load: () => import('./ImportDetailPage'),
    texts,
  },
];

import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

const CATEGORIES = '/productCategoryMessage';
const SUBCLASSES = '/productSubclassMessage';
const PANDA = '/productSubclassMessagePanda';
const PRODUCTS = '/productMessage';
const MANAGE_PRODUCTS = 'product.productMessage.manage';

const subclassPages = () => import('./subclasses/SubclassDetailPage');
const subclassForms = () => import('./subclasses/SubclassFormPage');
const productPages = () => import('./products/ProductDetailPage');
const productForms = () => import('./products/ProductFormPage');

/**
 * The product catalogue (spec section 2, 'Products and batches'): categories, subclasses of the main
 * and the second ('Panda') product line, and products. Batches and labels build on these.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(CATEGORIES), load: () => import('./categories/CategoryListPage') },
  {
    path: '/addProductCategoryMessage',
    title: 'routes:products.addProductCategoryMessage',
    permission: 'product.productCategoryMessage.manage',
    parent: CATEGORIES,
    load: () => import('./categories/CategoryFormPage').then((m) => ({ default: m.AddCategoryPage })),
  },
  {
    path: '/editProductCategoryMessage',
    title: 'routes:products.editProductCategoryMessage',
    permission: 'product.productCategoryMessage.manage',
    parent: CATEGORIES,
    load: () => import('./categories/CategoryFormPage').then((m) => ({ default: m.EditCategoryPage })),
  },

  {
    ...navigationPage(SUBCLASSES),
    load: () => import('./subclasses/SubclassListPage').then((m) => ({ default: m.MainSubclassListPage })),
  },
  {
    path: '/productSubclassDetails',
    title: 'routes:products.productSubclassDetails',
    permission: 'product.productSubclassMessage.view',
    parent: SUBCLASSES,
    load: () => subclassPages().then((m) => ({ default: m.MainSubclassDetailPage })),
  },
  {
    path: '/productSubclassAudit',
    title: 'routes:products.productSubclassAudit',
    permission: 'product.productSubclassMessage.view',
    parent: SUBCLASSES,
    load: () => subclassPages().then((m) => ({ default: m.MainSubclassAuditPage })),
  },
  {
    path: '/addProductSubclass',
    title: 'routes:products.addProductSubclass',
    permission: 'product.productSubclassMessage.manage',
    parent: SUBCLASSES,
    load: () => subclassForms().then((m) => ({ default: m.AddMainSubclassPage })),
  },
  {
    path: '/editProductSubclass',
    title: 'routes:products.editProductSubclass',
    permission: 'product.productSubclassMessage.manage',
    parent: SUBCLASSES,
    load: () => subclassForms().then((m) => ({ default: m.EditMainSubclassPage })),
  },

  {
    ...navigationPage(PANDA),
    load: () => import('./subclasses/SubclassListPage').then((m) => ({ default: m.PandaSubclassListPage })),
  },
  {
    path: '/productSubclassDetailsPanda',
    title: 'routes:products.productSubclassDetailsPanda',
    permission: 'product.productSubclassMessagePanda.view',
    parent: PANDA,
    load: () => subclassPages().then((m) => ({ default: m.PandaSubclassDetailPage })),
  },
  {
    path: '/productSubclassAuditPanda',
    title: 'routes:products.productSubclassAuditPanda',
    permission: 'product.productSubclassMessagePanda.view',
    parent: PANDA,
    load: () => subclassPages().then((m) => ({ default: m.PandaSubclassAuditPage })),
  },
  {
    path: '/addProductSubclassPanda',
    title: 'routes:products.addProductSubclassPanda',
    permission: 'product.productSubclassMessagePanda.manage',
    parent: PANDA,
    load: () => subclassForms().then((m) => ({ default: m.AddPandaSubclassPage })),
  },
  {
    path: '/editProductSubclassPanda',
    title: 'routes:products.editProductSubclassPanda',
    permission: 'product.productSubclassMessagePanda.manage',
    parent: PANDA,
    load: () => subclassForms().then((m) => ({ default: m.EditPandaSubclassPage })),
  },

  {
    ...navigationPage(PRODUCTS),
    load: () => import('./products/ProductListPage'),
    // The feedback action is named in the members' texts.
    texts: ['members'],
  },
  {
    path: '/addProductMessage',
    title: 'routes:products.addProductMessage',
    permission: MANAGE_PRODUCTS,
    parent: PRODUCTS,
    load: () => productForms().then((m) => ({ default: m.AddProductPage })),
  },
  {
    path: '/editProductMessage',
    title: 'routes:products.editProductMessage',
    permission: MANAGE_PRODUCTS,
    parent: PRODUCTS,
    load: () => productForms().then((m) => ({ default: m.EditProductPage })),
  },
  {
    path: '/productMessageDetails',
    title: 'routes:products.productMessageDetails',
    permission: 'product.productMessage.view',
    parent: PRODUCTS,
    load: () => productPages().then((m) => ({ default: m.ProductDetailPage })),
  },
  {
    path: '/productMessageAudit',
    title: 'routes:products.productMessageAudit',
    permission: 'product.productMessage.view',
    parent: PRODUCTS,
    load: () => productPages().then((m) => ({ default: m.ProductAuditPage })),
  },
];

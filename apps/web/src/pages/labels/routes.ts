import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';
import { routes as importRoutes } from './imports/routes';

const ORDERS = '/applyLabel';
const RUNS = '/labelGenerateList';
const viewOrders = 'label.applyLabel.view';
const manageOrders = 'label.applyLabel.manage';

/**
 * Labels (spec section 2): applications (orders) through review, payment, printing and delivery;
 * generation runs; label search; void requests; barcode applications and search. Steps that change
 * an order open from the order list.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(ORDERS), load: () => import('./orders/OrderListPage') },
  {
    path: '/applicationLabel',
    title: 'routes:labels.applicationLabel',
    permission: manageOrders,
    parent: ORDERS,
    load: () => import('./orders/ApplyLabelPage'),
  },
  {
    path: '/labelAudit',
    title: 'routes:labels.labelAudit',
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/LabelAuditPage'),
  },
  {
    path: '/uploadPaymentReceipt',
    title: 'routes:labels.uploadPaymentReceipt',
    permission: manageOrders,
    parent: ORDERS,
    load: () => import('./orders/UploadReceiptPage'),
  },
  {
    path: '/paymentReview',
    title: 'routes:labels.paymentReview',
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/PaymentReviewPage'),
  },
  {
    path: '/setDelivery',
    title: 'routes:labels.setDelivery',
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/SetDeliveryPage'),
  },
  {
    path: '/detailPage',
    title: 'routes:labels.detailPage',
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/OrderDetailPage'),
  },
  {
    path: '/printApplication',
    title: 'routes:labels.printApplication',
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./print/PrintApplicationPage'),
  },

  { ...navigationPage(RUNS), load: () => import('./runs/RunListPage') },
  {
    path: '/addLabel',
    title: 'routes:labels.addLabel',
    permission: 'label.labelGenerateList.manage',
    parent: RUNS,
    load: () => import('./runs/AddRunPage'),
  },

  { ...navigationPage('/labelSearch'), load: () => import('./search/LabelSearchPage') },

  { ...navigationPage('/invalidRequest'), load: () => import('./voids/VoidRequestListPage') },
  {
    path: '/invalidRequestImport',
    title: 'routes:labels.invalidRequestImport',
    permission: 'label.invalidRequest.manage',
    parent: '/invalidRequest',
    load: () => import('./voids/VoidImportPage'),
  },
  { ...navigationPage('/codeApplication'), load: () => import('./barcodes/BarcodeApplicationListPage') },
  { ...navigationPage('/barcodeSearch'), load: () => import('./barcodes/BarcodeSearchPage') },
  // Label imports (`imports/`) are pages of this group too.
  ...importRoutes,
];

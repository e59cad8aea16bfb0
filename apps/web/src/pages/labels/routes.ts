import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

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
    title: 'labels:routes.applicationLabel',
    permission: manageOrders,
    parent: ORDERS,
    load: () => import('./orders/ApplyLabelPage'),
  },
  {
    path: '/labelAudit',
    title: 'labels:routes.labelAudit',
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/LabelAuditPage'),
  },
  {
    path: '/uploadPaymentReceipt',
    title: 'labels:routes.uploadPaymentReceipt',
    permission: manageOrders,
    parent: ORDERS,
    load: () => import('./orders/UploadReceiptPage'),
  },
  {
    path: '/paymentReview',
    title: 'labels:routes.paymentReview',
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/PaymentReviewPage'),
  },
  {
    path: '/setDelivery',
    title: 'labels:routes.setDelivery',
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/SetDeliveryPage'),
  },
  {
    path: '/detailPage',
    title: 'labels:routes.detailPage',
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/OrderDetailPage'),
  },
  {
    path: '/printApplication',
    title: 'labels:routes.printApplication',
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./print/PrintApplicationPage'),
  },

  { ...navigationPage(RUNS), load: () => import('./runs/RunListPage') },
  {
    path: '/addLabel',
    title: 'labels:routes.addLabel',
    permission: 'label.labelGenerateList.manage',
    parent: RUNS,
    load: () => import('./runs/AddRunPage'),
  },

  { ...navigationPage('/labelSearch'), load: () => import('./search/LabelSearchPage') },

  { ...navigationPage('/invalidRequest'), load: () => import('./voids/VoidRequestListPage') },
  {
    path: '/invalidRequestImport',
    title: 'labels:routes.invalidRequestImport',
    permission: 'label.invalidRequest.manage',
    parent: '/invalidRequest',
    load: () => import('./voids/VoidImportPage'),
  },
  { ...navigationPage('/codeApplication'), load: () => import('./barcodes/BarcodeApplicationListPage') },
  { ...navigationPage('/barcodeSearch'), load: () => import('./barcodes/BarcodeSearchPage') },
];

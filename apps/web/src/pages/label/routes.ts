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
    title: { cn: '申请标签', en: 'Apply for labels', fr: 'Demander des étiquettes' },
    permission: manageOrders,
    parent: ORDERS,
    load: () => import('./orders/ApplyLabelPage'),
  },
  {
    path: '/labelAudit',
    title: { cn: '标签申请审核', en: 'Application review', fr: 'Examen de la demande' },
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/LabelAuditPage'),
  },
  {
    path: '/uploadPaymentReceipt',
    title: { cn: '上传付款凭证', en: 'Payment receipt', fr: 'Justificatif de paiement' },
    permission: manageOrders,
    parent: ORDERS,
    load: () => import('./orders/UploadReceiptPage'),
  },
  {
    path: '/paymentReview',
    title: { cn: '付款审核', en: 'Payment review', fr: 'Examen du paiement' },
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/PaymentReviewPage'),
  },
  {
    path: '/setDelivery',
    title: { cn: '标签发货', en: 'Shipment', fr: 'Expédition' },
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/SetDeliveryPage'),
  },
  {
    path: '/detailPage',
    title: { cn: '标签订单详情', en: 'Label order', fr: "Commande d'étiquettes" },
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./orders/OrderDetailPage'),
  },
  {
    path: '/printApplication',
    title: { cn: '打印申请单', en: 'Print the application', fr: 'Imprimer la demande' },
    permission: viewOrders,
    parent: ORDERS,
    load: () => import('./print/PrintApplicationPage'),
  },

  { ...navigationPage(RUNS), load: () => import('./runs/RunListPage') },
  {
    path: '/addLabel',
    title: { cn: '新建生成任务', en: 'New generation run', fr: 'Nouvelle génération' },
    permission: 'label.labelGenerateList.manage',
    parent: RUNS,
    load: () => import('./runs/AddRunPage'),
  },

  { ...navigationPage('/labelSearch'), load: () => import('./search/LabelSearchPage') },

  { ...navigationPage('/invalidRequest'), load: () => import('./voids/VoidRequestListPage') },
  {
    path: '/invalidRequestImport',
    title: { cn: '导入表格申请作废', en: 'Void from a spreadsheet', fr: 'Annulation par tableur' },
    permission: 'label.invalidRequest.manage',
    parent: '/invalidRequest',
    load: () => import('./voids/VoidImportPage'),
  },
  { ...navigationPage('/codeApplication'), load: () => import('./barcodes/BarcodeApplicationListPage') },
  { ...navigationPage('/barcodeSearch'), load: () => import('./barcodes/BarcodeSearchPage') },
];

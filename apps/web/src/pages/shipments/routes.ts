import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

const SENT = '/senderRecord';
const RECEIVED = '/takerRecord';
const viewSent = 'product.senderRecord.view';
const viewReceived = 'product.takerRecord.view';
const manageSent = 'product.senderRecord.manage';
const manageReceived = 'product.takerRecord.manage';

/**
 * Delivery and receipt of goods (spec section 2): what a company sent (/senderRecord) and what was
 * sent to it (/takerRecord), with their details, labels and the receiver's steps.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(SENT), load: () => import('./SentListPage') },
  {
    path: '/sendDetails',
    title: 'routes:shipments.sendDetails',
    permission: viewSent,
    parent: SENT,
    load: () => import('./SendDetailsPage'),
  },
  {
    path: '/sendLabelList',
    title: 'routes:shipments.sendLabelList',
    permission: viewSent,
    parent: SENT,
    load: () => import('./SendLabelListPage'),
  },
  {
    path: '/sendGoodsInBatch',
    title: 'routes:shipments.sendGoodsInBatch',
    permission: manageSent,
    // Spec: a child of the batch list (opened from a batch with `?batchId=`); /senderRecord opens it too.
    parent: '/batchList',
    load: () => import('./SendGoodsInBatchPage'),
  },

  { ...navigationPage(RECEIVED), load: () => import('./ReceivedListPage') },
  {
    path: '/takeDetails',
    title: 'routes:shipments.takeDetails',
    permission: viewReceived,
    parent: RECEIVED,
    load: () => import('./TakeDetailsPage'),
  },
  {
    path: '/takeLabelList',
    title: 'routes:shipments.takeLabelList',
    permission: viewReceived,
    parent: RECEIVED,
    load: () => import('./TakeLabelListPage'),
  },
  {
    path: '/confirmTake',
    title: 'routes:shipments.confirmTake',
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./ConfirmTakePage'),
  },
  {
    path: '/confirmTake2',
    title: 'routes:shipments.confirmTake2',
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./ConfirmTake2Page'),
  },
  {
    path: '/perfectDocuments',
    title: 'routes:shipments.perfectDocuments',
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./PerfectDocumentsPage'),
  },
  {
    path: '/sendGoods',
    title: 'routes:shipments.sendGoods',
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./SendGoodsPage'),
  },
];

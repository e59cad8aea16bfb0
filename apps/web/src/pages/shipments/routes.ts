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
    title: 'shipments:routes.sendDetails',
    permission: viewSent,
    parent: SENT,
    load: () => import('./SendDetailsPage'),
  },
  {
    path: '/sendLabelList',
    title: 'shipments:routes.sendLabelList',
    permission: viewSent,
    parent: SENT,
    load: () => import('./SendLabelListPage'),
  },
  {
    path: '/sendGoodsInBatch',
    title: 'shipments:routes.sendGoodsInBatch',
    permission: manageSent,
    // Spec: a child of the batch list (opened from a batch with `?batchId=`); /senderRecord opens it too.
    parent: '/batchList',
    load: () => import('./SendGoodsInBatchPage'),
  },

  { ...navigationPage(RECEIVED), load: () => import('./ReceivedListPage') },
  {
    path: '/takeDetails',
    title: 'shipments:routes.takeDetails',
    permission: viewReceived,
    parent: RECEIVED,
    load: () => import('./TakeDetailsPage'),
  },
  {
    path: '/takeLabelList',
    title: 'shipments:routes.takeLabelList',
    permission: viewReceived,
    parent: RECEIVED,
    load: () => import('./TakeLabelListPage'),
  },
  {
    path: '/confirmTake',
    title: 'shipments:routes.confirmTake',
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./ConfirmTakePage'),
  },
  {
    path: '/confirmTake2',
    title: 'shipments:routes.confirmTake2',
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./ConfirmTake2Page'),
  },
  {
    path: '/perfectDocuments',
    title: 'shipments:routes.perfectDocuments',
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./PerfectDocumentsPage'),
  },
  {
    path: '/sendGoods',
    title: 'shipments:routes.sendGoods',
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./SendGoodsPage'),
  },
];

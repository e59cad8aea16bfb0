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
    title: { cn: '发货详情', en: 'Shipment details', fr: 'Détails de l’expédition' },
    permission: viewSent,
    parent: SENT,
    load: () => import('./SendDetailsPage'),
  },
  {
    path: '/sendLabelList',
    title: { cn: '发货标签', en: 'Shipped labels', fr: 'Étiquettes expédiées' },
    permission: viewSent,
    parent: SENT,
    load: () => import('./SendLabelListPage'),
  },
  {
    path: '/sendGoodsInBatch',
    title: { cn: '发货', en: 'Ship goods', fr: 'Expédier' },
    permission: manageSent,
    // Spec: a child of the batch list (opened from a batch with `?batchId=`); /senderRecord opens it too.
    parent: '/batchList',
    load: () => import('./SendGoodsInBatchPage'),
  },

  { ...navigationPage(RECEIVED), load: () => import('./ReceivedListPage') },
  {
    path: '/takeDetails',
    title: { cn: '收货详情', en: 'Receipt details', fr: 'Détails de la réception' },
    permission: viewReceived,
    parent: RECEIVED,
    load: () => import('./TakeDetailsPage'),
  },
  {
    path: '/takeLabelList',
    title: { cn: '收货标签', en: 'Received labels', fr: 'Étiquettes reçues' },
    permission: viewReceived,
    parent: RECEIVED,
    load: () => import('./TakeLabelListPage'),
  },
  {
    path: '/confirmTake',
    title: { cn: '确认收货', en: 'Confirm receipt', fr: 'Confirmer la réception' },
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./ConfirmTakePage'),
  },
  {
    path: '/confirmTake2',
    title: { cn: '二次确认收货', en: 'Second confirmation', fr: 'Seconde confirmation' },
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./ConfirmTake2Page'),
  },
  {
    path: '/perfectDocuments',
    title: { cn: '完善单证', en: 'Complete the documents', fr: 'Compléter les documents' },
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./PerfectDocumentsPage'),
  },
  {
    path: '/sendGoods',
    title: { cn: '转发货物', en: 'Forward goods', fr: 'Réexpédier' },
    permission: manageReceived,
    parent: RECEIVED,
    load: () => import('./SendGoodsPage'),
  },
];

import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

const MAIN = '/batchList';
const PANDA = '/batchListPanda';
const STORAGE = '/rawMaterialStorage';
const viewMain = 'product.batchList.view';
const manageMain = 'product.batchList.manage';
const viewPanda = 'product.batchListPanda.view';
const managePanda = 'product.batchListPanda.manage';

const lists = () => import('./list/BatchListPage');
const forms = () => import('./form/BatchFormPage');
const details = () => import('./details/BatchDetailPage');
const bind = () => import('./bind/BindLabelPage');
const logs = () => import('./logs/BindLogPage');
const records = () => import('./records/UsageRecordPages');

/**
 * Batches of the main and the second ('Panda') product line with binding and bind logs; raw-material
 * storage, deep processing (/deepBatch, /deepBatch2) and usage records (spec section 2). Record pages
 * other modules keep about a batch (/circulationInformationDetails1, /customsDetail1, ...) are theirs.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(MAIN), load: () => lists().then((m) => ({ default: m.MainBatchListPage })) },
  {
    path: '/createBatchNew',
    title: 'routes:batches.createBatchNew',
    permission: manageMain,
    parent: MAIN,
    load: () => forms().then((m) => ({ default: m.AddMainBatchPage })),
  },
  {
    path: '/editBatch',
    title: 'routes:batches.editBatch',
    permission: manageMain,
    parent: MAIN,
    load: () => forms().then((m) => ({ default: m.EditMainBatchPage })),
  },
  {
    path: '/batchDetails',
    title: 'routes:batches.batchDetails',
    permission: viewMain,
    parent: MAIN,
    load: () => details().then((m) => ({ default: m.MainBatchDetailPage })),
  },
  {
    path: '/bindLabel',
    title: 'routes:batches.bindLabel',
    permission: manageMain,
    parent: MAIN,
    load: () => bind().then((m) => ({ default: m.MainBindLabelPage })),
  },
  {
    path: '/importLabel',
    title: 'common:importLabels',
    permission: manageMain,
    parent: MAIN,
    load: () => import('./bind/ImportLabelPage'),
  },
  {
    path: '/bindLog',
    title: 'routes:batches.bindLog',
    permission: viewMain,
    parent: MAIN,
    load: () => logs().then((m) => ({ default: m.MainBindLogPage })),
  },
  {
    path: '/deepBatch',
    title: 'routes:batches.deepBatch',
    permission: manageMain,
    parent: MAIN,
    load: () => import('./deep/DeepBatchPage'),
  },
  {
    path: '/deepBatch2',
    title: 'routes:batches.deepBatch2',
    permission: manageMain,
    parent: MAIN,
    load: () => import('./deep/DeepBatch2Page'),
  },
  {
    path: '/deepBatchDetails',
    title: 'routes:batches.deepBatchDetails',
    permission: viewMain,
    parent: MAIN,
    load: () => records().then((m) => ({ default: m.DeepBatchDetailsPage })),
  },
  {
    path: '/rawMaterialUsageRecord1',
    title: 'routes:batches.rawMaterialUsageRecord1',
    permission: viewMain,
    parent: MAIN,
    load: () => records().then((m) => ({ default: m.BatchUsageRecordPage })),
  },

  { ...navigationPage(PANDA), load: () => lists().then((m) => ({ default: m.PandaBatchListPage })) },
  {
    path: '/createBatchPanda',
    title: 'routes:batches.createBatchPanda',
    permission: managePanda,
    parent: PANDA,
    load: () => forms().then((m) => ({ default: m.AddPandaBatchPage })),
  },
  {
    path: '/editBatchPanda',
    title: 'routes:batches.editBatchPanda',
    permission: managePanda,
    parent: PANDA,
    load: () => forms().then((m) => ({ default: m.EditPandaBatchPage })),
  },
  {
    path: '/batchDetailsPanda',
    title: 'routes:batches.batchDetailsPanda',
    permission: viewPanda,
    parent: PANDA,
    load: () => details().then((m) => ({ default: m.PandaBatchDetailPage })),
  },
  {
    path: '/bindLabelPanda',
    title: 'routes:batches.bindLabelPanda',
    permission: managePanda,
    parent: PANDA,
    load: () => bind().then((m) => ({ default: m.PandaBindLabelPage })),
  },
  {
    path: '/bindLogPanda',
    title: 'routes:batches.bindLogPanda',
    permission: viewPanda,
    parent: PANDA,
    load: () => logs().then((m) => ({ default: m.PandaBindLogPage })),
  },

  { ...navigationPage(STORAGE), load: () => import('./raw/RawMaterialStoragePage') },
  {
    path: '/rawMaterialStockIn',
    title: 'routes:batches.rawMaterialStockIn',
    permission: 'product.rawMaterialStorage.manage',
    parent: STORAGE,
    load: () => import('./raw/StockInPage'),
  },

  { ...navigationPage('/materialUse'), load: () => records().then((m) => ({ default: m.MaterialUsePage })) },
  {
    ...navigationPage('/rawMaterialUsageRecord2'),
    load: () => records().then((m) => ({ default: m.CompanyUsageRecordPage })),
  },
];

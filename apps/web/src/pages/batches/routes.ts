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
    title: 'batches:routes.createBatchNew',
    permission: manageMain,
    parent: MAIN,
    load: () => forms().then((m) => ({ default: m.AddMainBatchPage })),
  },
  {
    path: '/editBatch',
    title: 'batches:routes.editBatch',
    permission: manageMain,
    parent: MAIN,
    load: () => forms().then((m) => ({ default: m.EditMainBatchPage })),
  },
  {
    path: '/batchDetails',
    title: 'batches:routes.batchDetails',
    permission: viewMain,
    parent: MAIN,
    load: () => details().then((m) => ({ default: m.MainBatchDetailPage })),
  },
  {
    path: '/bindLabel',
    title: 'batches:routes.bindLabel',
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
    title: 'batches:routes.bindLog',
    permission: viewMain,
    parent: MAIN,
    load: () => logs().then((m) => ({ default: m.MainBindLogPage })),
  },
  {
    path: '/deepBatch',
    title: 'batches:routes.deepBatch',
    permission: manageMain,
    parent: MAIN,
    load: () => import('./deep/DeepBatchPage'),
  },
  {
    path: '/deepBatch2',
    title: 'batches:routes.deepBatch2',
    permission: manageMain,
    parent: MAIN,
    load: () => import('./deep/DeepBatch2Page'),
  },
  {
    path: '/deepBatchDetails',
    title: 'batches:routes.deepBatchDetails',
    permission: viewMain,
    parent: MAIN,
    load: () => records().then((m) => ({ default: m.DeepBatchDetailsPage })),
  },
  {
    path: '/rawMaterialUsageRecord1',
    title: 'batches:routes.rawMaterialUsageRecord1',
    permission: viewMain,
    parent: MAIN,
    load: () => records().then((m) => ({ default: m.BatchUsageRecordPage })),
  },

  { ...navigationPage(PANDA), load: () => lists().then((m) => ({ default: m.PandaBatchListPage })) },
  {
    path: '/createBatchPanda',
    title: 'batches:routes.createBatchPanda',
    permission: managePanda,
    parent: PANDA,
    load: () => forms().then((m) => ({ default: m.AddPandaBatchPage })),
  },
  {
    path: '/editBatchPanda',
    title: 'batches:routes.editBatchPanda',
    permission: managePanda,
    parent: PANDA,
    load: () => forms().then((m) => ({ default: m.EditPandaBatchPage })),
  },
  {
    path: '/batchDetailsPanda',
    title: 'batches:routes.batchDetailsPanda',
    permission: viewPanda,
    parent: PANDA,
    load: () => details().then((m) => ({ default: m.PandaBatchDetailPage })),
  },
  {
    path: '/bindLabelPanda',
    title: 'batches:routes.bindLabelPanda',
    permission: managePanda,
    parent: PANDA,
    load: () => bind().then((m) => ({ default: m.PandaBindLabelPage })),
  },
  {
    path: '/bindLogPanda',
    title: 'batches:routes.bindLogPanda',
    permission: viewPanda,
    parent: PANDA,
    load: () => logs().then((m) => ({ default: m.PandaBindLogPage })),
  },

  { ...navigationPage(STORAGE), load: () => import('./raw/RawMaterialStoragePage') },
  {
    path: '/rawMaterialStockIn',
    title: 'batches:routes.rawMaterialStockIn',
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

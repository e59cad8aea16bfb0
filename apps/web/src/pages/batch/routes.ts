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
 * Batches of the main and the second ("Panda") product line with binding and bind logs; raw-material
 * storage, deep processing (/deepBatch, /deepBatch2) and usage records (spec section 2). Record pages
 * other modules keep about a batch (/circulationInformationDetails1, /customsDetail1, ...) are theirs.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(MAIN), load: () => lists().then((m) => ({ default: m.MainBatchListPage })) },
  {
    path: '/createBatchNew',
    title: { cn: '新建批次', en: 'New batch', fr: 'Nouveau lot' },
    permission: manageMain,
    parent: MAIN,
    load: () => forms().then((m) => ({ default: m.AddMainBatchPage })),
  },
  {
    path: '/editBatch',
    title: { cn: '编辑批次', en: 'Edit a batch', fr: 'Modifier un lot' },
    permission: manageMain,
    parent: MAIN,
    load: () => forms().then((m) => ({ default: m.EditMainBatchPage })),
  },
  {
    path: '/batchDetails',
    title: { cn: '批次详情', en: 'Batch', fr: 'Lot' },
    permission: viewMain,
    parent: MAIN,
    load: () => details().then((m) => ({ default: m.MainBatchDetailPage })),
  },
  {
    path: '/bindLabel',
    title: { cn: '绑定标签', en: 'Bind labels', fr: 'Lier des étiquettes' },
    permission: manageMain,
    parent: MAIN,
    load: () => bind().then((m) => ({ default: m.MainBindLabelPage })),
  },
  {
    path: '/importLabel',
    title: { cn: '导入标签', en: 'Import labels', fr: 'Importer des étiquettes' },
    permission: manageMain,
    parent: MAIN,
    load: () => import('./bind/ImportLabelPage'),
  },
  {
    path: '/bindLog',
    title: { cn: '绑定记录', en: 'Bind log', fr: 'Journal des liaisons' },
    permission: viewMain,
    parent: MAIN,
    load: () => logs().then((m) => ({ default: m.MainBindLogPage })),
  },
  {
    path: '/deepBatch',
    title: { cn: '使用原料', en: 'Use raw material', fr: 'Utiliser de la matière première' },
    permission: manageMain,
    parent: MAIN,
    load: () => import('./deep/DeepBatchPage'),
  },
  {
    path: '/deepBatch2',
    title: { cn: '填写使用重量', en: 'Weight used', fr: 'Poids utilisé' },
    permission: manageMain,
    parent: MAIN,
    load: () => import('./deep/DeepBatch2Page'),
  },
  {
    path: '/deepBatchDetails',
    title: { cn: '深加工详情', en: 'Deep processing', fr: 'Transformation' },
    permission: viewMain,
    parent: MAIN,
    load: () => records().then((m) => ({ default: m.DeepBatchDetailsPage })),
  },
  {
    path: '/rawMaterialUsageRecord1',
    title: { cn: '原料使用记录', en: 'Raw-material usage', fr: 'Historique d’utilisation' },
    permission: viewMain,
    parent: MAIN,
    load: () => records().then((m) => ({ default: m.BatchUsageRecordPage })),
  },

  { ...navigationPage(PANDA), load: () => lists().then((m) => ({ default: m.PandaBatchListPage })) },
  {
    path: '/createBatchPanda',
    title: { cn: '新建批次（第二产品线）', en: 'New batch (second line)', fr: 'Nouveau lot (seconde gamme)' },
    permission: managePanda,
    parent: PANDA,
    load: () => forms().then((m) => ({ default: m.AddPandaBatchPage })),
  },
  {
    path: '/editBatchPanda',
    title: {
      cn: '编辑批次（第二产品线）',
      en: 'Edit a batch (second line)',
      fr: 'Modifier un lot (seconde gamme)',
    },
    permission: managePanda,
    parent: PANDA,
    load: () => forms().then((m) => ({ default: m.EditPandaBatchPage })),
  },
  {
    path: '/batchDetailsPanda',
    title: { cn: '批次详情（第二产品线）', en: 'Batch (second line)', fr: 'Lot (seconde gamme)' },
    permission: viewPanda,
    parent: PANDA,
    load: () => details().then((m) => ({ default: m.PandaBatchDetailPage })),
  },
  {
    path: '/bindLabelPanda',
    title: {
      cn: '绑定标签（第二产品线）',
      en: 'Bind labels (second line)',
      fr: 'Lier des étiquettes (seconde gamme)',
    },
    permission: managePanda,
    parent: PANDA,
    load: () => bind().then((m) => ({ default: m.PandaBindLabelPage })),
  },
  {
    path: '/bindLogPanda',
    title: {
      cn: '绑定记录（第二产品线）',
      en: 'Bind log (second line)',
      fr: 'Journal des liaisons (seconde gamme)',
    },
    permission: viewPanda,
    parent: PANDA,
    load: () => logs().then((m) => ({ default: m.PandaBindLogPage })),
  },

  { ...navigationPage(STORAGE), load: () => import('./raw/RawMaterialStoragePage') },
  {
    path: '/rawMaterialStockIn',
    title: { cn: '原料入库', en: 'Put into storage', fr: 'Entrer en stock' },
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

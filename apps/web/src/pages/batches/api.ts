import { useQuery } from '@tanstack/react-query';
import type {
  Batch,
  BatchLine,
  BindLog,
  batchRoutes,
  RawMaterial,
  RawMaterialUse,
  RouteData,
} from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';

export type { Batch, BatchLine, BindLog, RawMaterial, RawMaterialUse };
export type BoundLabel = RouteData<typeof batchRoutes.main.labels>['list'][number];
export type BindResult = RouteData<typeof batchRoutes.main.bind>;
export type UseResult = RouteData<typeof batchRoutes.useRawMaterial>;
export type MaterialUseSummary = RouteData<typeof batchRoutes.useSummary>['list'][number];
export type RawMaterialPage = RouteData<typeof batchRoutes.rawMaterials>;

/** Where each product line's batches live, in the API and among the pages. */
export const LINES = {
  main: {
    list: '/batchList',
    create: '/createBatchNew',
    edit: '/editBatch',
    details: '/batchDetails',
    bind: '/bindLabel',
    bindLog: '/bindLog',
    manage: 'product.batchList.manage',
  },
  panda: {
    list: '/batchListPanda',
    create: '/createBatchPanda',
    edit: '/editBatchPanda',
    details: '/batchDetailsPanda',
    bind: '/bindLabelPanda',
    bindLog: '/bindLogPanda',
    manage: 'product.batchListPanda.manage',
  },
} as const satisfies Record<BatchLine, Record<string, string>>;
export type LinePaths = (typeof LINES)[BatchLine];

/** Query keys: a change anywhere under `batches` refreshes the lists, records and logs. */
export const BATCH_KEYS = {
  all: ['batches'],
  list: (line: BatchLine) => ['batches', line, 'list'],
  one: (line: BatchLine, id: string) => ['batches', line, 'one', id],
  labels: (line: BatchLine, id: string) => ['batches', line, 'labels', id],
  logs: (line: BatchLine) => ['batches', line, 'logs'],
  log: (line: BatchLine, id: string) => ['batches', line, 'log', id],
  options: (line: BatchLine, kind: string) => ['batches', line, 'options', kind],
  raw: ['batches', 'raw-materials'],
  uses: ['batches', 'uses'],
} as const;

export function useBatch(line: BatchLine, id: string | null) {
  return useQuery({
    queryKey: BATCH_KEYS.one(line, id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.batches[line].get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

/** Batches in production of a kind, for pickers (raw-material batches for storage). */
export function useBatchOptions(line: BatchLine, kind: Batch['kind']) {
  return useQuery({
    queryKey: BATCH_KEYS.options(line, kind),
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.batches[line].list,
        { query: { kind, status: 'in_production', pageSize: 100 } },
        { signal },
      ),
    select: (page) => page.list,
  });
}

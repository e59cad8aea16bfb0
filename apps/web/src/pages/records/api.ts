import { useQuery } from '@tanstack/react-query';
import {
  type birdProductMsgRoutes,
  type RouteData,
  type RouteDefinition,
  type RouteInput,
  type recordRoutes,
  routeUrl,
} from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';

/** What the record endpoints answer, named once for the pages. */
export type TestReport = RouteData<typeof recordRoutes.testReports.get>;
export type Article = RouteData<typeof recordRoutes.ecologicalFeatures.get>;
export type CustomsInfo = RouteData<typeof recordRoutes.customsInfos.get>;
export type CustomsCertificateView = CustomsInfo['certificates'][number];
export type WholeChainRecord = RouteData<typeof recordRoutes.wholeChain.get>;
export type BatchLogistics = RouteData<typeof recordRoutes.batchLogistics.get>;
export type BatchRecords = RouteData<typeof recordRoutes.batchRecords.get>;

/** The two article kinds share one set of pages. */
export type ArticleKind = 'ecological' | 'knowledge';
export const ARTICLE_ROUTES = {
  ecological: ROUTES.records.ecologicalFeatures,
  knowledge: ROUTES.records.scienceKnowledge,
} as const;

/** The routes of a reviewed record kind, read and changed by the shared record pages. */
export type ReviewedRecordRoutes =
  | (typeof recordRoutes)[
      | 'testReports'
      | 'ecologicalFeatures'
      | 'scienceKnowledge'
      | 'customsInfos'
      | 'wholeChain']
  | typeof birdProductMsgRoutes;

/** Query keys: every record read sits under `records`, so a decision refreshes lists and details. */
export const RECORD_KEYS = {
  all: ['records'],
  testReports: ['records', 'test-reports'],
  articles: (kind: ArticleKind) => ['records', 'articles', kind],
  customs: ['records', 'customs'],
  wholeChain: ['records', 'whole-chain'],
  logistics: ['records', 'batch-logistics'],
  batch: (batchId: string) => ['records', 'batch', batchId],
} as const;

/** One record read through a route taking path parameters; filed under its address, read once they are known. */
function useRecord<R extends RouteDefinition & { params: object }>(
  key: readonly unknown[],
  route: R,
  params: RouteInput<R>['params'] | null,
) {
  return useQuery({
    queryKey: [...key, 'one', params ? routeUrl(route, params) : ''],
    queryFn: ({ signal }) => callRoute(route, { params } as RouteInput<R>, { signal }),
    enabled: Boolean(params),
  });
}

export const useTestReport = (id: string | null) =>
  useRecord(RECORD_KEYS.testReports, ROUTES.records.testReports.get, id ? { id } : null);
export const useArticle = (kind: ArticleKind, id: string | null) =>
  useRecord(RECORD_KEYS.articles(kind), ARTICLE_ROUTES[kind].get, id ? { id } : null);
export const useCustomsInfo = (id: string | null) =>
  useRecord(RECORD_KEYS.customs, ROUTES.records.customsInfos.get, id ? { id } : null);
export const useCustomsOfBatch = (batchId: string | null) =>
  useRecord(RECORD_KEYS.customs, ROUTES.records.customsInfos.byBatch, batchId ? { batchId } : null);
export const useWholeChain = (id: string | null) =>
  useRecord(RECORD_KEYS.wholeChain, ROUTES.records.wholeChain.get, id ? { id } : null);
export const useBatchLogistics = (id: string | null) =>
  useRecord(RECORD_KEYS.logistics, ROUTES.records.batchLogistics.get, id ? { id } : null);
export const useBatchRecords = (batchId: string | null) =>
  useRecord(RECORD_KEYS.batch(batchId ?? ''), ROUTES.records.batchRecords.get, batchId ? { batchId } : null);

const OPTIONS = { page: 1, pageSize: 100 };

/** The caller's products (records are filed under one), newest first. */
export function useProductOptions(keyword = '', enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['products', 'products', 'record-options', keyword],
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.products.products.list,
        { query: { ...OPTIONS, keyword: keyword || undefined } },
        { signal },
      ),
    select: (page) => page.list,
    staleTime: 30_000,
  });
}

/** The caller's batches, of one product when given, for record forms and filters. */
export function useBatchOptions(productId?: string | null, keyword = '') {
  return useQuery({
    queryKey: [...RECORD_KEYS.logistics, 'options', productId ?? '', keyword],
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.records.batchLogistics.list,
        { query: { ...OPTIONS, productId: productId || undefined, keyword: keyword || undefined } },
        { signal },
      ),
    select: (page) => page.list,
    staleTime: 30_000,
  });
}

/** `?batchId=` of the batch pages. */
export function batchIdFrom(search: URLSearchParams): string | null {
  const id = search.get('batchId');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

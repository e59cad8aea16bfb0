import { useQuery } from '@tanstack/react-query';
import type { RouteData, recordRoutes } from '@trace/contracts';
import { api } from '../../api/client';
import type { PageResult } from '../../kit';
import type { Product } from '../product/api';

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
export const ARTICLE_API: Record<ArticleKind, string> = {
  ecological: '/ecological-features',
  knowledge: '/science-knowledge',
};

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

function useRecord<T>(key: readonly unknown[], path: string | null) {
  return useQuery({
    queryKey: [...key, 'one', path ?? ''],
    queryFn: ({ signal }) => api.get<T>(path!, { signal }),
    enabled: Boolean(path),
  });
}

export const useTestReport = (id: string | null) =>
  useRecord<TestReport>(RECORD_KEYS.testReports, id ? `/test-reports/${id}` : null);
export const useArticle = (kind: ArticleKind, id: string | null) =>
  useRecord<Article>(RECORD_KEYS.articles(kind), id ? `${ARTICLE_API[kind]}/${id}` : null);
export const useCustomsInfo = (id: string | null) =>
  useRecord<CustomsInfo>(RECORD_KEYS.customs, id ? `/customs-infos/${id}` : null);
export const useCustomsOfBatch = (batchId: string | null) =>
  useRecord<CustomsInfo>(RECORD_KEYS.customs, batchId ? `/customs-infos/by-batch/${batchId}` : null);
export const useWholeChain = (id: string | null) =>
  useRecord<WholeChainRecord>(RECORD_KEYS.wholeChain, id ? `/whole-chain-records/${id}` : null);
export const useBatchLogistics = (id: string | null) =>
  useRecord<BatchLogistics>(RECORD_KEYS.logistics, id ? `/batch-logistics/${id}` : null);
export const useBatchRecords = (batchId: string | null) =>
  useRecord<BatchRecords>(RECORD_KEYS.batch(batchId ?? ''), batchId ? `/batch-records/${batchId}` : null);

const OPTIONS = { page: 1, pageSize: 100 };

/** The caller's products (records are filed under one), newest first. */
export function useProductOptions(keyword = '') {
  return useQuery({
    queryKey: ['products', 'products', 'record-options', keyword],
    queryFn: ({ signal }) =>
      api.get<PageResult<Product>>('/products', {
        query: { ...OPTIONS, keyword: keyword || undefined },
        signal,
      }),
    select: (page) => page.list,
    staleTime: 30_000,
  });
}

/** The caller's batches, of one product when given, for record forms and filters. */
export function useBatchOptions(productId?: string | null, keyword = '') {
  return useQuery({
    queryKey: [...RECORD_KEYS.logistics, 'options', productId ?? '', keyword],
    queryFn: ({ signal }) =>
      api.get<PageResult<BatchLogistics>>('/batch-logistics', {
        query: { ...OPTIONS, productId: productId || undefined, keyword: keyword || undefined },
        signal,
      }),
    select: (page) => page.list,
    staleTime: 30_000,
  });
}

/** `?batchId=` of the batch pages. */
export function batchIdFrom(search: URLSearchParams): string | null {
  const id = search.get('batchId');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

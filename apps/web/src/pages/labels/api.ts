import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import {
  type barcodeRoutes,
  hasApprovedVersion,
  type LabelOrder,
  type LabelRun,
  type labelRoutes,
  type lookupRoutes,
  type productRoutes,
  type RouteData,
  routeUrl,
  type systemRoutes,
  type voidRequestRoutes,
} from '@trace/contracts';
import { useCallback, useState } from 'react';
import { callRoute, downloadAddress } from '../../api/call';
import { ApiError, isSessionError } from '../../api/client';
import { ROUTES } from '../../api/routes';
import { saveBlob } from '../../kit';
import { isGenerationActive, isOrderGenerating } from './rules';

export type { LabelOrder, LabelRun };
export type LabelRow = RouteData<typeof labelRoutes.search>['list'][number];
export type LabelSearchPage = RouteData<typeof labelRoutes.search>;
export type Option = RouteData<typeof lookupRoutes.printingFactories>[number];
export type Product = RouteData<typeof productRoutes.products.get>;
export type GoodsAddress = RouteData<typeof systemRoutes.goodsAddresses.get>;

/** Live progress is read this often while labels are being generated. */
export const POLL_MS = 2000;

/**
 * Query keys. Orders and runs each sit under one prefix, so a step taken anywhere refreshes the lists
 * and the record; the caller's company shares the company pages' key.
 */
export const LABEL_KEYS = {
  orders: ['label-orders'],
  orderList: ['label-orders', 'list'],
  overdue: ['label-orders', 'overdue'],
  order: (id: string) => ['label-orders', 'one', id],
  runs: ['label-runs'],
  runList: ['label-runs', 'list'],
  run: (id: string) => ['label-runs', 'one', id],
  runOptions: (keyword: string) => ['label-runs', 'options', keyword],
  labels: ['labels'],
  myCompany: ['companies', 'mine'],
} as const;

/** One order with its history; polled while its labels are generated, so the progress bar moves. */
export function useOrder(id: string | null) {
  return useQuery({
    queryKey: LABEL_KEYS.order(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.labelOrders.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && isOrderGenerating(query.state.data) ? POLL_MS : false),
  });
}

/** How many orders are past their delivery date (the list's header shows it). */
export function useOverdueCount() {
  return useQuery({
    queryKey: LABEL_KEYS.overdue,
    queryFn: ({ signal }) =>
      callRoute(ROUTES.labelOrders.list, { query: { overdue: 'true', pageSize: 1 } }, { signal }),
    select: (page) => page.total,
  });
}

/** One run, polled every two seconds while it is generating. */
export function useRun(run: Pick<LabelRun, 'id' | 'status'>) {
  return useQuery({
    queryKey: LABEL_KEYS.run(run.id),
    queryFn: ({ signal }) => callRoute(ROUTES.labels.run, { params: { id: run.id } }, { signal }),
    enabled: isGenerationActive(run.status),
    refetchInterval: (query) => (isGenerationActive((query.state.data ?? run).status) ? POLL_MS : false),
  });
}

/** Runs by number, for the run filter of the label search. */
export function useRunOptions(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: LABEL_KEYS.runOptions(keyword),
    queryFn: ({ signal }) =>
      callRoute(ROUTES.labels.runs, { query: { keyword: keyword || undefined, pageSize: 50 } }, { signal }),
    enabled,
    staleTime: 30_000,
    select: (page) => page.list,
  });
}

/** Products labels can be ordered for: approved ones (an approved version stays usable while a change waits). */

export function useApprovedProducts(keyword = '') {
  return useQuery({
    queryKey: ['products', 'label-options', keyword],
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.products.products.list,
        { query: { keyword: keyword || undefined, pageSize: 100 } },
        { signal },
      ),
    select: (page) => page.list.filter((product) => hasApprovedVersion(product.review.reviewStatus)),
    staleTime: 30_000,
  });
}

/** The caller's delivery addresses (/SysGoodsAddress). */
export function useAddresses() {
  return useQuery({
    queryKey: ['sys', 'goods-addresses', 'label-options'],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.system.goodsAddresses.list, { query: { pageSize: 100 } }, { signal }),
    select: (page) => page.list,
  });
}

/**
 * Downloads a file the API streams (label CSVs) with the session, telling the person when it fails;
 * `pending` names the download under way so its button can spin.
 */
export function useDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const download = useCallback(async (path: string, filename: string) => {
    setPending(path);
    try {
      saveBlob(await downloadAddress(path), filename);
    } catch (error) {
      if (!isSessionError(error)) {
        notifications.show({
          color: 'red',
          message: error instanceof ApiError ? error.msg : String(error),
        });
      }
    } finally {
      setPending(null);
    }
  }, []);
  return { download, pending };
}

export const orderCsvPath = (order: Pick<LabelOrder, 'id'>) =>
  routeUrl(ROUTES.labelOrders.download, { id: order.id });
export const orderCsvName = (order: Pick<LabelOrder, 'orderNo'>) => `labels-${order.orderNo}.csv`;
export const runCsvPath = (run: Pick<LabelRun, 'id'>) => routeUrl(ROUTES.labels.exportRun, { id: run.id });
export const runCsvName = (run: Pick<LabelRun, 'runNo'>) => `labels-${run.runNo}.csv`;

// ---- voiding (/invalidRequest) and barcodes (/codeApplication, /barcodeSearch)

export type VoidRequest = RouteData<typeof voidRequestRoutes.get>;
export type BarcodeApplication = RouteData<typeof barcodeRoutes.get>;
export type BarcodeHit = RouteData<typeof barcodeRoutes.search>['list'][number];

/** Query keys of void requests and barcode applications: one prefix each, so a change refreshes all. */
export const VOID_KEYS = {
  all: ['void-requests'],
  list: ['void-requests', 'list'],
  one: (id: string) => ['void-requests', 'one', id],
} as const;
export const BARCODE_KEYS = {
  all: ['barcode-applications'],
  list: ['barcode-applications', 'list'],
  one: (id: string) => ['barcode-applications', 'one', id],
  options: (keyword: string) => ['barcode-applications', 'options', keyword],
  search: ['barcodes'],
} as const;

/** One void request with every code; read again every two seconds while its job voids the labels. */
export function useVoidRequest(id: string | null) {
  return useQuery({
    queryKey: VOID_KEYS.one(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.voidRequests.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'passed' ? POLL_MS : false),
  });
}

/** One barcode application; read again every two seconds while its barcodes are made. */
export function useBarcodeApplication(id: string | null) {
  return useQuery({
    queryKey: BARCODE_KEYS.one(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.barcodes.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? POLL_MS : false),
  });
}

export const barcodePdfPath = (application: Pick<BarcodeApplication, 'id'>) =>
  routeUrl(ROUTES.barcodes.pdf, { id: application.id });
export const barcodePdfName = (application: Pick<BarcodeApplication, 'applicationNo'>) =>
  `barcodes-${application.applicationNo}.pdf`;

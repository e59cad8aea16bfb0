import { useQuery } from '@tanstack/react-query';
import type { RouteData, Shipment, shipmentRoutes } from '@trace/contracts';
import { api } from '../../api/client';

export type { Shipment };
export type ShipmentLabel = RouteData<typeof shipmentRoutes.sentLabels>['list'][number];
export type ShipmentPreview = RouteData<typeof shipmentRoutes.preview>;
export type Side = 'sent' | 'received';
export interface Option {
  value: string;
  label: string;
}
/** The fields of a batch the shipping form shows (GET /batches). */
export interface BatchOption {
  id: string;
  batchNo: string;
  productName: string;
  status: string;
  boundCount: number;
}
type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

/** Query keys: every shipment query sits under one prefix, so a step refreshes lists and records. */
export const SHIPMENT_KEYS = {
  all: ['shipments'],
  list: (side: Side) => ['shipments', side, 'list'],
  one: (side: Side, id: string) => ['shipments', side, 'one', id],
  labels: (side: Side, id: string) => ['shipments', side, 'labels', id],
} as const;

/** The list page, detail page and label page of each side. */
export const SIDE_PAGES = {
  sent: { list: '/senderRecord', detail: '/sendDetails', labels: '/sendLabelList' },
  received: { list: '/takerRecord', detail: '/takeDetails', labels: '/takeLabelList' },
} as const;

export function useShipment(side: Side, id: string | null) {
  return useQuery({
    queryKey: SHIPMENT_KEYS.one(side, id ?? ''),
    queryFn: ({ signal }) => api.get<Shipment>(`/shipments/${side}/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

/** Partners the caller may ship to (marked "can ship" in Dealers or Importers). */
export function useShippingTargets() {
  return useQuery({
    queryKey: ['partners', 'shipping-targets'],
    queryFn: ({ signal }) => api.get<Option[]>('/partners/shipping-targets', { signal }),
    staleTime: 30_000,
  });
}

/** The caller's batches holding bound labels, newest first. */
export function useBatchOptions(keyword: string) {
  return useQuery({
    queryKey: ['batches', 'shipment-options', keyword],
    queryFn: ({ signal }) =>
      api.get<Paged<BatchOption>>('/batches', {
        query: { keyword: keyword || undefined, pageSize: 50 },
        signal,
      }),
    select: (page) => page.list.filter((batch) => batch.boundCount > 0),
    staleTime: 30_000,
  });
}

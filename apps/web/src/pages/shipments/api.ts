import { useQuery } from '@tanstack/react-query';
import type { batchRoutes, partnerRoutesTable, RouteData, Shipment, shipmentRoutes } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';

export type { Shipment };
export type ShipmentLabel = RouteData<typeof shipmentRoutes.sentLabels>['list'][number];
export type ShipmentPreview = RouteData<typeof shipmentRoutes.preview>;
export type Side = 'sent' | 'received';
export type Option = RouteData<typeof partnerRoutesTable.shippingTargets>[number];
/** A batch the shipping form offers (GET /batches). */
export type BatchOption = RouteData<typeof batchRoutes.main.list>['list'][number];

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

/** The routes of each side: the list, one shipment and its labels. */
export const SIDE_ROUTES = {
  sent: { list: ROUTES.shipments.sent, one: ROUTES.shipments.sentOne, labels: ROUTES.shipments.sentLabels },
  received: {
    list: ROUTES.shipments.received,
    one: ROUTES.shipments.receivedOne,
    labels: ROUTES.shipments.receivedLabels,
  },
} as const;

export function useShipment(side: Side, id: string | null) {
  return useQuery({
    queryKey: SHIPMENT_KEYS.one(side, id ?? ''),
    queryFn: ({ signal }) => callRoute(SIDE_ROUTES[side].one, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

/** Partners the caller may ship to (marked "can ship" in Dealers or Importers). */
export function useShippingTargets() {
  return useQuery({
    queryKey: ['partners', 'shipping-targets'],
    queryFn: ({ signal }) => callRoute(ROUTES.partners.shippingTargets, undefined, { signal }),
    staleTime: 30_000,
  });
}

/** The caller's batches holding bound labels, newest first. */
export function useBatchOptions(keyword: string) {
  return useQuery({
    queryKey: ['batches', 'shipment-options', keyword],
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.batches.main.list,
        { query: { keyword: keyword || undefined, pageSize: 50 } },
        { signal },
      ),
    select: (page) => page.list.filter((batch) => batch.boundCount > 0),
    staleTime: 30_000,
  });
}

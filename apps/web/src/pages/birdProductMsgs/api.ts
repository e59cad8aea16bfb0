import { useQuery } from '@tanstack/react-query';
import { hasApprovedVersion, type RouteData } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { RECORD_KEYS, useProductOptions } from '../records/api';

/** What the sheet endpoints answer, named once for the pages. */
export type BirdProductMsg = RouteData<typeof ROUTES.birdProductMsgs.get>;
export type BirdProductMsgDraft = RouteData<typeof ROUTES.birdProductMsgs.copy>;

/** Filed under `records`, so a review decision made by the shared record pages refreshes them. */
export const SHEET_KEYS = {
  all: [...RECORD_KEYS.all, 'bird-product-msgs'],
  one: (id: string) => [...RECORD_KEYS.all, 'bird-product-msgs', 'one', id],
  copy: (id: string) => [...RECORD_KEYS.all, 'bird-product-msgs', 'copy', id],
} as const;

export const useBirdProductMsg = (id: string | null) =>
  useQuery({
    queryKey: SHEET_KEYS.one(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.birdProductMsgs.get, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
  });

/** The fields of one of the company's sheets, to start another product's sheet from. */
export const useCopyDraft = (id: string | null) =>
  useQuery({
    queryKey: SHEET_KEYS.copy(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.birdProductMsgs.copy, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
  });

/** The company's products a sheet may describe: approved ones. */
export function useApprovedProductOptions() {
  const products = useProductOptions();
  return {
    ...products,
    data: (products.data ?? [])
      .filter((product) => hasApprovedVersion(product.review.reviewStatus))
      .map((product) => ({ value: product.id, label: product.displayName })),
  };
}

import type { ListingAction } from '@trace/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import type { ActionRequest } from '../../../kit';
import { useApiMutation } from '../../../kit';
import { PRODUCT_KEYS, type Product } from '../api';

/** Listing verbs in the order they are offered; the server's `actions` says which apply to a product. */
export const LISTING_ACTION_ORDER: readonly ListingAction[] = [
  'approveListing',
  'rejectListing',
  'requestOnline',
  'takeOffline',
];

export const LISTING_ACTION_COLOR: Record<ListingAction, string> = {
  requestOnline: 'teal',
  takeOffline: 'red',
  approveListing: 'teal',
  rejectListing: 'red',
};

/**
 * Moving a product's listing (request online, take offline; reviewers approve or reject), asked in
 * a dialog: rejecting needs the reason the company will read, the others take an optional remark.
 */
export function useListingActions(ask: (request: ActionRequest) => void) {
  const { t } = useTranslation('products');
  const move = useApiMutation<Product, { product: Product; action: ListingAction; remark: string | null }>({
    call: ({ product, action, remark }) =>
      callRouteEnvelope(ROUTES.products.products.listing, {
        params: { id: product.id, action },
        body: { remark },
      }),
    invalidate: [PRODUCT_KEYS.products],
    successMessage: (_data, { action }) => t(`listing.done.${action}`),
  });
  const { mutateAsync } = move;
  return useCallback(
    (product: Product, action: ListingAction) => {
      ask({
        title: `${t(`listing.dialogs.${action}.title`)}: ${product.displayName}`,
        message: t(`listing.dialogs.${action}.text`),
        confirmLabel: t(`listing.actions.${action}`),
        danger: action === 'rejectListing' || action === 'takeOffline',
        reason: action === 'rejectListing' ? 'required' : 'optional',
        reasonLabel: action === 'rejectListing' ? t('reasonShownToTheCompany') : t('listing.remark'),
        onConfirm: (remark) => mutateAsync({ product, action, remark }),
      });
    },
    [t, ask, mutateAsync],
  );
}

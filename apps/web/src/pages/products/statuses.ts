import { defineStatusMap } from '../../kit';

/** DOMAIN.md product listing: whether consumers see the product, and the reviews on the way. */
export const LISTING_STATUS = defineStatusMap({
  offline: { label: 'statuses:products.listingStatus.offline', color: 'gray' },
  online_pending_review: {
    label: 'statuses:products.listingStatus.online_pending_review',
    color: 'blue',
  },
  online: { label: 'statuses:products.listingStatus.online', color: 'teal' },
  online_review_failed: {
    label: 'statuses:products.listingStatus.online_review_failed',
    color: 'red',
  },
  back_online_pending: {
    label: 'statuses:products.listingStatus.back_online_pending',
    color: 'indigo',
  },
});

/** Product categories switched on (offered to companies) or off. */
export const CATEGORY_STATE = defineStatusMap({
  enabled: { label: 'statuses:products.categoryState.enabled', color: 'teal' },
  disabled: { label: 'statuses:products.categoryState.disabled', color: 'gray' },
});

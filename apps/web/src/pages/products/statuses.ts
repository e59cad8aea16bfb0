import { defineStatusMap } from '../../kit';

/** DOMAIN.md product listing: whether consumers see the product, and the reviews on the way. */
export const LISTING_STATUS = defineStatusMap({
  offline: { label: 'products:statuses.listingStatus.offline', color: 'gray' },
  online_pending_review: {
    label: 'products:statuses.listingStatus.online_pending_review',
    color: 'blue',
  },
  online: { label: 'products:statuses.listingStatus.online', color: 'teal' },
  online_review_failed: {
    label: 'products:statuses.listingStatus.online_review_failed',
    color: 'red',
  },
  back_online_pending: {
    label: 'products:statuses.listingStatus.back_online_pending',
    color: 'indigo',
  },
});

/** Product categories switched on (offered to companies) or off. */
export const CATEGORY_STATE = defineStatusMap({
  enabled: { label: 'products:statuses.categoryState.enabled', color: 'teal' },
  disabled: { label: 'products:statuses.categoryState.disabled', color: 'gray' },
});

import { defineStatusMap } from '../../kit';

/** DOMAIN.md product listing: whether consumers see the product, and the reviews on the way. */
export const LISTING_STATUS = defineStatusMap({
  offline: { label: 'products:statuses.listingStatus.offline', color: 'gray' },
  online_pending_review: {
    label: { cn: '上架待审核', en: 'Online pending review', fr: 'Mise en ligne en attente' },
    color: 'blue',
  },
  online: { label: 'products:statuses.listingStatus.online', color: 'teal' },
  online_review_failed: {
    label: { cn: '上架未通过', en: 'Online review failed', fr: 'Mise en ligne refusée' },
    color: 'red',
  },
  back_online_pending: {
    label: { cn: '重新上架待审核', en: 'Back online pending', fr: 'Remise en ligne en attente' },
    color: 'indigo',
  },
});

/** Product categories switched on (offered to companies) or off. */
export const CATEGORY_STATE = defineStatusMap({
  enabled: { label: 'products:statuses.categoryState.enabled', color: 'teal' },
  disabled: { label: 'products:statuses.categoryState.disabled', color: 'gray' },
});

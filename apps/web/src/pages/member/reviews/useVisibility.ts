import { ROUTES } from '@trace/contracts';
import { callRouteEnvelope } from '../../../api/call';
import { useApiMutation, useTexts } from '../../../kit';
import { type ConsumerReview, MEMBER_KEYS } from '../api';
import { texts } from '../texts';

/** Hides a review from the scan page or shows it again; the lists and the record refresh. */
export function useVisibilityMutation() {
  const t = useTexts(texts);
  return useApiMutation<ConsumerReview, { review: Pick<ConsumerReview, 'id'>; action: 'hide' | 'show' }>({
    call: ({ review, action }) =>
      callRouteEnvelope(ROUTES.consumerReviews[action], { params: { id: review.id } }),
    invalidate: [MEMBER_KEYS.reviews],
    successMessage: (_data, { action }) => (action === 'hide' ? t.reviews.hidden : t.reviews.shown),
  });
}

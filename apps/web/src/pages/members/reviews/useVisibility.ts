import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useApiMutation } from '../../../kit';
import { type ConsumerReview, MEMBER_KEYS } from '../api';

/** Hides a review from the scan page or shows it again; the lists and the record refresh. */
export function useVisibilityMutation() {
  const { t } = useTranslation('members');
  return useApiMutation<ConsumerReview, { review: Pick<ConsumerReview, 'id'>; action: 'hide' | 'show' }>({
    call: ({ review, action }) =>
      callRouteEnvelope(ROUTES.consumerReviews[action], { params: { id: review.id } }),
    invalidate: [MEMBER_KEYS.reviews],
    successMessage: (_data, { action }) => (action === 'hide' ? t('reviews.hidden') : t('reviews.shown')),
  });
}

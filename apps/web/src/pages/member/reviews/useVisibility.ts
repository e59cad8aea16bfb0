import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../kit';
import { type ConsumerReview, MEMBER_KEYS } from '../api';

/** Hides a review from the scan page or shows it again; the lists and the record refresh. */
export function useVisibilityMutation() {
  const { t } = useTranslation('members');
  return useApiMutation<ConsumerReview, { review: Pick<ConsumerReview, 'id'>; action: 'hide' | 'show' }>({
    method: 'POST',
    path: ({ review, action }) => `/product-reviews/${review.id}/${action}`,
    body: () => undefined,
    invalidate: [MEMBER_KEYS.reviews],
    successMessage: (_data, { action }) => (action === 'hide' ? t('reviews.hidden') : t('reviews.shown')),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ConsumerFeedback, ConsumerReview, Member, MemberDetail } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';

export type { ConsumerFeedback, ConsumerReview, Member, MemberDetail };

/** Query keys: lists and records of one kind share a prefix, so a change refreshes both. */
export const MEMBER_KEYS = {
  members: ['members'],
  member: (id: string) => ['members', 'one', id],
  reviews: ['product-reviews'],
  review: (id: string) => ['product-reviews', 'one', id],
  feedback: ['consumer-feedback'],
  feedbackItem: (id: string) => ['consumer-feedback', 'one', id],
  product: (id: string) => ['products', 'one', id],
} as const;

export function useReview(id: string | null) {
  return useQuery({
    queryKey: MEMBER_KEYS.review(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.consumerReviews.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

export function useFeedback(id: string | null) {
  return useQuery({
    queryKey: MEMBER_KEYS.feedbackItem(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.consumerFeedback.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

export function useMember(id: string | null) {
  return useQuery({
    queryKey: MEMBER_KEYS.member(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.members.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

/** The `id` (or another) query parameter when it is a record id. */
export function idParam(search: URLSearchParams, name = 'id'): string | null {
  const id = search.get(name);
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

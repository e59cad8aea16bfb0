import { useQuery } from '@tanstack/react-query';
import type { ConsumerLabel, PublicReview } from '@trace/contracts';
import { ApiError, api } from '../../../api/client';

export type { ConsumerLabel, PublicReview };

type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

/** Query keys of the consumer panel: everything about one scanned code sits under its prefix. */
export const CONSUMER_KEYS = {
  label: (excode: string) => ['consumer', excode, 'label'],
  reviews: (excode: string) => ['consumer', excode, 'reviews'],
} as const;

export const REVIEWS_PAGE_SIZE = 5;

/** What the panel offers for the scanned code; an unknown code is an answer (404), not a failure to retry. */
export function useConsumerLabel(excode: string) {
  return useQuery({
    queryKey: CONSUMER_KEYS.label(excode),
    queryFn: ({ signal }) =>
      api.get<ConsumerLabel>(`/consumer/labels/${encodeURIComponent(excode)}`, {
        signal,
        recoverSession: false,
      }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

export function fetchReviewPage(excode: string, page: number, signal?: AbortSignal) {
  return api.get<Paged<PublicReview>>(`/consumer/labels/${encodeURIComponent(excode)}/reviews`, {
    query: { page, pageSize: REVIEWS_PAGE_SIZE },
    signal,
    recoverSession: false,
  });
}

/** A public write: the caller is anonymous, so a "401" (never expected) is not turned into a sign-in. */
export function postPublic<T>(path: string, body: unknown) {
  return api.post<T>(path, body, { recoverSession: false });
}

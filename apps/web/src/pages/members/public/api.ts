import { useQuery } from '@tanstack/react-query';
import type { ConsumerLabel, PublicReview, RouteInput } from '@trace/contracts';
import { callRoute } from '../../../api/call';
import { ApiError } from '../../../api/client';
import { ROUTES } from '../../../api/routes';

export type { ConsumerLabel, PublicReview };

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
      callRoute(ROUTES.consumers.label, { params: { excode } }, { signal, recoverSession: false }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

export function fetchReviewPage(excode: string, page: number, signal?: AbortSignal) {
  return callRoute(
    ROUTES.consumers.reviews,
    { params: { excode }, query: { page, pageSize: REVIEWS_PAGE_SIZE } },
    { signal, recoverSession: false },
  );
}

/** The public writes of the consumer panel. */
type PublicWrite = (typeof ROUTES.consumers)['register' | 'claimScanReward' | 'review' | 'feedback'];

/** A public write: the caller is anonymous, so a "401" (never expected) is not turned into a sign-in. */
export function postPublic<R extends PublicWrite>(route: R, body: RouteInput<R>['body']) {
  return callRoute(route, { body } as RouteInput<R>, { recoverSession: false });
}

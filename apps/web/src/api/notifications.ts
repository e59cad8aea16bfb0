import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@trace/contracts';
import { callRoute } from './call';
import { showErrorToast } from './queryClient';
import { ROUTES } from './routes';

export type { Message };

/** Every query about the signed-in person's messages starts with this key; invalidate it after reading. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The unread count and up to 3 newest unread messages (header bell, home card). */
export function useRecentMessagesQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'recent'],
    queryFn: ({ signal }) => callRoute(ROUTES.notifications.recently, undefined, { signal }),
    enabled,
    // New messages arrive while a person works; the bell keeps up without a reload.
    refetchInterval: 60_000,
  });
}

export const FORCED_MESSAGES_KEY = [...NOTIFICATIONS_KEY, 'forced'] as const;

/** Unread forced messages, shown once in the pop-up carousel after sign-in. */
export function useForcedMessagesQuery(enabled: boolean) {
  return useQuery({
    queryKey: FORCED_MESSAGES_KEY,
    queryFn: ({ signal }) => callRoute(ROUTES.notifications.recentlyDialog, undefined, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Marks one message read; the unread count is fetched again afterwards. */
export function useMarkMessageReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(ROUTES.notifications.readOne, { body: { id } }),
    onError: showErrorToast,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'recent'] }),
  });
}

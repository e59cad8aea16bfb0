import { notifications } from '@mantine/notifications';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from '../auth/session';
import { ApiError, isSessionError, NETWORK_ERROR_CODE } from './client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Data that does not depend on who is signed in; kept when the session changes. */
      public?: boolean;
    };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  // Retrying cannot change an answer the server gave on purpose (4xx); a lost connection or a 5xx may pass.
  if (error instanceof ApiError) return error.code === NETWORK_ERROR_CODE || error.status >= 500;
  return false;
}

/** Tells the person why a call failed, in the server's words; an ended session has its own alert. */
export function showErrorToast(error: unknown): void {
  if (isSessionError(error)) return;
  notifications.show({ color: 'red', message: error instanceof ApiError ? error.msg : String(error) });
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: showErrorToast }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Whatever was read for one signed-in user must not be shown to the next one.
let sessionUserId = getSession()?.user.id ?? null;
subscribeSession(() => {
  const userId = getSession()?.user.id ?? null;
  if (userId === sessionUserId) return;
  sessionUserId = userId;
  queryClient.removeQueries({ predicate: (query) => !query.meta?.public });
});

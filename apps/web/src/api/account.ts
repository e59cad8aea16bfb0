import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { CurrentCorp, CurrentUser } from './types';

/** The signed-in user's profile. */
export function useCurrentUserQuery() {
  return useQuery({
    queryKey: ['account', 'user'],
    queryFn: ({ signal }) => api.get<CurrentUser>('/user/read/current', { signal }),
  });
}

/** The signed-in user's company; every field is null for users without one. */
export function useCurrentCorpQuery() {
  return useQuery({
    queryKey: ['account', 'corp'],
    queryFn: ({ signal }) => api.put<CurrentCorp>('/corp/read/current', undefined, { signal }),
  });
}

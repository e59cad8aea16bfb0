import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { beginSignOut, endSession, startSession } from '../auth/session';
import { api } from './client';
import type { SessionTokens } from './types';

export interface Credentials {
  account: string;
  password: string;
}

/** Signs in; bad credentials come back as an ApiError for the form to show. */
export function useSignInMutation() {
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      api.post<SessionTokens>('/auth/login', credentials, { recoverSession: false }),
    onSuccess: (tokens) => startSession(tokens),
  });
}

/** Ends the session on the server and here; whatever the server answers, the person lands on /login. */
export function useSignOut() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => {
      beginSignOut();
      return api.post<null>('/logout', undefined, { recoverSession: false });
    },
    onSettled: () => {
      endSession();
      navigate('/login', { replace: true });
    },
  });
  const { mutate } = mutation;
  return { signOut: useCallback(() => mutate(), [mutate]), isPending: mutation.isPending };
}

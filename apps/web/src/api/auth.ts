import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { beginSignOut, endSession, startSession } from '../auth/session';
import { callRoute } from './call';
import { ROUTES } from './routes';

export interface Credentials {
  account: string;
  password: string;
}

/**
 * Signs in; bad credentials come back as an ApiError for the form to show. `onSignedIn` runs once the
 * session is stored, before the sign-in page gives way to the next one (a callback given to `mutate`
 * would not run: the page is gone by then).
 */
export function useSignInMutation(onSignedIn: () => void) {
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      callRoute(ROUTES.auth.login, { body: credentials }, { recoverSession: false }),
    onSuccess: (tokens) => {
      startSession(tokens);
      onSignedIn();
    },
  });
}

/** Ends the session on the server and here; whatever the server answers, the person lands on /login. */
export function useSignOut() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => {
      beginSignOut();
      return callRoute(ROUTES.auth.logout, undefined, { recoverSession: false });
    },
    onSettled: () => {
      endSession();
      navigate('/login', { replace: true });
    },
  });
  const { mutate } = mutation;
  return { signOut: useCallback(() => mutate(), [mutate]), isPending: mutation.isPending };
}

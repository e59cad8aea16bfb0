import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasSessionEnded, useSession } from './session';

/**
 * Renders its children for a signed-in person. A visitor is sent to /login and brought back afterwards
 * (if allowed to open the page); when a session ends, the page it was on is not remembered.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state = hasSessionEnded() ? undefined : { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

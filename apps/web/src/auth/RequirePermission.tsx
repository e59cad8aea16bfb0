import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionAccessQuery } from '../api/session';
import { PageLoader } from '../components/PageLoader';
import { LoadFailed } from '../kit/pages/LoadFailed';

/** Renders a page for people holding its permission; anyone else is sent to /403. */
export function RequirePermission({ permission, children }: { permission?: string; children: ReactNode }) {
  const access = useSessionAccessQuery();
  if (!permission) return children;
  if (access.data)
    return access.data.permissions.includes(permission) ? children : <Navigate to="/403" replace />;
  if (access.isError) return <LoadFailed error={access.error} onRetry={() => void access.refetch()} />;
  return <PageLoader />;
}

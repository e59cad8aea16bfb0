import type { Menu } from '@trace/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionAccessQuery } from '../../../api/session';
import { PageLoader } from '../../../components/PageLoader';
import type { LinePages } from './lines';

function hasPath(menus: readonly Menu[], path: string): boolean {
  const wanted = path.toLowerCase();
  return menus.some((menu) => menu.path?.toLowerCase() === wanted || hasPath(menu.children, path));
}

/**
 * The second product line exists only on platforms whose menus list it (enabling it is data, not
 * code): elsewhere its pages answer as unknown pages. The main line is always there.
 */
export function LineGuard({ pages, children }: { pages: LinePages; children: ReactNode }) {
  const access = useSessionAccessQuery();
  if (pages.line === 'main') return children;
  if (!access.data) return access.isError ? <Navigate to="/404" replace /> : <PageLoader />;
  return hasPath(access.data.menus, pages.list) ? children : <Navigate to="/404" replace />;
}

import { useCallback } from 'react';
import { useHasPermission } from '../api/session';
import { pageRoutes } from './registry';

/** Whether a link to `path` leads somewhere: the client has the page and the person may open it. */
export function useCanOpen(): (path: string) => boolean {
  const has = useHasPermission();
  return useCallback(
    (path: string) => {
      const route = pageRoutes.find(path);
      return !!route && (!route.permission || has(route.permission));
    },
    [has],
  );
}

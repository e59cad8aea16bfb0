import { useCallback, useMemo } from 'react';
import { useSessionAccessQuery } from '../api/session';

/**
 * `can(permission)`: whether the signed-in person holds a permission (`undefined` — nothing required —
 * is always allowed). Until permissions have loaded every answer is false, so nothing appears and
 * then disappears.
 */
export function useCan(): (permission: string | undefined) => boolean {
  const { data } = useSessionAccessQuery();
  const held = useMemo(() => new Set(data?.permissions ?? []), [data]);
  return useCallback((permission) => permission === undefined || held.has(permission), [held]);
}

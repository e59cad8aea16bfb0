import { COMPANY_USER_TYPES } from '@trace/contracts';
import { useCallback, useMemo } from 'react';
import { useCurrentUserQuery } from '../api/account';
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

/**
 * Whether the signed-in person belongs to a company account type (producer, importer, ...): lists
 * show such a person their own company's records, so a company column says nothing to them.
 */
export function useIsCompanyAccount(): boolean {
  const user = useCurrentUserQuery();
  return (COMPANY_USER_TYPES as readonly string[]).includes(user.data?.userType ?? '');
}

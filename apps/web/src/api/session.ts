import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, RouteData, sessionRoutes } from '@trace/contracts';
import { useCallback } from 'react';
import { useLanguage } from '../i18n';
import { callRoute } from './call';
import { ROUTES } from './routes';

/** The signed-in person's side menus (in the interface language) and permissions. */
export type SessionAccess = RouteData<typeof sessionRoutes.permissions>;

/** Hides the header bell for people who hold it (a preference, not a power). */
export const HIDE_MESSAGE_BELL = 'sys.base.password.notShowMessageIcon';
/** Needed to read one's messages (bell, home card, forced pop-ups). */
export const READ_MESSAGES = 'message.read';

/**
 * Menus and permissions: the one query of `/user/read/promission` (the kit's `useCan`, the route
 * guard and the side menu all read it). The menus are named in the interface language, so the
 * language is part of the key.
 */
export const sessionAccessQuery = (language: Language) =>
  queryOptions({
    queryKey: ['session', 'permissions', language],
    queryFn: ({ signal }) => callRoute(ROUTES.session.permissions, { query: { language } }, { signal }),
    staleTime: 5 * 60_000,
  });

/** The session's menus and permissions; the previous language's stay on screen while the new ones load. */
export function useSessionAccessQuery() {
  const language = useLanguage();
  return useQuery({ ...sessionAccessQuery(language), placeholderData: keepPreviousData });
}

/** Whether the signed-in person holds a permission; false until the permissions are known. */
export function useHasPermission(): (permission: string) => boolean {
  const permissions = useSessionAccessQuery().data?.permissions;
  return useCallback((permission: string) => permissions?.includes(permission) ?? false, [permissions]);
}

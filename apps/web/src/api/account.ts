import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteData, systemRoutes, UpPrompt } from '@trace/contracts';
import { callRoute, callRouteEnvelope } from './call';
import { ROUTES } from './routes';

const NO_REMINDERS: UpPrompt = {
  syEndTimeLeThirty: '',
  certDueTimeLeThirty: '',
  evaluateDueTimeLeThirty: '',
  sy6ExpirationReminder: '',
};

/** `GET /user/read/current` answers with the user in `data` and the sign-in reminders beside it. */
export const currentUserQuery = queryOptions({
  queryKey: ['account', 'user'],
  queryFn: async ({ signal }) => {
    const envelope = await callRouteEnvelope(ROUTES.session.currentUser, undefined, { signal });
    return { user: envelope.data, upPrompt: { ...NO_REMINDERS, ...envelope.upPrompt } };
  },
});

/** The signed-in user's profile. */
export function useCurrentUserQuery() {
  return useQuery({ ...currentUserQuery, select: (result) => result.user });
}

/** The reminders to show after sign-in (contract and certificate expiry, evaluations due). */
export function useUpPromptQuery() {
  return useQuery({ ...currentUserQuery, select: (result) => result.upPrompt });
}

/** The signed-in user's company; every field is null for users without one. */
export const currentCorpQuery = queryOptions({
  queryKey: ['account', 'corp'],
  queryFn: ({ signal }) => callRoute(ROUTES.session.currentCorp, undefined, { signal }),
});

export function useCurrentCorpQuery() {
  return useQuery(currentCorpQuery);
}

/** The signed-in person's own profile: with department, roles and sign-in times. */
export type Profile = RouteData<typeof systemRoutes.profile>;

export function useProfileQuery() {
  return useQuery({
    queryKey: ['account', 'profile'],
    queryFn: ({ signal }) => callRoute(ROUTES.system.profile, undefined, { signal }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { certBodyRoutes, certEvaluationRoutes, RouteData } from '@trace/contracts';
import { useCurrentUserQuery } from '../../api/account';
import { callRoute, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import { localized } from '../../kit';

export type CertBody = RouteData<typeof certBodyRoutes.get>;
export type CertEvaluation = RouteData<typeof certEvaluationRoutes.get>;

/** Query keys: every read of this group sits under `certBodies`. */
export const CERT_BODY_KEYS = {
  all: ['certBodies'],
  bodies: ['certBodies', 'bodies'],
  body: (id: string) => ['certBodies', 'bodies', id],
  users: (id: string) => ['certBodies', 'bodies', id, 'users'],
  mine: ['certBodies', 'mine'],
  schemes: ['certBodies', 'schemes'],
  settings: ['certBodies', 'settings'],
  evaluations: ['certBodies', 'evaluations'],
  report: ['certBodies', 'report'],
} as const;

export function useCertBody(id: string | null) {
  return useQuery({
    ...routeQuery(
      ROUTES.certBodies.get,
      { params: { id: id ?? '' } },
      { key: CERT_BODY_KEYS.body(id ?? '') },
    ),
    enabled: Boolean(id),
  });
}

/** The schemes with their names in the interface language, as select options. */
export function useSchemes() {
  return useQuery(routeQuery(ROUTES.certSettings.schemes, undefined, { key: CERT_BODY_KEYS.schemes }));
}

export function useSchemeOptions() {
  const language = useLanguage();
  const schemes = useSchemes();
  return (schemes.data ?? []).map((s) => ({ value: s.key, label: localized(s.name, language) }));
}

/** Every product category as select options. */
export function useCategoryOptions() {
  const language = useLanguage();
  const categories = useQuery({
    queryKey: ['products', 'categories', 'options'],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.products.categories.list, { query: { page: 1, pageSize: 100 } }, { signal }),
    select: (page) => page.list,
    staleTime: 60_000,
  });
  return (categories.data ?? []).map((c) => ({ value: c.id, label: localized(c.name, language) }));
}

/** Whether the signed-in person is a certification body's user (who writes evaluations). */
export function useIsBodyUser() {
  return useCurrentUserQuery().data?.userType === 'cert_body';
}

export function useIsAdmin() {
  return useCurrentUserQuery().data?.userType === 'admin';
}

/** A scheme's name in the interface language (its key until the schemes have loaded). */
export function useSchemeLabel() {
  const options = useSchemeOptions();
  return (key: string) => options.find((o) => o.value === key)?.label ?? key;
}

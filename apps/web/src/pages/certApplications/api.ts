import { useQuery } from '@tanstack/react-query';
import type { CertScheme, RouteData } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { type FetchPage, pagedRoute } from '../../kit';

export { APPLICATION_PATHS } from './paths';

export type CertApplication = RouteData<typeof ROUTES.certApplications.get>;

/** Query keys: every application read sits under `certApplications`. */
export const APPLICATION_KEYS = {
  all: ['certApplications'],
  list: ['certApplications', 'list'],
  one: (id: string) => ['certApplications', 'one', id],
  bodies: (scheme: string) => ['certApplications', 'bodies', scheme],
  auditors: ['certApplications', 'auditors'],
} as const;

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: APPLICATION_KEYS.one(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.certApplications.get, { params: { id: id! } }, { signal }),
    enabled: !!id,
  });
}

/** Active bodies accredited for a scheme. */
export function useEligibleBodies(scheme: string) {
  return useQuery({
    queryKey: APPLICATION_KEYS.bodies(scheme),
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.certApplications.eligibleBodies,
        { query: { scheme: scheme as CertScheme } },
        { signal },
      ),
    enabled: !!scheme,
  });
}

/** Rows every reader may open (`view`) beside the server's actions. */
export const applicationsPage: FetchPage<Omit<CertApplication, 'actions'> & { actions: string[] }> = async (
  query,
  signal,
) => {
  const page = await pagedRoute(ROUTES.certApplications.list)(query, signal);
  return { ...page, list: page.list.map((a) => ({ ...a, actions: [...a.actions, 'view'] })) };
};

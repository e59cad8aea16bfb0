import { useQuery } from '@tanstack/react-query';
import type { lookupRoutes, RouteData } from '@trace/contracts';
import { callRoute } from './call';
import { ROUTES } from './routes';

/** An entry of a picker: the record's id and its name. */
export type LookupOption = RouteData<typeof lookupRoutes.companies>[number];

/** Every lookup read sits under this key. */
export const LOOKUPS_KEY = ['lookups'] as const;

/**
 * Companies whose name contains the keyword (at most 50), for pickers. Anyone signed in may ask;
 * administrators get every company, others the approved ones.
 */
export function useCompanyLookup(keyword: string) {
  return useQuery({
    queryKey: [...LOOKUPS_KEY, 'companies', keyword],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.lookups.companies, { query: { keyword: keyword || undefined } }, { signal }),
    staleTime: 60_000,
  });
}

/** Every certification body (certification-body and auditor accounts belong to one). */
export function useCertBodyLookup(enabled = true) {
  return useQuery({
    queryKey: [...LOOKUPS_KEY, 'cert-bodies'],
    queryFn: ({ signal }) => callRoute(ROUTES.lookups.certBodies, undefined, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Every printing factory (printer accounts belong to one). */
export function usePrintingFactoryLookup(enabled = true) {
  return useQuery({
    queryKey: [...LOOKUPS_KEY, 'printing-factories'],
    queryFn: ({ signal }) => callRoute(ROUTES.lookups.printingFactories, undefined, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

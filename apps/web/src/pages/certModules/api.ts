import { useQuery } from '@tanstack/react-query';
import { CERT_SCHEMES, type RouteData } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { type FetchPage, pagedRoute } from '../../kit';

export { MODULE_PATHS } from './paths';

export type CertModule = RouteData<typeof ROUTES.certModules.get>;
export type AnnualOutputRow = RouteData<typeof ROUTES.certModules.reportAnnualOutput>;

/** Query keys: every module read sits under `certModules`. */
export const MODULE_KEYS = {
  all: ['certModules'],
  list: ['certModules', 'list'],
  one: (id: string) => ['certModules', 'one', id],
  outputs: ['certModules', 'outputs'],
  products: ['certModules', 'products'],
} as const;

export function useCertModule(id: string | null) {
  return useQuery({
    queryKey: MODULE_KEYS.one(id ?? ''),
    queryFn: ({ signal }) => callRoute(ROUTES.certModules.get, { params: { id: id! } }, { signal }),
    enabled: !!id,
  });
}

/** The company's own products, for the module form. */
export function useModuleProducts(enabled = true) {
  return useQuery({
    queryKey: MODULE_KEYS.products,
    queryFn: ({ signal }) => callRoute(ROUTES.certModules.productOptions, undefined, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Scheme choices, worded in the interface language. */
export function useSchemeOptions() {
  const { t } = useTranslation('certModules');
  return useMemo(() => CERT_SCHEMES.map((value) => ({ value, label: t(`schemes.${value}`) })), [t]);
}

/** Rows every reader may open (`view`) beside what the server lists. */
export const modulesPage: FetchPage<Omit<CertModule, 'actions'> & { actions: string[] }> = async (
  query,
  signal,
) => {
  const page = await pagedRoute(ROUTES.certModules.list)(query, signal);
  return { ...page, list: page.list.map((m) => ({ ...m, actions: [...m.actions, 'view'] })) };
};

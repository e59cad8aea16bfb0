import { useQuery } from '@tanstack/react-query';
import type { lookupRoutes, RouteData } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';

export type DictionaryItem = RouteData<typeof lookupRoutes.dictionary>[number];

/** The enabled items of a server dictionary (countries, ports, ...), labelled in the interface language. */
export function useDictionary(code: string | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['lookups', 'dictionary', code, language],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.lookups.dictionary, { params: { code: code ?? '' } }, { signal }),
    enabled: Boolean(code),
    staleTime: 10 * 60_000,
  });
}

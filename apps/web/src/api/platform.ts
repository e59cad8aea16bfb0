import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguage } from '../i18n';
import { callRoute } from './call';
import { ROUTES } from './routes';

export const platformQueryKey = ['platform'] as const;

/** The platform variant: its names in every language, icon and logo. Loaded once per visit. */
export const platformQuery = queryOptions({
  queryKey: platformQueryKey,
  queryFn: ({ signal }) => callRoute(ROUTES.platform.currentPlatform, undefined, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { public: true },
});

export function usePlatformQuery() {
  return useQuery(platformQuery);
}

/** The platform's system name in the current language, once known. */
export function usePlatformName(): string | undefined {
  const language = useLanguage();
  return usePlatformQuery().data?.systemName[language];
}

/** Keeps the document title and favicon in line with the platform and the current language. */
export function usePlatformDocument(): void {
  const language = useLanguage();
  const { data: platform } = usePlatformQuery();
  const title = platform?.pageTitle[language];
  const icon = platform?.icon;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    if (!icon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = icon;
  }, [icon]);
}

import { useQuery } from '@tanstack/react-query';
import {
  type externalRoutes,
  PARTNER_RESOURCE_NAMES,
  type PartnerResource,
  partnerCatalogue,
  type RouteData,
} from '@trace/contracts';
import { useCallback } from 'react';
import { routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import { localized } from '../../kit';

export { EXTERNAL_PATHS } from './paths';

export type PartnerAppDetail = RouteData<typeof externalRoutes.getApp>;
export type PartnerKeyRow = PartnerAppDetail['keys'][number];
/** What every dialog about one key of an application takes. */
export interface KeyModalProps {
  appId: string;
  partnerKey: PartnerKeyRow;
  onClose: () => void;
}
export type PartnerGrantRow = RouteData<typeof externalRoutes.getGrant>;

/** Query keys: every read of this group sits under `external`. */
export const EXTERNAL_KEYS = {
  all: ['external'],
  apps: ['external', 'apps'],
  app: (id: string) => ['external', 'apps', id],
  usage: (appId: string, keyId: string) => ['external', 'apps', appId, 'usage', keyId],
  grants: ['external', 'grants'],
  grant: (id: string) => ['external', 'grants', id],
  accessLog: ['external', 'access-log'],
} as const;

/**
 * The scopes a key can be given: each resource some partner route reaches, with the levels those
 * routes need (a resource no route reaches yet is not offered).
 */
export const SCOPE_CATALOGUE = partnerCatalogue(ROUTES.partnerApi, PARTNER_RESOURCE_NAMES);

export function usePartnerApp(id: string | null) {
  return useQuery({
    ...routeQuery(ROUTES.external.getApp, { params: { id: id ?? '' } }, { key: EXTERNAL_KEYS.app(id ?? '') }),
    enabled: Boolean(id),
  });
}

export function usePartnerGrant(id: string | null) {
  return useQuery({
    ...routeQuery(
      ROUTES.external.getGrant,
      { params: { id: id ?? '' } },
      { key: EXTERNAL_KEYS.grant(id ?? '') },
    ),
    enabled: Boolean(id),
  });
}

/** A kind of partner data by its name in the interface language. */
export function useResourceName() {
  const language = useLanguage();
  return useCallback(
    (resource: string) =>
      resource in PARTNER_RESOURCE_NAMES
        ? localized(PARTNER_RESOURCE_NAMES[resource as PartnerResource], language)
        : resource,
    [language],
  );
}

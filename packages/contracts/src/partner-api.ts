import { z } from 'zod';
import type { Localized } from './common';
import { ZId, ZIsoDateTime } from './common';
import {
  PARTNER_RESOURCES,
  type PartnerAccessLevel,
  type PartnerResource,
  ZPartnerGrant,
  ZPartnerGrantRequestFields,
  ZPartnerResource,
} from './external';
import { defineRoute, type RouteDefinition } from './route';
import { ZText } from './rules';

/**
 * The partner API (decision 0027): `/partner/v1`, called with a partner key (`X-Api-Key`). Each route
 * names the resource it reaches and the access it needs; a key holding that scope reads a company's
 * data only while the company's grant of that resource is in force.
 */
export const PARTNER_API_PREFIX = '/partner/v1';
export const PARTNER_TAG = 'Partner API';
const tags = [PARTNER_TAG];

export const ZPartnerCorpParams = z.object({ corpId: ZId });

export const ZPartnerSelf = z.object({
  app: z.object({ id: ZId, name: z.string() }),
  key: z.object({ id: ZId, prefix: z.string(), scopes: z.array(z.string()), expiresAt: ZIsoDateTime }),
  limits: z.object({ ratePerMinute: z.number().int(), dailyQuota: z.number().int() }),
  /** The companies whose data the key reaches now, and which resources of each. */
  grants: z.array(
    z.object({
      corpId: ZId,
      corpName: z.string(),
      resources: z.array(ZPartnerResource),
      until: ZIsoDateTime,
    }),
  ),
});

/** A partner asks a company for access, naming it by its registration number. */
export const ZPartnerAccessRequestBody = ZPartnerGrantRequestFields.extend({
  registrationNo: ZText(50).pipe(z.string().min(1, { message: 'partner.companyRequired' })),
});

/** The partner's view of its requests: what the company decided, without the company's internals. */
export const ZPartnerAccessRequest = ZPartnerGrant.omit({
  actions: true,
  decidedByName: true,
  appPurpose: true,
});

export const partnerApiRoutes = {
  self: defineRoute({
    method: 'GET',
    path: `${PARTNER_API_PREFIX}/me`,
    access: 'partner',
    partner: { resource: null, level: 'read' },
    summary: 'The calling key: its application, scopes, limits and the grants in force',
    tags,
    response: ZPartnerSelf,
  }),
  listAccessRequests: defineRoute({
    method: 'GET',
    path: `${PARTNER_API_PREFIX}/access-requests`,
    access: 'partner',
    partner: { resource: null, level: 'read' },
    summary: "The application's requests for companies' data and what each company decided",
    tags,
    response: z.array(ZPartnerAccessRequest),
  }),
  requestAccess: defineRoute({
    method: 'POST',
    path: `${PARTNER_API_PREFIX}/access-requests`,
    access: 'partner',
    partner: { resource: null, level: 'read' },
    summary: 'Ask a company for access to some of its data; the company approves, narrows or refuses',
    tags,
    body: ZPartnerAccessRequestBody,
    response: ZPartnerAccessRequest,
  }),
} as const satisfies Record<string, RouteDefinition>;

export interface PartnerCatalogueEntry {
  resource: PartnerResource;
  name: Localized;
  /** The access levels some partner route needs for this resource. */
  levels: PartnerAccessLevel[];
  /** The routes reaching it: `GET /partner/v1/companies/:corpId/batches`. */
  routes: { method: string; path: string; level: PartnerAccessLevel; summary: string }[];
}

/**
 * The scopes a key can be given, derived from the partner routes: a resource appears with the levels
 * its routes need, so a new route brings its scope with it.
 */
export function partnerCatalogue(
  routes: Record<string, RouteDefinition>,
  names: Record<PartnerResource, Localized>,
): PartnerCatalogueEntry[] {
  return PARTNER_RESOURCES.flatMap((resource) => {
    const reaching = Object.values(routes).filter((route) => route.partner?.resource === resource);
    if (reaching.length === 0) return [];
    const levels = [...new Set(reaching.map((route) => route.partner!.level))].sort() as PartnerAccessLevel[];
    return [
      {
        resource,
        name: names[resource],
        levels,
        routes: reaching.map((route) => ({
          method: route.method,
          path: route.path,
          level: route.partner!.level,
          summary: route.summary,
        })),
      },
    ];
  });
}

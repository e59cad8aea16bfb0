import { z } from 'zod';
import type { Localized } from './common';
import { ZId, ZIdParams, ZIsoDate, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { defineRoute } from './route';
import { ZEmail, ZText } from './rules';

/**
 * External interface management (decision 0027): partner applications and their keys (administrators,
 * /externalRequestPermissionsList), companies' consent to partners reading their data
 * (/externalRequestCorpPermissions) and the per-key access log.
 */
const tag = 'External interfaces';

export const EXTERNAL_APPS_VIEW = pagePermission('external', '/externalRequestPermissionsList');
export const EXTERNAL_APPS_MANAGE = managePermission('external', '/externalRequestPermissionsList');
export const EXTERNAL_GRANTS_VIEW = pagePermission('external', '/externalRequestCorpPermissions');
export const EXTERNAL_GRANTS_MANAGE = managePermission('external', '/externalRequestCorpPermissions');

/**
 * What a partner key may reach, resource by resource. Each route of the partner API names one of these
 * and the access it needs; the catalogue a key's scopes are chosen from is derived from those routes
 * (`partnerCatalogue` in partner-api.ts).
 */
export const PARTNER_RESOURCES = [
  'companies',
  'products',
  'batches',
  'labels',
  'shipments',
  'testReports',
  'customsRecords',
  'certificates',
  'events',
] as const;
export type PartnerResource = (typeof PARTNER_RESOURCES)[number];
export const ZPartnerResource = z.enum(PARTNER_RESOURCES, { message: 'partner.resourceUnknown' });

export const PARTNER_RESOURCE_NAMES: Record<PartnerResource, Localized> = {
  companies: { cn: '企业公开信息', en: 'Company profiles', fr: 'Profils des entreprises' },
  products: { cn: '产品', en: 'Products', fr: 'Produits' },
  batches: { cn: '批次', en: 'Batches', fr: 'Lots' },
  labels: { cn: '标签状态', en: 'Label status', fr: 'État des étiquettes' },
  shipments: { cn: '发货与收货', en: 'Shipments', fr: 'Expéditions' },
  testReports: { cn: '检测报告', en: 'Test reports', fr: "Rapports d'analyse" },
  customsRecords: { cn: '通关信息', en: 'Customs records', fr: 'Dédouanement' },
  certificates: { cn: '认证证书', en: 'Certificates', fr: 'Certificats' },
  events: { cn: 'EPCIS 事件', en: 'EPCIS events', fr: 'Événements EPCIS' },
};

export const PARTNER_ACCESS_LEVELS = ['read', 'write'] as const;
export type PartnerAccessLevel = (typeof PARTNER_ACCESS_LEVELS)[number];

/** A key's scope: a resource and an access level, `batches:read`; write implies read. */
export type PartnerScope = `${PartnerResource}:${PartnerAccessLevel}`;
export const partnerScope = (resource: PartnerResource, level: PartnerAccessLevel): PartnerScope =>
  `${resource}:${level}`;
const SCOPE_PATTERN = new RegExp(`^(${PARTNER_RESOURCES.join('|')}):(read|write)$`);
export const ZPartnerScope = z
  .string()
  .regex(SCOPE_PATTERN, { message: 'partner.scopeUnknown' }) as unknown as z.ZodType<PartnerScope, string>;

/** Whether a key's scopes allow `level` on `resource` (write implies read). */
export function scopeAllows(
  scopes: ReadonlySet<string> | readonly string[],
  resource: PartnerResource,
  level: PartnerAccessLevel,
): boolean {
  const has = (scope: string) =>
    Array.isArray(scopes) ? scopes.includes(scope) : (scopes as ReadonlySet<string>).has(scope);
  return has(`${resource}:write`) || (level === 'read' && has(`${resource}:read`));
}

/** The longest a key lives, and when its reminder goes out before it expires. */
export const PARTNER_KEY_MAX_DAYS = 366;
export const PARTNER_KEY_REMINDER_DAYS = 30;
/** The longest grace period a rotated key keeps working. */
export const PARTNER_ROTATION_GRACE_MAX_HOURS = 720;
/** Addresses (IPv4 or IPv6, optionally as a CIDR block) a key may be used from; empty: any. */
export const PARTNER_IP_ALLOW_MAX = 20;

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/(3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-fA-F:]{2,39}(\/(12[0-8]|1[01]\d|[1-9]?\d))?$/;
export const ZIpRule = z
  .string()
  .trim()
  .max(43)
  .refine((value) => IPV4.test(value) || (value.includes(':') && IPV6.test(value)), {
    message: 'partner.ipInvalid',
  });

export const PARTNER_KEY_STATUSES = ['active', 'grace', 'disabled', 'revoked', 'expired'] as const;
export type PartnerKeyStatus = (typeof PARTNER_KEY_STATUSES)[number];

export const ZPartnerKey = z.object({
  id: ZId,
  appId: ZId,
  name: z.string(),
  /** The first characters of the key, shown so a person can recognise it (`tr_3fa9c2d1`). */
  prefix: z.string(),
  scopes: z.array(z.string()),
  ipAllow: z.array(z.string()),
  /** grace: rotated, still accepted until `graceUntil`. */
  status: z.enum(PARTNER_KEY_STATUSES),
  expiresAt: ZIsoDateTime,
  graceUntil: ZIsoDateTime.nullable(),
  /** The key that replaced this one when it was rotated. */
  replacedBy: ZId.nullable(),
  disabledAt: ZIsoDateTime.nullable(),
  revokedAt: ZIsoDateTime.nullable(),
  lastUsedAt: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
});
export type PartnerKey = z.infer<typeof ZPartnerKey>;

export const ZPartnerApp = z.object({
  id: ZId,
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  purpose: z.string(),
  /** Calls per minute each of its keys may make. */
  ratePerMinute: z.number().int(),
  /** Calls per UTC day each of its keys may make. */
  dailyQuota: z.number().int(),
  enabled: z.boolean(),
  activeKeys: z.number().int(),
  grantsInForce: z.number().int(),
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
});
export type PartnerApp = z.infer<typeof ZPartnerApp>;

export const ZPartnerAppDetail = ZPartnerApp.extend({ keys: z.array(ZPartnerKey) });

export const PARTNER_RATE_MAX = 6000;
export const PARTNER_QUOTA_MAX = 10_000_000;

export const ZPartnerAppBody = z.object({
  name: ZText(100).pipe(z.string().min(1, { message: 'field.required' })),
  contactName: ZText(50).pipe(z.string().min(1, { message: 'field.required' })),
  contactEmail: ZEmail,
  contactPhone: ZText(30).nullable().default(null),
  purpose: ZText(1000).pipe(z.string().min(1, { message: 'field.required' })),
  ratePerMinute: z.coerce.number().int().min(1).max(PARTNER_RATE_MAX).default(600),
  dailyQuota: z.coerce.number().int().min(1).max(PARTNER_QUOTA_MAX).default(100_000),
  enabled: z.boolean().default(true),
});

export const ZPartnerAppQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});

const scopes = z
  .array(ZPartnerScope)
  .min(1, { message: 'partner.scopesRequired' })
  .max(PARTNER_RESOURCES.length * 2);

export const ZCreatePartnerKeyBody = z.object({
  name: ZText(100).pipe(z.string().min(1, { message: 'field.required' })),
  scopes,
  /** Mandatory; at most `PARTNER_KEY_MAX_DAYS` ahead (checked by the server against its clock). */
  expiresAt: ZIsoDateTime,
  ipAllow: z.array(ZIpRule).max(PARTNER_IP_ALLOW_MAX).default([]),
});

export const ZUpdatePartnerKeyBody = ZCreatePartnerKeyBody.omit({ expiresAt: true });

export const ZRotatePartnerKeyBody = z.object({
  /** How long the old key keeps working beside the new one (0: it stops at once). */
  graceHours: z.coerce.number().int().min(0).max(PARTNER_ROTATION_GRACE_MAX_HOURS).default(24),
});

/** A key with its secret: answered once, when it is made or rotated. */
export const ZIssuedPartnerKey = z.object({ key: ZPartnerKey, secret: z.string() });

export const ZKeyParams = z.object({ id: ZId, keyId: ZId });

export const ZPartnerUsageDay = z.object({
  day: ZIsoDate,
  calls: z.number().int(),
  errors: z.number().int(),
  refused: z.number().int(),
});

/* ---------------------------------------------------------------- grants (company consent) */

export const PARTNER_GRANT_STATUSES = ['pending', 'approved', 'refused', 'revoked', 'expired'] as const;
export type PartnerGrantStatus = (typeof PARTNER_GRANT_STATUSES)[number];
/** The longest a grant may run. */
export const PARTNER_GRANT_MAX_DAYS = 366;

export const ZPartnerGrant = z.object({
  id: ZId,
  appId: ZId,
  appName: z.string(),
  appPurpose: z.string(),
  corpId: ZId,
  corpName: z.string(),
  /** What the partner asked for. */
  requested: z.array(ZPartnerResource),
  requestedUntil: ZIsoDateTime,
  reason: z.string(),
  /** What the company granted (a subset of `requested`), once approved. */
  granted: z.array(ZPartnerResource).nullable(),
  grantedUntil: ZIsoDateTime.nullable(),
  /** expired: approved, past `grantedUntil`. */
  status: z.enum(PARTNER_GRANT_STATUSES),
  /** Who filed the request: the partner through its key, or an administrator on its behalf. */
  source: z.enum(['partner', 'admin']),
  decisionNote: z.string().nullable(),
  decidedAt: ZIsoDateTime.nullable(),
  decidedByName: z.string().nullable(),
  revokedAt: ZIsoDateTime.nullable(),
  revokeReason: z.string().nullable(),
  createTime: ZIsoDateTime,
  /** What the caller may do with it now (approve, refuse, revoke). */
  actions: z.array(z.enum(['approve', 'refuse', 'revoke'])),
});
export type PartnerGrant = z.infer<typeof ZPartnerGrant>;

export const ZPartnerGrantQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(PARTNER_GRANT_STATUSES).optional(),
  appId: ZId.optional(),
  corpId: ZId.optional(),
});

const resources = z
  .array(ZPartnerResource)
  .min(1, { message: 'partner.resourcesRequired' })
  .max(PARTNER_RESOURCES.length)
  .refine((list) => new Set(list).size === list.length, { message: 'partner.resourcesRepeated' });

/** Requested by the partner (through its key) or filed by an administrator on its behalf. */
export const ZPartnerGrantRequestFields = z.object({
  resources,
  reason: ZText(1000).pipe(z.string().min(1, { message: 'partner.reasonRequired' })),
  /** Until when the partner needs the access; at most `PARTNER_GRANT_MAX_DAYS` ahead. */
  validUntil: ZIsoDateTime,
});

export const ZCreatePartnerGrantBody = ZPartnerGrantRequestFields.extend({ appId: ZId, corpId: ZId });

/** The company's answer: approve as asked, or narrowed (fewer resources, an earlier end). */
export const ZApprovePartnerGrantBody = z.object({
  resources,
  validUntil: ZIsoDateTime,
  note: ZText(500).nullable().default(null),
});

export const ZPartnerGrantReasonBody = z.object({
  reason: ZText(500).pipe(z.string().min(1, { message: 'partner.reasonRequired' })),
});

/* ---------------------------------------------------------------- access log */

export const ZPartnerAccess = z.object({
  id: z.string(),
  at: ZIsoDateTime,
  keyId: ZId,
  keyPrefix: z.string(),
  appId: ZId,
  appName: z.string(),
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  method: z.string(),
  /** The partner route called, as the route table names it (`/partner/v1/companies/:corpId/batches`). */
  route: z.string(),
  /** The resource it read or wrote, when the route names one. */
  resource: ZPartnerResource.nullable(),
  status: z.number().int(),
  ip: z.string(),
  durationMs: z.number().int(),
});
export type PartnerAccess = z.infer<typeof ZPartnerAccess>;

export const ZPartnerAccessQuery = ZPageQuery.extend({
  appId: ZId.optional(),
  keyId: ZId.optional(),
  corpId: ZId.optional(),
  resource: ZPartnerResource.optional(),
  outcome: z.enum(['ok', 'error']).optional(),
  /** `atFrom` / `atTo`: days, inclusive. */
  atFrom: ZIsoDate.optional(),
  atTo: ZIsoDate.optional(),
});
export const ZPartnerAccessExportQuery = ZPartnerAccessQuery.omit({ page: true, pageSize: true });
/** The most rows one export writes (the newest first). */
export const PARTNER_ACCESS_EXPORT_MAX = 100_000;

export const externalRoutes = {
  listApps: defineRoute({
    method: 'GET',
    path: '/external/apps',
    access: EXTERNAL_APPS_VIEW,
    summary: 'Partner applications with their key and grant counts',
    tags: [tag],
    query: ZPartnerAppQuery,
    response: ZPage(ZPartnerApp),
  }),
  getApp: defineRoute({
    method: 'GET',
    path: '/external/apps/:id',
    access: EXTERNAL_APPS_VIEW,
    summary: 'One partner application with its keys',
    tags: [tag],
    params: ZIdParams,
    response: ZPartnerAppDetail,
  }),
  createApp: defineRoute({
    method: 'POST',
    path: '/external/apps',
    access: EXTERNAL_APPS_MANAGE,
    summary: 'Register a partner application',
    tags: [tag],
    body: ZPartnerAppBody,
    response: ZPartnerApp,
  }),
  updateApp: defineRoute({
    method: 'PUT',
    path: '/external/apps/:id',
    access: EXTERNAL_APPS_MANAGE,
    summary: 'Change a partner application (disabling it refuses every key of it)',
    tags: [tag],
    params: ZIdParams,
    body: ZPartnerAppBody,
    response: ZPartnerApp,
  }),
  createKey: defineRoute({
    method: 'POST',
    path: '/external/apps/:id/keys',
    access: EXTERNAL_APPS_MANAGE,
    summary: 'Issue a key: the secret is answered once and stored only as a hash',
    tags: [tag],
    params: ZIdParams,
    body: ZCreatePartnerKeyBody,
    response: ZIssuedPartnerKey,
  }),
  updateKey: defineRoute({
    method: 'PUT',
    path: '/external/apps/:id/keys/:keyId',
    access: EXTERNAL_APPS_MANAGE,
    summary: "Change a key's name, scopes or address allow-list",
    tags: [tag],
    params: ZKeyParams,
    body: ZUpdatePartnerKeyBody,
    response: ZPartnerKey,
  }),
  rotateKey: defineRoute({
    method: 'POST',
    path: '/external/apps/:id/keys/:keyId/rotate',
    access: EXTERNAL_APPS_MANAGE,
    summary: 'Replace a key by a new one; the old one keeps working for the grace period',
    tags: [tag],
    params: ZKeyParams,
    body: ZRotatePartnerKeyBody,
    response: ZIssuedPartnerKey,
  }),
  disableKey: defineRoute({
    method: 'POST',
    path: '/external/apps/:id/keys/:keyId/disable',
    access: EXTERNAL_APPS_MANAGE,
    summary: 'Stop a key for now (it can be enabled again)',
    tags: [tag],
    params: ZKeyParams,
    response: ZPartnerKey,
  }),
  enableKey: defineRoute({
    method: 'POST',
    path: '/external/apps/:id/keys/:keyId/enable',
    access: EXTERNAL_APPS_MANAGE,
    summary: 'Accept a disabled key again',
    tags: [tag],
    params: ZKeyParams,
    response: ZPartnerKey,
  }),
  revokeKey: defineRoute({
    method: 'POST',
    path: '/external/apps/:id/keys/:keyId/revoke',
    access: EXTERNAL_APPS_MANAGE,
    summary: 'Revoke a key for good',
    tags: [tag],
    params: ZKeyParams,
    response: ZPartnerKey,
  }),
  keyUsage: defineRoute({
    method: 'GET',
    path: '/external/apps/:id/keys/:keyId/usage',
    access: EXTERNAL_APPS_VIEW,
    summary: "A key's calls per day over the last 30 days",
    tags: [tag],
    params: ZKeyParams,
    response: z.array(ZPartnerUsageDay),
  }),

  listGrants: defineRoute({
    method: 'GET',
    path: '/external/grants',
    access: EXTERNAL_GRANTS_VIEW,
    summary:
      "Partners' requests for a company's data and the grants in force (your company's; all for administrators)",
    tags: [tag],
    query: ZPartnerGrantQuery,
    response: ZPage(ZPartnerGrant),
  }),
  getGrant: defineRoute({
    method: 'GET',
    path: '/external/grants/:id',
    access: EXTERNAL_GRANTS_VIEW,
    summary: 'One request or grant',
    tags: [tag],
    params: ZIdParams,
    response: ZPartnerGrant,
  }),
  createGrant: defineRoute({
    method: 'POST',
    path: '/external/grants',
    access: EXTERNAL_APPS_MANAGE,
    summary: "File a partner's request for a company's data on its behalf (the company decides)",
    tags: [tag],
    body: ZCreatePartnerGrantBody,
    response: ZPartnerGrant,
  }),
  approveGrant: defineRoute({
    method: 'POST',
    path: '/external/grants/:id/approve',
    access: EXTERNAL_GRANTS_MANAGE,
    summary: 'Approve a request as asked or narrowed (the company whose data it is)',
    tags: [tag],
    params: ZIdParams,
    body: ZApprovePartnerGrantBody,
    response: ZPartnerGrant,
  }),
  refuseGrant: defineRoute({
    method: 'POST',
    path: '/external/grants/:id/refuse',
    access: EXTERNAL_GRANTS_MANAGE,
    summary: 'Refuse a request (the company whose data it is)',
    tags: [tag],
    params: ZIdParams,
    body: ZPartnerGrantReasonBody,
    response: ZPartnerGrant,
  }),
  revokeGrant: defineRoute({
    method: 'POST',
    path: '/external/grants/:id/revoke',
    access: EXTERNAL_GRANTS_MANAGE,
    summary: 'End a grant at once (the company, or an administrator)',
    tags: [tag],
    params: ZIdParams,
    body: ZPartnerGrantReasonBody,
    response: ZPartnerGrant,
  }),

  accessLog: defineRoute({
    method: 'GET',
    path: '/external/access-log',
    access: EXTERNAL_GRANTS_VIEW,
    summary:
      "Partner calls, newest first: every call for administrators, the calls that read your company's data for a company",
    tags: [tag],
    query: ZPartnerAccessQuery,
    response: ZPage(ZPartnerAccess),
  }),
  exportAccessLog: defineRoute({
    method: 'GET',
    path: '/external/access-log/export',
    access: EXTERNAL_GRANTS_VIEW,
    summary: 'The matching partner calls as an xlsx file (streamed, newest first)',
    tags: [tag],
    query: ZPartnerAccessExportQuery,
  }),
} as const;

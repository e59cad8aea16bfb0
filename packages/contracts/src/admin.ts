import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { ZJobStatus } from './jobs';
import { defineRoute } from './route';
import { ZText } from './rules';

export const OUTBOX_STATUSES = ['pending', 'sent', 'stored', 'failed'] as const;

export const ZOutboxItem = z.object({
  id: ZId,
  channel: z.enum(['email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** stored: no transport is configured, the message is kept here for an administrator to read. */
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  createTime: ZIsoDateTime,
  sentTime: ZIsoDateTime.nullable(),
});

export const ZApiKey = z.object({
  id: ZId,
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(z.string()),
  corpId: ZId.nullable(),
  /** The key reaches every company's data (granted by an administrator); otherwise only `corpId`'s. */
  allTenants: z.boolean(),
  createTime: ZIsoDateTime,
  expiresAt: ZIsoDateTime.nullable(),
  revokedAt: ZIsoDateTime.nullable(),
  lastUsedAt: ZIsoDateTime.nullable(),
});

/**
 * A key's scope is explicit: one company (`corpId`), or every company (`allTenants: true`), which
 * only a platform administrator may grant. Neither, or both, is refused.
 */
export const ZCreateApiKeyBody = z
  .object({
    name: ZText(100).pipe(z.string().min(1)),
    permissions: z.array(z.string()).min(1),
    corpId: ZId.nullable().default(null),
    allTenants: z.boolean().default(false),
    expiresAt: ZIsoDateTime.nullable().default(null),
  })
  .refine((key) => (key.corpId === null) === key.allTenants, {
    message: 'apiKey.scopeRequired',
    path: ['corpId'],
  });

export const ZJob = z.object({
  id: ZId,
  queue: z.string(),
  name: z.string(),
  status: ZJobStatus,
  progress: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
});

const tags = ['administration'];

export const adminRoutes = {
  outbox: defineRoute({
    method: 'GET',
    path: '/admin/outbox',
    access: 'sys.outbox.view',
    summary: 'Outgoing mail (verification codes and notices), newest first',
    tags,
    query: ZPageQuery.extend({ recipient: z.string().max(254).optional() }),
    response: ZPage(ZOutboxItem),
  }),
  listApiKeys: defineRoute({
    method: 'GET',
    path: '/admin/api-keys',
    access: 'sys.apiKey.manage',
    summary: 'API keys of external partners',
    tags,
    query: ZPageQuery,
    response: ZPage(ZApiKey),
  }),
  createApiKey: defineRoute({
    method: 'POST',
    path: '/admin/api-keys',
    access: 'sys.apiKey.manage',
    summary: 'Create an API key; the secret is returned once and stored only as a hash',
    tags,
    body: ZCreateApiKeyBody,
    response: z.object({ apiKey: ZApiKey, secret: z.string() }),
  }),
  revokeApiKey: defineRoute({
    method: 'POST',
    path: '/admin/api-keys/:id/revoke',
    access: 'sys.apiKey.manage',
    summary: 'Revoke an API key at once',
    tags,
    params: ZIdParams,
    response: ZApiKey,
  }),
  jobs: defineRoute({
    method: 'GET',
    path: '/admin/jobs',
    access: 'sys.job.view',
    summary: 'Background jobs with status and progress',
    tags,
    query: ZPageQuery.extend({ queue: z.string().max(50).optional(), status: ZJobStatus.optional() }),
    response: ZPage(ZJob),
  }),
} as const;

import { z } from 'zod';
import { ZId, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { ZJobStatus } from './jobs';
import { defineRoute } from './route';

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

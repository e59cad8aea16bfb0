import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from '../common';
import { defineRoute } from '../route';
import { tag, view, ZDateRange } from './shared';

// ---- logs (/SysLog, /SysException, /sysLogininfor)

export const ZAuditLog = z.object({
  id: ZId,
  userId: ZId.nullable(),
  account: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export const ZExceptionLog = z.object({
  id: ZId,
  requestId: z.string().nullable(),
  method: z.string().nullable(),
  url: z.string().nullable(),
  userId: ZId.nullable(),
  message: z.string(),
  stack: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export const ZLoginLog = z.object({
  id: ZId,
  account: z.string(),
  userId: ZId.nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
  createTime: ZIsoDateTime,
});

export const systemLogRoutes = {
  auditLogs: defineRoute({
    method: 'GET',
    path: '/sys/audit-logs',
    access: view('SysLog'),
    summary: 'The audit log: every change with who, what and before/after',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      entity: z.string().max(50).optional(),
      action: z.string().max(50).optional(),
      ...ZDateRange,
    }),
    response: ZPage(ZAuditLog.omit({ before: true, after: true })),
  }),
  auditLog: defineRoute({
    method: 'GET',
    path: '/sys/audit-logs/:id',
    access: view('SysLog'),
    summary: 'One audit row with the state before and after',
    tags: [tag],
    params: ZIdParams,
    response: ZAuditLog,
  }),
  exceptionLogs: defineRoute({
    method: 'GET',
    path: '/sys/exceptions',
    access: view('SysException'),
    summary: 'Unhandled errors, newest first',
    tags: [tag],
    query: ZPageQuery.extend({ keyword: z.string().trim().max(100).optional(), ...ZDateRange }),
    response: ZPage(ZExceptionLog),
  }),
  loginLogs: defineRoute({
    method: 'GET',
    path: '/sys/login-logs',
    access: view('sysLogininfor'),
    summary: 'Sign-in attempts with address, agent and result',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      success: z.enum(['true', 'false']).optional(),
      ...ZDateRange,
    }),
    response: ZPage(ZLoginLog),
  }),
} as const;

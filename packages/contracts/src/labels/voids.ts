import { z } from 'zod';
import { ZChosenId, ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from '../common';
import { pagePermission } from '../navigation';
import { ZRejectBody } from '../review';
import { defineRoute } from '../route';
import { ZText } from '../rules';
import { labelRangeSize, ZLabelCode } from './labels';

const tag = 'label voiding';
const view = pagePermission('label', '/invalidRequest');

/** DOMAIN.md: unreviewed -> passed | failed; passed -> performed | execution_error (job). */
export const VOID_STATUSES = ['unreviewed', 'passed', 'failed', 'performed', 'execution_error'] as const;
export const ZVoidStatus = z.enum(VOID_STATUSES);
/** Voiding a range larger than this is refused: split it. */
export const VOID_MAX_CODES = 10_000;

export const ZVoidRequest = z.object({
  id: ZId,
  requestNo: z.string(),
  corpId: ZId,
  corpName: z.string(),
  reason: z.string(),
  codeCount: z.number().int(),
  /** The first codes, for the list; the detail has all. */
  codes: z.array(z.string()),
  status: ZVoidStatus,
  reviewRemark: z.string().nullable(),
  failures: z.array(z.object({ code: z.string(), reason: z.string() })),
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['approve', 'reject'])),
});

export const ZVoidRequestBody = z
  .object({
    reason: ZText(500).pipe(z.string().min(1, { message: 'void.reasonRequired' })),
    codes: z.array(ZLabelCode).max(VOID_MAX_CODES).default([]),
    rangeFrom: ZLabelCode.optional(),
    rangeTo: ZLabelCode.optional(),
  })
  .refine((v) => v.codes.length > 0 || (v.rangeFrom && v.rangeTo), {
    message: 'void.codesRequired',
    path: ['codes'],
  })
  .refine((v) => (labelRangeSize(v.rangeFrom, v.rangeTo) ?? 1n) >= 1n, {
    message: 'void.rangeOrder',
    path: ['rangeTo'],
  })
  .refine((v) => (labelRangeSize(v.rangeFrom, v.rangeTo) ?? 1n) <= BigInt(VOID_MAX_CODES), {
    message: 'void.rangeTooLarge',
    path: ['rangeTo'],
  });

export const voidRequestRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/void-requests',
    access: view,
    summary: 'Void requests: your company’s, or all for reviewers',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(50).optional(),
      status: ZVoidStatus.optional(),
    }),
    response: ZPage(ZVoidRequest),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/void-requests/:id',
    access: view,
    summary: 'One void request with every code and, once executed, the codes that could not be voided',
    tags: [tag],
    params: ZIdParams,
    response: ZVoidRequest,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/void-requests',
    access: 'label.invalidRequest.manage',
    summary: 'Ask to void labels by list or range, with a reason',
    tags: [tag],
    body: ZVoidRequestBody,
    response: ZVoidRequest,
  }),
  importCodes: defineRoute({
    method: 'POST',
    path: '/void-requests/import',
    access: 'label.invalidRequest.manage',
    summary:
      'Ask to void the labels listed in an uploaded xls/xlsx (codes in the first column, title row, data from row 2, at most 10,000 rows)',
    tags: [tag],
    body: z.object({
      fileId: ZChosenId('select.fileRequired'),
      reason: ZText(500).pipe(z.string().min(1, { message: 'void.reasonRequired' })),
    }),
    response: ZVoidRequest,
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/void-requests/:id/approve',
    access: 'authenticated',
    summary: 'Approve (administrators or the reviewer of void requests); a job voids the labels',
    tags: [tag],
    params: ZIdParams,
    body: z.object({ remark: z.string().trim().max(500).nullable().default(null) }),
    response: ZVoidRequest,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/void-requests/:id/reject',
    access: 'authenticated',
    summary: 'Reject with the reason',
    tags: [tag],
    params: ZIdParams,
    body: ZRejectBody,
    response: ZVoidRequest,
  }),
};

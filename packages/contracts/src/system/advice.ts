import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from '../common';
import { defineRoute } from '../route';
import { ZText } from '../rules';
import { manage, tag, view, ZOptionalText } from './shared';

// ---- advice and feedback (/adviceFeedback)

export const ADVICE_STATUS = { unprocessed: 0, processed: 1 } as const;
export const ZAdvice = z.object({
  id: ZId,
  userId: ZId,
  account: z.string(),
  corpName: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  contact: z.string().nullable(),
  images: z.array(z.string()),
  status: z.union([z.literal(0), z.literal(1)]),
  reply: z.string().nullable(),
  processTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['process'])),
});
export const ZAdviceBody = z.object({
  title: ZText(100).pipe(z.string().min(1)),
  content: ZText(2000).pipe(z.string().min(1)),
  contact: ZOptionalText(100).default(null),
  images: z
    .array(z.string().regex(/^\/files\/[0-9a-f-]{36}$/))
    .max(9)
    .default([]),
});

export const adviceRoutes = {
  submitAdvice: defineRoute({
    method: 'POST',
    path: '/advice',
    access: view('adviceFeedback'),
    summary: 'Send advice or feedback to the platform',
    tags: [tag],
    body: ZAdviceBody,
    response: ZAdvice,
  }),
  listAdvice: defineRoute({
    method: 'GET',
    path: '/advice',
    access: view('adviceFeedback'),
    summary: 'Advice: your own, or everyone’s for those who process it',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      status: z.enum(['0', '1']).optional(),
    }),
    response: ZPage(ZAdvice),
  }),
  getAdvice: defineRoute({
    method: 'GET',
    path: '/advice/:id',
    access: view('adviceFeedback'),
    summary: 'One piece of advice',
    tags: [tag],
    params: ZIdParams,
    response: ZAdvice,
  }),
  processAdvice: defineRoute({
    method: 'POST',
    path: '/advice/:id/process',
    access: manage('adviceFeedback'),
    summary: 'Mark advice processed with a reply (0 unprocessed -> 1 processed); the sender is notified',
    tags: [tag],
    params: ZIdParams,
    body: z.object({ reply: ZText(2000).pipe(z.string().min(1)) }),
    response: ZAdvice,
  }),
} as const;

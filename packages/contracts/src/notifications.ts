import { z } from 'zod';
import { ZId, ZIdBody, ZIsoDateTime, ZUserType } from './common';
import { defineRoute } from './route';
import { ZText } from './rules';

/** status: 1 unread, 2 read. isClick: the user opened the detail (not only marked read). */
export const ZMessage = z.object({
  id: ZId,
  title: z.string(),
  content: z.string(),
  createTime: ZIsoDateTime,
  status: z.union([z.literal(1), z.literal(2)]),
  isClick: z.boolean(),
  forced: z.boolean(),
});
export type Message = z.infer<typeof ZMessage>;

export const ZMessageAudience = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  z.object({ type: z.literal('userTypes'), userTypes: z.array(ZUserType).min(1) }),
  z.object({ type: z.literal('companies'), corpIds: z.array(ZId).min(1).max(1000) }),
  z.object({ type: z.literal('users'), userIds: z.array(ZId).min(1).max(1000) }),
]);
export type MessageAudience = z.infer<typeof ZMessageAudience>;

export const ZSendMessageBody = z.object({
  title: ZText(100).pipe(z.string().min(1)),
  /** HTML; sanitised by the server before it is stored. */
  content: z.string().min(1).max(20000),
  audience: ZMessageAudience,
  forced: z.boolean().default(false),
});

export const ZMessageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.union([z.literal(1), z.literal(2)]).optional(),
});

const base = '/sysMessageNotification';
const tags = ['messages'];

export const notificationRoutes = {
  recently: defineRoute({
    method: 'POST',
    path: `${base}/messageNotificationRecently`,
    access: 'message.read',
    summary: 'Up to 3 newest unread messages and the unread count (header bell)',
    tags,
    response: z.object({ data: z.array(ZMessage), unRead: z.number().int() }),
    maintenance: 'open',
  }),
  query: defineRoute({
    method: 'POST',
    path: `${base}/queryMessageNotification`,
    access: 'message.read',
    summary: "A page of the caller's messages, newest first, with the unread count",
    tags,
    body: ZMessageQuery.optional(),
    response: z.object({
      data: z.array(ZMessage),
      unRead: z.number().int(),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
    maintenance: 'open',
  }),
  recentlyDialog: defineRoute({
    method: 'POST',
    path: `${base}/messageNotificationRecentlyDialog`,
    access: 'message.read',
    summary: 'Unread forced messages to show in the pop-up carousel',
    tags,
    response: z.object({ data: z.array(ZMessage) }),
    maintenance: 'open',
  }),
  readOne: defineRoute({
    method: 'POST',
    path: `${base}/readOne`,
    access: 'message.read',
    summary: 'Mark one message read',
    tags,
    body: ZIdBody,
    response: z.null(),
    maintenance: 'open',
  }),
  readAll: defineRoute({
    method: 'POST',
    path: `${base}/readAll`,
    access: 'message.read',
    summary: "Mark all the caller's messages read",
    tags,
    response: z.null(),
    maintenance: 'open',
  }),
  detail: defineRoute({
    method: 'PUT',
    path: `${base}/read/detail`,
    access: 'message.read',
    summary: 'Open a message: returns it and marks it read',
    tags,
    body: ZIdBody,
    response: ZMessage,
    maintenance: 'open',
  }),
  send: defineRoute({
    method: 'POST',
    path: base,
    access: 'message.send',
    summary: 'Send a message to everyone, some user types, companies or users; optionally a forced pop-up',
    tags,
    body: ZSendMessageBody,
    response: z.object({ id: ZId, recipients: z.number().int() }),
  }),
} as const;

import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDate, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { ZFileUrl } from './companies';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { defineRoute } from './route';
import { ZText } from './rules';
import { ZExportFormat } from './scan';

/**
 * Work orders (spec sections 2, 3 and 4): a company, certification body or printing factory asks the
 * platform for help; administrators assign, answer, keep internal notes and close it as processed,
 * not processed or rejected. Statuses are the spec's numbers: 0 pending, 1 processed, 2 not
 * processed, 3 rejected. Every state but pending is final.
 */

const tag = 'work orders';
/** Opening, reading and answering one's own work orders. */
export const WORK_ORDER_VIEW = pagePermission('workOrder', '/workList');
/** Handling every work order: assigning, answering, internal notes, closing, the report. */
export const WORK_ORDER_MANAGE = managePermission('workOrder', '/workList');

export const WORK_ORDER_STATUSES = [0, 1, 2, 3] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export const WORK_ORDER_PENDING = 0;
export const ZWorkOrderStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
/** The closing decisions; not processed and rejected need a reason. */
export const ZWorkOrderDecision = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  message: 'workOrder.decisionInvalid',
});

export const WORK_ORDER_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const ZWorkOrderPriority = z.enum(WORK_ORDER_PRIORITIES, { message: 'workOrder.priorityInvalid' });
export type WorkOrderPriority = z.infer<typeof ZWorkOrderPriority>;
/** How long after opening a work order of each priority should be closed; later it is overdue. */
export const WORK_ORDER_DUE_HOURS: Record<WorkOrderPriority, number> = {
  low: 120,
  normal: 72,
  high: 24,
  urgent: 4,
};

/** The dictionary (/SysDic) listing the kinds of work order. */
export const WORK_ORDER_TYPE_DICTIONARY = 'work_order_type';

/** What a work order may be about: one of the requester's own records. */
export const WORK_ORDER_LINK_TYPES = ['batch', 'labelOrder', 'certificate', 'shipment', 'apiKey'] as const;
export const ZWorkOrderLinkType = z.enum(WORK_ORDER_LINK_TYPES, { message: 'workOrder.linkTypeInvalid' });
export type WorkOrderLinkType = z.infer<typeof ZWorkOrderLinkType>;

/**
 * Why the platform opened a work order itself (decision 0031): a paid label order past its delivery
 * date, a label run or void that failed, a certification finding past its due date (the company owes
 * the corrective action, or the body owes the review of the answer), a partner key about to expire.
 */
export const WORK_ORDER_SOURCES = [
  'labelOrderOverdue',
  'labelRunFailed',
  'labelVoidFailed',
  'findingOverdue',
  'findingReviewOverdue',
  'apiKeyExpiring',
] as const;
export type WorkOrderSource = (typeof WORK_ORDER_SOURCES)[number];
/** A partner key this close to its end opens a work order for each company it reads. */
export const WORK_ORDER_KEY_EXPIRY_DAYS = 7;

export const WORK_ORDER_ACTIONS = ['edit', 'reply', 'note', 'assign', 'priority', 'close'] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

export const ZWorkOrder = z.object({
  id: ZId,
  orderNo: z.string(),
  title: z.string(),
  description: z.string(),
  status: ZWorkOrderStatus,
  /** The dictionary value and its label in the request language. */
  type: z.string(),
  typeName: z.string(),
  priority: ZWorkOrderPriority,
  /** The requesting organisation: a company, certification body or printing factory. */
  applicationCorp: z.string(),
  /** Who opened it; "System" (in the request language) when the platform did. */
  createName: z.string(),
  /** Opened by the platform, about `source`; null for the ones people open. */
  source: z.enum(WORK_ORDER_SOURCES).nullable(),
  attachments: z.array(z.string()),
  link: z.object({ type: ZWorkOrderLinkType, id: ZId, label: z.string() }).nullable(),
  assigneeId: ZId.nullable(),
  assigneeName: z.string().nullable(),
  dueTime: ZIsoDateTime,
  overdue: z.boolean(),
  firstReplyTime: ZIsoDateTime.nullable(),
  closeTime: ZIsoDateTime.nullable(),
  /** Seconds from opening to closing; null while pending. */
  processingTime: z.number().int().nullable(),
  closeReason: z.string().nullable(),
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
  /** What the caller may do now (buttons). */
  actions: z.array(z.enum(WORK_ORDER_ACTIONS)),
});
export type WorkOrder = z.infer<typeof ZWorkOrder>;

export const ZWorkOrderMessage = z.object({
  id: ZId,
  /** reply: seen by both sides; note: administrators only (never sent to the requester). */
  kind: z.enum(['reply', 'note']),
  body: z.string(),
  attachments: z.array(z.string()),
  authorName: z.string(),
  /** Written by the platform's staff (rather than by the requester). */
  fromStaff: z.boolean(),
  createTime: ZIsoDateTime,
});
export type WorkOrderMessage = z.infer<typeof ZWorkOrderMessage>;

export const ZWorkOrderDetail = ZWorkOrder.extend({ messages: z.array(ZWorkOrderMessage) });
export type WorkOrderDetail = z.infer<typeof ZWorkOrderDetail>;

const ZTitle = ZText(200).pipe(z.string().min(1, { message: 'workOrder.titleRequired' }));
const ZDescription = ZText(5000).pipe(z.string().min(1, { message: 'workOrder.descriptionRequired' }));
const ZAttachments = z.array(ZFileUrl).max(10, { message: 'workOrder.tooManyAttachments' }).default([]);

export const ZWorkOrderBody = z
  .object({
    title: ZTitle,
    description: ZDescription,
    type: z
      .string({ message: 'workOrder.typeRequired' })
      .trim()
      .min(1, { message: 'workOrder.typeRequired' })
      .max(50),
    priority: ZWorkOrderPriority.default('normal'),
    attachments: ZAttachments,
    linkType: ZWorkOrderLinkType.nullable().default(null),
    linkId: ZId.nullable().default(null),
  })
  .refine((v) => (v.linkType === null) === (v.linkId === null), {
    message: 'workOrder.linkIncomplete',
    path: ['linkId'],
  });
export type WorkOrderBody = z.infer<typeof ZWorkOrderBody>;

export const ZWorkOrderQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  status: z.coerce.number().pipe(ZWorkOrderStatus).optional(),
  type: z.string().trim().max(50).optional(),
  priority: ZWorkOrderPriority.optional(),
  /** Only the pending ones past their due time. */
  overdue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

const ZMessageBody = z.object({
  body: ZText(5000).pipe(z.string().min(1, { message: 'workOrder.messageRequired' })),
  attachments: ZAttachments,
});

export const ZWorkOrderCloseBody = z
  .object({
    status: ZWorkOrderDecision,
    reason: ZText(1000).default(''),
  })
  .refine((v) => v.status === 1 || v.reason.length > 0, {
    message: 'workOrder.reasonRequired',
    path: ['reason'],
  });

export const ZWorkOrderReportQuery = z.object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() });

const ZDurations = z.object({
  opened: z.number().int(),
  closed: z.number().int(),
  /** Medians in seconds; null when nothing was answered or closed. */
  medianFirstReply: z.number().int().nullable(),
  medianClose: z.number().int().nullable(),
});
export const ZWorkOrderReport = z.object({
  /** Per ISO week (its Monday): opened in that week, closed in that week. */
  weeks: z.array(z.object({ week: ZIsoDate, opened: z.number().int(), closed: z.number().int() })),
  types: z.array(ZDurations.extend({ type: z.string(), typeName: z.string() })),
  totals: ZDurations,
});
export type WorkOrderReport = z.infer<typeof ZWorkOrderReport>;

export const workOrderRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/work-orders',
    access: WORK_ORDER_VIEW,
    summary:
      'Work orders: the caller’s organisation’s, or every one for administrators; overdue ones first, then newest',
    tags: [tag],
    query: ZWorkOrderQuery,
    response: ZPage(ZWorkOrder),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/work-orders/:id',
    access: WORK_ORDER_VIEW,
    summary: 'One work order with its thread (internal notes only for administrators)',
    tags: [tag],
    params: ZIdParams,
    response: ZWorkOrderDetail,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/work-orders',
    access: WORK_ORDER_VIEW,
    summary: 'Open a work order, optionally about one of the organisation’s own records',
    tags: [tag],
    body: ZWorkOrderBody,
    response: ZWorkOrderDetail,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/work-orders/:id',
    access: WORK_ORDER_VIEW,
    summary: 'Change a work order (its requester, while it is pending and unanswered)',
    tags: [tag],
    params: ZIdParams,
    body: ZWorkOrderBody,
    response: ZWorkOrderDetail,
  }),
  reply: defineRoute({
    method: 'POST',
    path: '/work-orders/:id/replies',
    access: WORK_ORDER_VIEW,
    summary: 'Answer in the thread of a pending work order (the requester or an administrator)',
    tags: [tag],
    params: ZIdParams,
    body: ZMessageBody,
    response: ZWorkOrderDetail,
  }),
  note: defineRoute({
    method: 'POST',
    path: '/work-orders/:id/notes',
    access: WORK_ORDER_MANAGE,
    summary: 'Add an internal note, never shown to the requester',
    tags: [tag],
    params: ZIdParams,
    body: ZMessageBody,
    response: ZWorkOrderDetail,
  }),
  assign: defineRoute({
    method: 'POST',
    path: '/work-orders/:id/assign',
    access: WORK_ORDER_MANAGE,
    summary: 'Hand a pending work order to an administrator (null: to nobody)',
    tags: [tag],
    params: ZIdParams,
    body: z.object({ assigneeId: ZId.nullable() }),
    response: ZWorkOrderDetail,
  }),
  priority: defineRoute({
    method: 'POST',
    path: '/work-orders/:id/priority',
    access: WORK_ORDER_MANAGE,
    summary: 'Change the priority of a pending work order; its due time follows',
    tags: [tag],
    params: ZIdParams,
    body: z.object({ priority: ZWorkOrderPriority }),
    response: ZWorkOrderDetail,
  }),
  close: defineRoute({
    method: 'POST',
    path: '/work-orders/:id/close',
    access: WORK_ORDER_MANAGE,
    summary: 'Close a pending work order as processed (1), not processed (2) or rejected (3, with a reason)',
    tags: [tag],
    params: ZIdParams,
    body: ZWorkOrderCloseBody,
    response: ZWorkOrderDetail,
  }),
  linkable: defineRoute({
    method: 'GET',
    path: '/work-orders/linkable',
    access: WORK_ORDER_VIEW,
    summary: 'The caller’s own records of a kind a work order may be about, by number (at most 20)',
    tags: [tag],
    query: z.object({ type: ZWorkOrderLinkType, keyword: z.string().trim().max(100).optional() }),
    response: z.array(z.object({ value: ZId, label: z.string() })),
  }),
  assignees: defineRoute({
    method: 'GET',
    path: '/work-orders/assignees',
    access: WORK_ORDER_MANAGE,
    summary: 'The administrators a work order may be handed to',
    tags: [tag],
    response: z.array(z.object({ value: ZId, label: z.string() })),
  }),
  report: defineRoute({
    method: 'GET',
    path: '/work-orders/report',
    access: WORK_ORDER_MANAGE,
    summary:
      'Opened and closed per week, median time to first reply and to close, by type (default: the last 12 weeks)',
    tags: [tag],
    query: ZWorkOrderReportQuery,
    response: ZWorkOrderReport,
  }),
  reportExport: defineRoute({
    method: 'GET',
    path: '/work-orders/report/export',
    access: WORK_ORDER_MANAGE,
    summary: 'The work-order report as xlsx or CSV',
    tags: [tag],
    query: ZWorkOrderReportQuery.extend({ format: ZExportFormat.default('xlsx') }),
  }),
} as const;

import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from '../common';
import { ZFileUrl } from '../companies';
import { pagePermission } from '../navigation';
import { ZRejectBody } from '../review';
import { defineRoute } from '../route';
import { ZCount, ZText } from '../rules';
import { LABEL_APPLICATION_MAX, LABEL_COUNT_MULTIPLE, ZRunStatus, ZSheetType } from './labels';

const tag = 'label orders';
const view = pagePermission('label', '/applyLabel');

/** DOMAIN.md: waiting_upload -> to_be_reviewed -> passed | failed; passed -> paid -> delivered. */
export const ORDER_STATUSES = [
  'waiting_upload',
  'to_be_reviewed',
  'passed',
  'failed',
  'paid',
  'delivered',
] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export const PAYMENT_STATUSES = ['none', 'to_be_reviewed', 'failed', 'passed'] as const;
export const ORDER_ACTIONS = [
  'uploadApplication',
  'approve',
  'reject',
  'uploadReceipt',
  'approvePayment',
  'rejectPayment',
  'setDelivery',
  'download',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_TRANSITIONS = [
  { from: 'waiting_upload', action: 'uploadApplication', to: 'to_be_reviewed' },
  { from: 'failed', action: 'uploadApplication', to: 'to_be_reviewed' },
  { from: 'to_be_reviewed', action: 'approve', to: 'passed' },
  { from: 'to_be_reviewed', action: 'reject', to: 'failed' },
  // Uploading and reviewing the payment receipt keeps the order "passed" until the payment is accepted.
  { from: 'passed', action: 'uploadReceipt', to: 'passed' },
  { from: 'passed', action: 'approvePayment', to: 'paid' },
  { from: 'passed', action: 'rejectPayment', to: 'passed' },
  { from: 'paid', action: 'setDelivery', to: 'delivered' },
] as const satisfies readonly {
  from: z.infer<typeof ZOrderStatus>;
  action: OrderAction;
  to: z.infer<typeof ZOrderStatus>;
}[];

/** Labels are shipped within 15 working days of the payment receipt (spec section 9). */
export const DELIVERY_WORKING_DAYS = 15;

export const ZLabelOrder = z.object({
  id: ZId,
  orderNo: z.string(),
  corpId: ZId,
  corpName: z.string(),
  productId: ZId,
  productName: z.string(),
  sheetType: ZSheetType,
  count: z.number().int(),
  sheets: z.number().int(),
  address: z
    .object({ receiver: z.string(), phone: z.string(), region: z.string(), address: z.string() })
    .nullable(),
  applicationFiles: z.array(z.string()),
  paymentFiles: z.array(z.string()),
  remark: z.string().nullable(),
  status: ZOrderStatus,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  reviewRemark: z.string().nullable(),
  paymentRemark: z.string().nullable(),
  receiptTime: ZIsoDateTime.nullable(),
  dueDate: ZIsoDateTime.nullable(),
  /** Paid, not delivered, and past the due date. */
  overdue: z.boolean(),
  printingFactoryId: ZId.nullable(),
  printingFactoryName: z.string().nullable(),
  runId: ZId.nullable(),
  generationStatus: ZRunStatus.nullable(),
  generationProgress: z.number().int(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  deliveryDate: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  history: z.array(
    z.object({
      action: z.string(),
      fromStatus: z.string(),
      toStatus: z.string(),
      actorName: z.string().nullable(),
      remark: z.string().nullable(),
      createTime: ZIsoDateTime,
    }),
  ),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type LabelOrder = z.infer<typeof ZLabelOrder>;

export const ZCreateOrderBody = z.object({
  productId: ZId,
  sheetType: ZSheetType,
  count: ZCount('label.countNumber')
    .min(LABEL_COUNT_MULTIPLE, { message: 'label.countMultiple' })
    .max(LABEL_APPLICATION_MAX, { message: 'label.applicationMax' })
    .refine((n) => n % LABEL_COUNT_MULTIPLE === 0, { message: 'label.countMultiple' }),
  addressId: ZId,
  applicationFiles: z.array(ZFileUrl).max(10).default([]),
  remark: ZText(200).nullable().default(null),
});

/** A step of an order; who may take it (owner, reviewer, printing factory) is checked by the order's rules. */
const orderAction = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  defineRoute({
    method: 'POST',
    path: `/label-orders/:id/${path}`,
    access: 'authenticated',
    summary,
    tags: [tag],
    params: ZIdParams,
    body,
    response: ZLabelOrder,
  });

export const labelOrderRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/label-orders',
    access: view,
    summary: 'Label orders: your company’s, those a printing factory must produce, or all for reviewers',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(50).optional(),
      status: ZOrderStatus.optional(),
      overdue: z.enum(['true', 'false']).optional(),
    }),
    response: ZPage(ZLabelOrder),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/label-orders/:id',
    access: view,
    summary: 'One order with its whole history',
    tags: [tag],
    params: ZIdParams,
    response: ZLabelOrder,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/label-orders',
    access: 'label.applyLabel.manage',
    summary: 'Apply for labels (the company must be allowed to operate; limits apply)',
    tags: [tag],
    body: ZCreateOrderBody,
    response: ZLabelOrder,
  }),
  uploadApplication: orderAction(
    'application',
    'Upload the application document: the order goes to review',
    z.object({ files: z.array(ZFileUrl).min(1).max(10) }),
  ),
  approve: orderAction(
    'approve',
    'Approve the application (administrators or the reviewer of label applications)',
    z.object({ remark: z.string().trim().max(500).nullable().default(null) }),
  ),
  reject: orderAction('reject', 'Reject the application with the reason', ZRejectBody),
  uploadReceipt: orderAction(
    'receipt',
    'Upload the payment receipt; delivery is due 15 working days later',
    z.object({ files: z.array(ZFileUrl).min(1).max(10) }),
  ),
  approvePayment: orderAction(
    'payment/approve',
    'Accept the payment and hand the order to a printing factory; label generation starts',
    z.object({ printingFactoryId: ZId, remark: z.string().trim().max(500).nullable().default(null) }),
  ),
  rejectPayment: orderAction(
    'payment/reject',
    'Refuse the payment receipt with the reason; the company uploads again',
    ZRejectBody,
  ),
  download: defineRoute({
    method: 'GET',
    path: '/label-orders/:id/labels.csv',
    access: view,
    summary:
      'The generated labels of an order as CSV (excode, pcode, QR content) for its printing factory, streamed',
    tags: [tag],
    params: ZIdParams,
  }),
  sheets: defineRoute({
    method: 'GET',
    path: '/label-orders/:id/labels.pdf',
    access: view,
    summary:
      'Printable label sheets of an order (9 or 12 labels per page, QR code, serial, secret code), streamed',
    tags: [tag],
    params: ZIdParams,
  }),
  setDelivery: orderAction(
    'delivery',
    'The printing factory records the shipment; the labels become the company’s',
    z.object({
      carrier: ZText(50).pipe(z.string().min(1)),
      trackingNo: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{4,40}$/),
      deliveryDate: ZIsoDateTime,
    }),
  ),
};

import { z } from 'zod';
import { isoDateTime, ZId, ZIdParams, ZIsoDate, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { ZFileUrl } from './companies';
import { labelRangeSize, ZLabelCode, ZLabelStatus } from './labels/labels';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { defineRoute } from './route';
import { ZCount, ZText } from './rules';

const tag = 'shipments';
const viewSent = pagePermission('product', '/senderRecord');
const viewReceived = pagePermission('product', '/takerRecord');
const manageSent = managePermission('product', '/senderRecord');
const manageReceived = managePermission('product', '/takerRecord');

/**
 * Delivery and receipt of goods between companies (DOMAIN.md): sent -> received | returned.
 * The receiver confirms (received) or sends the goods back (returned, with a reason). An import
 * receipt (the receiver is an importer) takes two confirmations: the goods are counted first
 * (/confirmTake), the import documents are completed (/perfectDocuments), then the receipt is
 * confirmed (/confirmTake2). Counting and documents keep the shipment `sent`.
 */
export const SHIPMENT_STATUSES = ['sent', 'received', 'returned'] as const;
export const ZShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ZShipmentStatus>;

/** What the receiver may do; `forward` (/sendGoods) starts a new shipment from received goods. */
export const SHIPMENT_ACTIONS = [
  'confirm',
  'completeDocuments',
  'confirmImport',
  'return',
  'forward',
] as const;
export type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number];

/** The moves of a shipment; every one is the receiver's. Guards (counted, documents) are in the API. */
export const SHIPMENT_TRANSITIONS = [
  // One-step receipt, or the first (counting) step of an import receipt, which keeps it `sent`.
  { from: 'sent', action: 'confirm', to: 'received', who: 'receiver' },
  { from: 'sent', action: 'completeDocuments', to: 'sent', who: 'receiver' },
  { from: 'sent', action: 'confirmImport', to: 'received', who: 'receiver' },
  { from: 'sent', action: 'return', to: 'returned', who: 'receiver' },
] as const satisfies readonly {
  from: ShipmentStatus;
  action: Exclude<ShipmentAction, 'forward'>;
  to: ShipmentStatus;
  who: 'receiver';
}[];

/** Label states that are goods: bound to a batch (activated once the batch completes or is scanned). */
export const SHIPPABLE_LABEL_STATUSES = ['bound', 'activated'] as const;
/** At most this many labels per shipment chosen by codes or ranges (a whole batch may hold more). */
export const SHIPMENT_MAX_CODES = 10_000;
/** At most this many labels in one shipment of a whole batch. */
export const SHIPMENT_MAX_LABELS = 200_000;

/** Why a label cannot be shipped; the refusal names each code with one of these. */
export const SHIPMENT_REFUSALS = ['notHeld', 'void', 'notBound', 'inTransit'] as const;

/**
 * A weight typed by a person, in the display unit (g): spec section 5's messages for empty,
 * non-numeric and negative input (stored rounded to 5 decimals).
 */
export const ZWeightInput = z
  .string({ error: (issue) => (issue.code === 'invalid_type' ? 'weight.empty' : undefined) })
  .trim()
  .min(1, { message: 'weight.empty', abort: true })
  .refine((v) => /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v), { message: 'weight.notNumber' })
  .refine((v) => !/^-/.test(v) || /^-0*(\.0*)?$/.test(v), { message: 'weight.negative' });

export const ZShipment = z.object({
  id: ZId,
  shipmentNo: z.string(),
  status: ZShipmentStatus,
  senderCorpId: ZId,
  senderName: z.string(),
  receiverCorpId: ZId,
  receiverName: z.string(),
  /** Two-step receipt: the receiver is an importer. */
  importReceipt: z.boolean(),
  labelCount: z.number().int(),
  /** Total weight of the shipped labels in the display unit (g), exact decimal. */
  totalWeight: z.string(),
  weightUnit: z.literal('g'),
  /** The products and batches of the goods. */
  productNames: z.array(z.string()),
  batches: z.array(z.object({ id: ZId, batchNo: z.string(), status: z.string() })),
  /** Shipped from one batch (/sendGoodsInBatch). */
  batchId: ZId.nullable(),
  /** Forwarded from a received shipment (/sendGoods). */
  sourceShipmentId: ZId.nullable(),
  sourceShipmentNo: z.string().nullable(),
  carrier: z.string(),
  trackingNo: z.string().nullable(),
  shippingDate: ZIsoDateTime,
  documents: z.array(z.string()),
  remark: z.string().nullable(),
  /** What the receiver counted (import receipts: the first confirmation). */
  countedCount: z.number().int().nullable(),
  countedWeight: z.string().nullable(),
  countedTime: ZIsoDateTime.nullable(),
  /** The receipt's documents (/perfectDocuments): customs declaration and files. */
  declarationNo: z.string().nullable(),
  receiptDocuments: z.array(z.string()),
  documentsRemark: z.string().nullable(),
  documentsTime: ZIsoDateTime.nullable(),
  receivedTime: ZIsoDateTime.nullable(),
  returnReason: z.string().nullable(),
  returnedTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  /** Which side of the shipment the caller is (administrators: `observer`). */
  side: z.enum(['sender', 'receiver', 'observer']),
  actions: z.array(z.enum(SHIPMENT_ACTIONS)),
});
export type Shipment = z.infer<typeof ZShipment>;

export const ZShipmentLabel = z.object({
  excode: z.string(),
  status: ZLabelStatus,
  productName: z.string().nullable(),
  batchId: ZId.nullable(),
  batchNo: z.string().nullable(),
  batchStatus: z.string().nullable(),
  /** Display unit (g). */
  weight: z.string().nullable(),
  /** Where the label is now, seen from this shipment: still with either side, or moved on since. */
  holder: z.enum(['sender', 'receiver', 'elsewhere']),
});

/** Which labels: a list of codes and/or ranges, each range within SHIPMENT_MAX_CODES. */
const selectionFields = {
  codes: z.array(ZLabelCode).max(SHIPMENT_MAX_CODES).default([]),
  ranges: z
    .array(
      z
        .object({ from: ZLabelCode, to: ZLabelCode })
        .refine((r) => (labelRangeSize(r.from, r.to) ?? 1n) >= 1n, {
          message: 'void.rangeOrder',
          path: ['to'],
        })
        .refine((r) => (labelRangeSize(r.from, r.to) ?? 1n) <= BigInt(SHIPMENT_MAX_CODES), {
          message: 'shipment.rangeTooLarge',
          path: ['to'],
        }),
    )
    .max(100)
    .default([]),
};
const hasLabels = (v: { codes: string[]; ranges: unknown[] }) => v.codes.length > 0 || v.ranges.length > 0;
const labelsRequired = { message: 'shipment.labelsRequired', path: ['codes'] };

export const ZLabelSelection = z.object(selectionFields).refine(hasLabels, labelsRequired);

/** An optional reference typed by a person (tracking or declaration number); empty means none. */
const optionalReference = (message: 'shipment.trackingNoFormat' | 'shipment.declarationNoFormat') =>
  z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9-]{4,40})?$/, { message })
    .nullable()
    .default(null)
    .transform((v) => v || null);

/** Carrier, tracking number, date, documents and remark of a shipment. */
export const ZShippingDetails = z.object({
  receiverCorpId: ZId,
  carrier: ZText(50).pipe(z.string().min(1, { message: 'shipment.carrierRequired' })),
  trackingNo: optionalReference('shipment.trackingNoFormat'),
  shippingDate: isoDateTime('shipment.dateRequired'),
  documents: z.array(ZFileUrl).max(10).default([]),
  remark: ZText(200).nullable().default(null),
});

export const ZCreateShipmentBody = ZShippingDetails.extend(selectionFields).refine(hasLabels, labelsRequired);
export const ZBatchShipmentBody = ZShippingDetails.extend({ batchId: ZId });
/** The shipping form of the web client: a whole batch, or codes and ranges (one form for both routes). */
export const ZShipGoodsInput = z.discriminatedUnion('mode', [
  ZShippingDetails.extend({ mode: z.literal('batch'), batchId: ZId }),
  ZShippingDetails.extend({ mode: z.literal('codes'), ...selectionFields }).refine(hasLabels, labelsRequired),
]);
/** Forward received goods: all of the receipt's labels still held, or the listed ones. */
export const ZForwardShipmentBody = ZShippingDetails.extend({
  codes: z.array(ZLabelCode).max(SHIPMENT_MAX_CODES).default([]),
});

/** What a selection would ship: count and weight, or the refused codes with their reasons. */
export const ZShipmentPreview = z.object({
  labelCount: z.number().int(),
  totalWeight: z.string(),
  refused: z.array(z.object({ code: z.string(), reason: z.enum(SHIPMENT_REFUSALS) })),
});

export const ZConfirmBody = z.object({
  count: ZCount('shipment.countNumber').max(1_000_000, { message: 'shipment.countNumber' }),
  weight: ZWeightInput,
});

const listQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  status: ZShipmentStatus.optional(),
  /** The other company of the shipment. */
  corpId: ZId.optional(),
  /** Shipping date range (days, inclusive). */
  shippedFrom: ZIsoDate.optional(),
  shippedTo: ZIsoDate.optional(),
});

const receiverStep = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  defineRoute({
    method: 'POST',
    path: `/shipments/received/:id/${path}`,
    access: manageReceived,
    summary,
    tags: [tag],
    params: ZIdParams,
    body,
    response: ZShipment,
  });

export const shipmentRoutes = {
  sent: defineRoute({
    method: 'GET',
    path: '/shipments/sent',
    access: viewSent,
    summary: 'Shipments your company sent (/senderRecord); administrators see all',
    tags: [tag],
    query: listQuery,
    response: ZPage(ZShipment),
  }),
  sentOne: defineRoute({
    method: 'GET',
    path: '/shipments/sent/:id',
    access: viewSent,
    summary: 'One shipment your company sent (/sendDetails)',
    tags: [tag],
    params: ZIdParams,
    response: ZShipment,
  }),
  sentLabels: defineRoute({
    method: 'GET',
    path: '/shipments/sent/:id/labels',
    access: viewSent,
    summary: 'The labels of a shipment your company sent (/sendLabelList)',
    tags: [tag],
    params: ZIdParams,
    query: ZPageQuery.extend({ excode: z.string().trim().regex(/^\d*$/).max(20).optional() }),
    response: ZPage(ZShipmentLabel),
  }),
  received: defineRoute({
    method: 'GET',
    path: '/shipments/received',
    access: viewReceived,
    summary: 'Shipments sent to your company (/takerRecord); administrators see all',
    tags: [tag],
    query: listQuery,
    response: ZPage(ZShipment),
  }),
  receivedOne: defineRoute({
    method: 'GET',
    path: '/shipments/received/:id',
    access: viewReceived,
    summary: 'One shipment sent to your company (/takeDetails)',
    tags: [tag],
    params: ZIdParams,
    response: ZShipment,
  }),
  receivedLabels: defineRoute({
    method: 'GET',
    path: '/shipments/received/:id/labels',
    access: viewReceived,
    summary: 'The labels of a shipment sent to your company (/takeLabelList)',
    tags: [tag],
    params: ZIdParams,
    query: ZPageQuery.extend({ excode: z.string().trim().regex(/^\d*$/).max(20).optional() }),
    response: ZPage(ZShipmentLabel),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/shipments/preview',
    access: manageSent,
    summary: 'Count and weigh a selection of labels before shipping it, naming the codes that cannot go',
    tags: [tag],
    body: ZLabelSelection,
    response: ZShipmentPreview,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/shipments',
    access: manageSent,
    summary:
      'Ship labelled goods (codes and ranges you hold, bound to a batch, not void, not in transit) to a partner',
    tags: [tag],
    body: ZCreateShipmentBody,
    response: ZShipment,
  }),
  createFromBatch: defineRoute({
    method: 'POST',
    path: '/shipments/from-batch',
    access: manageSent,
    summary: 'Ship every label of one of your batches that you still hold (/sendGoodsInBatch)',
    tags: [tag],
    body: ZBatchShipmentBody,
    response: ZShipment,
  }),
  confirm: receiverStep(
    'confirm',
    'Confirm receipt with the counted quantity and weight (/confirmTake); a difference is refused',
    ZConfirmBody,
  ),
  completeDocuments: receiverStep(
    'documents',
    'Complete the documents of a receipt: customs declaration number and files (/perfectDocuments)',
    z.object({
      declarationNo: optionalReference('shipment.declarationNoFormat'),
      files: z.array(ZFileUrl).min(1, { message: 'shipment.documentsRequired' }).max(20),
      remark: ZText(200).nullable().default(null),
    }),
  ),
  confirmImport: receiverStep(
    'confirm-import',
    'Second confirmation of an import receipt, once counted and its documents completed (/confirmTake2)',
    z.object({}).default({}),
  ),
  return: receiverStep(
    'return',
    'Send the goods back with the reason; the labels return to the sender',
    z.object({
      reason: ZText(200).pipe(z.string().min(1, { message: 'shipment.returnReasonRequired' })),
    }),
  ),
  forward: receiverStep(
    'forward',
    'Ship received goods on to a partner of yours (/sendGoods): a new shipment',
    ZForwardShipmentBody,
  ),
};

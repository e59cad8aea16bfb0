import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDate, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { ZLabelCode } from './labels/labels';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { defineRoute } from './route';
import { ZEmail, ZPhone, ZText } from './rules';

/**
 * Consumers (spec section 2 "Members"): people who scan a label register as members of the
 * company behind it, review its product and send feedback (complaints); the company reads them in
 * /memberMessage, /reviewMessage (replies, hides) and /userFeedback (processes). The public calls
 * are tied to a scanned label: its company and product come from the label, never from the caller.
 */

const publicTag = 'consumers (public)';
const tag = 'members';

export const MEMBER_VIEW = pagePermission('member', '/memberMessage');
export const CONSUMER_REVIEW_VIEW = pagePermission('member', '/reviewMessage');
export const CONSUMER_REVIEW_MANAGE = managePermission('member', '/reviewMessage');
export const CONSUMER_FEEDBACK_VIEW = pagePermission('member', '/userFeedback');
export const CONSUMER_FEEDBACK_MANAGE = managePermission('member', '/userFeedback');

/** Label states a consumer can hold in hand: delivered to the company, bound to a batch, activated. */
export const CONSUMER_LABEL_STATUSES = ['assigned', 'bound', 'activated'] as const;

/** A creation-date range as the list pages send it: `createdFrom` / `createdTo` (date or date-time). */
const ZDateBound = z.union([ZIsoDate, ZIsoDateTime]);
const ZDateRange = { createdFrom: ZDateBound.optional(), createdTo: ZDateBound.optional() };
const ZKeyword = z.string().trim().max(50).optional();

// ---- members

export const MEMBER_GENDERS = ['male', 'female'] as const;
export const ZMemberGender = z.enum(MEMBER_GENDERS);
export const MEMBER_POINT_KINDS = ['register', 'scan'] as const;

export const ZMember = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  gender: ZMemberGender.nullable(),
  birthday: ZIsoDate.nullable(),
  region: z.string().nullable(),
  email: z.string().nullable(),
  points: z.number().int(),
  /** The label scanned when registering, and its product. */
  excode: z.string(),
  productId: ZId,
  productName: z.string(),
  createTime: ZIsoDateTime,
});
export type Member = z.infer<typeof ZMember>;

export const ZMemberDetail = ZMember.extend({
  pointsHistory: z.array(
    z.object({
      kind: z.enum(MEMBER_POINT_KINDS),
      points: z.number().int(),
      excode: z.string().nullable(),
      productName: z.string().nullable(),
      createTime: ZIsoDateTime,
    }),
  ),
});
export type MemberDetail = z.infer<typeof ZMemberDetail>;

export const ZMemberListQuery = ZPageQuery.extend({
  keyword: ZKeyword,
  productId: ZId.optional(),
  gender: ZMemberGender.optional(),
  ...ZDateRange,
});

const today = () => new Date().toISOString().slice(0, 10);

/** What a consumer fills in on the scan page; whether the phone is required is a /SysMemberScan setting. */
export const ZMemberRegistrationBody = z.object({
  excode: ZLabelCode,
  name: ZText(30).pipe(z.string().min(1, { message: 'consumer.nameRequired' })),
  phone: ZPhone.nullable().default(null),
  gender: ZMemberGender.nullable().default(null),
  birthday: z.iso
    .date({ message: 'consumer.birthdayFormat' })
    .refine((value) => value <= today() && value >= '1900-01-01', { message: 'consumer.birthdayRange' })
    .nullable()
    .default(null),
  region: ZText(50).nullable().default(null),
  email: ZEmail.nullable().default(null),
});
export type MemberRegistrationBody = z.input<typeof ZMemberRegistrationBody>;

export const ZMemberRegistration = z.object({
  id: ZId,
  name: z.string(),
  corpName: z.string(),
  /** Points granted for registering, and the balance. */
  granted: z.number().int(),
  points: z.number().int(),
});

export const ZScanRewardBody = z.object({ excode: ZLabelCode, phone: ZPhone });
export const ZScanReward = z.object({ granted: z.number().int(), points: z.number().int() });

// ---- reviews of products by consumers

export const CONSUMER_REVIEW_VISIBILITIES = ['visible', 'hidden'] as const;
export const ZConsumerReviewVisibility = z.enum(CONSUMER_REVIEW_VISIBILITIES);
export type ConsumerReviewVisibility = z.infer<typeof ZConsumerReviewVisibility>;
export const CONSUMER_REVIEW_ACTIONS = ['hide', 'show'] as const;
export type ConsumerReviewAction = (typeof CONSUMER_REVIEW_ACTIONS)[number];

/** Reviews are public as soon as they are written; the company may hide one and show it again. */
export const CONSUMER_REVIEW_TRANSITIONS = [
  { from: 'visible', action: 'hide', to: 'hidden' },
  { from: 'hidden', action: 'show', to: 'visible' },
] as const satisfies readonly {
  from: ConsumerReviewVisibility;
  action: ConsumerReviewAction;
  to: ConsumerReviewVisibility;
}[];

export const CONSUMER_REVIEW_TEXT_MAX = 200;
export const CONSUMER_REPLY_MAX = 500;

export const ZConsumerReview = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  productId: ZId,
  productName: z.string(),
  excode: z.string(),
  nickname: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  visibility: ZConsumerReviewVisibility,
  reply: z.string().nullable(),
  replyTime: ZIsoDateTime.nullable(),
  repliedBy: z.string().nullable(),
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['reply', ...CONSUMER_REVIEW_ACTIONS])),
});
export type ConsumerReview = z.infer<typeof ZConsumerReview>;

/** A review as anybody sees it on the scan page: no label code, no company-side fields. */
export const ZPublicReview = z.object({
  id: ZId,
  nickname: z.string().nullable(),
  rating: z.number().int(),
  content: z.string(),
  reply: z.string().nullable(),
  replyTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
});
export type PublicReview = z.infer<typeof ZPublicReview>;

export const ZConsumerReviewBody = z.object({
  excode: ZLabelCode,
  rating: z
    .number({ message: 'consumer.ratingRange' })
    .int({ message: 'consumer.ratingRange' })
    .min(1, { message: 'consumer.ratingRange' })
    .max(5, { message: 'consumer.ratingRange' }),
  content: ZText(CONSUMER_REVIEW_TEXT_MAX).pipe(z.string().min(1, { message: 'consumer.reviewRequired' })),
  nickname: ZText(20).nullable().default(null),
});
export type ConsumerReviewBody = z.input<typeof ZConsumerReviewBody>;

export const ZConsumerReviewListQuery = ZPageQuery.extend({
  keyword: ZKeyword,
  productId: ZId.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  visibility: ZConsumerReviewVisibility.optional(),
  replied: z.enum(['true', 'false']).optional(),
  ...ZDateRange,
});

export const ZReplyBody = z.object({
  reply: ZText(CONSUMER_REPLY_MAX).pipe(z.string().min(1, { message: 'consumer.replyRequired' })),
});

// ---- consumer feedback (complaints)

export const FEEDBACK_TYPES = ['quality', 'authenticity', 'logistics', 'service', 'other'] as const;
export const ZFeedbackType = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof ZFeedbackType>;

/** DOMAIN.md: feedback 0 unprocessed -> 1 processed; processed feedback stays processed. */
export const FEEDBACK_STATUS = { unprocessed: 0, processed: 1 } as const;
export type FeedbackState = keyof typeof FEEDBACK_STATUS;
export const FEEDBACK_TRANSITIONS = [
  { from: 'unprocessed', action: 'process', to: 'processed' },
] as const satisfies readonly { from: FeedbackState; action: 'process'; to: FeedbackState }[];

export const CONSUMER_FEEDBACK_TEXT_MAX = 200;

export const ZConsumerFeedback = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  productId: ZId,
  productName: z.string(),
  excode: z.string(),
  /** The label was void when the feedback was sent (often a counterfeit report). */
  labelVoid: z.boolean(),
  type: ZFeedbackType,
  content: z.string(),
  contact: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  handlingNote: z.string().nullable(),
  processedBy: z.string().nullable(),
  processTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['process'])),
});
export type ConsumerFeedback = z.infer<typeof ZConsumerFeedback>;

export const ZConsumerFeedbackBody = z.object({
  excode: ZLabelCode,
  type: ZFeedbackType,
  content: ZText(CONSUMER_FEEDBACK_TEXT_MAX).pipe(
    z.string().min(1, { message: 'consumer.feedbackRequired' }),
  ),
  contact: ZText(50).nullable().default(null),
});
export type ConsumerFeedbackBody = z.input<typeof ZConsumerFeedbackBody>;

export const ZConsumerFeedbackReceipt = z.object({ id: ZId, createTime: ZIsoDateTime });

export const ZConsumerFeedbackListQuery = ZPageQuery.extend({
  keyword: ZKeyword,
  productId: ZId.optional(),
  type: ZFeedbackType.optional(),
  status: z.enum(['0', '1']).optional(),
  ...ZDateRange,
});

export const ZProcessFeedbackBody = z.object({
  note: ZText(500).pipe(z.string().min(1, { message: 'consumer.noteRequired' })),
});

// ---- what the scan page needs to show the consumer panel

export const ZConsumerLabel = z.object({
  excode: z.string(),
  productId: ZId,
  productName: z.string(),
  corpId: ZId,
  corpName: z.string(),
  /** A void label takes feedback (a counterfeit report) but no review or registration. */
  labelVoid: z.boolean(),
  /** The /SysMemberScan setting in force (none: registration open, phone required, no points). */
  registration: z.object({
    open: z.boolean(),
    requirePhone: z.boolean(),
    registerRewardPoints: z.number().int(),
    scanRewardPoints: z.number().int(),
    dailyRewardLimit: z.number().int(),
  }),
  /** Points for scanning this label are still there to claim. */
  scanRewardAvailable: z.boolean(),
  reviews: z.object({ count: z.number().int(), average: z.number().nullable() }),
  /** This label has no review yet (one review per product item). */
  canReview: z.boolean(),
});
export type ConsumerLabel = z.infer<typeof ZConsumerLabel>;

const ZExcodeParams = z.object({ excode: ZLabelCode });
const publicWrite = { max: 10, timeWindow: '1 minute' } as const;

export const consumerRoutes = {
  label: defineRoute({
    method: 'GET',
    path: '/consumer/labels/:excode',
    access: 'public',
    summary: 'What the scan page offers for a label: its product, member registration, reviews summary',
    tags: [publicTag],
    params: ZExcodeParams,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    response: ZConsumerLabel,
  }),
  reviews: defineRoute({
    method: 'GET',
    path: '/consumer/labels/:excode/reviews',
    access: 'public',
    summary: "Visible reviews of the label's product with the company's replies, newest first",
    tags: [publicTag],
    params: ZExcodeParams,
    query: ZPageQuery.pick({ page: true, pageSize: true }),
    rateLimit: { max: 60, timeWindow: '1 minute' },
    response: ZPage(ZPublicReview),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/consumer/members',
    access: 'public',
    summary: "Register as a member of the label's company (one member per phone number and company)",
    tags: [publicTag],
    body: ZMemberRegistrationBody,
    rateLimit: publicWrite,
    response: ZMemberRegistration,
  }),
  claimScanReward: defineRoute({
    method: 'POST',
    path: '/consumer/scan-rewards',
    access: 'public',
    summary: 'A member claims the scan points of a label (once per label, within the daily limit)',
    tags: [publicTag],
    body: ZScanRewardBody,
    rateLimit: publicWrite,
    response: ZScanReward,
  }),
  review: defineRoute({
    method: 'POST',
    path: '/consumer/reviews',
    access: 'public',
    summary: "Review the label's product: 1 to 5 stars and up to 200 characters (one review per label)",
    tags: [publicTag],
    body: ZConsumerReviewBody,
    rateLimit: publicWrite,
    response: ZPublicReview,
  }),
  feedback: defineRoute({
    method: 'POST',
    path: '/consumer/feedback',
    access: 'public',
    summary: 'Send feedback or a complaint about the labelled product; the company is notified',
    tags: [publicTag],
    body: ZConsumerFeedbackBody,
    rateLimit: publicWrite,
    response: ZConsumerFeedbackReceipt,
  }),
};

export const memberRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/members',
    access: MEMBER_VIEW,
    summary: 'Members of your company (all companies for administrators)',
    tags: [tag],
    query: ZMemberListQuery,
    response: ZPage(ZMember),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/members/export',
    access: MEMBER_VIEW,
    summary: 'The members matching the filters as CSV (cells safe from spreadsheet formulas)',
    tags: [tag],
    query: ZMemberListQuery.omit({ page: true, pageSize: true }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/members/:id',
    access: MEMBER_VIEW,
    summary: 'One member with the points history',
    tags: [tag],
    params: ZIdParams,
    response: ZMemberDetail,
  }),
};

export const consumerReviewRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/product-reviews',
    access: CONSUMER_REVIEW_VIEW,
    summary: "Consumers' reviews of your products, hidden ones included",
    tags: [tag],
    query: ZConsumerReviewListQuery,
    response: ZPage(ZConsumerReview),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/product-reviews/:id',
    access: CONSUMER_REVIEW_VIEW,
    summary: 'One review',
    tags: [tag],
    params: ZIdParams,
    response: ZConsumerReview,
  }),
  reply: defineRoute({
    method: 'PUT',
    path: '/product-reviews/:id/reply',
    access: CONSUMER_REVIEW_MANAGE,
    summary: "Write or edit the company's reply (one per review, shown under it on the scan page)",
    tags: [tag],
    params: ZIdParams,
    body: ZReplyBody,
    response: ZConsumerReview,
  }),
  hide: defineRoute({
    method: 'POST',
    path: '/product-reviews/:id/hide',
    access: CONSUMER_REVIEW_MANAGE,
    summary: 'Hide a review from the scan page (visible -> hidden)',
    tags: [tag],
    params: ZIdParams,
    response: ZConsumerReview,
  }),
  show: defineRoute({
    method: 'POST',
    path: '/product-reviews/:id/show',
    access: CONSUMER_REVIEW_MANAGE,
    summary: 'Show a hidden review again (hidden -> visible)',
    tags: [tag],
    params: ZIdParams,
    response: ZConsumerReview,
  }),
};

export const consumerFeedbackRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/consumer-feedback',
    access: CONSUMER_FEEDBACK_VIEW,
    summary: "Consumers' feedback on your products (a product's alone with productId)",
    tags: [tag],
    query: ZConsumerFeedbackListQuery,
    response: ZPage(ZConsumerFeedback),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/consumer-feedback/:id',
    access: CONSUMER_FEEDBACK_VIEW,
    summary: 'One piece of feedback',
    tags: [tag],
    params: ZIdParams,
    response: ZConsumerFeedback,
  }),
  process: defineRoute({
    method: 'POST',
    path: '/consumer-feedback/:id/process',
    access: CONSUMER_FEEDBACK_MANAGE,
    summary: 'Mark feedback processed with a handling note (0 unprocessed -> 1 processed, once)',
    tags: [tag],
    params: ZIdParams,
    body: ZProcessFeedbackBody,
    response: ZConsumerFeedback,
  }),
};

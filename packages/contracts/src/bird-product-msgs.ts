import { z } from 'zod';
import { type Localized, ZId, ZIdParams } from './common';
import { ZFileUrl } from './companies';
import {
  recordManage,
  recordView,
  reviewedRecordRoutes,
  ZRecordListQuery,
  ZRecordOwnership,
} from './records-shared';
import { defineRoute } from './route';
import { ZText } from './rules';

/**
 * Bird's-nest product information sheets (/birdProductMsgList, spec section 2): what a company
 * declares about one of its bird's-nest products (origin, processing, nest type, contents), reviewed
 * through the shared workflow and shown on the scan page of the product's labels once approved.
 */
export const BIRD_PRODUCT_MSG_TAG = 'bird-product-msgs';
export const BIRD_PRODUCT_MSG_PAGE = '/birdProductMsgList';

/** The kinds of nest a product is made of. */
export const NEST_TYPES = ['house', 'cave', 'cup', 'strip', 'fragments'] as const;
export type NestType = (typeof NEST_TYPES)[number];
export const ZNestType = z.enum(NEST_TYPES, { message: 'select.required' });
export const NEST_TYPE_NAMES: Record<NestType, Localized> = {
  house: { cn: '屋燕', en: 'House nest', fr: 'Nid de maison' },
  cave: { cn: '洞燕', en: 'Cave nest', fr: 'Nid de grotte' },
  cup: { cn: '燕盏', en: 'Cup', fr: 'Coupelle' },
  strip: { cn: '燕条', en: 'Strips', fr: 'Lanières' },
  fragments: { cn: '燕碎', en: 'Fragments', fr: 'Fragments' },
};

/** Whether a number has at most one decimal (50, 50.5; not 50.05). */
export function hasAtMostOneDecimal(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}

const percent = () =>
  z
    .number({ message: 'birdProductMsg.percentNotNumber' })
    .refine(Number.isFinite, { message: 'birdProductMsg.percentNotNumber', abort: true });

/** Bird's nest content in percent: spec section 5 "at least 50%", so 50 to 100, one decimal at most. */
export const ZContentShare = percent()
  .refine((value) => value >= 50 && value <= 100, { message: 'birdProductMsg.contentShareRange' })
  .refine(hasAtMostOneDecimal, { message: 'birdProductMsg.oneDecimal' });

/** Solid content in percent: spec section 5 "greater than 0 and less than 100", one decimal at most. */
export const ZSolidContent = percent()
  .refine((value) => value > 0 && value < 100, { message: 'birdProductMsg.solidContentRange' })
  .refine(hasAtMostOneDecimal, { message: 'birdProductMsg.oneDecimal' });

const required = (max: number) => ZText(max).pipe(z.string().min(1, { message: 'field.required' }));

/** What a company writes about a product; the product is set once (a copy describes another one). */
export const ZBirdProductMsgFields = z.object({
  origin: required(100),
  processingMethod: required(200),
  nestType: ZNestType,
  contentShare: ZContentShare,
  solidContent: ZSolidContent,
  /** Photos of the product: JPG, PNG or GIF up to 5 MB each (the upload checks type and size). */
  images: z.array(ZFileUrl).max(10).default([]),
  remark: ZText(500).nullable().default(null),
});

/** A new sheet: one of the company's approved products, which has no sheet yet. */
export const ZBirdProductMsgBody = ZBirdProductMsgFields.extend({ productId: ZId });

export const ZBirdProductMsg = ZRecordOwnership.extend({
  origin: z.string(),
  processingMethod: z.string(),
  nestType: ZNestType,
  nestTypeName: z.string(),
  contentShare: z.number(),
  solidContent: z.number(),
  images: z.array(z.string()),
  remark: z.string().nullable(),
});

/**
 * The start of a new sheet copied from one of the company's sheets: its latest fields (a change
 * waiting for review included), without the product.
 */
export const ZBirdProductMsgDraft = ZBirdProductMsgFields.extend({
  sourceId: ZId,
  sourceProductId: ZId,
  sourceProductName: z.string(),
});

/** What the public scan page shows of a product's approved sheet. */
export const ZPublicBirdProductMsg = z.object({
  id: ZId,
  origin: z.string(),
  processingMethod: z.string(),
  nestType: ZNestType,
  nestTypeName: z.string(),
  contentShare: z.number(),
  solidContent: z.number(),
  /** Addressed through the scanned label. */
  images: z.array(z.string()),
  remark: z.string().nullable(),
});
export type PublicBirdProductMsg = z.infer<typeof ZPublicBirdProductMsg>;

const sheetRoutes = reviewedRecordRoutes({
  path: '/bird-product-msgs',
  page: BIRD_PRODUCT_MSG_PAGE,
  noun: "bird's nest product sheet",
  item: ZBirdProductMsg,
  create: ZBirdProductMsgBody,
  update: ZBirdProductMsgFields,
  query: ZRecordListQuery.extend({ nestType: ZNestType.optional() }),
  tag: BIRD_PRODUCT_MSG_TAG,
});

export const birdProductMsgRoutes = {
  ...sheetRoutes,
  copy: defineRoute({
    method: 'GET',
    path: '/bird-product-msgs/:id/copy',
    access: recordManage(BIRD_PRODUCT_MSG_PAGE),
    summary:
      "The fields of one of your company's sheets to start a sheet for another product (saving it with POST /bird-product-msgs creates a new sheet waiting for review)",
    tags: [BIRD_PRODUCT_MSG_TAG],
    params: ZIdParams,
    response: ZBirdProductMsgDraft,
  }),
};

/** Who may read the sheets (the list page's view permission). */
export const BIRD_PRODUCT_MSG_VIEW = recordView(BIRD_PRODUCT_MSG_PAGE);
export const BIRD_PRODUCT_MSG_MANAGE = recordManage(BIRD_PRODUCT_MSG_PAGE);

export type BirdProductMsgDraft = z.infer<typeof ZBirdProductMsgDraft>;

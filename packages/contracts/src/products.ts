import { isValidGtin } from '@trace/core/gs1';
import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZLocalized, ZPage, ZPageQuery } from './common';
import { ZFileUrl } from './companies';
import { crudRoutes } from './crud';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { PLATFORM_KEYS, ZPlatformKey } from './platform';
import { ZApproveBody, ZRejectBody, ZReviewInfo, ZReviewState } from './review';
import { defineRoute } from './route';
import { ZCount, ZText } from './rules';

const tag = 'products';
const view = (path: string) => pagePermission('product', path);
const manage = (path: string) => managePermission('product', path);

export const ZGtin = z.string().trim().refine(isValidGtin, { message: 'product.gtinInvalid' });

// ---- categories

const ZLocalizedName = z.object({
  cn: ZText(50).pipe(z.string().min(1)),
  en: ZText(80).pipe(z.string().min(1)),
  fr: ZText(80).pipe(z.string().min(1)),
});
export const ZProductCategory = z.object({
  id: ZId,
  code: z.string(),
  name: ZLocalized,
  /** The platforms the category is offered on; null: every platform. */
  platforms: z.array(ZPlatformKey).nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Labels of the category's products need an effective certificate (decision 0024). */
  certRequired: z.boolean(),
  createTime: ZIsoDateTime,
});
export const ZProductCategoryBody = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, { message: 'code.identifier' }),
  name: ZLocalizedName,
  /** The platforms to offer the category on; null or none: every platform. Left out: unchanged. */
  platforms: z.array(ZPlatformKey).max(PLATFORM_KEYS.length).nullable().optional(),
  sort: ZCount().max(9999).default(0),
  enabled: z.boolean().default(true),
  certRequired: z.boolean().default(false),
});

// ---- subclasses (main line and the second "Panda" line)

export const PRODUCT_LINES = ['main', 'panda'] as const;
export const ZProductLine = z.enum(PRODUCT_LINES);

export const ZProductSubclassBody = z.object({
  categoryId: ZId,
  line: ZProductLine.default('main'),
  name: ZText(50).pipe(z.string().min(1)),
  description: ZText(200).nullable().default(null),
  images: z.array(ZFileUrl).max(9).default([]),
});
export const ZProductSubclass = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  categoryId: ZId,
  categoryName: z.string(),
  line: ZProductLine,
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  review: ZReviewInfo,
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['edit', 'delete', 'approve', 'reject'])),
});

// ---- products

export const LISTING_STATUSES = [
  'offline',
  'online_pending_review',
  'online',
  'online_review_failed',
  'back_online_pending',
] as const;
export const ZListingStatus = z.enum(LISTING_STATUSES);
export const LISTING_ACTIONS = ['requestOnline', 'approveListing', 'rejectListing', 'takeOffline'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

/** DOMAIN.md product listing: offline -> online_pending_review -> online | online_review_failed;
 * online -> offline; offline (after having been online) -> back_online_pending -> online. */
export const LISTING_TRANSITIONS = [
  { from: 'offline', action: 'requestOnline', to: 'online_pending_review' },
  { from: 'online_review_failed', action: 'requestOnline', to: 'online_pending_review' },
  { from: 'online_pending_review', action: 'approveListing', to: 'online' },
  { from: 'online_pending_review', action: 'rejectListing', to: 'online_review_failed' },
  { from: 'online', action: 'takeOffline', to: 'offline' },
  { from: 'back_online_pending', action: 'approveListing', to: 'online' },
  { from: 'back_online_pending', action: 'rejectListing', to: 'online_review_failed' },
] as const satisfies readonly {
  from: z.infer<typeof ZListingStatus>;
  action: ListingAction;
  to: z.infer<typeof ZListingStatus>;
}[];

export const ZProductBody = z.object({
  categoryId: ZId,
  subclassId: ZId.nullable().default(null),
  productName: ZText(20).pipe(z.string().min(1)),
  replaceProductName: ZText(20).nullable().default(null),
  description: ZText(100).nullable().default(null),
  gtin: ZGtin.nullable().default(null),
  specification: ZText(100).nullable().default(null),
  images: z.array(ZFileUrl).max(9).default([]),
});
export const ZProduct = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  categoryId: ZId,
  categoryName: z.string(),
  subclassId: ZId.nullable(),
  subclassName: z.string().nullable(),
  productName: z.string(),
  replaceProductName: z.string().nullable(),
  /** replaceProductName when present, else productName: what consumers and labels show. */
  displayName: z.string(),
  description: z.string().nullable(),
  gtin: z.string().nullable(),
  specification: z.string().nullable(),
  images: z.array(z.string()),
  review: ZReviewInfo,
  listingStatus: ZListingStatus,
  listingRemark: z.string().nullable(),
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['edit', 'delete', 'approve', 'reject', ...LISTING_ACTIONS])),
});

const reviewPair = (path: string, noun: string) => ({
  approve: defineRoute({
    method: 'POST',
    path: `${path}/:id/approve`,
    access: 'authenticated',
    summary: `Approve a ${noun} (administrators or the configured reviewer role)`,
    tags: [tag],
    params: ZIdParams,
    body: ZApproveBody,
    response: z.object({ status: z.string() }),
  }),
  reject: defineRoute({
    method: 'POST',
    path: `${path}/:id/reject`,
    access: 'authenticated',
    summary: `Reject a ${noun} with the reason shown to its owner`,
    tags: [tag],
    params: ZIdParams,
    body: ZRejectBody,
    response: z.object({ status: z.string() }),
  }),
});

export const productRoutes = {
  categories: crudRoutes({
    path: '/product-categories',
    tag,
    noun: 'product category',
    item: ZProductCategory,
    create: ZProductCategoryBody,
    // The running platform's categories and those of every platform; `allPlatforms` adds the others.
    filters: { allPlatforms: z.enum(['true', 'false']).optional() },
    read: 'authenticated',
    write: manage('/productCategoryMessage'),
  }),
  subclasses: {
    list: defineRoute({
      method: 'GET',
      path: '/product-subclasses',
      access: 'authenticated',
      summary: 'Product subclasses: your own, or all for reviewers; `line` picks the product line',
      tags: [tag],
      query: ZPageQuery.extend({
        keyword: z.string().trim().max(100).optional(),
        line: ZProductLine.optional(),
        categoryId: ZId.optional(),
        reviewStatus: ZReviewState.optional(),
      }),
      response: ZPage(ZProductSubclass),
    }),
    get: defineRoute({
      method: 'GET',
      path: '/product-subclasses/:id',
      access: 'authenticated',
      summary: 'One product subclass',
      tags: [tag],
      params: ZIdParams,
      response: ZProductSubclass,
    }),
    create: defineRoute({
      method: 'POST',
      path: '/product-subclasses',
      access: manage('/productSubclassMessage'),
      summary: 'Add a product subclass; it waits for review',
      tags: [tag],
      body: ZProductSubclassBody,
      response: ZProductSubclass,
    }),
    update: defineRoute({
      method: 'PUT',
      path: '/product-subclasses/:id',
      access: manage('/productSubclassMessage'),
      summary: 'Change a product subclass through review',
      tags: [tag],
      params: ZIdParams,
      body: ZProductSubclassBody,
      response: ZProductSubclass,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: '/product-subclasses/:id',
      access: manage('/productSubclassMessage'),
      summary: 'Delete a product subclass no product uses',
      tags: [tag],
      params: ZIdParams,
      response: z.null(),
    }),
    ...reviewPair('/product-subclasses', 'product subclass'),
  },
  products: {
    list: defineRoute({
      method: 'GET',
      path: '/products',
      access: view('/productMessage'),
      summary: 'Products: your own, or all for reviewers',
      tags: [tag],
      query: ZPageQuery.extend({
        keyword: z.string().trim().max(100).optional(),
        categoryId: ZId.optional(),
        subclassId: ZId.optional(),
        reviewStatus: ZReviewState.optional(),
        listingStatus: ZListingStatus.optional(),
      }),
      response: ZPage(ZProduct),
    }),
    get: defineRoute({
      method: 'GET',
      path: '/products/:id',
      access: view('/productMessage'),
      summary: 'One product',
      tags: [tag],
      params: ZIdParams,
      response: ZProduct,
    }),
    create: defineRoute({
      method: 'POST',
      path: '/products',
      access: manage('/productMessage'),
      summary: 'Add a product; its content waits for review and it starts offline',
      tags: [tag],
      body: ZProductBody,
      response: ZProduct,
    }),
    update: defineRoute({
      method: 'PUT',
      path: '/products/:id',
      access: manage('/productMessage'),
      summary: 'Change a product through review (an approved product stays as approved until then)',
      tags: [tag],
      params: ZIdParams,
      body: ZProductBody,
      response: ZProduct,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: '/products/:id',
      access: manage('/productMessage'),
      summary: 'Delete an offline product',
      tags: [tag],
      params: ZIdParams,
      response: z.null(),
    }),
    ...reviewPair('/products', 'product'),
    listing: defineRoute({
      method: 'POST',
      path: '/products/:id/listing/:action',
      access: 'authenticated',
      summary:
        'Move the listing: requestOnline / takeOffline (the owner), approveListing / rejectListing (reviewers); anything else is refused with 409',
      tags: [tag],
      params: z.object({ id: ZId, action: z.enum(LISTING_ACTIONS) }),
      body: z.object({ remark: z.string().trim().max(500).nullable().default(null) }),
      response: ZProduct,
    }),
  },
};

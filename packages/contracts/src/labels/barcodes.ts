import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from '../common';
import { pagePermission } from '../navigation';
import { defineRoute } from '../route';
import { ZCount } from '../rules';

const tag = 'barcodes';

/** Spec section 5: fewer than 10,000 barcodes per request. */
export const BARCODE_MAX = 9_999;
export const BARCODE_STATUSES = ['generating', 'success', 'execution_error'] as const;
export const ZBarcodeSymbology = z.enum(['gs1-128', 'code128']);

export const ZBarcodeApplication = z.object({
  id: ZId,
  applicationNo: z.string(),
  corpId: ZId,
  corpName: z.string(),
  productId: ZId,
  productName: z.string(),
  symbology: ZBarcodeSymbology,
  count: z.number().int(),
  status: z.enum(BARCODE_STATUSES),
  error: z.string().nullable(),
  firstValue: z.string().nullable(),
  createTime: ZIsoDateTime,
  actions: z.array(z.enum(['download'])),
});

export const ZBarcodeApplicationBody = z.object({
  productId: ZId,
  /** Administrators apply for a company (the product's); companies apply for themselves. */
  corpId: ZId.nullable().default(null),
  symbology: ZBarcodeSymbology.default('gs1-128'),
  count: ZCount('label.countNumber')
    .min(1, { message: 'barcode.countMin' })
    .max(BARCODE_MAX, { message: 'barcode.countMax' }),
});

/** A barcode found by `GET /barcodes`. */
export const ZBarcodeHit = z.object({
  value: z.string(),
  seq: z.number().int(),
  applicationId: ZId,
  applicationNo: z.string(),
  productId: ZId,
  productName: z.string(),
  corpName: z.string(),
});

/** The shortest and longest value `GET /barcodes` searches for. */
export const BARCODE_SEARCH_VALUE = { min: 3, max: 80 } as const;

export const ZBarcodeSearchQuery = ZPageQuery.extend({
  value: z.string().trim().min(BARCODE_SEARCH_VALUE.min).max(BARCODE_SEARCH_VALUE.max).optional(),
  applicationId: ZId.optional(),
  productId: ZId.optional(),
}).refine((query) => Boolean(query.value || query.applicationId || query.productId), {
  message: 'barcode.searchCriterion',
});

export const barcodeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/barcode-applications',
    access: pagePermission('label', '/codeApplication'),
    summary: 'Barcode applications of your company (all for administrators)',
    tags: [tag],
    query: ZPageQuery.extend({ keyword: z.string().trim().max(50).optional() }),
    response: ZPage(ZBarcodeApplication),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/barcode-applications/:id',
    access: pagePermission('label', '/codeApplication'),
    summary: 'One barcode application',
    tags: [tag],
    params: ZIdParams,
    response: ZBarcodeApplication,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/barcode-applications',
    access: 'label.codeApplication.manage',
    summary: 'Apply for fewer than 10,000 barcodes of a product; a job makes them',
    tags: [tag],
    body: ZBarcodeApplicationBody,
    response: ZBarcodeApplication,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/barcode-applications/:id/barcodes.pdf',
    access: pagePermission('label', '/codeApplication'),
    summary: 'The barcodes of a finished application as printable images in a PDF, streamed',
    tags: [tag],
    params: ZIdParams,
  }),
  search: defineRoute({
    method: 'GET',
    path: '/barcodes',
    access: pagePermission('label', '/barcodeSearch'),
    summary:
      'Barcodes by value, application or product (at least one), newest application first, then in ' +
      'sequence; your company’s, all for administrators. A value alone finds the barcodes whose value, or ' +
      'whose serial (the digits after (21)), starts with it: ranges of the unique indexes on the value and ' +
      'on the application number (text sorts by code point). With an application or a product the value ' +
      'may be any part of the barcode: only that application’s or product’s barcodes are read, by the ' +
      '(application, sequence) key.',
    tags: [tag],
    query: ZBarcodeSearchQuery,
    response: ZPage(ZBarcodeHit),
  }),
};

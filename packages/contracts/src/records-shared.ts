import { z } from 'zod';
import { type Localized, ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { ZApproveBody, ZRejectBody, ZReviewInfo, ZReviewState } from './review';
import { defineRoute } from './route';

/** The traceability records of products and batches (spec section 2, "Products and batches"). */
export const RECORDS_TAG = 'records';
export const recordView = (path: string) => pagePermission('product', path);
export const recordManage = (path: string) => managePermission('product', path);

/** What the caller may do next with a reviewed record. */
export const ZRecordActions = z.array(z.enum(['edit', 'delete', 'approve', 'reject']));

/** Who owns a record and what it is about: every reviewed record item carries these. */
export const ZRecordOwnership = z.object({
  id: ZId,
  corpId: ZId,
  corpName: z.string(),
  productId: ZId,
  productName: z.string(),
  batchId: ZId.nullable(),
  batchNo: z.string().nullable(),
  review: ZReviewInfo,
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
  actions: ZRecordActions,
});

/** Filters every reviewed record list accepts. */
export const ZRecordListQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  reviewStatus: ZReviewState.optional(),
  productId: ZId.optional(),
  batchId: ZId.optional(),
});

/** A date that has happened (test dates, stage entries). */
export const ZPastDate = z.iso
  .datetime({ offset: true })
  .refine((value) => new Date(value).getTime() <= Date.now() + 60_000, { message: 'records.dateFuture' });

/**
 * The seven routes of a reviewed record: list (own, or all for reviewers), detail, add, change through
 * review, delete, approve and reject (the engine checks the reviewer role configured in /SysAudit).
 */
export function reviewedRecordRoutes<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodType,
>(options: {
  path: string;
  page: string;
  noun: string;
  item: Item;
  create: Create;
  update: Update;
  query: Query;
  /** The OpenAPI tag (records by default). */
  tag?: string;
}) {
  const { path, page, noun } = options;
  const tags = [options.tag ?? RECORDS_TAG];
  const decision = (action: 'approve' | 'reject') =>
    defineRoute({
      method: 'POST',
      path: `${path}/:id/${action}`,
      access: 'authenticated',
      summary:
        action === 'approve'
          ? `Approve a ${noun} or its waiting change (administrators or the reviewer role configured in /SysAudit)`
          : `Reject a ${noun} or its waiting change, with the reason shown to its owner`,
      tags,
      params: ZIdParams,
      body: action === 'approve' ? ZApproveBody : ZRejectBody,
      response: z.object({ status: z.string() }),
    });
  return {
    list: defineRoute({
      method: 'GET',
      path,
      access: recordView(page),
      summary: `${noun}s: your company's, or all for reviewers`,
      tags,
      query: options.query,
      response: ZPage(options.item),
    }),
    get: defineRoute({
      method: 'GET',
      path: `${path}/:id`,
      access: recordView(page),
      summary: `One ${noun} with its review history and waiting change`,
      tags,
      params: ZIdParams,
      response: options.item,
    }),
    create: defineRoute({
      method: 'POST',
      path,
      access: recordManage(page),
      summary: `Add a ${noun}; it waits for review`,
      tags,
      body: options.create,
      response: options.item,
    }),
    update: defineRoute({
      method: 'PUT',
      path: `${path}/:id`,
      access: recordManage(page),
      summary: `Change a ${noun} through review (an approved one stays visible as approved until the change is decided)`,
      tags,
      params: ZIdParams,
      body: options.update,
      response: options.item,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${path}/:id`,
      access: recordManage(page),
      summary: `Delete a ${noun}`,
      tags,
      params: ZIdParams,
      response: z.null(),
    }),
    approve: decision('approve'),
    reject: decision('reject'),
  };
}

/** Names of the record kinds, for notifications and pages. */
export const RECORD_NOUNS = {
  test_report: { cn: '检测报告', en: 'Test report', fr: "Rapport d'analyse" },
  ecological_feature: { cn: '生态特征', en: 'Ecological feature', fr: 'Caractéristique écologique' },
  science_knowledge: { cn: '科普知识', en: 'Science knowledge', fr: 'Connaissance scientifique' },
  customs_info: { cn: '通关信息', en: 'Customs clearance', fr: 'Dédouanement' },
  whole_chain_record: { cn: '全链溯源', en: 'Whole-chain record', fr: 'Traçabilité de bout en bout' },
} as const satisfies Record<string, Localized>;

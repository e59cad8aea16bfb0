import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { ecologicalFeatureRoutes, scienceKnowledgeRoutes } from './records-articles';
import { customsInfoRoutes, ZCustomsCertificate } from './records-customs';
import { RECORDS_TAG, recordManage, recordView } from './records-shared';
import { testReportRoutes, ZTestResult } from './records-test-reports';
import { wholeChainRoutes, ZProductionLine, ZWholeChainStageView } from './records-whole-chain';
import { defineRoute } from './route';
import { ZText } from './rules';

export * from './records-articles';
export * from './records-customs';
export * from './records-shared';
export * from './records-test-reports';
export * from './records-whole-chain';

// ---- what consumers see of a batch: approved versions only

export const ZPublicTestReport = z.object({
  id: ZId,
  productId: ZId,
  batchId: ZId.nullable(),
  institution: z.string(),
  reportNo: z.string(),
  testDate: ZIsoDateTime,
  result: ZTestResult,
  remark: z.string().nullable(),
  files: z.array(z.string()),
});

export const ZPublicArticle = z.object({
  id: ZId,
  productId: ZId,
  batchId: ZId.nullable(),
  title: z.string(),
  /** Cleaned HTML. */
  content: z.string(),
  images: z.array(z.string()),
});

export const ZPublicWholeChain = z.object({
  id: ZId,
  lineType: ZProductionLine,
  producer: z.string(),
  place: z.string(),
  description: z.string().nullable(),
  /** Stages of the line that have entries, in production order. */
  stages: z.array(ZWholeChainStageView),
});

export const ZPublicCustoms = z.object({
  id: ZId,
  name: z.string(),
  port: z.string(),
  portName: z.string(),
  importTime: ZIsoDateTime,
  importCorpName: z.string(),
  /** The certificates given (kinds with nothing given are left out). */
  certificates: z.array(ZCustomsCertificate),
});

/**
 * The approved traceability records of a batch, as the public scan page and the batch pages show
 * them: product-wide records plus those of this batch. A record whose change waits for review is
 * shown as approved; drafts and rejected records are not shown.
 */
export const ZPublicBatchRecords = z.object({
  testReports: z.array(ZPublicTestReport),
  wholeChain: ZPublicWholeChain.nullable(),
  customs: ZPublicCustoms.nullable(),
  ecologicalFeatures: z.array(ZPublicArticle),
  scienceKnowledge: z.array(ZPublicArticle),
});
export type PublicBatchRecords = z.infer<typeof ZPublicBatchRecords>;

// ---- batches as logistics shows them (/batchLogisticReplaceProduct)

export const ZBatchLogistics = z.object({
  id: ZId,
  batchNo: z.string(),
  corpId: ZId,
  corpName: z.string(),
  productId: ZId,
  /** The product's registered name and the name it shows (its own replacement when present). */
  productName: z.string(),
  productDisplayName: z.string(),
  /** Shown instead of the product's name for this batch in logistics. */
  replaceProductName: z.string().nullable(),
  displayName: z.string(),
  status: z.string(),
  productionDate: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
  actions: z.array(z.enum(['editReplaceName'])),
});

export const ZReplaceProductNameBody = z.object({
  replaceProductName: ZText(20).nullable().default(null),
});

/** A batch and its approved records (/birdProductMsgDetails1). */
export const ZBatchRecords = z.object({
  batch: ZBatchLogistics,
  records: ZPublicBatchRecords,
});

const batchLogisticsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/batch-logistics',
    access: recordView('/batchLogisticReplaceProduct'),
    summary: "Batches with the product name logistics shows: your company's, or all for administrators",
    tags: [RECORDS_TAG],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      productId: ZId.optional(),
      replaced: z.enum(['yes', 'no']).optional(),
    }),
    response: ZPage(ZBatchLogistics),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/batch-logistics/:id',
    access: recordView('/batchLogisticReplaceProduct'),
    summary: 'One batch with the product name logistics shows',
    tags: [RECORDS_TAG],
    params: ZIdParams,
    response: ZBatchLogistics,
  }),
  replaceProductName: defineRoute({
    method: 'POST',
    path: '/batch-logistics/:id/replace-product-name',
    access: recordManage('/batchLogisticReplaceProduct'),
    summary: 'Set (or clear, with null) the product name logistics shows for a batch of your company',
    tags: [RECORDS_TAG],
    params: ZIdParams,
    body: ZReplaceProductNameBody,
    response: ZBatchLogistics,
  }),
};

const batchRecordRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/batch-records/:batchId',
    access: recordView('/batchList'),
    summary: 'A batch with its approved test reports, whole-chain record, customs clearance and articles',
    tags: [RECORDS_TAG],
    params: z.object({ batchId: ZId }),
    response: ZBatchRecords,
  }),
};

export const recordRoutes = {
  testReports: testReportRoutes,
  ecologicalFeatures: ecologicalFeatureRoutes,
  scienceKnowledge: scienceKnowledgeRoutes,
  customsInfos: customsInfoRoutes,
  wholeChain: wholeChainRoutes,
  batchLogistics: batchLogisticsRoutes,
  batchRecords: batchRecordRoutes,
};

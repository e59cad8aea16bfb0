import type {
  CustomsCertificate,
  ProductionLine,
  WholeChainStages,
  ZArticleBody,
  ZCustomsInfoBody,
  ZTestReportBody,
  ZWholeChainBody,
} from '@trace/contracts';
import { STAGES_OF_LINE } from '@trace/contracts';
import {
  companies,
  customsInfos,
  type DbOrTx,
  ecologicalFeatures,
  scienceKnowledge,
  testReports,
  wholeChainRecords,
} from '@trace/db';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { dictLabels } from '../../lib/dictionaries';
import { fieldError } from '../../lib/errors';
import { holds } from '../../lib/principal';
import type { Reviewable } from '../../lib/review';
import {
  type ReviewedContext,
  type ReviewedResource,
  type ReviewInfoOf,
  reviewActions,
} from '../../lib/reviewed-resource';
import {
  customsInfoReview,
  ecologicalFeatureReview,
  scienceKnowledgeReview,
  testReportReview,
  wholeChainReview,
} from './reviewables';
import {
  certificateViews,
  cleanRecordHtml,
  editedId,
  hasContent,
  ownBatch,
  ownershipNames,
  ownProduct,
  recordFilters,
  stageViews,
} from './shared';

/** What each record item carries besides its own fields: ownership names, review info, next verbs. */
async function ownershipOf<
  R extends {
    id: string;
    corpId: string;
    productId: string;
    batchId: string | null;
    reviewStatus: string;
    createdAt: Date;
    updatedAt: Date;
  },
>(
  db: DbOrTx,
  rows: R[],
  info: Map<string, ReviewInfoOf>,
  ctx: ReviewedContext,
  review: Reviewable,
  manage: string,
) {
  const names = await ownershipNames(db, rows);
  const canManage = holds(ctx.principal, manage);
  return (row: R) => ({
    ...names(row),
    review: info.get(row.id)! as never,
    actions: reviewActions({ corpId: row.corpId, status: row.reviewStatus }, review, ctx, canManage),
  });
}

// ---- test reports

export const TEST_REPORT_MANAGE = 'product.testReport.manage';
type TestReportRow = typeof testReports.$inferSelect;
type TestReportBody = z.output<typeof ZTestReportBody>;

export const testReportResource: ReviewedResource<TestReportRow, unknown, TestReportBody> = {
  review: testReportReview,
  managePermission: TEST_REPORT_MANAGE,
  unique: { test_reports_corp_no_key: { path: 'reportNo', key: 'records.reportNoTaken' } },
  filter: (q) => [
    ...recordFilters(testReports, [testReports.reportNo, testReports.institution], q),
    q.result ? eq(testReports.result, q.result as string) : undefined,
  ],
  async toItems(db, rows, info, ctx) {
    const own = await ownershipOf(db, rows, info, ctx, testReportReview, TEST_REPORT_MANAGE);
    return rows.map((row) => ({
      ...own(row),
      institution: row.institution,
      reportNo: row.reportNo,
      testDate: row.testDate.toISOString(),
      result: row.result,
      remark: row.remark,
      files: row.files,
    }));
  },
  async toColumns(tx, body, ctx) {
    await ownProduct(tx, ctx, body.productId);
    if (body.batchId) await ownBatch(tx, ctx, body.batchId, body.productId);
    // A waiting change is applied later, so its number is checked now against the company's other reports.
    const self = editedId(ctx);
    const [taken] = await tx
      .select({ id: testReports.id })
      .from(testReports)
      .where(
        and(
          eq(testReports.corpId, ctx.principal.corpId ?? ''),
          eq(testReports.reportNo, body.reportNo),
          self ? ne(testReports.id, self) : undefined,
        ),
      );
    if (taken) throw fieldError('reportNo', 'records.reportNoTaken');
    return { ...body, testDate: new Date(body.testDate) };
  },
};

// ---- ecological features and science knowledge

type ArticleTable = typeof ecologicalFeatures | typeof scienceKnowledge;
type ArticleRow = ArticleTable['$inferSelect'];
type ArticleBody = z.output<typeof ZArticleBody>;

function articleResource(
  table: ArticleTable,
  review: Reviewable,
  manage: string,
): ReviewedResource<ArticleRow, unknown, ArticleBody> {
  return {
    review,
    managePermission: manage,
    filter: (q) => recordFilters(table, [table.title], q),
    async toItems(db, rows, info, ctx) {
      const own = await ownershipOf(db, rows, info, ctx, review, manage);
      return rows.map((row) => ({ ...own(row), title: row.title, content: row.content, images: row.images }));
    },
    async toColumns(tx, body, ctx) {
      await ownProduct(tx, ctx, body.productId);
      if (body.batchId) await ownBatch(tx, ctx, body.batchId, body.productId);
      const content = cleanRecordHtml(body.content);
      if (!hasContent(content)) throw fieldError('content', 'records.contentRequired');
      return { ...body, content };
    },
  };
}

export const ECOLOGICAL_MANAGE = 'product.ecologicalFeatures.manage';
export const KNOWLEDGE_MANAGE = 'product.scientificKnowledge.manage';
export const ecologicalFeatureResource = articleResource(
  ecologicalFeatures,
  ecologicalFeatureReview,
  ECOLOGICAL_MANAGE,
);
export const scienceKnowledgeResource = articleResource(
  scienceKnowledge,
  scienceKnowledgeReview,
  KNOWLEDGE_MANAGE,
);

// ---- customs clearance

export const CUSTOMS_MANAGE = 'product.circulationInformation.manage';
type CustomsRow = typeof customsInfos.$inferSelect;
type CustomsBody = Omit<z.output<typeof ZCustomsInfoBody>, 'batchId'> & { batchId?: string };

export async function toCustomsItems(
  db: DbOrTx,
  rows: CustomsRow[],
  info: Map<string, ReviewInfoOf>,
  ctx: ReviewedContext,
) {
  const own = await ownershipOf(db, rows, info, ctx, customsInfoReview, CUSTOMS_MANAGE);
  const ports = await dictLabels(
    db,
    'port',
    rows.map((row) => row.port),
    ctx.language,
  );
  return rows.map((row) => {
    const base = own(row);
    return {
      ...base,
      batchId: row.batchId,
      batchNo: base.batchNo ?? '',
      name: row.name,
      port: row.port,
      portName: ports.get(row.port) ?? row.portName,
      importTime: row.importTime.toISOString(),
      importCorpId: row.importCorpId,
      importCorpName: row.importCorpName,
      certificates: certificateViews(row.certificates, ctx.language),
    };
  });
}

export const customsInfoResource: ReviewedResource<CustomsRow, unknown, CustomsBody> = {
  review: customsInfoReview,
  managePermission: CUSTOMS_MANAGE,
  unique: { customs_infos_batch_key: { path: 'batchId', key: 'customs.batchTaken' } },
  filter: (q) => [
    ...recordFilters(
      customsInfos,
      [customsInfos.name, customsInfos.importCorpName, customsInfos.portName],
      q,
    ),
    q.port ? eq(customsInfos.port, q.port as string) : undefined,
  ],
  toItems: toCustomsItems,
  async toColumns(tx, body, ctx) {
    const columns: Record<string, unknown> = {};
    if (body.batchId) {
      const batch = await ownBatch(tx, ctx, body.batchId);
      Object.assign(columns, { batchId: batch.id, productId: batch.productId });
    }
    const portName = (await dictLabels(tx, 'port', [body.port], ctx.language)).get(body.port);
    if (!portName) throw fieldError('port', 'customs.portUnknown');
    let importCorpName = body.importCorpName;
    if (body.importCorpId) {
      const [corp] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, body.importCorpId));
      if (!corp) throw fieldError('importCorpId', 'customs.importCorpNotFound');
      importCorpName = corp.name;
    }
    const certificates: CustomsCertificate[] = [...body.certificates]
      .sort((a, b) => a.batchCustomsType - b.batchCustomsType)
      .map((entry) => ({
        batchCustomsType: entry.batchCustomsType,
        verify: entry.verify,
        num: entry.num,
        startTime: entry.startTime,
        endTime: entry.endTime,
        file: entry.file,
        images: entry.images,
      }));
    return {
      ...columns,
      name: body.name,
      port: body.port,
      portName,
      importTime: new Date(body.importTime),
      importCorpId: body.importCorpId,
      importCorpName,
      certificates,
    };
  },
};

// ---- whole-chain traceability

export const WHOLE_CHAIN_MANAGE = 'product.allRoots.manage';
type WholeChainRow = typeof wholeChainRecords.$inferSelect;
type WholeChainBody = Omit<z.output<typeof ZWholeChainBody>, 'batchId'> & { batchId?: string };

export const wholeChainResource: ReviewedResource<WholeChainRow, unknown, WholeChainBody> = {
  review: wholeChainReview,
  managePermission: WHOLE_CHAIN_MANAGE,
  unique: { whole_chain_records_batch_key: { path: 'batchId', key: 'records.wholeChainTaken' } },
  filter: (q) => [
    ...recordFilters(wholeChainRecords, [wholeChainRecords.producer, wholeChainRecords.place], q),
    q.lineType ? eq(wholeChainRecords.lineType, q.lineType as string) : undefined,
  ],
  async toItems(db, rows, info, ctx) {
    const own = await ownershipOf(db, rows, info, ctx, wholeChainReview, WHOLE_CHAIN_MANAGE);
    return rows.map((row) => {
      const base = own(row);
      return {
        ...base,
        batchId: row.batchId,
        batchNo: base.batchNo ?? '',
        lineType: row.lineType,
        producer: row.producer,
        place: row.place,
        description: row.description,
        stages: stageViews(row.lineType as ProductionLine, row.stages, ctx.language),
      };
    });
  },
  async toColumns(tx, body, ctx) {
    const columns: Record<string, unknown> = {};
    if (body.batchId) {
      const batch = await ownBatch(tx, ctx, body.batchId);
      Object.assign(columns, { batchId: batch.id, productId: batch.productId });
    }
    // Kept in production order, without empty stages.
    const stages: WholeChainStages = {};
    for (const stage of STAGES_OF_LINE[body.lineType]) {
      const entries = body.stages[stage];
      if (entries?.length) stages[stage] = entries;
    }
    return {
      ...columns,
      lineType: body.lineType,
      producer: body.producer,
      place: body.place,
      description: body.description,
      stages,
    };
  },
};

import type { Language, ProductionLine, PublicBatchRecords } from '@trace/contracts';
import { APPROVED_REVIEW_STATES } from '@trace/contracts';
import {
  customsInfos,
  type DbOrTx,
  ecologicalFeatures,
  scienceKnowledge,
  testReports,
  wholeChainRecords,
} from '@trace/db';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { dictLabels } from '../../lib/dictionaries';
import { certificateViews, stageViews } from './shared';

type ArticleTable = typeof ecologicalFeatures | typeof scienceKnowledge;

/** Records about the whole product, or about this batch of it. */
const ofBatchOrProduct = (
  table: { productId: ArticleTable['productId']; batchId: ArticleTable['batchId'] },
  batchId: string,
  productId: string,
) => and(eq(table.productId, productId), or(isNull(table.batchId), eq(table.batchId, batchId)));

async function approvedArticles(db: DbOrTx, table: ArticleTable, batchId: string, productId: string) {
  const rows = await db
    .select()
    .from(table)
    .where(
      and(
        ofBatchOrProduct(table, batchId, productId),
        inArray(table.reviewStatus, [...APPROVED_REVIEW_STATES]),
      ),
    )
    .orderBy(desc(table.createdAt));
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    batchId: row.batchId,
    title: row.title,
    content: row.content,
    images: row.images,
  }));
}

/**
 * The approved traceability records of a batch of a product: test reports and articles of the
 * product or of this batch, and the batch's whole-chain and customs records. Only approved versions:
 * a record whose change waits for review shows its approved version, drafts and rejected records
 * are left out. Names (stages, certificate kinds, port) are in `language`.
 */
export async function approvedRecordsOfBatch(
  db: DbOrTx,
  batchId: string,
  productId: string,
  language: Language = 'cn',
): Promise<PublicBatchRecords> {
  const approved = [...APPROVED_REVIEW_STATES];
  const [reports, chain, customs, ecological, knowledge] = await Promise.all([
    db
      .select()
      .from(testReports)
      .where(
        and(ofBatchOrProduct(testReports, batchId, productId), inArray(testReports.reviewStatus, approved)),
      )
      .orderBy(desc(testReports.testDate)),
    db
      .select()
      .from(wholeChainRecords)
      .where(
        and(
          eq(wholeChainRecords.batchId, batchId),
          eq(wholeChainRecords.productId, productId),
          inArray(wholeChainRecords.reviewStatus, approved),
        ),
      ),
    db
      .select()
      .from(customsInfos)
      .where(
        and(
          eq(customsInfos.batchId, batchId),
          eq(customsInfos.productId, productId),
          inArray(customsInfos.reviewStatus, approved),
        ),
      ),
    approvedArticles(db, ecologicalFeatures, batchId, productId),
    approvedArticles(db, scienceKnowledge, batchId, productId),
  ]);
  const [chainRow] = chain;
  const [customsRow] = customs;
  const ports = customsRow ? await dictLabels(db, 'port', [customsRow.port], language) : new Map();
  return {
    testReports: reports.map((row) => ({
      id: row.id,
      productId: row.productId,
      batchId: row.batchId,
      institution: row.institution,
      reportNo: row.reportNo,
      testDate: row.testDate.toISOString(),
      result: row.result as 'qualified' | 'unqualified',
      remark: row.remark,
      files: row.files,
    })),
    wholeChain: chainRow
      ? {
          id: chainRow.id,
          lineType: chainRow.lineType as ProductionLine,
          producer: chainRow.producer,
          place: chainRow.place,
          description: chainRow.description,
          stages: stageViews(chainRow.lineType as ProductionLine, chainRow.stages, language, {
            filledOnly: true,
          }),
        }
      : null,
    customs: customsRow
      ? {
          id: customsRow.id,
          name: customsRow.name,
          port: customsRow.port,
          portName: ports.get(customsRow.port) ?? customsRow.portName,
          importTime: customsRow.importTime.toISOString(),
          importCorpName: customsRow.importCorpName,
          certificates: certificateViews(customsRow.certificates, language, { providedOnly: true }),
        }
      : null,
    ecologicalFeatures: ecological,
    scienceKnowledge: knowledge,
  };
}

import { RECORD_NOUNS } from '@trace/contracts';
import {
  customsInfos,
  ecologicalFeatures,
  scienceKnowledge,
  testReports,
  wholeChainRecords,
} from '@trace/db';
import { recordCustomsEvents } from '@trace/db/epcis';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Reviewable } from '../../lib/review';

/** A record table: every one has its id, review status and company under the same names. */
type RecordTable = PgTable & { id: PgColumn; reviewStatus: PgColumn; corpId: PgColumn };

/** A record table as the shared review engine serves it; `title` names the column shown in notices. */
function recordReview(type: keyof typeof RECORD_NOUNS, table: RecordTable, title: string): Reviewable {
  return {
    type,
    noun: RECORD_NOUNS[type],
    table,
    id: table.id,
    status: table.reviewStatus,
    corpId: table.corpId,
    titleOf: (row) => String(row[title] ?? ''),
  };
}

/** The review-able tables of the records module, each served by the shared engine. */
export const testReportReview = recordReview('test_report', testReports, 'reportNo');
export const ecologicalFeatureReview = recordReview('ecological_feature', ecologicalFeatures, 'title');
export const scienceKnowledgeReview = recordReview('science_knowledge', scienceKnowledge, 'title');
/** An approved customs record is the batch's clearance: it is recorded as an EPCIS event. */
export const customsInfoReview: Reviewable = {
  ...recordReview('customs_info', customsInfos, 'name'),
  onApproved: (tx, id) => recordCustomsEvents(tx, id),
};
export const wholeChainReview = recordReview('whole_chain_record', wholeChainRecords, 'producer');

import { RECORD_NOUNS } from '@trace/contracts';
import {
  customsInfos,
  ecologicalFeatures,
  scienceKnowledge,
  testReports,
  wholeChainRecords,
} from '@trace/db';
import type { Reviewable } from '../../lib/review';

/** The review-able tables of the records module, each served by the shared engine. */
export const testReportReview: Reviewable = {
  type: 'test_report',
  noun: RECORD_NOUNS.test_report,
  table: testReports,
  id: testReports.id,
  status: testReports.reviewStatus,
  corpId: testReports.corpId,
  titleOf: (row) => String(row.reportNo ?? ''),
};

export const ecologicalFeatureReview: Reviewable = {
  type: 'ecological_feature',
  noun: RECORD_NOUNS.ecological_feature,
  table: ecologicalFeatures,
  id: ecologicalFeatures.id,
  status: ecologicalFeatures.reviewStatus,
  corpId: ecologicalFeatures.corpId,
  titleOf: (row) => String(row.title ?? ''),
};

export const scienceKnowledgeReview: Reviewable = {
  type: 'science_knowledge',
  noun: RECORD_NOUNS.science_knowledge,
  table: scienceKnowledge,
  id: scienceKnowledge.id,
  status: scienceKnowledge.reviewStatus,
  corpId: scienceKnowledge.corpId,
  titleOf: (row) => String(row.title ?? ''),
};

export const customsInfoReview: Reviewable = {
  type: 'customs_info',
  noun: RECORD_NOUNS.customs_info,
  table: customsInfos,
  id: customsInfos.id,
  status: customsInfos.reviewStatus,
  corpId: customsInfos.corpId,
  titleOf: (row) => String(row.name ?? ''),
};

export const wholeChainReview: Reviewable = {
  type: 'whole_chain_record',
  noun: RECORD_NOUNS.whole_chain_record,
  table: wholeChainRecords,
  id: wholeChainRecords.id,
  status: wholeChainRecords.reviewStatus,
  corpId: wholeChainRecords.corpId,
  titleOf: (row) => String(row.producer ?? ''),
};

import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common';
import { ZFileUrl } from './companies';
import { reviewedRecordRoutes, ZPastDate, ZRecordListQuery, ZRecordOwnership } from './records-shared';
import { ZText } from './rules';

/** The conclusion of a test report. */
export const TEST_RESULTS = ['qualified', 'unqualified'] as const;
export const ZTestResult = z.enum(TEST_RESULTS);

/** A test report of a product, or of one batch of it (/testReport). */
export const ZTestReportBody = z.object({
  productId: ZId,
  /** The batch tested; null for a report about the product as a whole. */
  batchId: ZId.nullable().default(null),
  institution: ZText(100).pipe(z.string().min(1)),
  reportNo: ZText(50).pipe(z.string().min(1)),
  testDate: ZPastDate,
  result: ZTestResult,
  remark: ZText(500).nullable().default(null),
  /** The report itself: PDF or photos of its pages. */
  files: z.array(ZFileUrl).min(1).max(10),
});

export const ZTestReport = ZRecordOwnership.extend({
  institution: z.string(),
  reportNo: z.string(),
  testDate: ZIsoDateTime,
  result: ZTestResult,
  remark: z.string().nullable(),
  files: z.array(z.string()),
});

export const testReportRoutes = reviewedRecordRoutes({
  path: '/test-reports',
  page: '/testReport',
  noun: 'test report',
  item: ZTestReport,
  create: ZTestReportBody,
  update: ZTestReportBody,
  query: ZRecordListQuery.extend({ result: ZTestResult.optional() }),
});

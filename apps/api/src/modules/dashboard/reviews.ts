import type { ReviewQueue } from '@trace/contracts';
import { type DbOrTx, labelOrders, traceabilityApplications, voidRequests } from '@trace/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Reviewable, reviewStateOf } from '../../lib/review';
import { certificateReview, companyReview, productReview, subclassReview } from '../companies/reviewables';
import {
  customsInfoReview,
  ecologicalFeatureReview,
  scienceKnowledgeReview,
  testReportReview,
  wholeChainReview,
} from '../records/reviewables';

interface Queue {
  queue: ReviewQueue;
  page: string;
  table: PgTable;
  waiting: SQL;
}

/** A review-workflow table waits for a reviewer while a submission or a change is unreviewed. */
function workflowQueue(queue: ReviewQueue, page: string, resource: Reviewable): Queue {
  const names = (['unreviewed', 'modification_pending'] as const).map(
    (state) => resource.names?.[state] ?? state,
  );
  // Guard against a table whose words for the states drift from the workflow's.
  for (const name of names) if (!reviewStateOf(resource, name)) throw new Error(`${queue}: unknown ${name}`);
  return { queue, page, table: resource.table, waiting: inArray(resource.status as PgColumn, names) };
}

/**
 * Every queue an administrator reviews, with the menu page it is worked on. Order: the company first,
 * then what it publishes, then its requests for labels and traceability.
 */
const QUEUES: Queue[] = [
  workflowQueue('company', '/companyInformationList', companyReview),
  workflowQueue('product', '/productMessage', productReview),
  workflowQueue('product_subclass', '/productSubclassMessage', subclassReview),
  workflowQueue('honour_certificate', '/honorCertificateMessage', certificateReview),
  workflowQueue('test_report', '/testReport', testReportReview),
  workflowQueue('customs_info', '/circulationInformation', customsInfoReview),
  workflowQueue('whole_chain_record', '/allRoots', wholeChainReview),
  workflowQueue('ecological_feature', '/ecologicalFeatures', ecologicalFeatureReview),
  workflowQueue('science_knowledge', '/scientificKnowledge', scienceKnowledgeReview),
  {
    queue: 'traceability_application',
    page: '/rootsApply',
    table: traceabilityApplications,
    waiting: eq(traceabilityApplications.status, 'traceability_pending'),
  },
  {
    queue: 'label_order',
    page: '/applyLabel',
    table: labelOrders,
    waiting: eq(labelOrders.status, 'to_be_reviewed'),
  },
  {
    // An approved order's payment receipt, uploaded and not decided yet.
    queue: 'label_payment',
    page: '/applyLabel',
    table: labelOrders,
    waiting: and(eq(labelOrders.status, 'passed'), eq(labelOrders.paymentStatus, 'to_be_reviewed'))!,
  },
  {
    queue: 'void_request',
    page: '/invalidRequest',
    table: voidRequests,
    waiting: eq(voidRequests.status, 'unreviewed'),
  },
];

/** The size of every review queue (zeros included: the page decides what to show), in one round trip. */
export async function pendingReviews(db: DbOrTx) {
  const branches = QUEUES.map(
    (queue, index) =>
      sql`select ${index}::int as queue, count(*)::int as count from ${queue.table} where ${queue.waiting}`,
  );
  // UNION ALL does not promise its branches' order: each row says which queue it counts.
  const rows = await db.execute<{ queue: number; count: number }>(sql.join(branches, sql` union all `));
  const byIndex = new Map(rows.map((row) => [Number(row.queue), Number(row.count)]));
  return QUEUES.map((queue, index) => ({
    queue: queue.queue,
    page: queue.page,
    count: byIndex.get(index) ?? 0,
  }));
}

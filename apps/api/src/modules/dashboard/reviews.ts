import {
  BIRD_HOUSE_PAGE,
  BIRD_HOUSE_VIEW,
  BIRD_PRODUCT_MSG_PAGE,
  BIRD_PRODUCT_MSG_VIEW,
  type ReviewQueue,
} from '@trace/contracts';
import { type DbOrTx, labelOrders, traceabilityApplications, voidRequests } from '@trace/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { holds, type Principal } from '../../lib/principal';
import { type Reviewable, reviewStateOf } from '../../lib/review';
import { birdHouseReview } from '../bird-houses/reviewables';
import { birdProductMsgReview } from '../bird-product-msgs/access';
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
  /** A variant's queue: counted only for a reviewer holding its page's permission (on its platforms). */
  permission?: string;
}

/** A review-workflow table waits for a reviewer while a submission or a change is unreviewed. */
function workflowQueue(queue: ReviewQueue, page: string, resource: Reviewable, permission?: string): Queue {
  const names = (['unreviewed', 'modification_pending'] as const).map(
    (state) => resource.names?.[state] ?? state,
  );
  // Guard against a table whose words for the states drift from the workflow's.
  for (const name of names) if (!reviewStateOf(resource, name)) throw new Error(`${queue}: unknown ${name}`);
  return {
    queue,
    page,
    table: resource.table,
    waiting: inArray(resource.status as PgColumn, names),
    permission,
  };
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
  workflowQueue('bird_house', BIRD_HOUSE_PAGE, birdHouseReview, BIRD_HOUSE_VIEW),
  workflowQueue('bird_product_msg', BIRD_PRODUCT_MSG_PAGE, birdProductMsgReview, BIRD_PRODUCT_MSG_VIEW),
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

/**
 * The size of every review queue of the platform (zeros included: the page decides what to show), in
 * one round trip. A variant's queue is left out where the platform does not have its page.
 */
export async function pendingReviews(db: DbOrTx, principal: Principal) {
  const queues = QUEUES.filter((queue) => !queue.permission || holds(principal, queue.permission));
  const branches = queues.map(
    (queue, index) =>
      sql`select ${index}::int as queue, count(*)::int as count from ${queue.table} where ${queue.waiting}`,
  );
  // UNION ALL does not promise its branches' order: each row says which queue it counts.
  const rows = await db.execute<{ queue: number; count: number }>(sql.join(branches, sql` union all `));
  const byIndex = new Map(rows.map((row) => [Number(row.queue), Number(row.count)]));
  return queues.map((queue, index) => ({
    queue: queue.queue,
    page: queue.page,
    count: byIndex.get(index) ?? 0,
  }));
}

import { ROUTES } from '@trace/contracts';
import { customsInfos } from '@trace/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { requestContext } from '../../lib/request-context';
import { canReview, reviewInfos } from '../../lib/review';
import { type ReviewInfoOf, registerReviewedResource } from '../../lib/reviewed-resource';
import { registerRoute } from '../../lib/route';
import { ownCompanyCondition } from '../../lib/tenancy';
import { batchRecords, getBatchLogistics, listBatchLogistics, replaceProductName } from './batches';
import {
  customsInfoResource,
  ecologicalFeatureResource,
  scienceKnowledgeResource,
  testReportResource,
  toCustomsItems,
  wholeChainResource,
} from './resources';
import { customsInfoReview } from './reviewables';

/**
 * Traceability records of products and batches: test reports, ecological features, science
 * knowledge, customs clearance and whole-chain records (all reviewed through the shared workflow),
 * the product name logistics shows for a batch, and a batch with its approved records.
 */
export async function recordRoutes(app: FastifyInstance) {
  const r = ROUTES.records;
  registerReviewedResource(app, r.testReports, testReportResource);
  registerReviewedResource(app, r.ecologicalFeatures, ecologicalFeatureResource);
  registerReviewedResource(app, r.scienceKnowledge, scienceKnowledgeResource);
  registerReviewedResource(app, r.customsInfos, customsInfoResource);
  registerReviewedResource(app, r.wholeChain, wholeChainResource);

  registerRoute(app, r.customsInfos.byBatch, async (request) => {
    const principal = request.principal!;
    const ctx = {
      ...requestContext(request),
      request,
      reviewer: await canReview(app.db, principal, 'customs_info'),
    };
    const [row] = await app.db
      .select()
      .from(customsInfos)
      .where(
        and(
          eq(customsInfos.batchId, request.params.batchId),
          ctx.reviewer ? undefined : ownCompanyCondition(principal, customsInfos.corpId),
        ),
      );
    if (!row) throw notFound();
    const info = await reviewInfos(app.db, customsInfoReview, [{ id: row.id, status: row.reviewStatus }]);
    return (await toCustomsItems(app.db, [row], info as Map<string, ReviewInfoOf>, ctx))[0]!;
  });

  registerRoute(app, r.batchLogistics.list, async (request) =>
    listBatchLogistics(app.db, request.principal!, request.query),
  );
  registerRoute(app, r.batchLogistics.get, async (request) =>
    getBatchLogistics(app.db, request.principal!, request.params.id),
  );
  registerRoute(app, r.batchLogistics.replaceProductName, async (request) =>
    replaceProductName(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      request.body.replaceProductName,
    ),
  );
  registerRoute(app, r.batchRecords.get, async (request) =>
    batchRecords(app.db, request.principal!, request.params.batchId, request.language),
  );
}

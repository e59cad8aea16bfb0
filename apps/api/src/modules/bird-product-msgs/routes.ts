import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { registerReviewedResource } from '../../lib/reviewed-resource';
import { registerRoute } from '../../lib/route';
import { birdProductMsgResource, copyDraft } from './service';

/**
 * Bird's-nest product information sheets (/birdProductMsgList): one per approved product of a
 * company, reviewed through the shared workflow, copied from one of the company's sheets to start
 * another product's, shown on the scan page once approved.
 */
export async function birdProductMsgRoutes(app: FastifyInstance) {
  const r = ROUTES.birdProductMsgs;
  registerReviewedResource(app, r, birdProductMsgResource);
  registerRoute(app, r.copy, async (request) => copyDraft(app.db, request.principal!, request.params.id));
}

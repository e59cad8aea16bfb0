import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { registerCrud } from '../../lib/crud';
import { requestContext } from '../../lib/request-context';
import { canReview, reviewInfo } from '../../lib/review';
import { registerReviewedResource } from '../../lib/reviewed-resource';
import { registerRoute } from '../../lib/route';
import { productReview } from '../companies/reviewables';
import { moveListing } from './listing';
import { categoryResource, productResource, subclassResource, toProducts } from './resources';

export async function productRoutes(app: FastifyInstance) {
  const p = ROUTES.products;
  registerCrud(app, p.categories, categoryResource);
  registerReviewedResource(app, p.subclasses, subclassResource);
  registerReviewedResource(app, p.products, productResource);
  registerRoute(app, p.products.listing, async (request) => {
    const row = await moveListing(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      request.params.action,
      request.body.remark,
    );
    const ctx = {
      ...requestContext(request),
      request,
      reviewer: await canReview(app.db, request.principal, 'product'),
    };
    const info = new Map([[row.id, await reviewInfo(app.db, productReview, row.id, row.reviewStatus)]]);
    return (await toProducts(app.db, [row], info, ctx))[0]!;
  });
}

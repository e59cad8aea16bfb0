import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { registerReviewedResource } from '../../lib/reviewed-resource';
import { registerRoute } from '../../lib/route';
import { addHarvest, listHarvests, removeHarvest } from './harvests';
import { birdHouseResource, houseOptions } from './service';

/**
 * Bird houses (/yanHouseList, decision 0033): registered by producers and reviewed through the shared
 * workflow; passed houses record their harvests.
 */
export async function birdHouseRoutes(app: FastifyInstance) {
  const r = ROUTES.birdHouses;
  registerRoute(app, r.options, async (request) =>
    houseOptions(app.db, request.principal!.corpId, request.query.keyword),
  );
  registerReviewedResource(app, r, birdHouseResource);
  registerRoute(app, r.harvests, async (request) =>
    listHarvests(app.db, request.principal!, request.language, request.params.id, request.query),
  );
  registerRoute(app, r.addHarvest, async (request) =>
    addHarvest(
      app.db,
      request.principal!,
      actorOf(request),
      request.language,
      request.params.id,
      request.body,
    ),
  );
  registerRoute(app, r.removeHarvest, async (request) =>
    removeHarvest(app.db, request.principal!, actorOf(request), request.params.id, request.params.harvestId),
  );
}

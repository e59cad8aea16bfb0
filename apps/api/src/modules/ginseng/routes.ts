import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../lib/crud';
import { requestContext as ctx } from '../../lib/request-context';
import { registerRoute } from '../../lib/route';
import { findFarm, findPlot } from './access';
import * as queries from './queries';
import * as ginseng from './service';

/** American ginseng information (/ginsengInformation): farms, their plots and cultivation records. */
export async function ginsengRoutes(app: FastifyInstance) {
  const r = ROUTES.ginseng;
  const { db } = app;
  registerCrud(app, r.farms, ginseng.farmResource);
  registerRoute(app, r.plots, async (request) => {
    const farm = await findFarm(db, request.principal!, request.params.id);
    return queries.plotsOfFarm(db, farm.id);
  });
  registerRoute(app, r.createPlot, (request) =>
    ginseng.createPlot(ctx(request), request.params.id, request.body),
  );
  registerRoute(app, r.plotOptions, (request) =>
    queries.plotOptions(db, request.principal!, request.query.keyword),
  );
  registerRoute(app, r.updatePlot, (request) =>
    ginseng.updatePlot(ctx(request), request.params.id, request.body),
  );
  registerRoute(app, r.removePlot, (request) => ginseng.removePlot(ctx(request), request.params.id));
  registerRoute(app, r.records, async (request) => {
    const plot = await findPlot(db, request.principal!, request.params.id);
    return queries.recordsOfPlot(db, plot.id);
  });
  registerRoute(app, r.createRecord, (request) =>
    ginseng.createRecord(ctx(request), request.params.id, request.body),
  );
  registerRoute(app, r.removeRecord, (request) => ginseng.removeRecord(ctx(request), request.params.id));
}

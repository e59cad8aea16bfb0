import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import { sendTable } from '../scan/export';
import * as stats from './service';

/** Scan statistics (/getProduct, /getScanRegion): tables, charts' series and exports. */
export async function scanStatsRoutes(app: FastifyInstance) {
  const r = ROUTES.scanStats;
  registerRoute(app, r.options, (request) => stats.filterOptions(app.db, request.principal!, request.query));
  registerRoute(app, r.products, (request) => stats.productStats(app.db, request.principal!, request.query));
  registerRoute(app, r.daily, (request) => stats.dailyStats(app.db, request.principal!, request.query));
  registerRoute(app, r.regions, (request) =>
    stats.regionStats(app.db, request.principal!, request.language, request.query),
  );
  registerRoute(app, r.exportProducts, async (request, reply) => {
    const { format, ...filters } = request.query;
    const { header, rows } = await stats.productStatsTable(
      app.db,
      request.principal!,
      request.language,
      filters,
    );
    return sendTable(reply, format, 'product-scans', header, rows);
  });
  registerRoute(app, r.exportRegions, async (request, reply) => {
    const { format, ...filters } = request.query;
    const { header, rows } = await stats.regionStatsTable(
      app.db,
      request.principal!,
      request.language,
      filters,
    );
    return sendTable(reply, format, 'region-scans', header, rows);
  });
}

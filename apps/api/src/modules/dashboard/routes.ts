import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import { dashboard } from './service';

/** The home page's key figures for the caller's kind of user. */
export async function dashboardRoutes(app: FastifyInstance) {
  registerRoute(app, ROUTES.dashboard.read, (request) => dashboard(app.db, request.principal!));
}

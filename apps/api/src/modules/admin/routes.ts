import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as admin from './service';

const routes = ROUTES.admin;

export async function adminRoutes(app: FastifyInstance) {
  registerRoute(app, routes.outbox, (request) => admin.listOutbox(app.db, request.query));
  registerRoute(app, routes.jobs, (request) => admin.listJobs(app.db, request.query));
}

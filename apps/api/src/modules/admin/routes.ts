import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { registerRoute } from '../../lib/route';
import * as admin from './service';

const routes = ROUTES.admin;

export async function adminRoutes(app: FastifyInstance) {
  registerRoute(app, routes.outbox, (request) => admin.listOutbox(app.db, request.query));
  registerRoute(app, routes.listApiKeys, (request) => admin.listApiKeys(app.db, request.query));
  registerRoute(app, routes.createApiKey, (request) =>
    admin.createApiKey(app.db, actorOf(request), request.body, {
      mayGrantAllTenants: request.principal?.kind === 'user' && request.principal.userType === 'admin',
    }),
  );
  registerRoute(app, routes.revokeApiKey, (request) =>
    admin.revokeApiKey(app.db, actorOf(request), request.params.id),
  );
  registerRoute(app, routes.jobs, (request) => admin.listJobs(app.db, request.query));
}

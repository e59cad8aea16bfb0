import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { registerRoute } from '../../lib/route';
import { userOf } from '../session/routes';
import * as notifications from './service';

const routes = ROUTES.notifications;

export async function notificationRoutes(app: FastifyInstance) {
  registerRoute(app, routes.recently, (request) =>
    notifications.recentUnread(app.db, userOf(request), request.language),
  );
  registerRoute(app, routes.query, (request) =>
    notifications.query(app.db, userOf(request), request.language, request.body ?? { page: 1, pageSize: 20 }),
  );
  registerRoute(app, routes.recentlyDialog, (request) =>
    notifications.forcedUnread(app.db, userOf(request), request.language),
  );
  registerRoute(app, routes.readOne, (request) =>
    notifications.readOne(app.db, userOf(request), request.body.id),
  );
  registerRoute(app, routes.readAll, (request) => notifications.readAll(app.db, userOf(request)));
  registerRoute(app, routes.detail, (request) =>
    notifications.openDetail(app.db, userOf(request), request.language, request.body.id),
  );
  registerRoute(app, routes.send, (request) => notifications.send(app.db, actorOf(request), request.body));
}

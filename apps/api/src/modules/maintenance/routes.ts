import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { registerRoute } from '../../lib/route';
import { getWindow, listWindows, noticesOf } from './queries';
import { cancelWindow, createWindow, updateWindow } from './service';

/** Maintenance windows (/maintenance) and the notices the shell shows. */
export async function maintenanceRoutes(app: FastifyInstance) {
  const r = ROUTES.maintenance;
  const { db } = app;
  const gate = app.maintenanceGate;
  /** After a change, this process's write check sees it at once. */
  const thenForget = async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    gate.forget();
    return result;
  };

  registerRoute(app, r.list, (request) => listWindows(db, request.query));
  registerRoute(app, r.get, (request) => getWindow(db, request.params.id));
  registerRoute(app, r.create, (request) => thenForget(createWindow(db, actorOf(request), request.body)));
  registerRoute(app, r.update, (request) =>
    thenForget(updateWindow(db, actorOf(request), request.params.id, request.body)),
  );
  registerRoute(app, r.cancel, (request) =>
    thenForget(cancelWindow(db, actorOf(request), request.params.id)),
  );
  registerRoute(app, r.notices, async (request) =>
    noticesOf(await gate.upcoming(), request.language, gate.clock()),
  );
}

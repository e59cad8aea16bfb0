import { type BatchLine, ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { registerRoute } from '../../lib/route';
import * as batches from './batches';
import * as bindLogs from './bind-logs';
import * as binding from './binding';
import * as rawMaterialUses from './raw-material-uses';
import * as rawMaterial from './raw-materials';

/** The batches of one product line: the same mechanism for the main line and the second one. */
function lineRoutes(app: FastifyInstance, line: BatchLine) {
  const r = ROUTES.batches[line];
  registerRoute(app, r.list, (request) => batches.list(app.db, request.principal!, line, request.query));
  registerRoute(app, r.get, (request) => batches.get(app.db, request.principal!, line, request.params.id));
  registerRoute(app, r.create, (request) =>
    batches.create(app.db, request.principal!, actorOf(request), line, request.body),
  );
  registerRoute(app, r.update, (request) =>
    batches.update(app.db, request.principal!, actorOf(request), line, request.params.id, request.body),
  );
  registerRoute(app, r.remove, (request) =>
    batches.remove(app.db, request.principal!, actorOf(request), line, request.params.id),
  );
  registerRoute(app, r.complete, (request) =>
    batches.complete(app.db, request.principal!, actorOf(request), line, request.params.id),
  );
  registerRoute(app, r.bind, (request) =>
    binding.bind(app.db, request.principal!, actorOf(request), line, request.params.id, request.body),
  );
  registerRoute(app, r.importBind, (request) =>
    binding.bindFromFile(
      app.db,
      app.storage,
      request.principal!,
      actorOf(request),
      line,
      request.params.id,
      request.body,
    ),
  );
  registerRoute(app, r.labels, (request) =>
    bindLogs.boundLabels(app.db, request.principal!, line, request.params.id, request.query),
  );
  registerRoute(app, r.bindLogs, (request) =>
    bindLogs.bindLogs(app.db, request.principal!, line, request.query),
  );
  registerRoute(app, r.bindLog, (request) =>
    bindLogs.bindLog(app.db, request.principal!, line, request.params.id),
  );
}

export async function batchRoutes(app: FastifyInstance) {
  lineRoutes(app, 'main');
  lineRoutes(app, 'panda');
  const r = ROUTES.batches;
  registerRoute(app, r.useRawMaterial, (request) =>
    rawMaterial.useRawMaterial(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, r.batchUses, (request) =>
    rawMaterialUses.batchUses(app.db, request.principal!, request.params.id, request.query),
  );
  registerRoute(app, r.rawMaterials, (request) =>
    rawMaterial.listRawMaterials(app.db, request.principal!, request.query),
  );
  registerRoute(app, r.stockIn, (request) =>
    rawMaterial.stockIn(app.db, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, r.uses, (request) =>
    rawMaterialUses.listUses(app.db, request.principal!, request.query),
  );
  registerRoute(app, r.useSummary, (request) =>
    rawMaterialUses.useSummary(app.db, request.principal!, request.query),
  );
}

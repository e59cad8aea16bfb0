import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { registerRoute } from '../../lib/route';
import * as queries from './queries';
import * as shipments from './service';

/** Delivery and receipt of goods: /senderRecord (sent), /takerRecord (received) and their steps. */
export async function shipmentRoutes(app: FastifyInstance) {
  const r = ROUTES.shipments;
  for (const side of ['sent', 'received'] as const) {
    const [list, one, labels] =
      side === 'sent' ? [r.sent, r.sentOne, r.sentLabels] : [r.received, r.receivedOne, r.receivedLabels];
    registerRoute(app, list, (request) => queries.list(app.db, request.principal!, side, request.query));
    registerRoute(app, one, (request) => queries.get(app.db, request.principal!, side, request.params.id));
    registerRoute(app, labels, (request) =>
      queries.labelsOf(app.db, request.principal!, side, request.params.id, request.query),
    );
  }
  registerRoute(app, r.preview, (request) => shipments.preview(app.db, request.principal!, request.body));
  registerRoute(app, r.create, (request) =>
    shipments.create(app.db, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, r.createFromBatch, (request) =>
    shipments.createFromBatch(app.db, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, r.forward, (request) =>
    shipments.forward(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, r.confirm, (request) =>
    shipments.confirm(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, r.completeDocuments, (request) =>
    shipments.completeDocuments(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      request.body,
    ),
  );
  registerRoute(app, r.confirmImport, (request) =>
    shipments.confirmImport(app.db, request.principal!, actorOf(request), request.params.id),
  );
  registerRoute(app, r.return, (request) =>
    shipments.returnGoods(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      request.body.reason,
    ),
  );
}

import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { requestContext as ctx } from '../../lib/request-context';
import { registerRoute } from '../../lib/route';
import { sendTable } from '../scan/export';
import { ownerOf } from './access';
import { linkable } from './links';
import * as queries from './queries';
import * as reports from './report';
import * as workOrders from './service';

/** Work orders (/workList, /addWork, /exitWork, /detailWork) and their report. */
export async function workOrderRoutes(app: FastifyInstance) {
  const r = ROUTES.workOrders;
  registerRoute(app, r.list, (request) => workOrders.list(ctx(request), request.query));
  registerRoute(app, r.assignees, () => queries.assignees(app.db));
  registerRoute(app, r.linkable, (request) =>
    linkable(app.db, ownerOf(request.principal!), request.query.type, request.query.keyword),
  );
  registerRoute(app, r.report, (request) => reports.report(app.db, request.language, request.query));
  registerRoute(app, r.reportExport, async (request, reply) => {
    const { format, ...filters } = request.query;
    const { header, rows } = await reports.reportTable(app.db, request.language, filters);
    return sendTable(reply, format, 'work-orders', header, rows);
  });
  registerRoute(app, r.get, (request) => workOrders.detail(ctx(request), request.params.id));
  registerRoute(app, r.create, (request) => workOrders.create(ctx(request), request.body));
  registerRoute(app, r.update, (request) => workOrders.update(ctx(request), request.params.id, request.body));
  registerRoute(app, r.reply, (request) => workOrders.reply(ctx(request), request.params.id, request.body));
  registerRoute(app, r.note, (request) => workOrders.note(ctx(request), request.params.id, request.body));
  registerRoute(app, r.assign, (request) =>
    workOrders.assign(ctx(request), request.params.id, request.body.assigneeId),
  );
  registerRoute(app, r.priority, (request) =>
    workOrders.setPriority(ctx(request), request.params.id, request.body.priority),
  );
  registerRoute(app, r.close, (request) => workOrders.close(ctx(request), request.params.id, request.body));
}

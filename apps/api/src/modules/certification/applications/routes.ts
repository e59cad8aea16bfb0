import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/audit';
import { registerRoute } from '../../../lib/route';
import * as applications from './applications';
import * as modules from './modules';
import * as planning from './planning';

/** Certified modules and annual output, applications and their review, and audit planning. */
export async function certApplicationRoutes(app: FastifyInstance) {
  const m = ROUTES.certModules;
  registerRoute(app, m.list, (request) => modules.list(app.db, request.principal!, request.query));
  registerRoute(app, m.get, (request) => modules.get(app.db, request.principal!, request.params.id));
  registerRoute(app, m.productOptions, (request) => modules.productOptions(app.db, request.principal!));
  registerRoute(app, m.create, (request) =>
    modules.create(app.db, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, m.update, (request) =>
    modules.update(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, m.annualOutputs, (request) =>
    modules.annualOutputs(app.db, request.principal!, request.query),
  );
  registerRoute(app, m.reportAnnualOutput, (request) =>
    modules.reportAnnualOutput(app.db, request.principal!, actorOf(request), request.body),
  );

  const a = ROUTES.certApplications;
  registerRoute(app, a.list, (request) => applications.list(app.db, request.principal!, request.query));
  registerRoute(app, a.get, (request) => applications.get(app.db, request.principal!, request.params.id));
  registerRoute(app, a.eligibleBodies, (request) =>
    applications.eligibleBodies(app.db, request.query.scheme),
  );
  registerRoute(app, a.create, (request) =>
    applications.create(app.db, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, a.update, (request) =>
    applications.update(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, a.resubmit, (request) =>
    applications.resubmit(app.db, request.principal!, actorOf(request), request.params.id),
  );
  registerRoute(app, a.withdraw, (request) =>
    applications.withdraw(app.db, request.principal!, actorOf(request), request.params.id),
  );
  registerRoute(app, a.accept, (request) =>
    applications.accept(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, a.return, (request) =>
    applications.returnApplication(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      request.body.reason,
    ),
  );
  registerRoute(app, a.reject, (request) =>
    applications.reject(app.db, request.principal!, actorOf(request), request.params.id, request.body.reason),
  );
  registerRoute(app, a.contract, (request) =>
    applications.contract(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );

  const p = ROUTES.auditPlanning;
  registerRoute(app, p.eligibleAuditors, (request) =>
    planning.eligibleAuditors(app.db, request.principal!, request.query),
  );
  registerRoute(app, p.templates, (request) =>
    planning.templateOptions(app.db, request.principal!, request.query),
  );
  registerRoute(app, p.create, (request) =>
    planning.create(app.db, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, p.replan, (request) =>
    planning.replan(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, p.cancel, (request) =>
    planning.cancel(app.db, request.principal!, actorOf(request), request.params.id, request.body.reason),
  );
  registerRoute(app, p.plan, (request) => planning.plan(app.db, request.principal!, request.params.id));
}

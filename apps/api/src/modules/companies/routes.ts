import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { registerReviewedResource } from '../../lib/reviewed-resource';
import { registerRoute } from '../../lib/route';
import { userOf } from '../session/routes';
import { certificateResource } from './certificates';
import * as directory from './directory';
import * as evaluations from './evaluations';
import * as partners from './partners';
import * as companies from './service';
import * as traceability from './traceability';

export async function companyRoutes(app: FastifyInstance) {
  const c = ROUTES.companies;
  registerRoute(app, c.mine, (request) => companies.mine(app.db, userOf(request), request.language));
  registerRoute(app, c.create, (request) =>
    companies.create(app.db, userOf(request), actorOf(request), request.language, request.body),
  );
  registerRoute(app, c.editMine, (request) =>
    companies.editMine(app.db, userOf(request), actorOf(request), request.language, request.body),
  );
  registerRoute(app, c.list, (request) =>
    companies.list(app.db, request.principal!, request.language, request.query),
  );
  registerRoute(app, c.get, (request) =>
    companies.get(app.db, request.principal!, request.language, request.params.id),
  );
  registerRoute(app, c.approve, (request) =>
    companies.review(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      'approve',
      request.body.remark,
    ),
  );
  registerRoute(app, c.reject, (request) =>
    companies.review(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      'reject',
      request.body.remark,
    ),
  );
  registerRoute(app, c.adminEdit, (request) =>
    companies.adminEdit(
      app.db,
      request.principal!,
      actorOf(request),
      request.language,
      request.params.id,
      request.body,
    ),
  );
  registerRoute(app, c.pause, (request) =>
    companies.setPaused(
      app.db,
      request.principal!,
      actorOf(request),
      request.language,
      request.params.id,
      request.body.reason,
    ),
  );
  registerRoute(app, c.resume, (request) =>
    companies.setPaused(
      app.db,
      request.principal!,
      actorOf(request),
      request.language,
      request.params.id,
      null,
    ),
  );
  registerRoute(app, c.editTraceability, (request) =>
    companies.editTraceability(
      app.db,
      request.principal!,
      actorOf(request),
      request.language,
      app.config.platform,
      request.params.id,
      request.body,
    ),
  );
  registerRoute(app, c.directory, (request) => directory.directory(app.db, request.language, request.query));
  registerRoute(app, c.directoryEntry, (request) =>
    directory.directoryEntry(app.db, request.language, request.params.id),
  );

  const t = ROUTES.traceability;
  registerRoute(app, t.apply, (request) =>
    traceability.apply(app.db, userOf(request), actorOf(request), request.body),
  );
  registerRoute(app, t.list, (request) => traceability.list(app.db, request.principal!, request.query));
  registerRoute(app, t.get, (request) => traceability.get(app.db, request.principal!, request.params.id));
  registerRoute(app, t.approve, (request) =>
    traceability.approve(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, t.reject, (request) =>
    traceability.reject(app.db, request.principal!, actorOf(request), request.params.id, request.body.remark),
  );

  registerReviewedResource(app, ROUTES.certificates, certificateResource);

  for (const [relation, routes] of [
    ['dealer', ROUTES.partners.dealers],
    ['importer', ROUTES.partners.importers],
  ] as const) {
    registerRoute(app, routes.list, (request) =>
      partners.list(app.db, userOf(request), request.language, relation, request.query),
    );
    registerRoute(app, routes.candidates, (request) =>
      partners.candidates(app.db, userOf(request), relation, request.query.keyword),
    );
    registerRoute(app, routes.link, (request) =>
      partners.link(app.db, userOf(request), actorOf(request), request.language, relation, request.body),
    );
    registerRoute(app, routes.update, (request) =>
      partners.update(
        app.db,
        userOf(request),
        actorOf(request),
        request.language,
        relation,
        request.params.id,
        request.body,
      ),
    );
    registerRoute(app, routes.unlink, (request) =>
      partners.unlink(app.db, userOf(request), actorOf(request), relation, request.params.id),
    );
  }
  registerRoute(app, ROUTES.partners.shippingTargets, (request) =>
    partners.shippingTargets(app.db, userOf(request)),
  );

  registerRoute(app, ROUTES.evaluations.list, (request) =>
    evaluations.list(app.db, userOf(request), request.query),
  );
  registerRoute(app, ROUTES.evaluations.get, (request) =>
    evaluations.get(app.db, userOf(request), request.params.id),
  );
}

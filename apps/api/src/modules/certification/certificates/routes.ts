import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/audit';
import { registerRoute } from '../../../lib/route';
import * as decisions from './decisions';
import { certificatePdf } from './pdf';
import * as certificates from './service';

/** Technical review and decision (/certDecisions), certificates (/corpCert) and their public status. */
export async function certificateLifeRoutes(app: FastifyInstance) {
  const d = ROUTES.certDecisions;
  registerRoute(app, d.list, (request) => decisions.list(app.db, request.principal!, request.query));
  registerRoute(app, d.get, (request) => decisions.get(app.db, request.principal!, request.params.id));
  registerRoute(app, d.review, (request) =>
    decisions.review(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, d.decide, (request) =>
    decisions.decide(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );

  const c = ROUTES.certCertificates;
  registerRoute(app, c.list, (request) =>
    certificates.list(app.db, request.principal!, request.language, request.query),
  );
  registerRoute(app, c.get, (request) =>
    certificates.get(app.db, request.principal!, request.language, request.params.id),
  );
  registerRoute(app, c.impact, (request) =>
    certificates.impact(app.db, request.principal!, request.params.id),
  );
  registerRoute(app, c.coverage, (request) =>
    certificates.coverageOf(app.db, request.principal!, request.params.id),
  );
  registerRoute(app, c.pdf, async (request, reply) => {
    const certificate = await certificates.get(
      app.db,
      request.principal!,
      request.language,
      request.params.id,
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${certificate.certNo}.pdf"`)
      .send(certificatePdf(certificate, app.config.publicBaseUrl));
  });
  for (const action of ['suspend', 'reinstate', 'reduce', 'withdraw', 'replace', 'surrender'] as const) {
    registerRoute(app, c[action], (request) =>
      certificates.step(app.db, request.principal!, actorOf(request), request.language, request.params.id, {
        action,
        ...request.body,
      } as Parameters<typeof certificates.step>[5]),
    );
  }

  registerRoute(app, ROUTES.certPublic.status, (request) =>
    certificates.publicStatus(app.db, request.language, request.params.certNo),
  );
}

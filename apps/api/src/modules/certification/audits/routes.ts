import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/audit';
import { registerRoute } from '../../../lib/route';
import * as queries from './queries';
import { auditReportPdf } from './report';
import * as audits from './service';
import * as templates from './templates';

/** Performing audits (/monitor, /haccpAuditCom), answering findings, and checklist templates. */
export async function certificationAuditRoutes(app: FastifyInstance) {
  const a = ROUTES.audits;
  registerRoute(app, a.list, (request) => queries.list(app.db, request.principal!, request.query));
  registerRoute(app, a.get, (request) => queries.get(app.db, request.principal!, request.params.id));
  registerRoute(app, a.answerItem, (request) =>
    audits.answerItem(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      request.params.itemId,
      request.body,
    ),
  );
  registerRoute(app, a.raiseFinding, (request) =>
    audits.raiseFinding(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, a.sign, (request) =>
    audits.sign(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, a.report, async (request, reply) => {
    const audit = await queries.get(app.db, request.principal!, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="audit-${audit.auditNo}.pdf"`)
      .send(auditReportPdf(audit, request.language));
  });
  registerRoute(app, a.surveillance, (request) =>
    queries.surveillance(app.db, request.principal!, request.query),
  );

  const f = ROUTES.auditFindings;
  registerRoute(app, f.list, (request) => queries.findings(app.db, request.principal!, request.query));
  registerRoute(app, f.answer, (request) =>
    audits.answerFinding(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, f.accept, (request) =>
    audits.reviewFinding(app.db, request.principal!, actorOf(request), request.params.id, { accept: true }),
  );
  registerRoute(app, f.return, (request) =>
    audits.reviewFinding(app.db, request.principal!, actorOf(request), request.params.id, {
      accept: false,
      reason: request.body.reason,
    }),
  );

  const t = ROUTES.checklistTemplates;
  registerRoute(app, t.list, (request) => templates.list(app.db, request.principal!, request.query));
  registerRoute(app, t.get, (request) => templates.get(app.db, request.principal!, request.params.id));
  registerRoute(app, t.create, (request) =>
    templates.create(app.db, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, t.update, (request) =>
    templates.update(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, t.copy, (request) =>
    templates.copy(app.db, request.principal!, actorOf(request), request.params.id),
  );
  registerRoute(app, t.remove, (request) =>
    templates.remove(app.db, request.principal!, actorOf(request), request.params.id),
  );
}

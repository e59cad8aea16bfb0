import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/audit';
import { registerRoute } from '../../../lib/route';
import { sendTable } from '../../scan/export';
import { reportScope } from './access';
import * as auditors from './auditors';
import * as bodies from './bodies';
import * as evaluations from './evaluations';
import { annualReport, reportTable } from './report';
import * as settings from './settings';

/**
 * Certification bodies (/certAuthority, /certAuthorityMsg), scheme deadlines and gating (/certSchemes),
 * the auditor register (/auditorList), evaluations of clients (/corpEvaluate) and /annualReport.
 */
export async function certBodyRoutes(app: FastifyInstance) {
  const b = ROUTES.certBodies;
  registerRoute(app, b.list, (req) => bodies.list(app.db, req.principal!, req.language, req.query));
  registerRoute(app, b.mine, (req) => bodies.mine(app.db, req.principal!, req.language));
  registerRoute(app, b.updateMine, (req) =>
    bodies.updateMine(app.db, req.principal!, actorOf(req), req.language, req.body),
  );
  registerRoute(app, b.get, (req) => bodies.get(app.db, req.principal!, req.language, req.params.id));
  registerRoute(app, b.create, (req) => bodies.create(app.db, actorOf(req), req.language, req.body));
  registerRoute(app, b.update, (req) =>
    bodies.update(app.db, req.principal!, actorOf(req), req.language, req.params.id, req.body),
  );
  registerRoute(app, b.setStatus, (req) =>
    bodies.setStatus(app.db, req.principal!, actorOf(req), req.language, req.params.id, req.body.status),
  );
  registerRoute(app, b.auditors, (req) =>
    auditors.listOfBody(app.db, req.principal!, req.language, req.params.id, req.query),
  );
  registerRoute(app, b.users, (req) => bodies.usersOf(app.db, req.principal!, req.params.id, req.query));
  registerRoute(app, b.createUser, (req) =>
    bodies.createBodyUser(app.db, req.principal!, actorOf(req), req.language, req.params.id, req.body),
  );

  const s = ROUTES.certSettings;
  registerRoute(app, s.schemes, () => settings.schemes(app.db));
  registerRoute(app, s.updateScheme, (req) =>
    settings.updateScheme(app.db, actorOf(req), req.params.key, req.body),
  );
  registerRoute(app, s.settings, () => settings.settings(app.db, app.config.platform));
  registerRoute(app, s.updateSettings, (req) =>
    settings.updateSettings(app.db, actorOf(req), app.config.platform, req.body.certGating),
  );

  const a = ROUTES.auditors;
  registerRoute(app, a.list, (req) => auditors.list(app.db, req.principal!, req.language, req.query));
  registerRoute(app, a.get, (req) => auditors.get(app.db, req.principal!, req.language, req.params.id));
  registerRoute(app, a.create, (req) =>
    auditors.create(app.db, req.principal!, actorOf(req), req.language, req.body),
  );
  registerRoute(app, a.update, (req) =>
    auditors.update(app.db, req.principal!, actorOf(req), req.language, req.params.id, req.body),
  );
  registerRoute(app, a.accounts, (req) => auditors.freeAccounts(app.db, req.principal!));
  registerRoute(app, a.conflicts, (req) => auditors.conflicts(app.db, req.principal!, req.params.id));
  registerRoute(app, a.addConflict, (req) =>
    auditors.addConflict(app.db, req.principal!, actorOf(req), req.params.id, req.body),
  );
  registerRoute(app, a.removeConflict, (req) =>
    auditors.removeConflict(app.db, req.principal!, actorOf(req), req.params.id, req.params.conflictId),
  );

  const e = ROUTES.certEvaluations;
  registerRoute(app, e.list, (req) => evaluations.list(app.db, req.principal!, req.query));
  registerRoute(app, e.get, (req) => evaluations.get(app.db, req.principal!, req.params.id));
  registerRoute(app, e.create, (req) => evaluations.create(app.db, req.principal!, actorOf(req), req.body));
  registerRoute(app, e.clients, (req) => evaluations.clients(app.db, req.principal!));

  const r = ROUTES.certReports;
  registerRoute(app, r.annual, (req) =>
    annualReport(app.db, reportScope(req.principal!, req.query.certBodyId), req.query.year),
  );
  registerRoute(app, r.exportAnnual, async (req, reply) => {
    const report = await annualReport(
      app.db,
      reportScope(req.principal!, req.query.certBodyId),
      req.query.year,
    );
    const { header, rows } = reportTable(report, req.language);
    return sendTable(reply, 'xlsx', `annual-report-${report.year}`, header, rows);
  });
}

import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import type { PartnerPrincipal } from '../../lib/principal';
import { registerRoute } from '../../lib/route';
import * as apps from './apps';
import * as grants from './grants';
import { exportAccess, listAccess } from './log';
import { partnerSelf } from './self';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * External interface management (decision 0027): applications and keys (administrators), companies'
 * grants, the access log, and the partner API's own routes about the calling key and its requests.
 */
export async function externalRoutes(app: FastifyInstance) {
  const r = ROUTES.external;
  const { db } = app;
  /** After a change to keys, applications or grants, this process stops using what it cached at once. */
  const thenForget = async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    app.partnerGate.forget();
    return result;
  };
  const keyIds = (params: { id: string; keyId: string }) => ({ appId: params.id, keyId: params.keyId });

  registerRoute(app, r.listApps, (request) => apps.listApps(db, request.query));
  registerRoute(app, r.getApp, (request) => apps.getApp(db, request.params.id));
  registerRoute(app, r.createApp, (request) => apps.createApp(db, actorOf(request), request.body));
  registerRoute(app, r.updateApp, (request) =>
    thenForget(apps.updateApp(db, actorOf(request), request.params.id, request.body)),
  );
  registerRoute(app, r.createKey, (request) =>
    apps.createKey(db, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, r.updateKey, (request) =>
    thenForget(apps.updateKey(db, actorOf(request), keyIds(request.params), request.body)),
  );
  registerRoute(app, r.rotateKey, (request) =>
    thenForget(apps.rotateKey(db, actorOf(request), keyIds(request.params), request.body.graceHours)),
  );
  registerRoute(app, r.disableKey, (request) =>
    thenForget(apps.disableKey(db, actorOf(request), keyIds(request.params))),
  );
  registerRoute(app, r.enableKey, (request) =>
    thenForget(apps.enableKey(db, actorOf(request), keyIds(request.params))),
  );
  registerRoute(app, r.revokeKey, (request) =>
    thenForget(apps.revokeKey(db, actorOf(request), keyIds(request.params))),
  );
  registerRoute(app, r.keyUsage, (request) => apps.keyUsage(db, keyIds(request.params)));

  registerRoute(app, r.listGrants, (request) => grants.listGrants(db, request.principal!, request.query));
  registerRoute(app, r.getGrant, (request) => grants.getGrant(db, request.principal!, request.params.id));
  registerRoute(app, r.createGrant, (request) =>
    grants.createGrant(db, actorOf(request), request.principal!, request.body),
  );
  registerRoute(app, r.approveGrant, (request) =>
    thenForget(
      grants.approveGrant(db, actorOf(request), request.principal!, request.params.id, request.body),
    ),
  );
  registerRoute(app, r.refuseGrant, (request) =>
    grants.refuseGrant(db, actorOf(request), request.principal!, request.params.id, request.body.reason),
  );
  registerRoute(app, r.revokeGrant, (request) =>
    thenForget(
      grants.revokeGrant(db, actorOf(request), request.principal!, request.params.id, request.body.reason),
    ),
  );

  registerRoute(app, r.accessLog, (request) => listAccess(app.sql, request.principal!, request.query));
  registerRoute(app, r.exportAccessLog, async (request, reply) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', 'attachment; filename="partner-calls.xlsx"')
      .send(exportAccess(app.sql, request.principal!, request.query, request.language)),
  );

  const p = ROUTES.partnerApi;
  const partner = (request: { principal: unknown }) => request.principal as PartnerPrincipal;
  registerRoute(app, p.self, async (request) => partnerSelf(partner(request)));
  registerRoute(app, p.listAccessRequests, (request) => grants.partnerRequests(db, partner(request)));
  registerRoute(app, p.requestAccess, (request) =>
    grants.requestAccess(db, actorOf(request), partner(request), request.body),
  );
}

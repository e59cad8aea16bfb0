import { ROUTES } from '@trace/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';
import { effectivePermissions, type UserPrincipal } from '../../lib/principal';
import { registerRoute, WithEnvelopeExtras } from '../../lib/route';
import * as session from './service';

const routes = ROUTES.session;

/** These calls describe a signed-in person; an API key has no session. */
export function userOf(request: FastifyRequest): UserPrincipal {
  if (request.principal?.kind !== 'user') throw forbidden();
  return request.principal;
}

export async function sessionRoutes(app: FastifyInstance) {
  registerRoute(app, routes.permissions, async (request) => {
    const principal = userOf(request);
    const language = request.query.language ?? request.language;
    const [user, menus] = await Promise.all([
      session.currentUser(app.db, principal),
      session.menuTree(app.db, principal, app.config.platform, language),
    ]);
    return { user, menus, permissions: effectivePermissions(principal) };
  });

  registerRoute(app, routes.currentUser, async (request) => {
    const principal = userOf(request);
    const [user, upPrompt] = await Promise.all([
      session.currentUser(app.db, principal),
      session.reminders(app.db, principal, request.language),
    ]);
    return new WithEnvelopeExtras(user, { upPrompt });
  });

  registerRoute(app, routes.currentCorp, async (request) =>
    session.currentCorp(app.db, userOf(request), request.language),
  );
}

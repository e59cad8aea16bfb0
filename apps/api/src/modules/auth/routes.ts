import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { registerRoute, WithEnvelopeExtras } from '../../lib/route';
import * as auth from './service';

const routes = ROUTES.auth;

export async function authRoutes(app: FastifyInstance) {
  registerRoute(app, routes.login, (request, reply) => auth.login(app, request, reply, request.body));
  registerRoute(app, routes.refresh, (request, reply) => auth.refresh(app, request, reply));
  registerRoute(app, routes.logout, (request, reply) => auth.logout(app, request, reply));
  registerRoute(app, routes.sendRegisterCode, async (request) => {
    await auth.sendRegisterCode(app, request.language, request.body.email);
    return new WithEnvelopeExtras(null, { msg: request.t('code.sent') });
  });
  registerRoute(app, routes.register, async (request) => {
    const user = await auth.register(app, actorOf(request), request.body);
    return new WithEnvelopeExtras(user, { msg: request.t('register.done') });
  });
  registerRoute(app, routes.sendForgotPasswordCode, async (request) => {
    await auth.sendForgotPasswordCode(app, request.language, request.body.account);
    return new WithEnvelopeExtras(null, { msg: request.t('code.sent') });
  });
  registerRoute(app, routes.resetPassword, async (request) => {
    await auth.resetPassword(app, actorOf(request), request.body);
    return new WithEnvelopeExtras(null, { msg: request.t('password.reset') });
  });
}

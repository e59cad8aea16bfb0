import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { MaintenanceGate, maintenanceTime } from '../lib/maintenance-gate';

declare module 'fastify' {
  interface FastifyInstance {
    /** The maintenance windows that have not ended, cached (see MaintenanceGate). */
    maintenanceGate: MaintenanceGate;
  }
  interface FastifyContextConfig {
    maintenance?: 'open';
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * While a maintenance window runs, the API refuses what its mode forbids with 503, `Retry-After` (the
 * seconds until it ends) and the window's message in the request's language:
 * - readOnly: every write (POST, PUT, PATCH, DELETE);
 * - full: every call of anyone but an administrator.
 * Routes marked `maintenance: 'open'` in the route table (signing in and out, the public scan, the
 * maintenance routes, reads sent as POST) always pass. The check runs after authentication, with no query.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance) => {
    const gate = new MaintenanceGate(app.db);
    app.decorate('maintenanceGate', gate);
    app.addHook('onRequest', async (request, reply) => {
      const config = request.routeOptions.config;
      if (!config?.access || config.maintenance === 'open') return;
      const window = await gate.active();
      if (!window) return;
      if (window.mode === 'readOnly' && READS.has(request.method)) return;
      if (window.mode === 'full') {
        const principal = request.principal;
        if (principal?.kind === 'user' && principal.userType === 'admin') return;
      }
      const seconds = Math.max(1, Math.ceil((window.endsAt.getTime() - gate.clock()) / 1000));
      reply.header('retry-after', String(seconds));
      const language = request.language ?? 'cn';
      throw new AppError(503, window.mode === 'full' ? 'maintenance.closed' : 'maintenance.readOnly', {
        until: maintenanceTime(window.endsAt),
        message: window.message[language],
      });
    });
  },
  { name: 'maintenance', dependencies: ['services', 'auth', 'i18n'] },
);

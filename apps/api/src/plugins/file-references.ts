import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { assertFilesUsable, fileReferencesIn } from '../lib/file-references';

/**
 * The one place where stored files named in request bodies (`/files/:id`, alone or inside rich text)
 * are checked: every route of the contracts table that takes a JSON body gets a pre-handler that
 * refuses files the caller may not attach (see `assertFilesUsable`). Routes without a body, the hot
 * reads among them, get nothing added.
 */
export const fileReferencesPlugin = fp(
  async (app: FastifyInstance) => {
    const check: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
      const refs = fileReferencesIn(request.body);
      if (refs.length > 0) await assertFilesUsable(app.db, request.principal, refs);
    };
    app.addHook('onRoute', (route) => {
      if (!route.config?.access || !route.schema?.body) return;
      const existing = route.preHandler;
      route.preHandler = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), check];
    });
  },
  { name: 'file-references', dependencies: ['services', 'auth'] },
);

import { findUnstorableText, isStorableText } from '@trace/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RequestValidationError } from './errors';

/** Where in the request a text PostgreSQL cannot hold was found, as a validation issue's path. */
function unstorablePath(request: FastifyRequest): (string | number)[] | undefined {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'string' && !isStorableText(item))) return [name];
  }
  return (
    findUnstorableText(request.params) ??
    findUnstorableText(request.query) ??
    findUnstorableText(request.body)
  );
}

/**
 * Refuses, before any validation or handler, a request carrying text PostgreSQL cannot store (NUL, lone
 * UTF-16 surrogates) in its headers, path, query or JSON body: a 400 naming the field, instead of a
 * database error deep in whichever route it reached. Every route gets it, the public ones included.
 */
export const storableInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const path = unstorablePath(request);
      if (!path) return done();
      done(
        new RequestValidationError([
          { code: 'custom', path, message: 'error.unstorableCharacters', input: undefined },
        ]),
      );
    });
  },
  { name: 'storable-input', dependencies: ['errors'] },
);

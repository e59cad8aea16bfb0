import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { DOWNLOAD_CSP } from '../lib/downloads';

/** Helmet's policy for this application: the client is served from the same origin as the API. */
const POLICY: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets for a policy: the same for every response, so they are worked out once. */
export function securityHeadersOf(policy: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(policy)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's security headers on every response (decision 0017), and the download policy (decision 0019). `@fastify/helmet` builds helmet's
 * middleware again for each request, parsing the policy every time; the headers never vary here,
 * so this sets the ones helmet computed at start-up.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeadersOf(POLICY);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // A download (any answer with a Content-Disposition) is never a page of ours: sandboxed, it runs
    // no script and loads nothing, even when a browser shows it from our origin.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.hasHeader('content-disposition')) {
        reply.header('content-security-policy', DOWNLOAD_CSP);
        reply.header('x-content-type-options', 'nosniff');
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);

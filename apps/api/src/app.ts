import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { translate } from '@trace/contracts';
import { buildOpenApiDocument } from '@trace/contracts/openapi';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';
import type { Config } from './config';
import { tieredRateLimitStore } from './lib/rate-limit-store';
import { trustedProxies } from './lib/trust-proxy';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { batchRoutes } from './modules/batches/routes';
import { birdHouseRoutes } from './modules/bird-houses/routes';
import { birdProductMsgRoutes } from './modules/bird-product-msgs/routes';
import { certApplicationRoutes } from './modules/certification/applications/routes';
import { certificationAuditRoutes } from './modules/certification/audits/routes';
import { certBodyRoutes } from './modules/certification/bodies/routes';
import { certificateLifeRoutes } from './modules/certification/certificates/routes';
import { companyRoutes } from './modules/companies/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { epcisRoutes } from './modules/epcis/routes';
import { externalRoutes } from './modules/external/routes';
import { fileRoutes } from './modules/files/routes';
import { ginsengRoutes } from './modules/ginseng/routes';
import { labelRoutes } from './modules/labels/routes';
import { lookupRoutes } from './modules/lookups/routes';
import { maintenanceRoutes } from './modules/maintenance/routes';
import { memberRoutes } from './modules/members/routes';
import { newsRoutes } from './modules/news/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { partnerApiRoutes } from './modules/partner-api/routes';
import { platformRoutes } from './modules/platform/routes';
import { productRoutes } from './modules/products/routes';
import { recordRoutes } from './modules/records/routes';
import { scanRoutes } from './modules/scan/routes';
import { sessionRoutes } from './modules/session/routes';
import { shipmentRoutes } from './modules/shipments/routes';
import { statisticsReportRoutes } from './modules/stat-reports/routes';
import { scanStatsRoutes } from './modules/stats/routes';
import { systemRoutes } from './modules/system/routes';
import { workOrderRoutes } from './modules/work-orders/routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { fileReferencesPlugin } from './plugins/file-references';
import { i18nPlugin, languageOf } from './plugins/i18n';
import { maintenancePlugin } from './plugins/maintenance';
import { securityHeadersPlugin } from './plugins/security-headers';
import { servicesPlugin } from './plugins/services';
import { storableInputPlugin } from './plugins/storable-input';

export const VERSION = '2.0.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its access rule, for the permission tests and the route-table check. */
    registeredRoutes: readonly { method: string; url: string; access: string | undefined }[];
  }
}

/** Request timeout: the client waits up to 10 minutes (spec section 9), the server no longer. */
const REQUEST_TIMEOUT_MS = 600_000;

/** How long a log line may wait in the buffer before it is written. */
const LOG_FLUSH_MS = 1000;

/**
 * The log's destination: standard output, written in blocks of 4 KB or at least every second,
 * instead of a write (a system call on the event loop) per line. The buffer is flushed when the app
 * closes and when the process exits.
 */
function logDestination() {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // Not ready yet (opening) or already ended: nothing to write, or nothing to write to.
  const attempt = (write: () => void) => {
    try {
      write();
    } catch {}
  };
  const timer = setInterval(() => attempt(() => stream.flush()), LOG_FLUSH_MS).unref();
  return {
    stream,
    close: () => {
      clearInterval(timer);
      attempt(() => stream.flushSync());
    },
  };
}

function loggerOptions(config: Config, stream: pino.DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    stream,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.passwordHash',
        '*.code',
      ],
      censor: '[redacted]',
    },
  };
}

/** The whole HTTP application. The server, the tests and the benches all build it through here. */
export async function buildApp(config: Config, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const log = options.logger === false ? null : logDestination();
  const app = Fastify({
    logger: log ? loggerOptions(config, log.stream) : false,
    // One line per request, when it is answered (below), instead of one when it comes and one when
    // it is answered.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 1024 * 1024,
    trustProxy: Array.isArray(config.trustProxy) ? trustedProxies(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // An address the router cannot read (broken percent-encoding) answers in the envelope, translated.
    frameworkErrors: (_error, request, reply) => {
      const language = languageOf(request.headers.syslanguage);
      (reply as FastifyReply)
        .code(400)
        .send({ code: '400', msg: translate('error.badRequest', language), data: null });
    },
  });

  const registered: { method: string; url: string; access: string | undefined }[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registered.push({ method, url: route.url, access: route.config?.access });
  });

  // The existing client posts empty bodies with a JSON content type: treat them as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Invalid JSON body'), { statusCode: 400 }), undefined);
    }
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  if (log) app.addHook('onClose', async () => log.close());
  if (log && config.logLevel !== 'silent') {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          ip: request.ip,
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  }

  await app.register(i18nPlugin);
  await app.register(servicesPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(storableInputPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', 'syslanguage', 'x-api-key'],
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    store: tieredRateLimitStore(app.redis, `${config.redisPrefix}:rate:`),
    skipOnError: true,
    // An answer within the limits says nothing of them: the per-address window is a flood guard, not
    // a quota a client plans by (a partner's key quota has headers of its own, decision 0027). A 429
    // still carries the limit, what remains and when it resets.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    keyGenerator: (request) => request.ip,
    // The web client's files and the API documentation are not API calls: a page load fetches dozens.
    allowList: (request) => !request.routeOptions.config?.access,
  });
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(authPlugin);
  await app.register(maintenancePlugin);
  await app.register(fileReferencesPlugin);

  const document = buildOpenApiDocument(VERSION);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await app.register(platformRoutes);
  await app.register(authRoutes);
  await app.register(sessionRoutes);
  await app.register(notificationRoutes);
  await app.register(fileRoutes);
  await app.register(adminRoutes);
  await app.register(lookupRoutes);
  await app.register(systemRoutes);
  await app.register(certificationAuditRoutes);
  await app.register(companyRoutes);
  await app.register(productRoutes);
  await app.register(recordRoutes);
  await app.register(birdProductMsgRoutes);
  await app.register(labelRoutes);
  await app.register(scanRoutes);
  await app.register(epcisRoutes);
  await app.register(externalRoutes);
  await app.register(partnerApiRoutes);
  await app.register(scanStatsRoutes);
  await app.register(statisticsReportRoutes);
  await app.register(dashboardRoutes);
  await app.register(workOrderRoutes);
  await app.register(batchRoutes);
  await app.register(shipmentRoutes);
  await app.register(certApplicationRoutes);
  await app.register(certificateLifeRoutes);
  await app.register(memberRoutes);
  await app.register(certBodyRoutes);
  await app.register(newsRoutes);
  await app.register(maintenanceRoutes);
  await app.register(ginsengRoutes);
  await app.register(birdHouseRoutes);

  const webDist = config.webDist ? path.resolve(config.webDist) : undefined;
  const serveWeb = webDist && existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes brotli and gzip forms beside its scripts and styles (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // Unknown addresses: a browser navigating to a client route gets the web app (which shows its own
  // 404 page); API callers get the "404" envelope.
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (serveWeb && wantsPage) {
      const file = path.join(webDist!, request.url.split('?')[0]!);
      if (!path.extname(file) || !existsSync(file))
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.sendFile(path.relative(webDist!, file));
    }
    if (serveWeb && request.method === 'GET' && !request.url.startsWith('/api')) {
      const relative = request.url.split('?')[0]!.replace(/^\/+/, '');
      if (relative && existsSync(path.join(webDist!, relative))) return reply.sendFile(relative);
    }
    return reply
      .status(404)
      .send({ code: '404', msg: translate('error.routeNotFound', request.language ?? 'cn'), data: null });
  });

  return app;
}

import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { Access } from '@trace/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import { PartnerAccessLog } from '../lib/partner-access-log';
import { PartnerGate } from '../lib/partner-gate';
import { holds, type Principal } from '../lib/principal';
import { loadPrincipal } from '../lib/principal-queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller, or null. Routes that require one are guarded before the handler. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Admits partner keys to the partner API (decision 0027). */
    partnerGate: PartnerGate;
    partnerAccessLog: PartnerAccessLog;
  }
  interface FastifyContextConfig {
    access?: Access;
    partner?: import('@trace/contracts').RouteDefinition['partner'];
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { typ: 'access'; ver: number; sid: string };
    user: { sub: string; typ: string; ver: number; sid: string };
  }
}

export const REFRESH_COOKIE = 'trace_rt';

/**
 * Authentication (Bearer access JWT, or a partner key on the partner API) and the permission guard.
 * Every route of the contracts table carries `config.access`; this one hook enforces it before the
 * body is even read.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { jwt: jwtConfig } = app.config;
    await app.register(cookie);
    await app.register(jwt, {
      secret: jwtConfig.secret,
      sign: {
        algorithm: 'HS256',
        iss: jwtConfig.issuer,
        aud: jwtConfig.audience,
        expiresIn: jwtConfig.accessTtlSeconds,
      },
      // A token lacking any of these claims is refused: without `exp` it would never expire, and
      // `iss`/`aud` are only compared when present.
      verify: {
        algorithms: ['HS256'],
        allowedIss: jwtConfig.issuer,
        allowedAud: jwtConfig.audience,
        requiredClaims: ['iss', 'aud', 'exp', 'sub', 'sid'],
        // A token's signature and claims are checked once, then remembered until it expires: a
        // client sends the same token with every call. Signing out and revocations are the session
        // check's (loadPrincipal), read on every call.
        cache: true,
      },
    });
    app.decorateRequest('principal', null);
    app.decorateRequest('partnerCall', null);
    const gate = new PartnerGate(app.sql, app.redis, app.config.redisPrefix, app.log);
    const accessLog = new PartnerAccessLog(app.sql, app.log);
    app.decorate('partnerGate', gate);
    app.decorate('partnerAccessLog', accessLog);
    app.addHook('onReady', () => gate.start());
    app.addHook('onClose', async () => {
      await gate.stop();
      await accessLog.close();
    });
    // Every partner call the gate identified a key for is logged, refused ones included.
    app.addHook('onResponse', async (request, reply) => {
      const call = request.partnerCall;
      if (!call) return;
      accessLog.record({
        ...call,
        at: new Date(Date.now() - reply.elapsedTime).toISOString(),
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        ip: request.ip,
        durationMs: Math.round(reply.elapsedTime),
      });
    });
    /** Permission sets by user, each with the access epoch it was read under (see loadPrincipal). */
    const permissionCache: PermissionCache = new Map();

    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config?.access;
      if (!access) return; // static files and /docs are outside the route table
      if (access === 'partner') {
        request.principal = await gate.admit(request, reply);
        return;
      }
      // A partner key reaches only the partner API; elsewhere it is refused, not ignored.
      if (request.headers['x-api-key'] && access !== 'public')
        throw new AppError(403, 'partner.keyOnlyPartnerApi');
      request.principal = await authenticate(app, request, permissionCache);
      if (access === 'public') return;
      if (!request.principal) throw unauthorized();
      if (access !== 'authenticated' && !holds(request.principal, access)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['services', 'i18n'] },
);

type PermissionCache = Parameters<typeof loadPrincipal>[2];

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  cache: PermissionCache,
): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  let claims: { sub: string; typ: string; ver: number; sid: string };
  try {
    claims = await request.jwtVerify();
  } catch {
    return null;
  }
  if (claims.typ !== 'access' || !isUuid(claims.sub) || !isUuid(claims.sid)) return null;
  const row = await loadPrincipal(app.sessionSql, app.db, cache, app.config.platform, claims.sub, claims.sid);
  if (!row?.enabled || !row.sessionLive || row.tokenVersion !== claims.ver) return null;
  return {
    kind: 'user',
    userId: row.id,
    sessionId: claims.sid,
    account: row.account,
    userName: row.userName,
    userType: row.userType,
    corpId: row.corpId,
    certBodyId: row.certBodyId,
    printingFactoryId: row.printingFactoryId,
    allPermissions: row.allPermissions,
    permissions: new Set(row.permissions),
    offPlatform: new Set(row.offPlatform),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

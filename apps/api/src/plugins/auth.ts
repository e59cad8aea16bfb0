import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { Access } from '@trace/contracts';
import { apiKeys } from '@trace/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import { holds, type Principal } from '../lib/principal';
import { findApiKeyByHash, loadPrincipal } from '../lib/principal-queries';
import { sha256 } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller, or null. Routes that require one are guarded before the handler. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    apiKey?: boolean;
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
 * Authentication (Bearer access JWT or X-Api-Key) and the permission guard. Every route of the
 * contracts table carries `config.access`; this one hook enforces it before the body is even read.
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
      },
    });
    app.decorateRequest('principal', null);
    /** Permission sets by user, each with the access epoch it was read under (see loadPrincipal). */
    const permissionCache: PermissionCache = new Map();

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access) return; // static files and /docs are outside the route table
      request.principal = await authenticate(app, request, permissionCache);
      if (access === 'public') return;
      if (!request.principal) throw unauthorized();
      if (request.principal.kind === 'apiKey' && !request.routeOptions.config.apiKey) throw forbidden();
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
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey) return authenticateApiKey(app, apiKey);
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  let claims: { sub: string; typ: string; ver: number; sid: string };
  try {
    claims = await request.jwtVerify();
  } catch {
    return null;
  }
  if (claims.typ !== 'access' || !isUuid(claims.sub) || !isUuid(claims.sid)) return null;
  const row = await loadPrincipal(app.sessionSql, app.db, cache, claims.sub, claims.sid);
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
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

async function authenticateApiKey(app: FastifyInstance, secret: string): Promise<Principal> {
  const key = await findApiKeyByHash(app.db, sha256(secret));
  if (!key || key.revokedAt || (key.expiresAt && key.expiresAt < new Date())) {
    throw new AppError(401, 'auth.apiKeyInvalid');
  }
  // A key reaches one company's data, or every company's when an administrator granted that; a key
  // made before scopes were required has neither and is refused rather than reading every tenant.
  if (!key.corpId && !key.allTenants) throw new AppError(403, 'auth.apiKeyUnscoped');
  void app.db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(eq(apiKeys.id, key.id))
    .catch(() => {});
  return {
    kind: 'apiKey',
    apiKeyId: key.id,
    name: key.name,
    corpId: key.corpId,
    allPermissions: false,
    permissions: new Set(key.permissions),
  };
}

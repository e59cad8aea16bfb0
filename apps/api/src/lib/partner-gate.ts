import { BlockList, isIPv4, isIPv6 } from 'node:net';
import {
  PARTNER_RESOURCE_NAMES,
  type PartnerResource,
  partnerScope,
  type RouteDefinition,
  scopeAllows,
} from '@trace/contracts';
import type { Sql } from '@trace/db';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors';
import type { PartnerGrantInForce, PartnerPrincipal } from './principal';
import { sha256 } from './tokens';
import { WindowCounts } from './window-counts';

/** A key as read for checking a call: its application, limits and the grants in force when read. */
interface KeyRecord {
  id: string;
  prefix: string;
  appId: string;
  appName: string;
  appEnabled: boolean;
  scopes: ReadonlySet<string>;
  /** null: any address. */
  allowed: BlockList | null;
  expiresAt: Date;
  graceUntil: Date | null;
  disabledAt: Date | null;
  revokedAt: Date | null;
  ratePerMinute: number;
  dailyQuota: number;
  grants: { corpId: string; corpName: string; resources: PartnerResource[]; until: Date }[];
  readAt: number;
}

/** What the access log keeps of a call; set as soon as the key is known, so refusals are logged too. */
export interface PartnerCall {
  keyId: string;
  appId: string;
  corpId: string | null;
  resource: PartnerResource | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    partnerCall: PartnerCall | null;
  }
}

/** A cached key is read again after this long even without a change notice (a missed notice's bound). */
const CACHE_MS = 30_000;
const CACHE_MAX = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function blockListOf(rules: string[]): BlockList | null {
  if (rules.length === 0) return null;
  const list = new BlockList();
  for (const rule of rules) {
    const [address, bits] = rule.split('/') as [string, string | undefined];
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** `::ffff:203.0.113.7` (an IPv4 caller on a dual-stack socket) is checked as 203.0.113.7. */
function allows(list: BlockList, ip: string): boolean {
  const plain = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  return isIPv4(plain) ? list.check(plain, 'ipv4') : isIPv6(plain) && list.check(plain, 'ipv6');
}

/**
 * The partner API's gate (decision 0027): the key (hash lookup, cached until a change to keys,
 * applications or grants is announced), its address allow-list, the per-key rate limit and daily quota
 * (Redis, with the RateLimit-* headers), the route's scope and the company's grant.
 */
export class PartnerGate {
  private readonly cache = new Map<string, KeyRecord>();
  private unlisten: (() => Promise<void>) | null = null;

  /** The calls of each key's minute and day, counted across instances. */
  private readonly counts: WindowCounts;

  constructor(
    private readonly sql: Sql,
    redis: Redis,
    private readonly redisPrefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.counts = new WindowCounts(redis, (error) =>
      // Limits protect the platform; Redis being away must not take the partner API down with it.
      this.log.warn({ err: error }, 'partner calls not counted: Redis is unavailable'),
    );
  }

  /** Listens for changes (every process caches keys; a revoke anywhere empties every cache). */
  async start(): Promise<void> {
    const clear = () => this.cache.clear();
    const { unlisten } = await this.sql.listen('partner_access_changed', clear, clear);
    this.unlisten = unlisten;
  }

  async stop(): Promise<void> {
    await this.unlisten?.().catch(() => {});
    await this.counts.drain();
  }

  /** Forget every cached key now (this process changed one). */
  forget(): void {
    this.cache.clear();
  }

  private async read(hash: string): Promise<KeyRecord | null> {
    const cached = this.cache.get(hash);
    if (cached && Date.now() - cached.readAt < CACHE_MS) return cached;
    const [row] = await this.sql<
      {
        id: string;
        prefix: string;
        appId: string;
        appName: string;
        appEnabled: boolean;
        scopes: string[];
        ipAllow: string[];
        /** Timestamps arrive as text from this connection. */
        expiresAt: string;
        graceUntil: string | null;
        disabledAt: string | null;
        revokedAt: string | null;
        ratePerMinute: number;
        dailyQuota: number;
        grants: { corpId: string; corpName: string; resources: PartnerResource[]; until: string }[];
      }[]
    >`
      select k.id, k.prefix, k.app_id as "appId", a.name as "appName", a.enabled as "appEnabled",
        k.scopes, k.ip_allow as "ipAllow", k.expires_at as "expiresAt", k.grace_until as "graceUntil",
        k.disabled_at as "disabledAt", k.revoked_at as "revokedAt",
        a.rate_per_minute as "ratePerMinute", a.daily_quota as "dailyQuota",
        coalesce((
          select json_agg(json_build_object('corpId', g.corp_id, 'corpName', c.name,
            'resources', g.granted, 'until', g.granted_until))
          from partner_grants g join companies c on c.id = g.corp_id
          where g.app_id = k.app_id and g.status = 'approved' and g.granted_until > now()
        ), '[]'::json) as grants
      from api_keys k join partner_apps a on a.id = k.app_id
      where k.key_hash = ${hash}`;
    if (!row) return null;
    const date = (value: Date | string | null) => (value === null ? null : new Date(value));
    const record: KeyRecord = {
      ...row,
      expiresAt: new Date(row.expiresAt),
      graceUntil: date(row.graceUntil),
      disabledAt: date(row.disabledAt),
      revokedAt: date(row.revokedAt),
      scopes: new Set(row.scopes),
      allowed: blockListOf(row.ipAllow),
      grants: row.grants.map((g) => ({ ...g, until: new Date(g.until) })),
      readAt: Date.now(),
    };
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(hash, record);
    return record;
  }

  /** Counts the call in the key's minute and day; sets the headers; refuses past either limit. */
  private async count(key: KeyRecord, reply: FastifyReply): Promise<void> {
    const now = Date.now();
    const minute = Math.floor(now / 60_000);
    const dayEnd = new Date(now);
    dayEnd.setUTCHours(24, 0, 0, 0);
    const day = new Date(now).toISOString().slice(0, 10);
    const counts = await this.counts.count([
      {
        key: `${this.redisPrefix}:partner:minute:${key.id}:${minute}`,
        ttlMs: 61_000,
        limit: key.ratePerMinute,
      },
      {
        key: `${this.redisPrefix}:partner:day:${key.id}:${day}`,
        ttlMs: dayEnd.getTime() - now + 60_000,
        limit: key.dailyQuota,
      },
    ]);
    if (!counts) return;
    const [inMinute, inDay] = counts;
    const reset = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
    reply.header('ratelimit-limit', key.ratePerMinute);
    reply.header('ratelimit-remaining', Math.max(0, key.ratePerMinute - inMinute));
    reply.header('ratelimit-reset', reset);
    reply.header('ratelimit-policy', `${key.ratePerMinute};w=60`);
    reply.header('x-daily-quota-limit', key.dailyQuota);
    reply.header('x-daily-quota-remaining', Math.max(0, key.dailyQuota - inDay));
    if (inDay > key.dailyQuota) {
      reply.header('retry-after', Math.ceil((dayEnd.getTime() - now) / 1000));
      throw new AppError(429, 'partner.quotaExceeded', { quota: key.dailyQuota });
    }
    if (inMinute > key.ratePerMinute) {
      reply.header('retry-after', reset);
      throw new AppError(429, 'partner.rateLimited', { limit: key.ratePerMinute, seconds: reset });
    }
  }

  /**
   * Lets a call to a partner route through, or refuses it: 401 (no key, unknown, disabled, revoked,
   * expired, rotated out, wrong address), 429 (limits), 403 (scope missing, no grant in force).
   */
  async admit(request: FastifyRequest, reply: FastifyReply): Promise<PartnerPrincipal> {
    const secret = request.headers['x-api-key'];
    if (typeof secret !== 'string' || !secret) throw new AppError(401, 'partner.keyRequired');
    if (secret.length > 200) throw new AppError(401, 'partner.keyInvalid');
    const key = await this.read(sha256(secret));
    if (!key) throw new AppError(401, 'partner.keyInvalid');
    const route = request.routeOptions.config.partner as RouteDefinition['partner'];
    const params = request.params as Record<string, unknown> | undefined;
    const corpParam = typeof params?.corpId === 'string' && UUID.test(params.corpId) ? params.corpId : null;
    request.partnerCall = {
      keyId: key.id,
      appId: key.appId,
      corpId: corpParam,
      resource: route?.resource ?? null,
    };

    const now = new Date();
    if (
      key.revokedAt ||
      key.disabledAt ||
      !key.appEnabled ||
      key.expiresAt <= now ||
      (key.graceUntil && key.graceUntil <= now)
    )
      throw new AppError(401, 'partner.keyInvalid');
    if (key.allowed && !allows(key.allowed, request.ip))
      throw new AppError(401, 'partner.keyAddress', { ip: request.ip });

    await this.count(key, reply);

    if (route?.resource) {
      if (!scopeAllows(key.scopes, route.resource, route.level))
        throw new AppError(403, 'partner.scopeMissing', { scope: partnerScope(route.resource, route.level) });
    }
    const grants = new Map<string, PartnerGrantInForce>();
    for (const grant of key.grants)
      if (grant.until > now) grants.set(grant.corpId, { ...grant, resources: new Set(grant.resources) });
    if (route?.resource && request.routeOptions.url?.includes(':corpId') && corpParam) {
      if (!grants.get(corpParam)?.resources.has(route.resource))
        throw new AppError(403, 'partner.grantMissing', {
          resource: PARTNER_RESOURCE_NAMES[route.resource][request.language],
        });
    }
    return {
      kind: 'partner',
      keyId: key.id,
      prefix: key.prefix,
      appId: key.appId,
      appName: key.appName,
      scopes: key.scopes,
      expiresAt: key.expiresAt,
      grants,
      ratePerMinute: key.ratePerMinute,
      dailyQuota: key.dailyQuota,
      corpId: null,
      allPermissions: false,
      permissions: new Set(),
      offPlatform: new Set(),
    };
  }
}

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The most addresses the in-process window keeps; the oldest are forgotten first. */
const MAX_ADDRESSES = 50_000;

/**
 * The general per-address limit, counted in this process: a fixed window per address, no round trip.
 * It guards one instance against a flood; behind N instances an address gets N times the limit.
 */
class ProcessWindow {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.delete(key);
      if (this.windows.size >= MAX_ADDRESSES) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.endsAt - now });
  }
}

const INCREMENT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return {current, redis.call('PTTL', KEYS[1])}
`;

/** A route's own limit (sign-in, codes, consumer writes), shared by every instance through Redis. */
class SharedWindow implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.redis
      .eval(INCREMENT, 1, this.prefix + key, timeWindow)
      .then((result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl: ttl > 0 ? ttl : timeWindow });
      })
      .catch((error: Error) => callback(error));
  }

  child(): FastifyRateLimitStore {
    throw new Error('route limits do not nest');
  }
}

/**
 * Rate-limit counters in two tiers (decision 0017): the global per-address limit of every route is
 * counted in process, so an ordinary call costs no Redis round trip; the stricter limits a route
 * declares for itself are counted in Redis, so guessing passwords or codes is capped across instances.
 */
export function tieredRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class TieredStore extends ProcessWindow implements FastifyRateLimitStore {
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands over the route's merged limit options, the route itself under `routeInfo`.
      const { method, url } = (options as unknown as { routeInfo: { method: string; url: string } })
        .routeInfo;
      return new SharedWindow(redis, `${nameSpace}${method}${url}-`);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

import { Redis, type RedisOptions } from 'ioredis';

/**
 * Redis connections as BullMQ's production guide recommends: producers fail fast when Redis is down
 * (no offline queue); workers and blocking connections retry forever (`maxRetriesPerRequest: null`).
 */
export function createRedis(url: string, role: 'producer' | 'worker'): Redis {
  const options: RedisOptions =
    role === 'worker'
      ? { maxRetriesPerRequest: null, enableReadyCheck: true }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false };
  return new Redis(url, {
    ...options,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
}

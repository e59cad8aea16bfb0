import { createDb, type Database, type Sql } from '@trace/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { JobQueues } from '../lib/jobs';
import { Notifier } from '../lib/notifier';
import { createRedis } from '../lib/redis';
import { type FileStorage, LocalDiskStorage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    sql: Sql;
    /** One connection for the caller's row read by every authenticated request (see servicesPlugin). */
    sessionSql: Sql;
    redis: Redis;
    jobs: JobQueues;
    notifier: Notifier;
    storage: FileStorage;
  }
}

/** Connections and shared services, opened once per app and closed with it. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { db, sql, close } = createDb(config.databaseUrl, {
      max: config.databasePoolSize,
      applicationName: 'api',
    });
    // Every authenticated request starts with one primary-key read of the caller's row. They share one
    // connection: reads arriving together are pipelined into one write and answered in one read, which
    // costs far less than a round trip each on separate connections, and such a read never waits on a
    // lock or runs long enough to hold the others up.
    const sessions = createDb(config.databaseUrl, { max: 1, applicationName: 'api-sessions' });
    const redis = createRedis(config.redisUrl, 'producer');
    await waitUntilReady(redis);
    const jobs = new JobQueues(db, redis, config.redisPrefix);
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('sql', sql);
    app.decorate('sessionSql', sessions.sql);
    app.decorate('redis', redis);
    app.decorate('jobs', jobs);
    app.decorate('notifier', new Notifier(db, jobs));
    app.decorate('storage', new LocalDiskStorage(config.uploadDir));
    app.addHook('onClose', async () => {
      await jobs.close();
      redis.disconnect();
      await close();
      await sessions.close();
    });
  },
  { name: 'services' },
);

function waitUntilReady(redis: Redis, timeoutMs = 10_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

import { ROUTES } from '@trace/contracts';
import { platforms } from '@trace/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { registerRoute } from '../../lib/route';

const routes = ROUTES.platform;

export async function platformRoutes(app: FastifyInstance) {
  registerRoute(app, routes.getPlatform, async () => app.config.platform);

  registerRoute(app, routes.getPlatformUrl, async () => {
    const [row] = await app.db
      .select({ ueditorUrl: platforms.ueditorUrl })
      .from(platforms)
      .where(eq(platforms.key, app.config.platform));
    return { ueditorUrl: app.config.ueditorUrl || row?.ueditorUrl || '' };
  });

  registerRoute(app, routes.currentPlatform, async () => {
    const [row] = await app.db.select().from(platforms).where(eq(platforms.key, app.config.platform));
    if (!row) throw notFound();
    return {
      key: app.config.platform,
      systemName: row.systemName,
      pageTitle: row.pageTitle,
      icon: row.icon,
      logo: row.logo,
    };
  });

  registerRoute(app, routes.health, async (_request, reply) => {
    const [database, redis] = await Promise.all([
      app.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      app.redis.ping().then(
        () => true,
        () => false,
      ),
    ]);
    const healthy = database && redis;
    if (!healthy) reply.status(503);
    return { status: healthy ? ('ok' as const) : ('degraded' as const), database, redis };
  });
}

import { ROUTES } from '@trace/contracts';
import { files } from '@trace/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { storedFileDisposition } from '../../lib/downloads';
import { AppError, notFound } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import * as queries from './queries';
import * as service from './service';

/** News (/newsList): administration, the home page's latest news and the public news page. */
export async function newsRoutes(app: FastifyInstance) {
  const r = ROUTES.news;
  const { db } = app;
  const platform = app.config.platform;

  registerRoute(app, r.list, (request) => queries.listNews(db, request.language, request.query));
  registerRoute(app, r.get, (request) => queries.newsDetail(db, request.language, request.params.id));
  registerRoute(app, r.create, (request) =>
    service.createNews(db, actorOf(request), request.language, request.body),
  );
  registerRoute(app, r.update, (request) =>
    service.updateNews(db, actorOf(request), request.language, request.params.id, request.body),
  );
  registerRoute(app, r.remove, (request) => service.deleteNews(db, actorOf(request), request.params.id));
  registerRoute(app, r.publish, (request) =>
    service.publishNews(db, actorOf(request), request.language, request.params.id),
  );
  registerRoute(app, r.schedule, (request) =>
    service.scheduleNews(db, actorOf(request), request.language, request.params.id, request.body.publishAt),
  );
  registerRoute(app, r.unschedule, (request) =>
    service.unscheduleNews(db, actorOf(request), request.language, request.params.id),
  );
  registerRoute(app, r.unpublish, (request) =>
    service.unpublishNews(db, actorOf(request), request.language, request.params.id),
  );

  registerRoute(app, r.latest, (request) => queries.latestNews(db, request.language, platform));
  registerRoute(app, r.publicList, (request) =>
    queries.readerNews(db, request.language, platform, request.query),
  );
  registerRoute(app, r.publicGet, (request) =>
    queries.readerNewsDetail(db, request.language, platform, request.params.id),
  );
  registerRoute(app, r.publicFile, async (request, reply) => {
    const { id, fileId } = request.params;
    if (!(await queries.publishedNewsShows(db, platform, id, fileId)))
      throw new AppError(404, 'news.fileNotShown');
    const [file] = await db.select().from(files).where(eq(files.id, fileId));
    if (!file) throw notFound();
    const stream = await app.storage.get(file.storageKey);
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header('content-disposition', storedFileDisposition(file))
      .header('cache-control', 'public, max-age=300')
      .send(stream);
  });
}

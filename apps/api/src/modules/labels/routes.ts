import { ROUTES } from '@trace/contracts';
import { products } from '@trace/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import { runCsvStream } from './export';
import * as runs from './runs';
import { searchLabels } from './search';

export async function labelRoutes(app: FastifyInstance) {
  const r = ROUTES.labels;
  registerRoute(app, r.runs, (request) =>
    runs.list(app.db, request.principal!, request.language, request.query),
  );
  registerRoute(app, r.run, (request) =>
    runs.get(app.db, request.principal!, request.language, request.params.id),
  );
  registerRoute(app, r.createRun, (request) =>
    runs.createRun(app.db, app.jobs, actorOf(request), request.language, request.body),
  );
  registerRoute(app, r.retryRun, (request) =>
    runs.retryRun(
      app.db,
      app.jobs,
      request.principal!,
      actorOf(request),
      request.language,
      request.params.id,
    ),
  );
  registerRoute(app, r.exportRun, async (request, reply) => {
    const run = await runs.get(app.db, request.principal!, request.language, request.params.id);
    if (run.status !== 'generated') throw new AppError(409, 'label.runNotGenerated');
    const [product] = run.productId
      ? await app.db.select({ gtin: products.gtin }).from(products).where(eq(products.id, run.productId))
      : [];
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="labels-${run.runNo}.csv"`)
      .send(runCsvStream(app.sql, run.id, app.config.publicBaseUrl, product?.gtin ?? null));
  });
  registerRoute(app, r.search, (request) =>
    searchLabels(app.db, request.principal!, request.language, request.query),
  );
}

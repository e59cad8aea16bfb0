import { ROUTES } from '@trace/contracts';
import { createDb, files } from '@trace/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/audit';
import { storedFileDisposition } from '../../lib/downloads';
import { AppError, notFound } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import { scanCertificateOf } from '../certification/certificates/service';
import * as alerts from './alerts';
import { sendTable } from './export';
import { preloadRegions } from './geo';
import { Grouped } from './grouped';
import { fileShownFor } from './public';
import { exportRecords, listRecords } from './records';
import { resolve, resolverDescription } from './resolver';
import {
  type LookupInput,
  labelOfDigitalLink,
  lookup,
  lookupGroup,
  peekLabel,
  type ScanContext,
  type ScanDeps,
  verify,
} from './service';

const contextOf = (request: FastifyRequest): ScanContext => ({
  language: request.language,
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * The database address for recording scans, with `synchronous_commit=off` for its sessions: a
 * group's commit returns before its WAL record reaches the disk, so the consumers waiting for it do
 * not wait for a disk flush too. A crash may lose the last fraction of a second of scan records; it
 * never corrupts them, and everything else (codes checked, labels, alerts) commits as usual. The one statement these sessions run is planned
 * once (`plan_cache_mode=force_generic_plan`) and never compiled (`jit=off`).
 */
export function scanRecorderUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.searchParams.set('synchronous_commit', 'off');
    url.searchParams.set('plan_cache_mode', 'force_generic_plan');
    // A group's estimate can cross the JIT threshold; compiling would cost more than running it.
    url.searchParams.set('jit', 'off');
    return url.toString();
  } catch {
    return databaseUrl;
  }
}

export async function scanRoutes(app: FastifyInstance) {
  preloadRegions();
  const r = ROUTES.scan;
  // Lookups run in groups on their own connection, which commits without waiting for the disk (see
  // scanRecorderUrl); the next group is queued on it behind the running one (see Grouped). A round
  // trip each on many connections cost the process more than the statements cost the database. The
  // statements only insert scans, so they never wait for each other's row locks; a fold of the worker
  // holds new ones up for as long as the statements already running take (decision 0018).
  const scanDb = createDb(scanRecorderUrl(app.config.databaseUrl), {
    max: 1,
    applicationName: 'api-scans',
  });
  const lookups = new Grouped((inputs: LookupInput[]) => lookupGroup(scanDb.sql, inputs));
  // A lookup reads its product's certificate in its own statement. A page opened again by its scan id
  // (`?scan=`, no new scan recorded) reads it here: for every opening (a suspension shows at once),
  // but once per product for the openings that arrive together.
  const certificates = new Grouped(async (productIds: string[]) => {
    const unique = [...new Set(productIds)];
    const shown = new Map(
      await Promise.all(unique.map(async (id) => [id, await scanCertificateOf(app.sql, id)] as const)),
    );
    return productIds.map((id) => shown.get(id) ?? null);
  });
  app.addHook('onClose', async () => {
    await lookups.drain();
    await certificates.drain();
    await scanDb.close();
  });
  const deps: ScanDeps = {
    db: app.db,
    sql: app.sql,
    lookups,
    certificates,
    redis: app.redis,
    redisPrefix: app.config.redisPrefix,
    publicBaseUrl: app.config.publicBaseUrl,
    platform: app.config.platform,
  };

  registerRoute(app, r.lookup, (request) =>
    lookup(deps, contextOf(request), request.params.excode, undefined, request.query.scan),
  );
  registerRoute(app, r.digitalLink, (request) => {
    const { excode, link } = labelOfDigitalLink(request.query.path);
    return lookup(deps, contextOf(request), excode, link, request.query.scan);
  });
  registerRoute(app, r.verify, (request) =>
    verify(deps, contextOf(request), request.params.excode, request.body.pcode),
  );
  registerRoute(app, r.file, async (request, reply) => {
    const { excode, fileId } = request.params;
    const { label, result } = await peekLabel(app.sql, excode);
    if (!(await fileShownFor(app.db, label, result, fileId, app.config.platform)))
      throw new AppError(404, 'scan.fileNotShown');
    const [file] = await app.db.select().from(files).where(eq(files.id, fileId));
    if (!file) throw notFound();
    const stream = await app.storage.get(file.storageKey);
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header('content-disposition', storedFileDisposition(file))
      .header('cache-control', 'public, max-age=300')
      .send(stream);
  });
  registerRoute(app, r.resolver, (request, reply) => resolve(app, request, reply));
  registerRoute(app, r.resolverDescription, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(resolverDescription(app.config.publicBaseUrl)),
  );

  registerRoute(app, r.records, (request) =>
    listRecords(app.db, request.principal!, request.language, request.query),
  );
  registerRoute(app, r.exportRecords, (request, reply) => {
    const { format, ...filters } = request.query;
    const { header, rows } = exportRecords(app.db, request.principal!, request.language, filters);
    return Promise.resolve(sendTable(reply, format, 'scan-records', header, rows));
  });

  registerRoute(app, r.alerts, (request) =>
    alerts.listAlerts(app.db, request.principal!, request.language, request.query),
  );
  registerRoute(app, r.alertSettings, (request) => alerts.getSettings(app.db, request.principal!));
  registerRoute(app, r.updateAlertSettings, (request) =>
    alerts.updateSettings(app.db, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, r.servedRegions, (request) => alerts.listServedRegions(app.db, request.query));
  registerRoute(app, r.setServedRegions, (request) =>
    alerts.setServedRegions(app.db, actorOf(request), request.params.corpId, request.body.regions),
  );
}

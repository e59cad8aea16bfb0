import { ROUTES } from '@trace/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import { tenantScope } from '../../lib/tenancy';
import { findBatch } from '../batches/batches';
import { findVisible } from '../shipments/queries';
import { backfillStatus, startBackfill } from './backfill';
import { cursorOf, documentText, type EventRow, type Fragment, sendDocument } from './documents';
import { queryEvents } from './query';

/** Public view of an item's events: only this item, and nothing about the dealings between companies. */
function redacted(row: EventRow): EventRow {
  const { bizTransactionList: _b, sourceList: _s, destinationList: _d, ...body } = row.body;
  return { ...row, body };
}

/**
 * EPCIS 2.0: documents per batch, label and shipment (downloads of their pages), the REST query and
 * the backfill. Companies read the events they take part in; administrators read all.
 */
export async function epcisRoutes(app: FastifyInstance) {
  const r = ROUTES.epcis;
  const { sql } = app;
  /** The events a caller may read: those naming its company (all for administrators). */
  const readable = (principal: Parameters<typeof tenantScope>[0]) => {
    const scope = tenantScope(principal);
    if (scope.kind === 'all') return sql`true`;
    if (scope.kind === 'company') return sql`e.corp_ids @> array[${scope.corpId}]::uuid[]`;
    return sql`false`;
  };

  registerRoute(app, r.events, (request, reply) =>
    queryEvents(sql, reply, request.url, readable(request.principal!), request.query),
  );

  /** Streams the events a caller may read among those `where` names, as a downloaded file. */
  const download = (request: FastifyRequest, reply: FastifyReply, where: Fragment, fileName: string) =>
    sendDocument(
      reply,
      documentText(cursorOf(sql, sql`${where} and ${readable(request.principal!)}`)),
      fileName,
    );

  for (const [route, line] of [
    [r.batchDocument, 'main'],
    [r.pandaBatchDocument, 'panda'],
  ] as const) {
    registerRoute(app, route, async (request, reply) => {
      const batch = await findBatch(app.db, request.principal!, line, request.params.id);
      return download(request, reply, sql`e.batch_id = ${batch.id}`, `epcis-batch-${batch.batchNo}.jsonld`);
    });
  }

  for (const [route, side] of [
    [r.sentShipmentDocument, 'sent'],
    [r.receivedShipmentDocument, 'received'],
  ] as const) {
    registerRoute(app, route, async (request, reply) => {
      const shipment = await findVisible(app.db, request.principal!, side, request.params.id);
      const fileName = `epcis-shipment-${shipment.shipmentNo}.jsonld`;
      return download(request, reply, sql`e.shipment_id = ${shipment.id}`, fileName);
    });
  }

  registerRoute(app, r.labelDocument, async (request, reply) => {
    const { excode } = request.params;
    const naming = sql`e.labels @> ${excode}::numeric`;
    // A label is the caller's when it belongs to its company or one of its events names the company.
    const scope = tenantScope(request.principal!);
    const [visible] = await sql`
      select 1 from labels l where l.excode = ${excode}::numeric and (${scope.kind === 'all'}
        or l.corp_id = ${scope.kind === 'company' ? scope.corpId : null}
        or exists (select 1 from epcis_events e where ${naming} and ${readable(request.principal!)}))`;
    if (!visible) throw notFound();
    return download(request, reply, naming, `epcis-label-${excode}.jsonld`);
  });

  registerRoute(app, r.publicItemEvents, async (request, reply) => {
    const { excode } = request.params;
    const [label] = await sql`select 1 from labels where excode = ${excode}::numeric`;
    if (!label) throw notFound();
    const rows = cursorOf(sql, sql`e.labels @> ${excode}::numeric`);
    reply.header('cache-control', 'public, max-age=60');
    return sendDocument(reply, documentText(rows, { only: excode, redact: redacted }), null);
  });

  registerRoute(app, r.backfillStatus, () => backfillStatus(app));
  registerRoute(app, r.runBackfill, (request) => startBackfill(app, request.principal!));
}

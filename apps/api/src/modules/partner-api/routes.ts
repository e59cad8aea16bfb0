import { ROUTES } from '@trace/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PartnerPrincipal } from '../../lib/principal';
import { registerRoute } from '../../lib/route';
import { queryEvents } from '../epcis/query';
import { captureEvents } from './capture';
import {
  companyBatch,
  companyBatches,
  companyCertificates,
  companyCustomsRecords,
  companyLabel,
  companyProducts,
  companyProfile,
  companyShipment,
  companyShipments,
  companyTestReports,
  grantedCompanies,
} from './queries';

/** The partner calling: the gate admitted its key and checked the company's grant of the route's resource. */
const partnerOf = (request: FastifyRequest) => request.principal as PartnerPrincipal;

/**
 * The partner API's data routes (decision 0027): what a company granted a partner application to
 * read of its data, and the EPCIS capture of the goods the partner received.
 */
export async function partnerApiRoutes(app: FastifyInstance) {
  const r = ROUTES.partnerApi;
  const { sql } = app;

  registerRoute(app, r.companies, async (request) => grantedCompanies(sql, partnerOf(request)));
  registerRoute(app, r.company, async (request) =>
    companyProfile(sql, partnerOf(request), request.params.corpId),
  );
  registerRoute(app, r.products, async (request) =>
    companyProducts(sql, request.params.corpId, request.query),
  );
  registerRoute(app, r.batches, async (request) => companyBatches(sql, request.params.corpId, request.query));
  registerRoute(app, r.batch, async (request) => companyBatch(sql, request.params.corpId, request.params.id));
  registerRoute(app, r.label, async (request) =>
    companyLabel(sql, request.params.corpId, request.params.excode),
  );
  registerRoute(app, r.shipments, async (request) =>
    companyShipments(sql, request.params.corpId, request.query),
  );
  registerRoute(app, r.shipment, async (request) =>
    companyShipment(sql, request.params.corpId, request.params.id),
  );
  registerRoute(app, r.testReports, async (request) =>
    companyTestReports(sql, request.params.corpId, request.query),
  );
  registerRoute(app, r.customsRecords, async (request) =>
    companyCustomsRecords(sql, request.params.corpId, request.query),
  );
  registerRoute(app, r.certificates, async (request) =>
    companyCertificates(sql, request.params.corpId, request.query),
  );

  registerRoute(app, r.events, (request, reply) =>
    queryEvents(
      sql,
      reply,
      request.url,
      sql`e.corp_ids @> array[${request.params.corpId}]::uuid[]`,
      request.query,
    ),
  );
  registerRoute(app, r.captureEvents, async (request) =>
    captureEvents(app.db, sql, partnerOf(request).appId, request.params.corpId, request.body),
  );
}

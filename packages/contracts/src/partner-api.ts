import { z } from 'zod';
import type { Localized } from './common';
import { ZId, ZIsoDate, ZIsoDateTime, ZLocalized, ZPage, ZPageQuery } from './common';
import { ZEpcisEventQuery } from './epcis';
import {
  PARTNER_RESOURCES,
  type PartnerAccessLevel,
  type PartnerResource,
  ZPartnerGrant,
  ZPartnerGrantRequestFields,
  ZPartnerResource,
} from './external';
import { ZLabelCode } from './labels/labels';
import { defineRoute, type RouteDefinition } from './route';
import { ZText } from './rules';

/**
 * The partner API (decision 0027): `/partner/v1`, called with a partner key (`X-Api-Key`). Each route
 * names the resource it reaches and the access it needs; a key holding that scope reads a company's
 * data only while the company's grant of that resource is in force.
 */
export const PARTNER_API_PREFIX = '/partner/v1';
export const PARTNER_TAG = 'Partner API';
const tags = [PARTNER_TAG];

export const ZPartnerCorpParams = z.object({ corpId: ZId });

export const ZPartnerSelf = z.object({
  app: z.object({ id: ZId, name: z.string() }),
  key: z.object({ id: ZId, prefix: z.string(), scopes: z.array(z.string()), expiresAt: ZIsoDateTime }),
  limits: z.object({ ratePerMinute: z.number().int(), dailyQuota: z.number().int() }),
  /** The companies whose data the key reaches now, and which resources of each. */
  grants: z.array(
    z.object({
      corpId: ZId,
      corpName: z.string(),
      resources: z.array(ZPartnerResource),
      until: ZIsoDateTime,
    }),
  ),
});

/** A partner asks a company for access, naming it by its registration number. */
export const ZPartnerAccessRequestBody = ZPartnerGrantRequestFields.extend({
  registrationNo: ZText(50).pipe(z.string().min(1, { message: 'partner.companyRequired' })),
});

/** The partner's view of its requests: what the company decided, without the company's internals. */
export const ZPartnerAccessRequest = ZPartnerGrant.omit({
  actions: true,
  decidedByName: true,
  appPurpose: true,
});

/* ---------------------------------------------------------------- data of the granting companies */

/**
 * A company's public profile as a partner reads it: who it is and where its review and traceability
 * contract stand, without its contacts, documents or internal remarks.
 */
export const ZPartnerCompany = z.object({
  id: ZId,
  name: z.string(),
  /** producer, importer, dealer, overseas_producer. */
  kind: z.string(),
  countryId: z.string().nullable(),
  registrationNo: z.string().nullable(),
  gln: z.string().nullable(),
  address: z.string().nullable(),
  productionAddress: z.string().nullable(),
  introduction: z.string().nullable(),
  /** The review of its profile: passed, to_be_reviewed, paused, … */
  status: z.string(),
  /** Its traceability contract: not_applied, traceability_pending, traceable, not_traceable. */
  traceStatus: z.string(),
  traceableFrom: ZIsoDateTime.nullable(),
  traceableUntil: ZIsoDateTime.nullable(),
  /** Until when the company lets this application read its data. */
  grantedUntil: ZIsoDateTime,
});

export const ZPartnerCorpIdParams = z.object({ corpId: ZId, id: ZId });
export const ZPartnerLabelParams = z.object({ corpId: ZId, excode: ZLabelCode });

const keyword = z.string().trim().max(100).optional();
export const ZPartnerKeywordQuery = ZPageQuery.extend({ keyword });

/** A product or batch named inside another item. */
const ZProductRef = z.object({ id: ZId, name: z.string(), gtin: z.string().nullable() });
const ZBatchRef = z.object({ id: ZId, batchNo: z.string() });

/** A product the company published (its content approved by the platform). */
export const ZPartnerProduct = z.object({
  id: ZId,
  name: z.string(),
  gtin: z.string().nullable(),
  specification: z.string().nullable(),
  description: z.string().nullable(),
  category: z.object({ id: ZId, name: ZLocalized }),
  /** offline, online_pending_review, online, online_review_failed, back_online_pending. */
  listingStatus: z.string(),
  updateTime: ZIsoDateTime,
});

export const ZPartnerBatchQuery = ZPageQuery.extend({
  /** Part of the batch number or of the product's name. */
  keyword,
  /** Only batches changed at or after this time (to follow changes since a previous read). */
  updatedSince: ZIsoDateTime.optional(),
  /** One product line: `main`, or `panda` (the second line). */
  line: z.enum(['main', 'panda']).optional(),
});

export const ZPartnerBatch = z.object({
  id: ZId,
  batchNo: z.string(),
  /** main, or panda (the second product line). */
  line: z.string(),
  /** normal, deep (deep processing), raw_material. */
  kind: z.string(),
  /** in_production, complete. */
  status: z.string(),
  product: ZProductRef,
  productionDate: ZIsoDateTime.nullable(),
  expiryDate: ZIsoDateTime.nullable(),
  origin: z.string().nullable(),
  boundCount: z.number().int(),
  completedAt: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
});

export const ZPartnerBatchDetail = ZPartnerBatch.extend({
  /** The batch's labels: all of them, in use (bound or activated), voided, and sent in shipments. */
  labels: z.object({
    total: z.number().int(),
    active: z.number().int(),
    voided: z.number().int(),
    shipped: z.number().int(),
  }),
});

/** One label of the company: where it stands and what happened to it. */
export const ZPartnerLabel = z.object({
  excode: z.string(),
  /** unassigned, assigned, bound, activated, invalid (voided), raw_material, used_up. */
  state: z.string(),
  product: ZProductRef.nullable(),
  batch: ZBatchRef.nullable(),
  boundAt: ZIsoDateTime.nullable(),
  /** When it was last sent in a shipment. */
  shippedAt: ZIsoDateTime.nullable(),
  voidedAt: ZIsoDateTime.nullable(),
  scanCount: z.number().int(),
  lastScannedAt: ZIsoDateTime.nullable(),
});

export const ZPartnerShipmentQuery = ZPageQuery.extend({
  /** Part of the shipment number, the tracking number or the other company's name. */
  keyword,
  /** sent: by the company; received: to it; both when absent. */
  direction: z.enum(['sent', 'received']).optional(),
});

const ZCompanyRef = z.object({ id: ZId, name: z.string() });

export const ZPartnerShipment = z.object({
  id: ZId,
  shipmentNo: z.string(),
  /** Seen from the granting company: it sent or received the goods. */
  direction: z.enum(['sent', 'received']),
  /** sent, received, returned. */
  status: z.string(),
  sender: ZCompanyRef,
  receiver: ZCompanyRef,
  labelCount: z.number().int(),
  /** Display units (grams, as on the platform's pages). */
  totalWeight: z.string(),
  carrier: z.string(),
  trackingNo: z.string().nullable(),
  shippingDate: ZIsoDateTime,
  receivedAt: ZIsoDateTime.nullable(),
  returnedAt: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
});

export const ZPartnerShipmentDetail = ZPartnerShipment.extend({
  /** The shipped labels by batch and product. */
  batches: z.array(
    z.object({ batch: ZBatchRef.nullable(), product: ZProductRef.nullable(), labelCount: z.number().int() }),
  ),
  /** The certificates in force for the shipped products when it was sent. */
  certificates: z.array(z.object({ certNo: z.string(), status: z.string() })),
});

/** A published (approved) test report of a product, or of one batch of it. */
export const ZPartnerTestReport = z.object({
  id: ZId,
  product: ZProductRef,
  batch: ZBatchRef.nullable(),
  institution: z.string(),
  reportNo: z.string(),
  testDate: ZIsoDateTime,
  /** qualified, unqualified. */
  result: z.string(),
  updateTime: ZIsoDateTime,
});

/** A published (approved) customs clearance of one batch, with its certificates' numbers and dates. */
export const ZPartnerCustomsRecord = z.object({
  id: ZId,
  name: z.string(),
  product: ZProductRef,
  batch: ZBatchRef,
  port: z.string(),
  portName: z.string(),
  importTime: ZIsoDateTime,
  importCorpName: z.string(),
  certificates: z.array(
    z.object({
      kind: z.number().int(),
      kindName: z.string(),
      num: z.string().nullable(),
      startTime: ZIsoDateTime.nullable(),
      endTime: ZIsoDateTime.nullable(),
    }),
  ),
  updateTime: ZIsoDateTime,
});

export const ZPartnerCertificateQuery = ZPageQuery.extend({
  /** effective, reduced, suspended, withdrawn, expired, surrendered, replaced. */
  status: z
    .enum(['effective', 'reduced', 'suspended', 'withdrawn', 'expired', 'surrendered', 'replaced'])
    .optional(),
});

/** A certificate the company holds: its scheme and modules in scope, its body, status and validity. */
export const ZPartnerCertificate = z.object({
  id: ZId,
  certNo: z.string(),
  scheme: z.object({ key: z.string(), name: ZLocalized }),
  modules: z.array(z.object({ id: ZId, name: z.string() })),
  body: z.object({ id: ZId, name: z.string(), accreditationNo: z.string().nullable() }),
  /** effective and reduced are in force; the others are not. */
  status: z.string(),
  validFrom: ZIsoDate,
  validUntil: ZIsoDate,
  nextSurveillanceDue: ZIsoDate.nullable(),
  suspendedUntil: ZIsoDate.nullable(),
  updateTime: ZIsoDateTime,
});

/** The most events one capture may carry. */
export const PARTNER_CAPTURE_MAX_EVENTS = 100;
/** The most EPCs all events of one capture may name together. */
export const PARTNER_CAPTURE_MAX_EPCS = 10_000;
/** What a partner may record of a company's goods: it observed them arriving, accepted or inspected them. */
export const PARTNER_CAPTURE_BIZ_STEPS = ['receiving', 'accepting', 'inspecting'] as const;

/**
 * An EPCIS 2.0 capture: an EPCISDocument, or the list of events it would carry. Checked against the
 * standard's JSON schema by the server, which answers the schema's errors.
 */
export const ZPartnerEpcisCapture = z.union([
  z.looseObject({
    type: z.literal('EPCISDocument', { message: 'partner.epcisInvalid' }),
    epcisBody: z.looseObject({
      eventList: z.array(z.record(z.string(), z.unknown())).max(PARTNER_CAPTURE_MAX_EVENTS),
    }),
  }),
  z.array(z.record(z.string(), z.unknown())).min(1).max(PARTNER_CAPTURE_MAX_EVENTS),
]);

export const ZPartnerEpcisCaptureResult = z.object({
  /** The ids of the stored events (their EPCIS hash ids): one per batch an event's items belong to. */
  eventIds: z.array(z.string()),
  /** How many of them were recorded now (the others had been recorded before). */
  recorded: z.number().int(),
});

const LD = 'application/ld+json';
const corp = `${PARTNER_API_PREFIX}/companies/:corpId`;

export const partnerApiRoutes = {
  self: defineRoute({
    method: 'GET',
    path: `${PARTNER_API_PREFIX}/me`,
    access: 'partner',
    partner: { resource: null, level: 'read' },
    summary: 'The calling key: its application, scopes, limits and the grants in force',
    tags,
    response: ZPartnerSelf,
  }),
  listAccessRequests: defineRoute({
    method: 'GET',
    path: `${PARTNER_API_PREFIX}/access-requests`,
    access: 'partner',
    partner: { resource: null, level: 'read' },
    summary: "The application's requests for companies' data and what each company decided",
    tags,
    response: z.array(ZPartnerAccessRequest),
  }),
  requestAccess: defineRoute({
    method: 'POST',
    path: `${PARTNER_API_PREFIX}/access-requests`,
    access: 'partner',
    partner: { resource: null, level: 'read' },
    summary: 'Ask a company for access to some of its data; the company approves, narrows or refuses',
    tags,
    body: ZPartnerAccessRequestBody,
    response: ZPartnerAccessRequest,
  }),
  companies: defineRoute({
    method: 'GET',
    path: `${PARTNER_API_PREFIX}/companies`,
    access: 'partner',
    partner: { resource: 'companies', level: 'read' },
    summary: 'The public profiles of the companies whose grant to this application includes their profile',
    tags,
    response: z.array(ZPartnerCompany),
  }),
  company: defineRoute({
    method: 'GET',
    path: corp,
    access: 'partner',
    partner: { resource: 'companies', level: 'read' },
    summary: "A company's public profile and the status of its review and traceability contract",
    tags,
    params: ZPartnerCorpParams,
    response: ZPartnerCompany,
  }),
  products: defineRoute({
    method: 'GET',
    path: `${corp}/products`,
    access: 'partner',
    partner: { resource: 'products', level: 'read' },
    summary: "The company's published products (approved by the platform)",
    tags,
    params: ZPartnerCorpParams,
    query: ZPartnerKeywordQuery,
    response: ZPage(ZPartnerProduct),
  }),
  batches: defineRoute({
    method: 'GET',
    path: `${corp}/batches`,
    access: 'partner',
    partner: { resource: 'batches', level: 'read' },
    summary: "The company's batches of both product lines, most recently changed first",
    tags,
    params: ZPartnerCorpParams,
    query: ZPartnerBatchQuery,
    response: ZPage(ZPartnerBatch),
  }),
  batch: defineRoute({
    method: 'GET',
    path: `${corp}/batches/:id`,
    access: 'partner',
    partner: { resource: 'batches', level: 'read' },
    summary: 'One batch of the company with its product and the counts of its labels',
    tags,
    params: ZPartnerCorpIdParams,
    response: ZPartnerBatchDetail,
  }),
  label: defineRoute({
    method: 'GET',
    path: `${corp}/labels/:excode`,
    access: 'partner',
    partner: { resource: 'labels', level: 'read' },
    summary:
      "The status of one of the company's labels: state, product, batch, when it was bound, shipped or voided, and its scans",
    tags,
    params: ZPartnerLabelParams,
    response: ZPartnerLabel,
  }),
  shipments: defineRoute({
    method: 'GET',
    path: `${corp}/shipments`,
    access: 'partner',
    partner: { resource: 'shipments', level: 'read' },
    summary: 'The shipments the company sent or received, newest first',
    tags,
    params: ZPartnerCorpParams,
    query: ZPartnerShipmentQuery,
    response: ZPage(ZPartnerShipment),
  }),
  shipment: defineRoute({
    method: 'GET',
    path: `${corp}/shipments/:id`,
    access: 'partner',
    partner: { resource: 'shipments', level: 'read' },
    summary: 'One shipment the company sent or received, with its labels by batch and its certificates',
    tags,
    params: ZPartnerCorpIdParams,
    response: ZPartnerShipmentDetail,
  }),
  testReports: defineRoute({
    method: 'GET',
    path: `${corp}/test-reports`,
    access: 'partner',
    partner: { resource: 'testReports', level: 'read' },
    summary: "The company's published test reports, newest test first",
    tags,
    params: ZPartnerCorpParams,
    query: ZPartnerKeywordQuery,
    response: ZPage(ZPartnerTestReport),
  }),
  customsRecords: defineRoute({
    method: 'GET',
    path: `${corp}/customs-records`,
    access: 'partner',
    partner: { resource: 'customsRecords', level: 'read' },
    summary: "The company's published customs clearances, newest import first",
    tags,
    params: ZPartnerCorpParams,
    query: ZPartnerKeywordQuery,
    response: ZPage(ZPartnerCustomsRecord),
  }),
  certificates: defineRoute({
    method: 'GET',
    path: `${corp}/certificates`,
    access: 'partner',
    partner: { resource: 'certificates', level: 'read' },
    summary: "The company's certificates: scheme, modules, certification body, status and validity",
    tags,
    params: ZPartnerCorpParams,
    query: ZPartnerCertificateQuery,
    response: ZPage(ZPartnerCertificate),
  }),
  events: defineRoute({
    method: 'GET',
    path: `${corp}/epcis/events`,
    access: 'partner',
    partner: { resource: 'events', level: 'read' },
    summary:
      'EPCIS 2.0 query (REST binding) over the events naming the company, as an EPCISQueryDocument; the next page is named in a `Link: <…nextPageToken=…>; rel="next"` header',
    tags,
    params: ZPartnerCorpParams,
    query: ZEpcisEventQuery,
    document: LD,
  }),
  captureEvents: defineRoute({
    method: 'POST',
    path: `${corp}/epcis/events`,
    access: 'partner',
    partner: { resource: 'events', level: 'write' },
    summary:
      "EPCIS 2.0 capture: record that you received, accepted or inspected the company's goods (ObjectEvents, action OBSERVE, bizStep receiving, accepting or inspecting, every EPC one of the company's labels); idempotent per eventID",
    tags,
    params: ZPartnerCorpParams,
    body: ZPartnerEpcisCapture,
    response: ZPartnerEpcisCaptureResult,
  }),
} as const satisfies Record<string, RouteDefinition>;

export interface PartnerCatalogueEntry {
  resource: PartnerResource;
  name: Localized;
  /** The access levels some partner route needs for this resource. */
  levels: PartnerAccessLevel[];
  /** The routes reaching it: `GET /partner/v1/companies/:corpId/batches`. */
  routes: { method: string; path: string; level: PartnerAccessLevel; summary: string }[];
}

/**
 * The scopes a key can be given, derived from the partner routes: a resource appears with the levels
 * its routes need, so a new route brings its scope with it.
 */
export function partnerCatalogue(
  routes: Record<string, RouteDefinition>,
  names: Record<PartnerResource, Localized>,
): PartnerCatalogueEntry[] {
  return PARTNER_RESOURCES.flatMap((resource) => {
    const reaching = Object.values(routes).filter((route) => route.partner?.resource === resource);
    if (reaching.length === 0) return [];
    const levels = [...new Set(reaching.map((route) => route.partner!.level))].sort() as PartnerAccessLevel[];
    return [
      {
        resource,
        name: names[resource],
        levels,
        routes: reaching.map((route) => ({
          method: route.method,
          path: route.path,
          level: route.partner!.level,
          summary: route.summary,
        })),
      },
    ];
  });
}

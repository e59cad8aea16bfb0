import { z } from 'zod';
import { ZIdParams, ZIsoDateTime } from './common';
import { ZLabelCode } from './labels/labels';
import { pagePermission } from './navigation';
import { defineRoute } from './route';

/**
 * EPCIS 2.0 (decision 0026): the events the platform records for every flow, exported as JSON-LD
 * documents (per batch, label and shipment) and read through the standard's REST query.
 */
const tag = 'EPCIS';
export const EPCIS_EVENT_VIEW = 'epcis.event.view';
export const EPCIS_BACKFILL = 'sys.epcis.backfill';

export const EPCIS_EVENT_TYPES = ['ObjectEvent', 'TransformationEvent'] as const;
export const EPCIS_PAGE_MAX = 200;
/** How many EPCs a MATCH_epc filter may name. */
export const EPCIS_MATCH_MAX = 100;

/** A comma-separated list parameter of the REST binding (`EQ_bizStep=shipping,receiving`). */
const list = <T extends string>(item: z.ZodType<T, string>, max = 20) =>
  z
    .string()
    .max(10_000)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1).max(max));

const ZUriOrName = z
  .string()
  .min(1)
  .max(500)
  .regex(/^[A-Za-z0-9_:/.#?=&%~+@!$'()*,;-]+$/, { message: 'epcis.valueFormat' });

/** The query parameters of EPCIS 2.0 `GET /events` this repository answers. */
export const ZEpcisEventQuery = z.strictObject({
  eventType: list(z.enum(EPCIS_EVENT_TYPES), 2).optional(),
  GE_eventTime: ZIsoDateTime.optional(),
  LT_eventTime: ZIsoDateTime.optional(),
  GE_recordTime: ZIsoDateTime.optional(),
  LT_recordTime: ZIsoDateTime.optional(),
  EQ_action: list(z.enum(['ADD', 'OBSERVE', 'DELETE']), 3).optional(),
  EQ_bizStep: list(ZUriOrName).optional(),
  EQ_disposition: list(ZUriOrName).optional(),
  EQ_bizLocation: list(ZUriOrName).optional(),
  EQ_readPoint: list(ZUriOrName).optional(),
  MATCH_epc: list(ZUriOrName, EPCIS_MATCH_MAX).optional(),
  MATCH_anyEPC: list(ZUriOrName, EPCIS_MATCH_MAX).optional(),
  perPage: z.coerce.number().int().min(1).max(EPCIS_PAGE_MAX).default(30),
  nextPageToken: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'epcis.pageToken' })
    .optional(),
});
export type EpcisEventQuery = z.infer<typeof ZEpcisEventQuery>;

export const ZEpcisLabelParams = z.object({ excode: ZLabelCode });

export const EPCIS_SOURCE_KINDS = [
  'run',
  'bind',
  'use',
  'ship',
  'receive',
  'return',
  'void',
  'customs',
  'check',
  /** Events a partner application recorded through the partner API (`partner:{appId}:{eventID}`). */
  'partner',
] as const;
export type EpcisSourceKind = (typeof EPCIS_SOURCE_KINDS)[number];

export const ZEpcisBackfillStatus = z.object({
  /** Per kind of source row: how many exist and how many have their events recorded. */
  sources: z.array(
    z.object({ kind: z.enum(EPCIS_SOURCE_KINDS), total: z.number().int(), recorded: z.number().int() }),
  ),
  events: z.number().int(),
  /** The backfill job running or last run, if any. */
  job: z
    .object({
      id: z.string(),
      status: z.string(),
      progress: z.number().int(),
      error: z.string().nullable(),
      updatedAt: ZIsoDateTime,
    })
    .nullable(),
});
export type EpcisBackfillStatus = z.infer<typeof ZEpcisBackfillStatus>;

/** EPCIS documents are JSON-LD of their own, not in the envelope. */
const LD = 'application/ld+json';

const document = <P extends z.ZodObject>(path: string, access: string, summary: string, params: P) =>
  defineRoute({ method: 'GET', path, access, summary, tags: [tag], params, document: LD });

export const epcisRoutes = {
  events: defineRoute({
    method: 'GET',
    path: '/epcis/events',
    access: EPCIS_EVENT_VIEW,
    summary:
      'EPCIS 2.0 query (REST binding): events of your company (all for administrators) as an EPCISQueryDocument; the next page is named in a `Link: <…nextPageToken=…>; rel="next"` header',
    tags: [tag],
    query: ZEpcisEventQuery,
    document: LD,
  }),
  batchDocument: document(
    '/batches/:id/epcis',
    pagePermission('product', '/batchList'),
    'The EPCIS 2.0 JSON-LD document of a batch: its commissioning, processing, customs, shipping and voiding events, streamed',
    ZIdParams,
  ),
  pandaBatchDocument: document(
    '/panda-batches/:id/epcis',
    pagePermission('product', '/batchListPanda'),
    'The EPCIS 2.0 JSON-LD document of a batch of the second product line, streamed',
    ZIdParams,
  ),
  labelDocument: document(
    '/labels/:excode/epcis',
    pagePermission('label', '/labelSearch'),
    'The EPCIS 2.0 JSON-LD document of one label: every event naming it that your company may read',
    ZEpcisLabelParams,
  ),
  sentShipmentDocument: document(
    '/shipments/sent/:id/epcis',
    pagePermission('product', '/senderRecord'),
    'The EPCIS 2.0 JSON-LD document of a shipment you sent: its shipping, receiving or return events',
    ZIdParams,
  ),
  receivedShipmentDocument: document(
    '/shipments/received/:id/epcis',
    pagePermission('product', '/takerRecord'),
    'The EPCIS 2.0 JSON-LD document of a shipment you received',
    ZIdParams,
  ),
  publicItemEvents: defineRoute({
    method: 'GET',
    path: '/scan/labels/:excode/events',
    access: 'public',
    summary:
      'The public EPCIS events of one item (the `gs1:epcis` link of its Digital Link): each event lists only this item and names no business transaction',
    tags: [tag],
    params: ZEpcisLabelParams,
    document: LD,
    anyOrigin: true,
  }),
  backfillStatus: defineRoute({
    method: 'GET',
    path: '/epcis/backfill',
    access: EPCIS_BACKFILL,
    summary:
      'How many source rows (runs, bindings, shipments, …) have their EPCIS events, and the backfill job',
    tags: [tag],
    response: ZEpcisBackfillStatus,
  }),
  runBackfill: defineRoute({
    method: 'POST',
    path: '/epcis/backfill',
    access: EPCIS_BACKFILL,
    summary:
      'Records the events of rows that have none (data older than the event repository); resumable, safe to run again',
    tags: [tag],
    response: ZEpcisBackfillStatus,
  }),
};

import {
  PARTNER_CAPTURE_BIZ_STEPS,
  PARTNER_CAPTURE_MAX_EPCS,
  PARTNER_CAPTURE_MAX_EVENTS,
  type ZPartnerEpcisCapture,
  type ZPartnerEpcisCaptureResult,
} from '@trace/contracts';
import { EPCIS_CONTEXT, type EpcisEvent, eventHashId, excodeOfEpc, labelEpc } from '@trace/core';
import { validateEpcis } from '@trace/core/epcis-validate';
import type { Database, Sql } from '@trace/db';
import { type EventRecord, epcisBase, recordEvents } from '@trace/db/epcis';
import { sql as raw } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { cbvShortName } from '../epcis/query';

type Capture = z.infer<typeof ZPartnerEpcisCapture>;
type CaptureResult = z.infer<typeof ZPartnerEpcisCaptureResult>;
type Json = Record<string, unknown>;
type Draft = EventRecord['event'];

/** How many of the schema's errors a refusal lists. */
const ERRORS_SHOWN = 5;

/** The capture as an EPCISDocument: a bare list of events is put into one. */
function documentOf(capture: Capture): Json {
  if (!Array.isArray(capture)) return capture as Json;
  return {
    '@context': [EPCIS_CONTEXT],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: new Date().toISOString(),
    epcisBody: { eventList: capture },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const idOf = (value: unknown) => text((value as Json | undefined)?.id);
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/**
 * The event as the platform records it (short CBV names, ids as plain URIs), without its items (they
 * are written per batch) and without what a receipt does not carry (quantities, sensor data, ilmd).
 */
function draftOf(event: Json): Draft {
  const certification = event.certificationInfo;
  const draft: Draft = {
    type: 'ObjectEvent',
    eventTime: String(event.eventTime),
    eventTimeZoneOffset: String(event.eventTimeZoneOffset),
    action: 'OBSERVE',
    bizStep: cbvShortName(String(event.bizStep)),
    ...(text(event.disposition) ? { disposition: cbvShortName(text(event.disposition)!) } : {}),
    ...(idOf(event.readPoint) ? { readPoint: idOf(event.readPoint) } : {}),
    ...(idOf(event.bizLocation) ? { bizLocation: idOf(event.bizLocation) } : {}),
  };
  const transactions = list(event.bizTransactionList).map((t) => ({
    ...(text(t.type) ? { type: text(t.type) } : {}),
    bizTransaction: String(t.bizTransaction),
  }));
  if (transactions.length > 0) draft.bizTransactionList = transactions;
  const sources = list(event.sourceList).map((s) => ({ type: String(s.type), id: String(s.source) }));
  if (sources.length > 0) draft.sourceList = sources;
  const destinations = list(event.destinationList).map((d) => ({
    type: String(d.type),
    id: String(d.destination),
  }));
  if (destinations.length > 0) draft.destinationList = destinations;
  const certificates = Array.isArray(certification)
    ? certification.map(String)
    : text(certification)
      ? [text(certification)!]
      : [];
  if (certificates.length > 0) draft.certificationInfo = certificates;
  return draft;
}

interface LabelRow {
  excode: string;
  batch_id: string | null;
  gtin: string | null;
}

/**
 * Records a partner's receipt of a company's goods (EPCIS capture). Every event is checked before
 * anything is written: the document against the standard's schema, each event's kind, and each EPC
 * against the company's labels. Events are then written the way the platform's own flows write them,
 * one per batch their items belong to; an eventID already captured by this application is not
 * recorded again.
 */
export async function captureEvents(
  db: Database,
  sql: Sql,
  appId: string,
  corpId: string,
  capture: Capture,
): Promise<CaptureResult> {
  const document = documentOf(capture);
  const errors = validateEpcis(document);
  if (errors.length > 0)
    throw badRequest('partner.epcisInvalid', { errors: errors.slice(0, ERRORS_SHOWN).join('; ') });
  const events = list((document.epcisBody as Json).eventList);
  const tooLarge = () =>
    badRequest('partner.captureTooLarge', {
      events: PARTNER_CAPTURE_MAX_EVENTS,
      epcs: PARTNER_CAPTURE_MAX_EPCS,
    });
  if (events.length > PARTNER_CAPTURE_MAX_EVENTS) throw tooLarge();

  let epcCount = 0;
  events.forEach((event, i) => {
    const bizStep = text(event.bizStep);
    if (
      event.type !== 'ObjectEvent' ||
      event.action !== 'OBSERVE' ||
      !bizStep ||
      !(PARTNER_CAPTURE_BIZ_STEPS as readonly string[]).includes(cbvShortName(bizStep))
    )
      throw badRequest('partner.eventNotCapturable', { index: i + 1 });
    const epcs = list(event.epcList);
    if (epcs.length === 0) throw badRequest('partner.eventWithoutEpcs', { index: i + 1 });
    epcCount += epcs.length;
  });
  if (epcCount > PARTNER_CAPTURE_MAX_EPCS) throw tooLarge();

  // Every EPC must name one of the company's labels, in a form the platform's events use.
  const base = epcisBase();
  const codeOf = new Map<string, string>();
  for (const event of events) {
    for (const epc of list(event.epcList).map(String)) {
      const code = excodeOfEpc(epc);
      if (!code || !/^\d{1,20}$/.test(code)) throw badRequest('partner.eventsOutOfGrant', { epc });
      codeOf.set(epc, code);
    }
  }
  const labels = await sql<LabelRow[]>`
    select l.excode::text, l.batch_id, p.gtin from labels l left join products p on p.id = l.product_id
    where l.excode = any(${`{${[...new Set(codeOf.values())].join(',')}}`}::numeric[])
      and l.corp_id = ${corpId}`;
  const labelOf = new Map(labels.map((label) => [label.excode, label]));
  for (const [epc, code] of codeOf) {
    const label = labelOf.get(code);
    if (!label || (epc !== labelEpc(base, code, label.gtin) && epc !== labelEpc(base, code, null)))
      throw badRequest('partner.eventsOutOfGrant', { epc });
  }

  const plan = events.map((event) => {
    const draft = draftOf(event);
    const epcs = list(event.epcList).map(String);
    const eventId = text(event.eventID) ?? eventHashId({ ...draft, epcList: epcs } as EpcisEvent);
    // One stored event per batch and EPC form: the repository keeps one code set and prefix per event.
    const groups = new Map<string, { batchId: string | null; prefix: string; codes: string[] }>();
    for (const epc of epcs) {
      const code = codeOf.get(epc)!;
      const batchId = labelOf.get(code)!.batch_id;
      const prefix = epc.slice(0, epc.length - code.length);
      const key = `${batchId}|${prefix}`;
      const group = groups.get(key) ?? { batchId, prefix, codes: [] };
      group.codes.push(code);
      groups.set(key, group);
    }
    const records: EventRecord[] = [...groups.values()].map((group) => ({
      event: draft,
      codes: group.codes,
      prefix: group.prefix,
      corpIds: [corpId],
      batchId: group.batchId,
    }));
    return { source: `partner:${appId}:${eventId}`, records };
  });

  return db.transaction(async (tx) => {
    const eventIds: string[] = [];
    let recorded = 0;
    for (const { source, records } of plan) {
      // Two captures of one eventID at once: the second waits and finds the first's events.
      await tx.execute(raw`select pg_advisory_xact_lock(hashtext(${source}))`);
      const earlier = (await tx.execute(
        raw`select event_id from epcis_events where source = ${source} order by event_id`,
      )) as unknown as { event_id: string }[];
      if (earlier.length > 0) {
        eventIds.push(...earlier.map((row) => row.event_id));
        continue;
      }
      const written = await recordEvents(tx, source, records);
      eventIds.push(...written.ids);
      recorded += written.recorded;
    }
    return { eventIds: [...new Set(eventIds)], recorded };
  });
}

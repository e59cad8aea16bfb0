import { Readable } from 'node:stream';
import {
  EPCIS_DOCUMENT_TAIL,
  EPCIS_QUERY_DOCUMENT_TAIL,
  type EpcisEvent,
  epcisDocumentHead,
  epcisQueryDocumentHead,
  eventJson,
  eventJsonAround,
} from '@trace/core';
import type { Sql } from '@trace/db';
import type { FastifyReply } from 'fastify';
import type { PendingQuery, Row } from 'postgres';
import { contentDisposition } from '../../lib/downloads';

/** A piece of SQL put into another query. */
export type Fragment = PendingQuery<Row[]>;

/** An event as stored: its columns, the rest of its body, and its items as code ranges. */
export interface EventRow {
  event_id: string;
  event_type: EpcisEvent['type'];
  action: string | null;
  biz_step: string | null;
  disposition: string | null;
  event_time: Date;
  event_time_zone_offset: string;
  labels: string | null;
  epc_prefix: string | null;
  body: Partial<EpcisEvent>;
}

export const EVENT_COLUMNS =
  'event_id, event_type, action, biz_step, disposition, event_time, event_time_zone_offset, labels::text as labels, epc_prefix, body';

/** `{[1,5),[7,8)}` → [[1n,5n],[7n,8n]] (half-open ranges). */
export function parseRanges(text: string | null): [bigint, bigint][] {
  if (!text) return [];
  return [...text.matchAll(/\[(\d+),(\d+)\)/g)].map((m) => [BigInt(m[1]!), BigInt(m[2]!)]);
}

export function eventOf(row: EventRow): EpcisEvent {
  return {
    type: row.event_type,
    eventTime: new Date(row.event_time).toISOString(),
    eventTimeZoneOffset: row.event_time_zone_offset,
    eventID: row.event_id,
    ...(row.action ? { action: row.action as EpcisEvent['action'] } : {}),
    ...(row.biz_step ? { bizStep: row.biz_step } : {}),
    ...(row.disposition ? { disposition: row.disposition } : {}),
    ...row.body,
  };
}

/** How many EPCs go into one chunk of the stream. */
const EPCS_PER_CHUNK = 4_000;

/** The event's JSON text, its item list written from the code ranges chunk by chunk. */
export function* eventText(row: EventRow, only?: string): Generator<string> {
  const event = eventOf(row);
  const ranges = parseRanges(row.labels);
  if (ranges.length === 0) {
    yield JSON.stringify(eventJson(event));
    return;
  }
  const { head, tail } = eventJsonAround(
    event,
    event.type === 'TransformationEvent' ? 'outputEPCList' : 'epcList',
  );
  yield head;
  // The prefix as JSON text without its closing quote: each EPC is the prefix, the code and a quote.
  const prefix = JSON.stringify(row.epc_prefix ?? '').slice(0, -1);
  if (only) {
    yield `${prefix}${only}"`;
  } else {
    let chunk: string[] = [];
    let written = false;
    for (const [from, to] of ranges) {
      for (let code = from; code < to; code++) {
        chunk.push(`${prefix}${code}"`);
        if (chunk.length === EPCS_PER_CHUNK) {
          yield (written ? ',' : '') + chunk.join(',');
          written = true;
          chunk = [];
        }
      }
    }
    if (chunk.length > 0) yield (written ? ',' : '') + chunk.join(',');
  }
  yield tail;
}

export interface DocumentOptions {
  /** The one item shown (public view): every event lists only it. */
  only?: string;
  /** Drops what names business partners' dealings (public view). */
  redact?: (row: EventRow) => EventRow;
  query?: { name: string };
}

/** Streams events from a cursor as an EPCISDocument (or an EPCISQueryDocument). */
export async function* documentText(
  rows: AsyncIterable<EventRow[]>,
  options: DocumentOptions = {},
): AsyncGenerator<string> {
  const now = new Date();
  yield options.query ? epcisQueryDocumentHead(now, options.query.name) : epcisDocumentHead(now);
  let first = true;
  for await (const batch of rows) {
    for (const stored of batch) {
      const row = options.redact ? options.redact(stored) : stored;
      if (!first) yield ',';
      first = false;
      yield* eventText(row, options.only);
    }
  }
  yield options.query ? EPCIS_QUERY_DOCUMENT_TAIL : EPCIS_DOCUMENT_TAIL;
}

/** Joins small pieces into writes of about 64 KB. */
async function* buffered(parts: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const part of parts) {
    pending += part;
    if (pending.length >= 65_536) {
      yield pending;
      pending = '';
    }
  }
  if (pending) yield pending;
}

export function sendDocument(
  reply: FastifyReply,
  parts: AsyncIterable<string>,
  fileName: string | null,
): FastifyReply {
  reply.header('content-type', 'application/ld+json; charset=utf-8').header('GS1-EPCIS-Version', '2.0.0');
  if (fileName) reply.header('content-disposition', contentDisposition(fileName));
  return reply.send(Readable.from(buffered(parts)));
}

/** A cursor over events, 100 at a time, in time order. */
export function cursorOf(sql: Sql, where: Fragment): AsyncIterable<EventRow[]> {
  return sql<EventRow[]>`
    select ${sql.unsafe(EVENT_COLUMNS)} from epcis_events e where ${where}
    order by e.event_time, e.event_id`.cursor(100);
}

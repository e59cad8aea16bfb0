import type { EpcisEventQuery } from '@trace/contracts';
import { excodeOfEpc } from '@trace/core';
import type { Sql } from '@trace/db';
import type { FastifyReply } from 'fastify';
import { fieldError } from '../../lib/errors';
import { documentText, EVENT_COLUMNS, type EventRow, type Fragment, sendDocument } from './documents';

/** CBV values may be given as short names or as either URI form; events store the short names. */
const CBV_PREFIXES = [
  /^https:\/\/ref\.gs1\.org\/cbv\/(BizStep|Disp)-/,
  /^urn:epcglobal:cbv:(bizstep|disp):/,
  /^https?:\/\/gs1\.org\/voc\/(BizStep|Disp)-/,
];
export const cbvShortName = (value: string) =>
  CBV_PREFIXES.reduce((name, prefix) => name.replace(prefix, ''), value);

interface PageToken {
  time: string;
  id: string;
}
const encodeToken = (token: PageToken) =>
  Buffer.from(JSON.stringify([token.time, token.id])).toString('base64url');
/** The only time a token holds: what the previous page's last event wrote (a cast never fails). */
const TOKEN_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
function decodeToken(text: string): PageToken {
  try {
    const [time, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
    if (
      typeof time === 'string' &&
      typeof id === 'string' &&
      TOKEN_TIME.test(time) &&
      !Number.isNaN(Date.parse(time))
    )
      return { time, id };
  } catch {
    // Reported below.
  }
  throw fieldError('nextPageToken', 'epcis.pageToken');
}

/** The items an EPC filter names: an event matches when its item list holds one of them. */
function epcMatch(sql: Sql, epcs: string[], withInputs: boolean): Fragment {
  const parts = epcs.map((epc) => {
    const code = excodeOfEpc(epc);
    // Only label serials name our items; anything else matches nothing (and never reaches a cast).
    const item =
      code && /^\d{1,20}$/.test(code)
        ? sql`(e.labels @> ${code}::numeric and e.epc_prefix || ${code} = ${epc})`
        : sql`false`;
    return withInputs ? sql`(${item} or e.body->'inputEPCList' ? ${epc})` : item;
  });
  return parts.reduce((all, part) => sql`${all} or ${part}`);
}

function conditions(sql: Sql, readable: Fragment, q: EpcisEventQuery): Fragment {
  const where: Fragment[] = [readable];
  if (q.eventType) where.push(sql`e.event_type = any(${q.eventType})`);
  if (q.GE_eventTime) where.push(sql`e.event_time >= ${q.GE_eventTime}`);
  if (q.LT_eventTime) where.push(sql`e.event_time < ${q.LT_eventTime}`);
  if (q.GE_recordTime) where.push(sql`e.record_time >= ${q.GE_recordTime}`);
  if (q.LT_recordTime) where.push(sql`e.record_time < ${q.LT_recordTime}`);
  if (q.EQ_action) where.push(sql`e.action = any(${q.EQ_action})`);
  if (q.EQ_bizStep) where.push(sql`e.biz_step = any(${q.EQ_bizStep.map(cbvShortName)})`);
  if (q.EQ_disposition) where.push(sql`e.disposition = any(${q.EQ_disposition.map(cbvShortName)})`);
  if (q.EQ_bizLocation) where.push(sql`e.body->>'bizLocation' = any(${q.EQ_bizLocation})`);
  if (q.EQ_readPoint) where.push(sql`e.body->>'readPoint' = any(${q.EQ_readPoint})`);
  if (q.MATCH_epc) where.push(sql`(${epcMatch(sql, q.MATCH_epc, false)})`);
  if (q.MATCH_anyEPC) where.push(sql`(${epcMatch(sql, q.MATCH_anyEPC, true)})`);
  if (q.nextPageToken) {
    const after = decodeToken(q.nextPageToken);
    where.push(sql`(e.event_time, e.event_id) > (${after.time}::timestamptz, ${after.id})`);
  }
  return where.reduce((all, part) => sql`${all} and ${part}`);
}

/**
 * EPCIS 2.0 `GET /events`: one page of events in time order as an EPCISQueryDocument. When more
 * follow, a `Link` header names the next page (the same query with `nextPageToken`).
 */
export async function queryEvents(
  sql: Sql,
  reply: FastifyReply,
  url: string,
  readable: Fragment,
  query: EpcisEventQuery,
) {
  const rows = await sql<EventRow[]>`
    select ${sql.unsafe(EVENT_COLUMNS)} from epcis_events e where ${conditions(sql, readable, query)}
    order by e.event_time, e.event_id limit ${query.perPage + 1}`;
  const page = rows.slice(0, query.perPage);
  if (rows.length > query.perPage) {
    const last = page.at(-1)!;
    const next = new URL(url, 'http://x');
    next.searchParams.set(
      'nextPageToken',
      encodeToken({ time: new Date(last.event_time).toISOString(), id: last.event_id }),
    );
    reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  reply.header('GS1-CBV-Version', '2.0.0');
  async function* once() {
    yield page;
  }
  return sendDocument(reply, documentText(once(), { query: { name: 'SimpleEventQuery' } }), null);
}

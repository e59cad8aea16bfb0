import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EPCIS_SCHEMA, validateEpcis } from '../src/epcis/validate';
import {
  classEpc,
  companyUri,
  EPCIS_CONTEXT,
  EPCIS_DOCUMENT_TAIL,
  EPCIS_QUERY_DOCUMENT_TAIL,
  type EpcisEvent,
  epcisDocumentHead,
  epcisQueryDocumentHead,
  eventJson,
  eventJsonAround,
  labelEpc,
} from '../src/index';

const BASE = 'https://trace.example.com';
const GTIN = '09506000134352';
const CREATED = new Date('2026-03-01T08:00:00.000Z');
const epcs = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    labelEpc(BASE, String(1_000_000_000_000_000n + BigInt(from + i)), GTIN),
  );

const commissioning: EpcisEvent = {
  type: 'ObjectEvent',
  eventTime: '2026-03-01T10:00:00.000+08:00',
  eventTimeZoneOffset: '+08:00',
  eventID: 'ni:///sha-256;0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0?ver=CBV2.0',
  action: 'ADD',
  bizStep: 'commissioning',
  disposition: 'active',
  epcList: epcs(0, 3),
  readPoint: companyUri(BASE, 'c-1', '9506000000019'),
  bizLocation: companyUri(BASE, 'c-1', '9506000000019'),
  bizTransactionList: [
    { type: 'desadv', bizTransaction: `${BASE}/shipments/7` },
    { type: 'cert', bizTransaction: `${BASE}/certificates/3` },
  ],
  sourceList: [{ type: 'owning_party', id: companyUri(BASE, 'c-1', '9506000000019') }],
  destinationList: [
    { type: 'possessing_party', id: companyUri(BASE, 'c-2') },
    { type: 'location', id: companyUri(BASE, 'c-2', '9506000000026') },
  ],
  ilmd: {
    'cbvmda:lotNumber': 'L2026-03',
    'cbvmda:itemExpirationDate': '2028-03-01',
    'cbvmda:lotQuantity': 3,
  },
  certificationInfo: [`${BASE}/certificates/3`],
};

const shipping: EpcisEvent = {
  type: 'ObjectEvent',
  eventTime: '2026-03-02T09:30:00Z',
  eventTimeZoneOffset: '+08:00',
  action: 'OBSERVE',
  bizStep: 'shipping',
  disposition: 'in_transit',
  quantityList: [
    { epcClass: classEpc(BASE, GTIN, 'L2026-03'), quantity: 120.5, uom: 'KGM' },
    { epcClass: classEpc(BASE, GTIN), quantity: 40 },
  ],
  bizTransactionList: [{ type: 'desadv', bizTransaction: `${BASE}/shipments/7` }],
  sourceList: [{ type: 'possessing_party', id: companyUri(BASE, 'c-1', '9506000000019') }],
  destinationList: [{ type: 'possessing_party', id: companyUri(BASE, 'c-2') }],
};

const decommissioning: EpcisEvent = {
  type: 'ObjectEvent',
  eventTime: '2026-03-05T12:00:00-05:00',
  eventTimeZoneOffset: '-05:00',
  action: 'DELETE',
  bizStep: 'https://ref.gs1.org/cbv/BizStep-decommissioning',
  disposition: 'destroyed',
  epcList: epcs(0, 2),
};

const repacking: EpcisEvent = {
  type: 'TransformationEvent',
  eventTime: '2026-03-03T15:45:10.250+08:00',
  eventTimeZoneOffset: '+08:00',
  bizStep: 'repackaging',
  inputQuantityList: [{ epcClass: classEpc(BASE, GTIN, 'L2026-03'), quantity: 12, uom: 'KGM' }],
  outputEPCList: epcs(100, 4),
  ilmd: { 'cbvmda:lotNumber': 'R7' },
};

/** One event as streamed text: its JSON around the list, the list's EPCs written one by one between. */
function streamed(event: EpcisEvent, list: 'epcList' | 'outputEPCList'): string {
  const { head, tail } = eventJsonAround(event, list);
  return head + (event[list] ?? []).map((epc) => JSON.stringify(epc)).join(',') + tail;
}

const EVENT_TEXTS = [
  streamed(commissioning, 'epcList'),
  JSON.stringify(eventJson(shipping)),
  JSON.stringify(eventJson(decommissioning)),
  streamed(repacking, 'outputEPCList'),
];

describe('EPCIS documents', () => {
  it('assembles an EPCISDocument from streamed parts that the official schema accepts', () => {
    const text =
      epcisDocumentHead(CREATED, { sender: companyUri(BASE, 'c-1'), receiver: companyUri(BASE, 'c-2') }) +
      EVENT_TEXTS.join(',') +
      EPCIS_DOCUMENT_TAIL;
    const document = JSON.parse(text);
    expect(validateEpcis(document)).toEqual([]);
    expect(document).toMatchObject({
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: '2026-03-01T08:00:00.000Z',
      sender: `${BASE}/companies/c-1`,
    });
    expect(document['@context']).toContain(EPCIS_CONTEXT);
    expect(document.epcisBody.eventList).toEqual(
      [commissioning, shipping, decommissioning, repacking].map((event) => eventJson(event)),
    );
  });

  it('assembles an EPCISQueryDocument that the official schema accepts', () => {
    const text =
      epcisQueryDocumentHead(CREATED, 'SimpleEventQuery', 'sub-42') +
      EVENT_TEXTS.join(',') +
      EPCIS_QUERY_DOCUMENT_TAIL;
    const document = JSON.parse(text);
    expect(validateEpcis(document)).toEqual([]);
    expect(document.type).toBe('EPCISQueryDocument');
    expect(document.epcisBody.queryResults).toMatchObject({
      queryName: 'SimpleEventQuery',
      subscriptionID: 'sub-42',
    });
    expect(document.epcisBody.queryResults.resultsBody.eventList).toHaveLength(4);
    const withoutSubscription = JSON.parse(
      epcisQueryDocumentHead(CREATED, 'SimpleEventQuery') + EPCIS_QUERY_DOCUMENT_TAIL,
    );
    expect(validateEpcis(withoutSubscription)).toEqual([]);
    expect(withoutSubscription.epcisBody.queryResults.subscriptionID).toBeUndefined();
  });

  it('writes events in the schema shape', () => {
    expect(eventJson(commissioning)).toMatchObject({
      type: 'ObjectEvent',
      readPoint: { id: `${BASE}/414/9506000000019` },
      sourceList: [{ type: 'owning_party', source: `${BASE}/414/9506000000019` }],
      destinationList: [
        { type: 'possessing_party', destination: `${BASE}/companies/c-2` },
        { type: 'location', destination: `${BASE}/414/9506000000026` },
      ],
      certificationInfo: [`${BASE}/certificates/3`],
      ilmd: { 'cbvmda:lotNumber': 'L2026-03' },
    });
    const transformation = eventJson(repacking);
    expect(transformation).not.toHaveProperty('action');
    expect(transformation).not.toHaveProperty('epcList');
    expect(eventJson({ ...shipping, bizLocation: undefined })).not.toHaveProperty('bizLocation');
  });

  it('splits an event right inside the streamed list', () => {
    const { head, tail } = eventJsonAround(commissioning, 'epcList');
    expect(head.endsWith('"epcList":[')).toBe(true);
    expect(tail.startsWith(']')).toBe(true);
    expect(JSON.parse(head + tail)).toEqual({ ...eventJson(commissioning), epcList: [] });
    // An event without the list still gets it in place, so the caller can always stream.
    const outputs = eventJsonAround({ ...repacking, outputEPCList: undefined }, 'outputEPCList');
    expect(outputs.head.endsWith('"outputEPCList":[')).toBe(true);
    expect(JSON.parse(`${outputs.head}"${BASE}/s/1"${outputs.tail}`).outputEPCList).toEqual([`${BASE}/s/1`]);
  });

  it('is not fooled by list names inside string values', () => {
    const tricky = {
      ...decommissioning,
      eventID: 'urn:x:"epcList":[]',
      certificationInfo: ['urn:x:"epcList":['],
    };
    const { head, tail } = eventJsonAround(tricky, 'epcList');
    const event = JSON.parse(`${head}"${BASE}/s/9"${tail}`);
    expect(event.epcList).toEqual([`${BASE}/s/9`]);
    expect(event.eventID).toBe(tricky.eventID);
  });

  it('streams a large list without building it', () => {
    const { head, tail } = eventJsonAround(commissioning, 'epcList');
    const parts = [epcisDocumentHead(CREATED), head];
    for (let i = 0; i < 5_000; i++)
      parts.push(`${i ? ',' : ''}${JSON.stringify(`${BASE}/s/${1_000_000_000_000_000 + i}`)}`);
    parts.push(tail, EPCIS_DOCUMENT_TAIL);
    const document = JSON.parse(parts.join(''));
    expect(document.epcisBody.eventList[0].epcList).toHaveLength(5_000);
    expect(validateEpcis(document)).toEqual([]);
  });

  it('reports documents the schema rejects', () => {
    const invalid = (event: Record<string, unknown>) =>
      validateEpcis(JSON.parse(epcisDocumentHead(CREATED) + JSON.stringify(event) + EPCIS_DOCUMENT_TAIL));
    expect(invalid({ ...eventJson(shipping), bizStep: 'teleporting' }).join('\n')).toMatch(/bizStep/);
    expect(
      invalid({ ...eventJson(shipping), disposition: 'urn:epcglobal:cbv:disp:in_transit' }).join('\n'),
    ).toMatch(/disposition/);
    expect(
      invalid({
        ...eventJson(shipping),
        bizTransactionList: [{ type: 'invoice', bizTransaction: `${BASE}/i/1` }],
      }),
    ).not.toEqual([]);
    const { action: _, ...withoutAction } = eventJson(shipping);
    expect(invalid(withoutAction)).not.toEqual([]);
    expect(validateEpcis({ type: 'EPCISDocument' })).not.toEqual([]);
  });
});

describe('the bundled EPCIS schema', () => {
  it("is GS1's official schema, as kept in the shared standards folder", () => {
    const official = readFileSync(
      new URL('../../../../shared/standards/epcis/EPCIS-JSON-Schema.json', import.meta.url),
      'utf8',
    );
    expect(EPCIS_SCHEMA).toEqual(JSON.parse(official));
  });
});

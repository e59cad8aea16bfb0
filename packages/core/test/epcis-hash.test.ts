import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDigitalLink, canonicalNumber, canonicalTime, canonicalValue } from '../src/epcis/canonical';
import {
  CBV_BIZ_STEPS,
  CBV_BTT,
  CBV_DISPOSITIONS,
  CBV_SDT,
  classEpc,
  companyUri,
  type EpcisEvent,
  eventHashId,
  eventPreHash,
  labelEpc,
} from '../src/index';

const BASE = 'https://trace.example.com';
const GTIN = '09506000134352';

/**
 * Events and hash IDs from the examples of GS1's reference implementation
 * (github.com/RalphTro/epcis-event-hash-generator, tests/examples), restricted to the event
 * shapes this model carries; readPoint/bizLocation are flattened to their id and sources and
 * destinations to {type, id}.
 */
const REFERENCE_VECTORS: { name: string; event: EpcisEvent; hashId: string }[] = [
  {
    name: 'TimeStampRoundOff #0',
    event: {
      type: 'ObjectEvent',
      eventTime: '2023-02-02T11:04:03.1415Z',
      eventTimeZoneOffset: '+01:00',
      epcList: ['https://id.gs1.de/00/040123451111111110'],
      action: 'OBSERVE',
      bizStep: 'shipping',
      disposition: 'in_transit',
      readPoint: 'https://id.gs1.de/414/4012345000115',
    },
    hashId: 'ni:///sha-256;af7658e711574363633f20b3dadc7bc4c13c6f612cf96d95e03c421c0e58f3c6?ver=CBV2.0',
  },
  {
    name: 'TimeStampRoundOff #1',
    event: {
      type: 'ObjectEvent',
      eventTime: '2023-02-02T11:04:03.1414Z',
      eventTimeZoneOffset: '+01:00',
      epcList: ['https://id.gs1.de/00/040123451111111110'],
      action: 'OBSERVE',
      bizStep: 'transporting',
      readPoint: 'geo:50.947573340894124,6.922120147375441',
    },
    hashId: 'ni:///sha-256;0550df44527332c1fe417c5837fe61b9e71eaa93307b88519dac549bf2d4dcf9?ver=CBV2.0',
  },
  {
    name: 'epcisDocHavingEventWithIgnoreFields #1',
    event: {
      type: 'ObjectEvent',
      eventTime: '2019-10-21T14:45:00Z',
      eventTimeZoneOffset: '+01:00',
      epcList: ['https://id.gs1.org/00/040123451111111127'],
      action: 'OBSERVE',
      bizStep: 'inspecting',
      disposition: 'in_progress',
      readPoint: 'https://id.gs1.org/414/4012345000245/254/1',
    },
    hashId: 'ni:///sha-256;b3d481c5590757ab8361a6cb0e924820feb3b61eb568e7d7703f21a96f76f51d?ver=CBV2.0',
  },
  {
    name: 'epcisDocWithAllGS1Keys #0',
    event: {
      type: 'ObjectEvent',
      eventTime: '2023-03-27T11:30:00.0Z',
      eventTimeZoneOffset: '+01:00',
      epcList: [
        'urn:epc:id:sgtin:4012345.012345.12',
        'urn:epc:id:sscc:4012345.0000000333',
        'https://id.gs1.org/00/040123450000003338',
        'urn:epc:id:grai:4012345.66666.87',
        'urn:epc:id:giai:4012345.AAbb',
        'urn:epc:id:gsrn:4012345.9876540000',
        'urn:epc:id:gsrnp:4012345.0000098765',
        'urn:epc:id:gdti:4012345.55555.98',
        'urn:epc:id:cpi:4012345.ABC.123',
        'urn:epc:id:sgcn:4012345.99999.44',
        'urn:epc:id:ginc:4012345.333',
        'urn:epc:id:gsin:4012345.999987654',
        'urn:epc:id:itip:4012345.012345.01.02.999',
        'urn:epc:id:upui:4012345.012345.AB12',
      ],
      quantityList: [
        { epcClass: 'urn:epc:class:lgtin:4054739.099914.20160711' },
        { epcClass: 'urn:epc:idpat:sgtin:4054739.099914.*' },
        { epcClass: 'urn:epc:idpat:grai:4012345.66666.*' },
        { epcClass: 'urn:epc:idpat:gdti:4012345.55555.*' },
        { epcClass: 'urn:epc:idpat:sgcn:4012345.99999.*' },
        { epcClass: 'urn:epc:idpat:cpi:4012345.ABC.*' },
        { epcClass: 'urn:epc:idpat:itip:4012345.012345.01.02.*' },
      ],
      action: 'OBSERVE',
      bizStep: 'other',
      readPoint: 'urn:epc:id:sgln:4012345.00011.987',
    },
    hashId: 'ni:///sha-256;40744f32beff53a4bf5bb5956d465cb52de5bbcc9f131409d8efb903b04d9351?ver=CBV2.0',
  },
  {
    name: 'epcisDocWithDefaultSchemaInContext #0',
    event: {
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'shipping',
      disposition: 'in_transit',
      epcList: ['urn:epc:id:sgtin:0614141.107346.2017', 'urn:epc:id:sgtin:0614141.107346.2018'],
      eventTime: '2022-02-16T20:33:31.116000-06:00',
      eventTimeZoneOffset: '-06:00',
      readPoint: 'urn:epc:id:sgln:0614141.07346.1234',
      bizTransactionList: [{ type: 'po', bizTransaction: 'http://transaction.acme.com/po/12345678' }],
    },
    hashId: 'ni:///sha-256;ffa491b16867e34a7791a8d5389d826afc24e63a121026b6a4004ace38631b4b?ver=CBV2.0',
  },
  {
    name: 'epcisDocWithDefaultSchemaInContext #1',
    event: {
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'receiving',
      disposition: 'in_progress',
      epcList: ['urn:epc:id:sgtin:0614141.107346.2018'],
      eventTime: '2022-02-16T20:33:31.116-06:00',
      eventTimeZoneOffset: '-06:00',
      readPoint: 'urn:epc:id:sgln:0012345.11111.400',
      bizLocation: 'urn:epc:id:sgln:0012345.11111.0',
      bizTransactionList: [
        { type: 'po', bizTransaction: 'http://transaction.acme.com/po/12345678' },
        { type: 'desadv', bizTransaction: 'urn:epcglobal:cbv:bt:0614141073467:1152' },
      ],
    },
    hashId: 'ni:///sha-256;a207f523e4888a5cf75b5ee1110ebe019baba7e99aafde1d809d50b80727114e?ver=CBV2.0',
  },
  {
    name: 'epcisDocWithShippingAndTransportingEvent #0',
    event: {
      type: 'ObjectEvent',
      eventTime: '2022-02-16T12:50:00.000+01:00',
      eventTimeZoneOffset: '+01:00',
      epcList: ['urn:epc:id:sscc:4012345.1112223334'],
      action: 'OBSERVE',
      bizStep: 'departing',
      readPoint: 'urn:epc:id:sgln:4012345.00022.0',
      bizTransactionList: [{ type: 'desadv', bizTransaction: 'urn:epcglobal:cbv:bt:4012345000009:ASN1099' }],
      sourceList: [{ type: 'possessing_party', id: 'urn:epc:id:pgln:4012345.00000' }],
      destinationList: [{ type: 'possessing_party', id: 'urn:epc:id:pgln:4023333.00000' }],
    },
    hashId: 'ni:///sha-256;7a82a68b0f9c78bebb1c729d950edbf1fd40c56f3351906020d2d67d5dffbc72?ver=CBV2.0',
  },
  {
    name: 'epcisDocWithShippingAndTransportingEvent #1',
    event: {
      type: 'ObjectEvent',
      eventTime: '2022-02-16T16:50:00.000+01:00',
      eventTimeZoneOffset: '+01:00',
      epcList: ['urn:epc:id:sscc:4012345.1112223334'],
      action: 'OBSERVE',
      bizStep: 'transporting',
      readPoint: 'geo:47.506694,11.104301',
    },
    hashId: 'ni:///sha-256;1d2ec4174d8f0b5988a44795b31a636e8bc7f88ebc4bdc0d35c14f215a842e80?ver=CBV2.0',
  },
  {
    name: 'epcisDocWithVariousEventTypes #0',
    event: {
      type: 'ObjectEvent',
      eventTime: '2019-10-21T11:00:30.000+01:00',
      eventTimeZoneOffset: '+01:00',
      epcList: ['urn:epc:id:sscc:5200001.0111111146'],
      action: 'OBSERVE',
      bizStep: 'departing',
      readPoint: 'urn:epc:id:sgln:5200001.99901.0',
      bizTransactionList: [
        { type: 'desadv', bizTransaction: 'urn:epcglobal:cbv:bt:5200001000008:4711' },
        { type: 'inv', bizTransaction: 'urn:epcglobal:cbv:bt:5200001000008:RE1099' },
      ],
      sourceList: [{ type: 'possessing_party', id: 'urn:epc:id:pgln:5200001.00000' }],
      destinationList: [
        { type: 'possessing_party', id: 'urn:epc:id:pgln:4000001.98765' },
        { type: 'location', id: 'urn:epc:id:sgln:4012345.00012.0' },
      ],
    },
    hashId: 'ni:///sha-256;25be54b3d29f31ef9b4e62d62e7610f5d186369ba6eabb5e70ba9884153792a7?ver=CBV2.0',
  },
  {
    name: 'epcisDocWithVariousEventTypes #1',
    event: {
      type: 'ObjectEvent',
      eventTime: '2019-10-21T12:00:30.000+01:00',
      eventTimeZoneOffset: '+01:00',
      epcList: ['urn:epc:id:sscc:5200001.0111111146'],
      action: 'OBSERVE',
      bizStep: 'receiving',
      readPoint: 'urn:epc:id:sgln:4012345.00012.0',
      bizTransactionList: [
        { type: 'desadv', bizTransaction: 'urn:epcglobal:cbv:bt:5200001000008:4711' },
        { type: 'inv', bizTransaction: 'urn:epcglobal:cbv:bt:5200001000008:RE1099' },
      ],
      sourceList: [
        { type: 'possessing_party', id: 'urn:epc:id:pgln:4000001.00012' },
        { type: 'owning_party', id: 'urn:epc:id:pgln:4000001.00012' },
      ],
      destinationList: [
        { type: 'possessing_party', id: 'urn:epc:id:pgln:4012345.00000' },
        { type: 'owning_party', id: 'urn:epc:id:pgln:4012345.00000' },
        { type: 'location', id: 'urn:epc:id:sgln:4012345.00012.0' },
      ],
    },
    hashId: 'ni:///sha-256;b28bf72f1bb227fbf583c8e062dc6c52689849a5f6ea4fa290eaede62f345eab?ver=CBV2.0',
  },
  {
    name: 'epcisDocWithVariousEventTypes #2',
    event: {
      type: 'ObjectEvent',
      eventTime: '2019-10-21T15:45:00.000+01:00',
      eventTimeZoneOffset: '+01:00',
      epcList: ['urn:epc:id:sscc:4012345.0111111111'],
      action: 'OBSERVE',
      bizStep: 'inspecting',
      disposition: 'in_progress',
      readPoint: 'urn:epc:id:sgln:4012345.00024.0',
    },
    hashId: 'ni:///sha-256;c50842eb714406394a77fb7b517fea621c78a61f65549874de7c9e019afe7b6f?ver=CBV2.0',
  },
  {
    name: 'epcisDocWithVariousEventTypes #3',
    event: {
      type: 'ObjectEvent',
      eventTime: '2019-10-21T14:58:56.000+02:00',
      eventTimeZoneOffset: '+02:00',
      quantityList: [{ epcClass: 'urn:epc:class:lgtin:4054739.099914.20160711', quantity: 600, uom: 'KGM' }],
      action: 'ADD',
      bizStep: 'commissioning',
      readPoint: 'urn:epc:id:sgln:4054739.00001.0',
      ilmd: { 'cbvmda:bestBeforeDate': '2019-10-21' },
    },
    hashId: 'ni:///sha-256;5f396ea5cb32fe4d0980cb79f5a5eb9640559e9f5a6cefa5c98a7d6ad554b50b?ver=CBV2.0',
  },
  {
    name: 'epcisEventWithCURIEs #0',
    event: {
      type: 'ObjectEvent',
      eventTime: '2023-01-11T12:00:00+01:00',
      eventTimeZoneOffset: '+01:00',
      epcList: ['https://id.gs1.de/01/04012345999990/21/XYZ-1234'],
      action: 'OBSERVE',
      bizStep: 'receiving',
      disposition: 'in_progress',
      readPoint: 'https://id.gs1.de/414/4012345000115',
      bizTransactionList: [{ type: 'desadv', bizTransaction: 'urn:epcglobal:cbv:bt:4012345000009:ASN1099' }],
    },
    hashId: 'ni:///sha-256;65f196f1b17e2525de2b6f45f5d31d74fa3fdf1e689863484f8e9660cc36f69f?ver=CBV2.0',
  },
  {
    name: 'epcisQueryDocHavingEventWithIgnoreFields #1',
    event: {
      type: 'ObjectEvent',
      eventTime: '2019-10-21T14:45:00Z',
      eventTimeZoneOffset: '+01:00',
      epcList: ['https://id.gs1.org/00/040123451111111127'],
      action: 'OBSERVE',
      bizStep: 'inspecting',
      disposition: 'in_progress',
      readPoint: 'https://id.gs1.org/414/4012345000245/254/1',
    },
    hashId: 'ni:///sha-256;b3d481c5590757ab8361a6cb0e924820feb3b61eb568e7d7703f21a96f76f51d?ver=CBV2.0',
  },
  {
    name: 'epcisQueryDocument #0',
    event: {
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'shipping',
      disposition: 'in_transit',
      epcList: ['urn:epc:id:sgtin:0614141.107346.2017', 'urn:epc:id:sgtin:0614141.107346.2018'],
      eventTime: '2005-04-03T20:33:31.116000-06:00',
      eventTimeZoneOffset: '-06:00',
      readPoint: 'urn:epc:id:sgln:0614141.07346.1234',
      bizTransactionList: [{ type: 'po', bizTransaction: 'http://transaction.acme.com/po/12345678' }],
    },
    hashId: 'ni:///sha-256;df6523665bc5e5803d6c7b84f5a04e103694d8220f2abc4f2c74310e89f31bc6?ver=CBV2.0',
  },
  {
    name: 'epclist_normalisation #0',
    event: {
      type: 'ObjectEvent',
      eventTime: '2019-04-02T15:00:00.000+01:00',
      eventTimeZoneOffset: '+01:00',
      epcList: [
        'urn:epc:id:sgtin:4012345.011111.9876',
        'urn:epc:id:sgtin:4012345.011111.98%22',
        'urn:epc:id:sgtin:415056789012.0.987654',
        'urn:epc:id:sgtin:0614141.812345.6789%2F%26%25%22!%3F()',
        'urn:epc:id:sscc:4012345.3111111111',
        'urn:epc:id:sgln:4012345.00005.122',
        'urn:epc:id:sgln:4012345.00005.0',
        'urn:epc:id:grai:4012345.00022.334455',
        'urn:epc:id:giai:4012345.ABC345',
        'urn:epc:id:gsrn:4012345.0000006765',
        'urn:epc:id:gsrnp:4012345.0000000007',
        'urn:epc:id:gdti:4012345.00009.PO-4711',
        'urn:epc:id:gdti:987659999999..9',
        'urn:epc:id:cpi:0614141.11111111111111-A%23%2F.1234',
        'urn:epc:id:ginc:0614141.xyz47%2F11',
        'urn:epc:id:gsin:4012345.222333444',
        'urn:epc:id:itip:4012345.011111.01.02.987',
        "urn:epc:id:upui:1234567.098765.51qIgY)%3C%26Jp3*j7'SDB",
        'urn:epc:id:pgln:4000001.00000',
        'urn:epc:id:pgln:999999999999.',
        'urn:epc:class:lgtin:4012345.012345.Lot987',
        'https://id.gs1.org/gtin/09780345418913',
        'https://example.com/gtin/09780345418913/21/765tz?abc=211121',
      ],
      action: 'OBSERVE',
      bizStep: 'inspecting',
      readPoint: 'urn:epc:id:sgln:4012345.00005.0',
    },
    hashId: 'ni:///sha-256;4689c31cebcad30d58b175246cd49cbd8d02fa15a4099602e8f638127b4fca79?ver=CBV2.0',
  },
];

describe('EPCIS event hash ID: reference vectors', () => {
  it.each(REFERENCE_VECTORS)('$name', ({ event, hashId }) => {
    expect(eventHashId(event)).toBe(hashId);
  });

  it('writes the pre-hash string of a transformation event as the reference does', () => {
    // epcisDocWithVariousEventTypes #11, without its ilmd (which uses a document-local prefix).
    const event: EpcisEvent = {
      type: 'TransformationEvent',
      eventTime: '2019-10-21T14:58:56.591+02:00',
      eventTimeZoneOffset: '+02:00',
      inputEPCList: ['urn:epc:id:sgtin:4012345.011122.25', 'urn:epc:id:sgtin:4000001.065432.99886655'],
      outputEPCList: [
        'urn:epc:id:sgtin:4012345.077889.25',
        'urn:epc:id:sgtin:4012345.077889.26',
        'urn:epc:id:sgtin:4012345.077889.27',
        'urn:epc:id:sgtin:4012345.077889.28',
      ],
      inputQuantityList: [
        { epcClass: 'urn:epc:class:lgtin:4012345.011111.4444', quantity: 10, uom: 'KGM' },
        { epcClass: 'urn:epc:class:lgtin:0614141.077777.987', quantity: 30 },
        { epcClass: 'urn:epc:idpat:sgtin:4012345.066666.*', quantity: 220 },
      ],
      bizStep: 'commissioning',
      readPoint: 'urn:epc:id:sgln:4012345.00001.0',
    };
    expect(eventPreHash(event)).toBe(
      'eventType=TransformationEventeventTime=2019-10-21T12:58:56.591ZeventTimeZoneOffset=+02:00' +
        'inputEPCListepc=https://id.gs1.org/01/04000001654321/21/99886655epc=https://id.gs1.org/01/04012345111224/21/25' +
        'inputQuantityListquantityElementepcClass=https://id.gs1.org/01/00614141777778/10/987quantity=30' +
        'quantityElementepcClass=https://id.gs1.org/01/04012345111118/10/4444quantity=10uom=KGM' +
        'quantityElementepcClass=https://id.gs1.org/01/04012345666663quantity=220' +
        'outputEPCListepc=https://id.gs1.org/01/04012345778892/21/25epc=https://id.gs1.org/01/04012345778892/21/26' +
        'epc=https://id.gs1.org/01/04012345778892/21/27epc=https://id.gs1.org/01/04012345778892/21/28' +
        'bizStep=https://ref.gs1.org/cbv/BizStep-commissioningreadPointid=https://id.gs1.org/414/4012345000016',
    );
  });
});

/** The instant written in the given offset, e.g. `2026-03-01T10:00:00.000+08:00`. */
function inOffset(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, -1);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

const excode = fc.stringMatching(/^[1-9]\d{15,19}$/);
const uri = fc.stringMatching(/^[a-z]{1,8}$/).map((path) => `https://docs.example.org/${path}`);
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const offset = fc.integer({ min: -12 * 4, max: 14 * 4 }).map((quarters) => quarters * 15);

const objectEvent: fc.Arbitrary<EpcisEvent> = fc.record({
  type: fc.constant('ObjectEvent' as const),
  eventTime: fc.tuple(instant, offset).map(([at, minutes]) => inOffset(at, minutes)),
  eventTimeZoneOffset: fc.constant('+08:00'),
  action: fc.constantFrom('ADD' as const, 'OBSERVE' as const, 'DELETE' as const),
  bizStep: fc.constantFrom(...CBV_BIZ_STEPS),
  disposition: fc.constantFrom(...CBV_DISPOSITIONS),
  epcList: fc.array(
    excode.map((code) => labelEpc(BASE, code, GTIN)),
    { maxLength: 8 },
  ),
  quantityList: fc.array(
    fc.record({
      epcClass: fc.stringMatching(/^[A-Z0-9]{1,6}$/).map((lot) => classEpc(BASE, GTIN, lot)),
      quantity: fc.integer({ min: 1, max: 10_000 }),
      uom: fc.constantFrom('KGM', 'LTR'),
    }),
    { maxLength: 4 },
  ),
  readPoint: fc.constant(companyUri(BASE, 'c-1', '9506000000019')),
  bizTransactionList: fc.array(fc.record({ type: fc.constantFrom(...CBV_BTT), bizTransaction: uri }), {
    maxLength: 4,
  }),
  sourceList: fc.array(fc.record({ type: fc.constantFrom(...CBV_SDT), id: uri }), { maxLength: 3 }),
  destinationList: fc.array(fc.record({ type: fc.constantFrom(...CBV_SDT), id: uri }), { maxLength: 3 }),
  ilmd: fc.dictionary(
    fc.constantFrom('cbvmda:lotNumber', 'cbvmda:itemExpirationDate', 'cbvmda:countryOfOrigin'),
    fc.stringMatching(/^[A-Z]{1,8}$/),
  ),
  certificationInfo: fc.array(uri, { maxLength: 3 }),
});

/** Deterministic Fisher-Yates permutation driven by a seed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed >>> 0 || 1;
  for (let i = result.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** The same object with its keys in reverse order (nested objects and list elements too). */
function keysReversed<T>(value: T): T {
  if (Array.isArray(value)) return value.map(keysReversed) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, inner]) => [key, keysReversed(inner)]),
    ) as T;
  }
  return value;
}

function listsShuffled(event: EpcisEvent, seed: number): EpcisEvent {
  return {
    ...event,
    epcList: shuffled(event.epcList ?? [], seed),
    quantityList: shuffled(event.quantityList ?? [], seed + 1),
    bizTransactionList: shuffled(event.bizTransactionList ?? [], seed + 2),
    sourceList: shuffled(event.sourceList ?? [], seed + 3),
    destinationList: shuffled(event.destinationList ?? [], seed + 4),
    certificationInfo: shuffled(event.certificationInfo ?? [], seed + 5),
    ilmd: Object.fromEntries(shuffled(Object.entries(event.ilmd ?? {}), seed + 6)),
  };
}

describe('EPCIS event hash ID: invariants', () => {
  it('does not depend on the order of the fields', () => {
    fc.assert(
      fc.property(objectEvent, (event) => {
        expect(eventHashId(keysReversed(event))).toBe(eventHashId(event));
      }),
    );
  });

  it('does not depend on the order of list elements', () => {
    fc.assert(
      fc.property(objectEvent, fc.integer(), (event, seed) => {
        expect(eventHashId(listsShuffled(event, seed))).toBe(eventHashId(event));
      }),
    );
  });

  it('hashes the same instant the same whatever offset eventTime is written in', () => {
    fc.assert(
      fc.property(objectEvent, instant, offset, offset, (event, at, first, second) => {
        const one = eventHashId({ ...event, eventTime: inOffset(at, first) });
        expect(eventHashId({ ...event, eventTime: inOffset(at, second) })).toBe(one);
        expect(eventHashId({ ...event, eventTime: at.toISOString() })).toBe(one);
      }),
    );
  });

  it('changes when the instant changes by a millisecond', () => {
    fc.assert(
      fc.property(objectEvent, instant, (event, at) => {
        const later = new Date(at.getTime() + 1);
        expect(eventHashId({ ...event, eventTime: later.toISOString() })).not.toBe(
          eventHashId({ ...event, eventTime: at.toISOString() }),
        );
      }),
    );
  });

  it('writes each EPC of a list as its own canonical value, however the list is made up', () => {
    const host = fc.constantFrom(BASE, 'http://localhost:3000', 'https://id.gs1.org', 'https://a.b.example');
    const serial = fc.stringMatching(/^\d{1,21}$/);
    /** An EPC of a shape the platform writes, or of one the fast path must leave alone. */
    const epc = fc.oneof(
      fc
        .tuple(host, serial, fc.constantFrom(GTIN, '9506000134352', '95060001343', null))
        .map(([base, code, gtin]) => labelEpc(base, code, gtin)),
      fc.tuple(host, serial).map(([base, code]) => `${base}/01/${code}`),
      fc.tuple(host, serial).map(([base, code]) => `${base}/01/${GTIN}/22/${code}`),
      fc.tuple(host, serial).map(([base, code]) => `${base}/00/${code}`),
      fc.tuple(host, serial).map(([base, code]) => `${base}/01/${GTIN}/21/${code}?linkType=all`),
      serial.map((code) => `urn:epc:id:sgtin:0614141.112345.${code}`),
      serial.map((code) => `urn:epc:id:sscc:0614141.${code}`),
      serial.map((code) => ` ${BASE}/s/${code} `),
    );
    /** One path and one serial length in ascending order: the list of a run. */
    const run = fc
      .tuple(
        host,
        fc.integer({ min: 1, max: 18 }),
        fc.bigInt({ min: 0n, max: 10n ** 17n }),
        fc.integer({ min: 1, max: 40 }),
      )
      .map(([base, length, start, count]) =>
        Array.from({ length: count }, (_, i) =>
          labelEpc(
            base,
            ((start + BigInt(i)) % 10n ** BigInt(length)).toString().padStart(length, '0'),
            GTIN,
          ),
        ),
      );
    const expected = (list: string[]) => {
      const fields = list
        .map((value) => value.trim())
        .filter(Boolean)
        .map((value) => `epc=${canonicalValue(value)}`)
        .sort();
      return fields.length ? `epcList${fields.join('')}` : '';
    };
    const preHash = (list: string[]) =>
      eventPreHash({ type: 'ObjectEvent', eventTime: '', eventTimeZoneOffset: '+00:00', epcList: list });
    fc.assert(
      fc.property(fc.oneof(fc.array(epc, { maxLength: 12 }), run), (list) => {
        expect(preHash(list)).toBe(`eventType=ObjectEvent${`eventTimeZoneOffset=+00:00`}${expected(list)}`);
      }),
      { numRuns: 500 },
    );
  });

  it('changes when one EPC changes', () => {
    fc.assert(
      fc.property(objectEvent, excode, (event, code) => {
        const epcs = event.epcList ?? [];
        fc.pre(epcs.length > 0 && !epcs.includes(labelEpc(BASE, code, GTIN)));
        const changed = { ...event, epcList: [labelEpc(BASE, code, GTIN), ...epcs.slice(1)] };
        expect(eventHashId(changed)).not.toBe(eventHashId(event));
      }),
    );
  });

  it('ignores eventID and takes the same value in short, URN and web form alike', () => {
    const event: EpcisEvent = {
      type: 'ObjectEvent',
      eventTime: '2026-03-01T10:00:00+08:00',
      eventTimeZoneOffset: '+08:00',
      action: 'OBSERVE',
      bizStep: 'shipping',
      disposition: 'in_transit',
      epcList: [labelEpc(BASE, '1000000000000001', GTIN)],
      bizTransactionList: [{ type: 'desadv', bizTransaction: 'https://trace.example.com/shipments/7' }],
      sourceList: [{ type: 'owning_party', id: companyUri(BASE, 'c-1') }],
    };
    const id = eventHashId(event);
    expect(eventHashId({ ...event, eventID: 'urn:uuid:5f1bb4b2-8d5c-4f0e-9d54-0f3f6c6e2a10' })).toBe(id);
    expect(
      eventHashId({
        ...event,
        bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping',
        disposition: 'urn:epcglobal:cbv:disp:in_transit',
        bizTransactionList: [
          { type: 'urn:epcglobal:cbv:btt:desadv', bizTransaction: 'https://trace.example.com/shipments/7' },
        ],
        sourceList: [{ type: 'https://ref.gs1.org/cbv/SDT-owning_party', id: companyUri(BASE, 'c-1') }],
      }),
    ).toBe(id);
    expect(eventPreHash(event)).toContain('bizStep=https://ref.gs1.org/cbv/BizStep-shipping');
    expect(eventHashId(event)).toMatch(/^ni:\/\/\/sha-256;[0-9a-f]{64}\?ver=CBV2\.0$/);
  });

  it('changes with every field of the event', () => {
    const event: EpcisEvent = {
      type: 'ObjectEvent',
      eventTime: '2026-03-01T10:00:00+08:00',
      eventTimeZoneOffset: '+08:00',
      action: 'OBSERVE',
      bizStep: 'shipping',
      disposition: 'in_transit',
      epcList: [labelEpc(BASE, '1000000000000001', GTIN)],
      quantityList: [{ epcClass: classEpc(BASE, GTIN, 'L1'), quantity: 5, uom: 'KGM' }],
      readPoint: companyUri(BASE, 'c-1', '9506000000019'),
      bizLocation: companyUri(BASE, 'c-1', '9506000000019'),
      bizTransactionList: [{ type: 'desadv', bizTransaction: 'https://trace.example.com/shipments/7' }],
      sourceList: [{ type: 'owning_party', id: companyUri(BASE, 'c-1') }],
      destinationList: [{ type: 'owning_party', id: companyUri(BASE, 'c-2') }],
      ilmd: { 'cbvmda:lotNumber': 'L1' },
      certificationInfo: ['https://trace.example.com/certificates/1'],
    };
    const changes: Partial<EpcisEvent>[] = [
      { type: 'TransformationEvent' },
      { eventTime: '2026-03-01T10:00:01+08:00' },
      { eventTimeZoneOffset: '+09:00' },
      { action: 'ADD' },
      { bizStep: 'receiving' },
      { disposition: 'in_progress' },
      { epcList: [labelEpc(BASE, '1000000000000002', GTIN)] },
      { epcList: [] },
      { quantityList: [{ epcClass: classEpc(BASE, GTIN, 'L1'), quantity: 6, uom: 'KGM' }] },
      { quantityList: [{ epcClass: classEpc(BASE, GTIN, 'L2'), quantity: 5, uom: 'KGM' }] },
      { quantityList: [{ epcClass: classEpc(BASE, GTIN, 'L1'), quantity: 5 }] },
      { readPoint: companyUri(BASE, 'c-9') },
      { bizLocation: undefined },
      { bizTransactionList: [{ type: 'cert', bizTransaction: 'https://trace.example.com/shipments/7' }] },
      { bizTransactionList: [{ type: 'desadv', bizTransaction: 'https://trace.example.com/shipments/8' }] },
      { sourceList: [{ type: 'possessing_party', id: companyUri(BASE, 'c-1') }] },
      { sourceList: [] },
      { destinationList: [{ type: 'owning_party', id: companyUri(BASE, 'c-3') }] },
      { ilmd: { 'cbvmda:lotNumber': 'L2' } },
      { ilmd: { 'cbvmda:itemExpirationDate': '2027-01-01', 'cbvmda:lotNumber': 'L1' } },
      { certificationInfo: ['https://trace.example.com/certificates/2'] },
      { inputEPCList: [labelEpc(BASE, '1000000000000001', GTIN)] },
      { outputEPCList: [labelEpc(BASE, '1000000000000001', GTIN)] },
    ];
    const ids = changes.map((change) => eventHashId({ ...event, ...change }));
    expect(new Set([eventHashId(event), ...ids]).size).toBe(changes.length + 1);
  });

  it('swapping a source and a destination is a different event', () => {
    const party = (corp: string) => ({ type: 'owning_party', id: companyUri(BASE, corp) });
    const base: EpcisEvent = {
      type: 'ObjectEvent',
      eventTime: '2026-03-01T02:00:00Z',
      eventTimeZoneOffset: '+08:00',
      action: 'OBSERVE',
    };
    expect(eventHashId({ ...base, sourceList: [party('a')], destinationList: [party('b')] })).not.toBe(
      eventHashId({ ...base, sourceList: [party('b')], destinationList: [party('a')] }),
    );
  });
});

describe('EPCIS hash normalisation', () => {
  it('writes times in UTC with milliseconds, rounding sub-millisecond digits', () => {
    expect(canonicalTime('2026-03-01T10:00:00+08:00')).toBe('2026-03-01T02:00:00.000Z');
    expect(canonicalTime('2026-03-01T00:30:00.5-05:30')).toBe('2026-03-01T06:00:00.500Z');
    expect(canonicalTime('2023-02-02T11:04:03.1415Z')).toBe('2023-02-02T11:04:03.142Z');
    expect(canonicalTime('2023-02-02T11:04:03.1414Z')).toBe('2023-02-02T11:04:03.141Z');
    expect(canonicalTime('not a time')).toBe('not a time');
  });

  it('writes numbers without redundant digits and leaves other text alone', () => {
    expect(canonicalNumber('5.0')).toBe('5');
    expect(canonicalNumber('+007')).toBe('7');
    expect(canonicalNumber('1.50')).toBe('1.5');
    expect(canonicalNumber('0.00001')).toBe('1e-05');
    expect(canonicalNumber('12345678901234567890')).toBe('12345678901234567168');
    expect(canonicalNumber('KGM')).toBe('KGM');
    expect(canonicalNumber('+08:00')).toBe('+08:00');
  });

  it('moves GS1 keys on any host to id.gs1.org and keeps other URIs as given', () => {
    expect(canonicalDigitalLink(labelEpc(BASE, '1000000000000001', GTIN))).toBe(
      `https://id.gs1.org/01/${GTIN}/21/1000000000000001`,
    );
    expect(canonicalDigitalLink(classEpc(BASE, GTIN, 'L1'))).toBe(`https://id.gs1.org/01/${GTIN}/10/L1`);
    expect(canonicalDigitalLink(`${BASE}/01/${GTIN}/10/L1/21/77?linkType=gs1:pip`)).toBe(
      `https://id.gs1.org/01/${GTIN}/21/77`,
    );
    expect(canonicalDigitalLink(companyUri(BASE, 'c-1', '9506000000019'))).toBe(
      'https://id.gs1.org/414/9506000000019',
    );
    expect(canonicalDigitalLink(labelEpc(BASE, '1000000000000001', null))).toBeNull();
    expect(canonicalDigitalLink(companyUri(BASE, 'c-1'))).toBeNull();
    expect(canonicalDigitalLink('urn:epc:id:sgtin:9506000.013435.1000000000000001')).toBe(
      `https://id.gs1.org/01/${GTIN}/21/1000000000000001`,
    );
  });

  it('gives a label the same ID whichever host its Digital Link names', () => {
    const event = (epc: string): EpcisEvent => ({
      type: 'ObjectEvent',
      eventTime: '2026-03-01T10:00:00+08:00',
      eventTimeZoneOffset: '+08:00',
      action: 'OBSERVE',
      epcList: [epc],
    });
    const ours = eventHashId(event(labelEpc(BASE, '1000000000000001', GTIN)));
    expect(eventHashId(event(labelEpc('https://id.gs1.org', '1000000000000001', GTIN)))).toBe(ours);
    expect(eventHashId(event('urn:epc:id:sgtin:9506000.013435.1000000000000001'))).toBe(ours);
    // Short-form links carry no GS1 key: the host is part of the identifier.
    expect(eventHashId(event(labelEpc('https://other.example.com', '1000000000000001', null)))).not.toBe(
      eventHashId(event(labelEpc(BASE, '1000000000000001', null))),
    );
  });
});

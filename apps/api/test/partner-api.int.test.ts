import { randomUUID } from 'node:crypto';
import {
  PARTNER_RESOURCES,
  type PartnerResource,
  type PartnerScope,
  ROUTES,
  type RouteDefinition,
} from '@trace/contracts';
import { labelEpc } from '@trace/core';
import {
  batchBindLogs,
  batches,
  certBodies,
  certificates,
  certModules,
  customsInfos,
  epcisEvents,
  labels,
  productCategories,
  products,
  scans,
  shipmentLabels,
  shipments,
  testReports,
} from '@trace/db';
import { epcisBase, recordShipmentEvents } from '@trace/db/epcis';
import { createCompany } from '@trace/db/factories';
import { holdScanGate } from '@trace/db/scan-alerts';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCodes } from './batch-helpers';
import { callRoute, callRouteUnchecked, useTestApp } from './helpers';
import { ALL_READ_SCOPES, createPartnerKey, grantAccess } from './partner-fixtures';
import { randomGtin } from './scan-helpers';

const ctx = useTestApp();
const DAY = 86_400_000;
const r = ROUTES.partnerApi;
const uid = () => randomUUID().slice(0, 8);

/**
 * A company with one of everything a partner may read: a published product (and an unpublished one),
 * a batch of each product line with labels (bound, voided, scanned), a shipment to a dealer with its
 * EPCIS events, an approved test report (and a draft), an approved customs record and a certificate.
 */
async function companyWithData() {
  const corp = await createCompany(ctx.db, { gln: String(Date.now()).slice(-13).padStart(13, '4') });
  const dealer = await createCompany(ctx.db, { kind: 'dealer' });
  const [category] = await ctx.db.select({ id: productCategories.id }).from(productCategories).limit(1);
  const gtin = randomGtin();
  const [product] = await ctx.db
    .insert(products)
    .values({
      corpId: corp.id,
      categoryId: category!.id,
      productName: `Nest ${uid()}`,
      gtin,
      reviewStatus: 'passed',
    })
    .returning();
  const [draft] = await ctx.db
    .insert(products)
    .values({ corpId: corp.id, categoryId: category!.id, productName: `Draft ${uid()}` })
    .returning();
  const [batch] = await ctx.db
    .insert(batches)
    .values({ corpId: corp.id, productId: product!.id, batchNo: `B-${uid()}`, boundCount: 4 })
    .returning();
  const [panda] = await ctx.db
    .insert(batches)
    .values({ corpId: corp.id, productId: product!.id, batchNo: `P-${uid()}`, line: 'panda' })
    .returning();
  const codes = freshCodes(6);
  await ctx.db.insert(labels).values(
    codes.map((excode, i) => ({
      excode,
      pcode: String(1e9 + i),
      corpId: corp.id,
      productId: product!.id,
      batchId: i < 4 ? batch!.id : null,
      status: i < 3 ? 'bound' : i === 3 ? 'invalid' : 'assigned',
    })),
  );
  await ctx.db.insert(batchBindLogs).values({
    corpId: corp.id,
    batchId: batch!.id,
    mode: 'list',
    count: 4,
    codes: codes.slice(0, 4),
  });
  await ctx.db.transaction(async (tx) => {
    await holdScanGate(tx);
    await tx.insert(scans).values([
      { kind: 'lookup', result: 'valid', excode: codes[0]!, corpId: corp.id },
      { kind: 'verify', result: 'genuine', excode: codes[0]!, corpId: corp.id },
    ]);
  });
  const [shipment] = await ctx.db
    .insert(shipments)
    .values({
      shipmentNo: `S-${uid()}`,
      senderCorpId: corp.id,
      receiverCorpId: dealer.id,
      labelCount: 2,
      totalWeight: '3000',
      carrier: 'SF Express',
      shippingDate: new Date(),
    })
    .returning();
  await ctx.db
    .insert(shipmentLabels)
    .values(
      codes
        .slice(0, 2)
        .map((excode) => ({ shipmentId: shipment!.id, excode, batchId: batch!.id, weight: '1500' })),
    );
  await recordShipmentEvents(ctx.db, shipment!.id, 'ship');
  const [report] = await ctx.db
    .insert(testReports)
    .values({
      corpId: corp.id,
      productId: product!.id,
      batchId: batch!.id,
      institution: 'SGS',
      reportNo: `R-${uid()}`,
      testDate: new Date(Date.now() - DAY),
      result: 'qualified',
      reviewStatus: 'passed',
      files: ['secret-report.pdf'],
    })
    .returning();
  await ctx.db.insert(testReports).values({
    corpId: corp.id,
    productId: product!.id,
    institution: 'SGS',
    reportNo: `D-${uid()}`,
    testDate: new Date(),
    result: 'qualified',
  });
  const [customs] = await ctx.db
    .insert(customsInfos)
    .values({
      corpId: corp.id,
      batchId: batch!.id,
      productId: product!.id,
      name: 'Import 1',
      port: 'shanghai',
      portName: 'Shanghai',
      importTime: new Date(Date.now() - 2 * DAY),
      importCorpName: 'Importer Ltd',
      reviewStatus: 'passed',
      certificates: [
        {
          batchCustomsType: 1,
          kindName: 'Health certificate',
          verify: true,
          num: 'HC-1',
          startTime: null,
          endTime: null,
          file: 'secret-scan.pdf',
          images: [],
        } as never,
      ],
    })
    .returning();
  const [body] = await ctx.db
    .insert(certBodies)
    .values({ name: `Body ${uid()}`, accreditationNo: 'CNAS-1' })
    .returning();
  const [module] = await ctx.db
    .insert(certModules)
    .values({ corpId: corp.id, name: 'Nest line', scheme: 'haccp', requestedAnnualOutput: 1000 })
    .returning();
  const [certificate] = await ctx.db
    .insert(certificates)
    .values({
      certNo: `C-${uid()}`,
      corpId: corp.id,
      certBodyId: body!.id,
      scheme: 'haccp',
      moduleIds: [module!.id],
      validFrom: '2026-01-01',
      validUntil: '2029-01-01',
    })
    .returning();
  return {
    corp,
    dealer,
    product: product!,
    draft: draft!,
    batch: batch!,
    panda: panda!,
    codes,
    gtin,
    shipment: shipment!,
    report: report!,
    customs: customs!,
    certificate: certificate!,
  };
}

type Data = Awaited<ReturnType<typeof companyWithData>>;

/** Every route under a company, with the input that reaches the given company's own rows. */
function corpCalls(data: Data) {
  const corpId = data.corp.id;
  return [
    { route: r.company, input: { params: { corpId } } },
    { route: r.products, input: { params: { corpId } } },
    { route: r.batches, input: { params: { corpId } } },
    { route: r.batch, input: { params: { corpId, id: data.batch.id } } },
    { route: r.label, input: { params: { corpId, excode: data.codes[0]! } } },
    { route: r.shipments, input: { params: { corpId } } },
    { route: r.shipment, input: { params: { corpId, id: data.shipment.id } } },
    { route: r.testReports, input: { params: { corpId } } },
    { route: r.customsRecords, input: { params: { corpId } } },
    { route: r.certificates, input: { params: { corpId } } },
    { route: r.events, input: { params: { corpId } } },
  ] as { route: RouteDefinition; input: { params: Record<string, string> } }[];
}

const call = (route: RouteDefinition, input: object, apiKey: string) =>
  callRouteUnchecked(ctx.app, route, input, { apiKey, language: 'en' });

let a: Data;
let b: Data;
/** A key of an application both companies granted everything to. */
let both: { appId: string; secret: string };

beforeAll(async () => {
  a = await companyWithData();
  b = await companyWithData();
  const key = await createPartnerKey(ctx.db, {
    scopes: [...ALL_READ_SCOPES, 'events:write'] as PartnerScope[],
  });
  await grantAccess(ctx.db, { appId: key.appId, corpId: a.corp.id });
  await grantAccess(ctx.db, { appId: key.appId, corpId: b.corp.id });
  both = { appId: key.appId, secret: key.secret };
});

describe('partner API data routes', () => {
  it('answers each route of a granted company with its own rows', async () => {
    const key = await createPartnerKey(ctx.db);
    await grantAccess(ctx.db, { appId: key.appId, corpId: a.corp.id });
    const corpId = a.corp.id;
    const as = { apiKey: key.secret };

    const companies = await callRoute(ctx.app, r.companies, undefined, as);
    expect(companies.status).toBe(200);
    expect(companies.body.data.map((c) => c.id)).toEqual([corpId]);
    const company = await callRoute(ctx.app, r.company, { params: { corpId } }, as);
    expect(company.body.data).toMatchObject({
      id: corpId,
      name: a.corp.name,
      gln: a.corp.gln,
      kind: 'producer',
    });
    expect(company.body.data).not.toHaveProperty('contactPhone');

    const productList = await callRoute(ctx.app, r.products, { params: { corpId } }, as);
    expect(productList.body.data.list.map((p) => p.id)).toEqual([a.product.id]);
    expect(productList.body.data.list[0]).toMatchObject({ gtin: a.gtin, name: a.product.productName });

    const batchList = await callRoute(ctx.app, r.batches, { params: { corpId } }, as);
    expect(batchList.body.data.total).toBe(2);
    expect(batchList.body.data.list.map((x) => x.id).sort()).toEqual([a.batch.id, a.panda.id].sort());
    const pandaOnly = await callRoute(
      ctx.app,
      r.batches,
      { params: { corpId }, query: { line: 'panda' } },
      as,
    );
    expect(pandaOnly.body.data.list.map((x) => x.id)).toEqual([a.panda.id]);
    const later = await callRoute(
      ctx.app,
      r.batches,
      { params: { corpId }, query: { updatedSince: new Date(Date.now() + DAY).toISOString() } },
      as,
    );
    expect(later.body.data.total).toBe(0);
    const byNo = await callRoute(
      ctx.app,
      r.batches,
      { params: { corpId }, query: { keyword: a.batch.batchNo } },
      as,
    );
    expect(byNo.body.data.list.map((x) => x.id)).toEqual([a.batch.id]);

    const batch = await callRoute(ctx.app, r.batch, { params: { corpId, id: a.batch.id } }, as);
    expect(batch.body.data).toMatchObject({
      id: a.batch.id,
      line: 'main',
      product: { id: a.product.id, gtin: a.gtin },
      labels: { total: 4, active: 3, voided: 1, shipped: 2 },
    });

    const label = await callRoute(ctx.app, r.label, { params: { corpId, excode: a.codes[0]! } }, as);
    expect(label.body.data).toMatchObject({
      excode: a.codes[0],
      state: 'bound',
      batch: { id: a.batch.id, batchNo: a.batch.batchNo },
      scanCount: 2,
    });
    expect(label.body.data.boundAt).not.toBeNull();
    expect(label.body.data.shippedAt).not.toBeNull();
    expect(label.body.data).not.toHaveProperty('pcode');

    const shipmentList = await callRoute(ctx.app, r.shipments, { params: { corpId } }, as);
    expect(shipmentList.body.data.list).toMatchObject([
      { id: a.shipment.id, direction: 'sent', totalWeight: '3', receiver: { id: a.dealer.id } },
    ]);
    const received = await callRoute(
      ctx.app,
      r.shipments,
      { params: { corpId }, query: { direction: 'received' } },
      as,
    );
    expect(received.body.data.total).toBe(0);
    const shipment = await callRoute(ctx.app, r.shipment, { params: { corpId, id: a.shipment.id } }, as);
    expect(shipment.body.data.batches).toEqual([
      {
        batch: { id: a.batch.id, batchNo: a.batch.batchNo },
        product: { id: a.product.id, name: a.product.productName, gtin: a.gtin },
        labelCount: 2,
      },
    ]);

    const reports = await callRoute(ctx.app, r.testReports, { params: { corpId } }, as);
    expect(reports.body.data.list.map((x) => x.id)).toEqual([a.report.id]);
    expect(reports.body.data.list[0]).not.toHaveProperty('files');
    expect(JSON.stringify(reports.body.data)).not.toContain('secret-report');

    const customs = await callRoute(ctx.app, r.customsRecords, { params: { corpId } }, as);
    expect(customs.body.data.list).toMatchObject([
      { id: a.customs.id, certificates: [{ kind: 1, num: 'HC-1', kindName: 'Health certificate' }] },
    ]);
    expect(JSON.stringify(customs.body.data)).not.toContain('secret-scan');

    const certs = await callRoute(ctx.app, r.certificates, { params: { corpId } }, as);
    expect(certs.body.data.list).toMatchObject([
      {
        id: a.certificate.id,
        certNo: a.certificate.certNo,
        scheme: { key: 'haccp' },
        modules: [{ name: 'Nest line' }],
        body: { accreditationNo: 'CNAS-1' },
        status: 'effective',
        validFrom: '2026-01-01',
        validUntil: '2029-01-01',
      },
    ]);

    const events = await callRoute(ctx.app, r.events, { params: { corpId } }, as);
    expect(events.status).toBe(200);
    expect(events.response.headers['content-type']).toContain('application/ld+json');
    const list = (events.body as unknown as EventsDoc).epcisBody.queryResults.resultsBody.eventList;
    expect(list.map((e) => e.bizStep)).toEqual(['shipping']);
    expect(list[0]!.epcList).toEqual(a.codes.slice(0, 2).map((code) => labelEpc(epcisBase(), code, a.gtin)));
  });

  it('refuses a key without the scope of the route, whatever the grant', async () => {
    for (const { route, input } of corpCalls(a)) {
      const resource = route.partner!.resource as PartnerResource;
      const key = await createPartnerKey(ctx.db, {
        scopes: PARTNER_RESOURCES.filter((x) => x !== resource).map((x) => `${x}:read` as PartnerScope),
      });
      await grantAccess(ctx.db, { appId: key.appId, corpId: a.corp.id });
      const answer = await call(route, input, key.secret);
      expect(answer.status, route.path).toBe(403);
      expect(answer.body.msg).toContain(`${resource}:read`);
    }
    const noCompanies = await createPartnerKey(ctx.db, { scopes: ['batches:read'] });
    expect((await call(r.companies, {}, noCompanies.secret)).status).toBe(403);
  });

  it('refuses a company that granted nothing, an expired grant or a grant without the resource, and leaks nothing', async () => {
    const none = await createPartnerKey(ctx.db);
    const expired = await createPartnerKey(ctx.db);
    await grantAccess(ctx.db, {
      appId: expired.appId,
      corpId: a.corp.id,
      until: new Date(Date.now() - 1000),
    });
    const narrow = await createPartnerKey(ctx.db);
    await grantAccess(ctx.db, { appId: narrow.appId, corpId: a.corp.id, resources: ['events'] });
    for (const { route, input } of corpCalls(a)) {
      for (const key of [none, expired, ...(route.partner!.resource === 'events' ? [] : [narrow])]) {
        const answer = await call(route, input, key.secret);
        expect(answer.status, route.path).toBe(403);
        expect(answer.body.data ?? null).toBeNull();
        expect(answer.response.body).not.toContain(a.corp.name);
      }
    }
    for (const key of [none, expired, narrow]) {
      const companies = await callRoute(ctx.app, r.companies, undefined, { apiKey: key.secret });
      expect(companies.body.data).toEqual([]);
    }
  });

  it("never shows another company's rows, and answers 404 for its ids under the granted company", async () => {
    const key = await createPartnerKey(ctx.db);
    await grantAccess(ctx.db, { appId: key.appId, corpId: a.corp.id });
    const corpId = a.corp.id;
    for (const { route, input } of corpCalls(a)) {
      const answer = await call(route, input, key.secret);
      expect(answer.status, route.path).toBe(200);
      const text = answer.response.body;
      for (const foreign of [
        b.corp.name,
        b.product.id,
        b.batch.id,
        b.shipment.id,
        b.report.id,
        b.customs.id,
      ]) {
        expect(text, route.path).not.toContain(foreign);
      }
      expect(text).not.toContain(b.certificate.certNo);
      expect(text).not.toContain(b.codes[0]);
    }
    // b's own routes are refused: the key has no grant from b.
    expect((await call(r.batches, { params: { corpId: b.corp.id } }, key.secret)).status).toBe(403);
    for (const [route, params] of [
      [r.batch, { corpId, id: b.batch.id }],
      [r.shipment, { corpId, id: b.shipment.id }],
      [r.label, { corpId, excode: b.codes[0]! }],
    ] as const) {
      const answer = await call(route, { params }, key.secret);
      expect(answer.status, route.path).toBe(404);
    }
    // A company that received a shipment reads it as received; the sender's other rows stay hidden.
    const dealerKey = await createPartnerKey(ctx.db);
    await grantAccess(ctx.db, { appId: dealerKey.appId, corpId: a.dealer.id });
    const dealerShipments = await callRoute(
      ctx.app,
      r.shipments,
      { params: { corpId: a.dealer.id } },
      { apiKey: dealerKey.secret },
    );
    expect(dealerShipments.body.data.list).toMatchObject([{ id: a.shipment.id, direction: 'received' }]);
    const dealerBatch = await call(
      r.batch,
      { params: { corpId: a.dealer.id, id: a.batch.id } },
      dealerKey.secret,
    );
    expect(dealerBatch.status).toBe(404);
  });

  it('lists every company that granted the key its profile', async () => {
    const companies = await callRoute(ctx.app, r.companies, undefined, { apiKey: both.secret });
    expect(companies.body.data.map((c) => c.id).sort()).toEqual([a.corp.id, b.corp.id].sort());
    expect(new Date(companies.body.data[0]!.grantedUntil).getTime()).toBeGreaterThan(Date.now());
  });
});

interface EventJson {
  eventID: string;
  bizStep?: string;
  epcList?: string[];
  readPoint?: { id: string };
}
interface EventsDoc {
  epcisBody: { queryResults: { resultsBody: { eventList: EventJson[] } } };
}

describe('partner EPCIS capture', () => {
  const receipt = (epcs: string[], extra: Record<string, unknown> = {}) => ({
    type: 'ObjectEvent',
    eventTime: '2026-03-01T10:00:00.000+08:00',
    eventTimeZoneOffset: '+08:00',
    eventID: `urn:uuid:${randomUUID()}`,
    epcList: epcs,
    action: 'OBSERVE',
    bizStep: 'https://ref.gs1.org/cbv/BizStep-receiving',
    disposition: 'https://ref.gs1.org/cbv/Disp-in_progress',
    readPoint: { id: 'https://example.com/stores/42' },
    ...extra,
  });
  const documentOf = (events: Record<string, unknown>[]) => ({
    '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'],
    type: 'EPCISDocument' as const,
    schemaVersion: '2.0',
    creationDate: new Date().toISOString(),
    epcisBody: { eventList: events },
  });
  const epcsOf = (data: Data, count: number) =>
    data.codes.slice(0, count).map((code) => labelEpc(epcisBase(), code, data.gtin));
  const partnerEvents = async () =>
    ctx.db
      .select()
      .from(epcisEvents)
      .where(like(epcisEvents.source, `partner:${both.appId}:%`));

  it('records a receipt of the company goods, once per eventID, and the query returns it', async () => {
    const event = receipt(epcsOf(a, 3));
    const first = await callRoute(
      ctx.app,
      r.captureEvents,
      { params: { corpId: a.corp.id }, body: documentOf([event]) },
      { apiKey: both.secret },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.recorded).toBe(1);
    expect(first.body.data.eventIds).toHaveLength(1);
    const [stored] = await ctx.db
      .select()
      .from(epcisEvents)
      .where(eq(epcisEvents.eventId, first.body.data.eventIds[0]!));
    expect(stored).toMatchObject({
      source: `partner:${both.appId}:${event.eventID}`,
      corpIds: [a.corp.id],
      batchId: a.batch.id,
      bizStep: 'receiving',
      labelCount: 3,
    });

    // The same eventID again, as a bare list of events: nothing new.
    const again = await callRoute(
      ctx.app,
      r.captureEvents,
      { params: { corpId: a.corp.id }, body: [event] },
      { apiKey: both.secret },
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ eventIds: first.body.data.eventIds, recorded: 0 });

    const query = await callRoute(
      ctx.app,
      r.events,
      { params: { corpId: a.corp.id }, query: { EQ_bizStep: 'receiving' } },
      { apiKey: both.secret },
    );
    const list = (query.body as unknown as EventsDoc).epcisBody.queryResults.resultsBody.eventList;
    expect(list.map((e) => e.eventID)).toEqual(first.body.data.eventIds);
    expect(list[0]!.epcList).toEqual(event.epcList);
    expect(list[0]!.readPoint).toEqual({ id: 'https://example.com/stores/42' });
    // Not the other company's event.
    const other = await callRoute(
      ctx.app,
      r.events,
      { params: { corpId: b.corp.id }, query: { EQ_bizStep: 'receiving' } },
      { apiKey: both.secret },
    );
    expect((other.body as unknown as EventsDoc).epcisBody.queryResults.resultsBody.eventList).toEqual([]);
  });

  it('splits a receipt of labels of several batches into one stored event per batch', async () => {
    const epcs = [labelEpc(epcisBase(), a.codes[0]!, a.gtin), labelEpc(epcisBase(), a.codes[4]!, a.gtin)];
    const answer = await callRoute(
      ctx.app,
      r.captureEvents,
      { params: { corpId: a.corp.id }, body: [receipt(epcs, { bizStep: 'inspecting' })] },
      { apiKey: both.secret },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ recorded: 2 });
    expect(answer.body.data.eventIds).toHaveLength(2);
  });

  it('refuses a read-only key, an invalid document, another kind of event and another company EPC, writing nothing', async () => {
    const readOnly = await createPartnerKey(ctx.db);
    await grantAccess(ctx.db, { appId: readOnly.appId, corpId: a.corp.id });
    const body = documentOf([receipt(epcsOf(a, 1))]);
    const refused = await call(r.captureEvents, { params: { corpId: a.corp.id }, body }, readOnly.secret);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('events:write');

    const before = (await partnerEvents()).length;
    const cases: [unknown, string][] = [
      [documentOf([{ ...receipt(epcsOf(a, 1)), eventTime: 'yesterday' }]), 'not a valid EPCIS 2.0 document'],
      [{ type: 'EPCISDocument', epcisBody: { eventList: [receipt(epcsOf(a, 1))] } }, 'not a valid EPCIS'],
      [[receipt(epcsOf(a, 1), { action: 'ADD' })], 'Event 1 cannot be recorded'],
      [[receipt(epcsOf(a, 1)), receipt(epcsOf(a, 1), { bizStep: 'shipping' })], 'Event 2 cannot be recorded'],
      [[receipt([])], 'Event 1 names no label'],
      [[receipt(epcsOf(a, 1)), receipt(epcsOf(b, 1))], epcsOf(b, 1)[0]!],
      [[receipt(['https://example.com/01/09506000134352/21/1234567890123456'])], 'not one of the company'],
      [[receipt([labelEpc(epcisBase(), a.codes[0]!, randomGtin())])], 'not one of the company'],
    ];
    for (const [capture, message] of cases) {
      const answer = await call(
        r.captureEvents,
        { params: { corpId: a.corp.id }, body: capture },
        both.secret,
      );
      expect(answer.status, JSON.stringify(capture)).toBe(400);
      expect(answer.body.msg).toContain(message);
    }
    const french = await callRouteUnchecked(
      ctx.app,
      r.captureEvents,
      { params: { corpId: a.corp.id }, body: [receipt(epcsOf(a, 1), { action: 'DELETE' })] },
      { apiKey: both.secret, language: 'fr' },
    );
    expect(french.status).toBe(400);
    expect(french.body.msg).toContain('ne peut pas être enregistré');
    expect((await partnerEvents()).length).toBe(before);
  });
});

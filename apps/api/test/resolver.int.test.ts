import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES, routeUrl } from '@trace/contracts';
import { certBodies, certificates, certModules, labels, scans } from '@trace/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './helpers';
import {
  type Goods,
  labelledGoods,
  loneLabel,
  randomExcode,
  rawRequests,
  rawScan,
  scanRoute,
} from './scan-helpers';

// The built web client stands in as one page, so the answers to a browser can be told apart.
const webDist = mkdtempSync(join(tmpdir(), 'resolver-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>scan page</title>');
const BASE = 'https://trace.example.com';
const ctx = useTestApp({ PUBLIC_BASE_URL: `${BASE}/`, WEB_DIST: webDist });

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const LINKSET = 'application/linkset+json';
const linkPath = (goods: Goods, excode = goods.labels[0]!.excode) => `/01/${goods.gtin}/21/${excode}`;
const linksetHeader = (path: string) => `<${BASE}${path}?linkType=linkset>; rel="linkset"; type="${LINKSET}"`;
const wrongCheckDigit = (gtin: string) => `${gtin.slice(0, 13)}${(Number(gtin[13]) + 1) % 10}`;

type Linkset = { linkset: Record<string, unknown>[] };

/** A scheme certificate in force covering the goods' product. */
async function certify(goods: Goods) {
  const [body] = await ctx.db
    .insert(certBodies)
    .values({ name: `Body ${randomUUID().slice(0, 8)}`, schemes: ['haccp'] })
    .returning();
  const [module] = await ctx.db
    .insert(certModules)
    .values({
      corpId: goods.corpId,
      name: 'Nest module',
      scheme: 'haccp',
      productIds: [goods.productId],
      requestedAnnualOutput: 1000,
    })
    .returning();
  const certNo = `HACCP-${randomUUID().slice(0, 8)}`;
  const year = new Date().getUTCFullYear();
  await ctx.db.insert(certificates).values({
    certNo,
    corpId: goods.corpId,
    certBodyId: body!.id,
    scheme: 'haccp',
    moduleIds: [module!.id],
    status: 'effective',
    validFrom: `${year - 1}-01-01`,
    validUntil: `${year + 2}-12-31`,
  });
  return certNo;
}

describe('GS1-Conformant Resolver: redirects (307)', () => {
  it('a plain request answers 307 to the default link, the scan page, with the linkset named in Link (RFC 9264 §6)', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    const path = `/01/${goods.gtin}/10/${goods.batchNo}/21/${excode}`;
    const res = await rawScan(ctx.app, { url: path });
    expect(res.status).toBe(307);
    expect(res.response.headers.location).toBe(`/s/${excode}`);
    expect(res.response.headers.link).toBe(linksetHeader(path));
    // A browser lands on the page the same way.
    const browser = await rawScan(ctx.app, { url: path, headers: HTML });
    expect(browser.status).toBe(307);
    expect(browser.response.headers.location).toBe(`/s/${excode}`);
    // Nothing is recorded here: the page records the scan.
    expect(await ctx.db.select().from(scans).where(eq(scans.excode, excode))).toHaveLength(0);
  });

  it('passes the query string on to the target (data attributes, context)', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const res = await rawScan(ctx.app, { url: `${linkPath(goods)}?17=261231&context=cn` });
    expect(res.status).toBe(307);
    expect(res.response.headers.location).toBe(`/s/${goods.labels[0]!.excode}?17=261231&context=cn`);
  });

  it('linkType in the short (gs1:pip) and the full URI form answers 307 to that link’s first target', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    const path = linkPath(goods);
    for (const [linkType, target] of [
      ['gs1:pip', `/s/${excode}`],
      ['https://gs1.org/voc/pip', `/s/${excode}`],
      ['https://ref.gs1.org/voc/pip', `/s/${excode}`],
      ['gs1:traceability', `/s/${excode}#traceability`],
      // The events route belongs to the EPCIS module: its address is the one the linkset promises.
      ['gs1:epcis', rawRequests(`/scan/labels/${excode}/events`)],
      ['gs1:verificationService', routeUrl(ROUTES.scan.verify, { excode })],
      ['gs1:defaultLink', `/s/${excode}`],
    ] as const) {
      const res = await rawScan(ctx.app, { url: `${path}?linkType=${encodeURIComponent(linkType)}` });
      expect(res.status, linkType).toBe(307);
      const [before, hash] = target.split('#');
      const expected = `${before}?linkType=${encodeURIComponent(linkType)}${hash ? `#${hash}` : ''}`;
      expect(res.response.headers.location, linkType).toBe(expected);
      expect(res.response.headers.link, linkType).toBe(linksetHeader(path));
    }
  });

  it('an unknown link type, or one the item does not offer, is 404 with the Link header', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const path = linkPath(goods);
    for (const linkType of [
      'gs1:nothingLikeThis',
      'pip',
      'https://example.com/voc/pip',
      'gs1:certificationInfo',
    ]) {
      const res = await rawScan(ctx.app, {
        url: `${path}?linkType=${encodeURIComponent(linkType)}`,
        language: 'en',
      });
      expect(res.status, linkType).toBe(404);
      expect(res.body.msg, linkType).toBe('This Digital Link offers no link of that type');
      expect(res.response.headers.link, linkType).toBe(linksetHeader(path));
    }
  });
});

describe('GS1-Conformant Resolver: the linkset (RFC 9264)', () => {
  it('linkType=linkset, linkType=all and Accept: application/linkset+json answer the linkset', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    const path = linkPath(goods);
    const anchor = `${BASE}${path}`;
    for (const request of [
      { url: `${path}?linkType=linkset` },
      { url: `${path}?linkType=all` },
      { url: path, headers: { accept: LINKSET } },
    ]) {
      const res = await rawScan(ctx.app, request);
      expect(res.status, request.url).toBe(200);
      expect(res.response.headers['content-type'], request.url).toMatch(/^application\/linkset\+json(;|$)/);
      expect(res.response.headers.link, request.url).toBe(linksetHeader(path));
      const { linkset } = res.response.json() as Linkset;
      expect(linkset).toHaveLength(1);
      const title = `${goods.productName} Gold`;
      const page = `${BASE}/s/${excode}`;
      expect(linkset[0]).toEqual({
        anchor,
        // The default link carries only its address and title, and is not the anchor itself.
        'https://gs1.org/voc/defaultLink': [{ href: page, title }],
        'https://gs1.org/voc/pip': [{ href: page, title, type: 'text/html', hreflang: ['zh', 'en', 'fr'] }],
        'https://gs1.org/voc/traceability': [
          { href: `${page}#traceability`, title, type: 'text/html', hreflang: ['zh', 'en', 'fr'] },
        ],
        'https://gs1.org/voc/verificationService': [
          { href: `${BASE}/scan/labels/${excode}/verify`, title, type: 'application/json' },
        ],
        'https://gs1.org/voc/epcis': [
          { href: `${BASE}/scan/labels/${excode}/events`, title, type: 'application/ld+json' },
        ],
      });
    }
  });

  it('offers certificationInfo, the certificate’s public status page, only while a certificate is in force', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const certNo = await certify(goods);
    const path = linkPath(goods);
    const res = await rawScan(ctx.app, { url: `${path}?linkType=linkset` });
    expect((res.response.json() as Linkset).linkset[0]!['https://gs1.org/voc/certificationInfo']).toEqual([
      {
        href: `${BASE}/certStatus/${encodeURIComponent(certNo)}`,
        title: `HACCP ${certNo}`,
        type: 'text/html',
        hreflang: ['zh', 'en', 'fr'],
      },
    ]);
    const redirect = await rawScan(ctx.app, { url: `${path}?linkType=gs1:certificationInfo` });
    expect(redirect.status).toBe(307);
    expect(redirect.response.headers.location).toBe(
      `/certStatus/${encodeURIComponent(certNo)}?linkType=gs1:certificationInfo`,
    );
    await ctx.db.update(certificates).set({ status: 'suspended' }).where(eq(certificates.certNo, certNo));
    const suspended = await rawScan(ctx.app, { url: `${path}?linkType=linkset` });
    expect(Object.keys((suspended.response.json() as Linkset).linkset[0]!)).not.toContain(
      'https://gs1.org/voc/certificationInfo',
    );
  });

  it('a label bound to a product but to no batch offers only its default link', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    await ctx.db.update(labels).set({ batchId: null }).where(eq(labels.excode, excode));
    const path = linkPath(goods);
    const linkset = await rawScan(ctx.app, { url: `${path}?linkType=linkset` });
    expect(Object.keys((linkset.response.json() as Linkset).linkset[0]!)).toEqual([
      'anchor',
      'https://gs1.org/voc/defaultLink',
    ]);
    expect((await rawScan(ctx.app, { url: path })).status).toBe(307);
    expect((await rawScan(ctx.app, { url: `${path}?linkType=gs1:pip` })).status).toBe(404);
  });
});

describe('GS1-Conformant Resolver: errors (400, 404, 410), never a 200', () => {
  it('400 for a malformed Digital Link, its problem in the caller’s language', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    const cases: [string, string][] = [
      [`/01/${wrongCheckDigit(goods.gtin)}/21/${excode}`, 'The check digit of the GTIN is wrong'],
      [
        `/01/${goods.gtin}/21/${excode}/10/${goods.batchNo}`,
        'The identifiers of the Digital Link are out of order (01, 22, 10, 21 or 235)',
      ],
      [
        `${linkPath(goods)}?10=${goods.batchNo}`,
        'The GTIN, variant, batch and serial (01, 22, 10, 21, 235) belong in the path of the Digital Link, not after “?”',
      ],
      [
        `${linkPath(goods)}?17=261399`,
        'A data attribute after “?” in the Digital Link does not fit its GS1 format (length, characters or date)',
      ],
      [
        `${linkPath(goods)}?3103=12`,
        'A data attribute after “?” in the Digital Link does not fit its GS1 format (length, characters or date)',
      ],
      [
        `${linkPath(goods)}?17=261231&17=261231`,
        'A data attribute appears twice after “?” in the Digital Link',
      ],
      [
        `${linkPath(goods)}?98=1`,
        'A number after “?” in the Digital Link is not a GS1 data attribute a Digital Link may carry',
      ],
      [`${linkPath(goods)}?17=`, 'A data attribute after “?” in the Digital Link has no value'],
      [
        `/01/${goods.gtin}/21/${excode}/235/T1`,
        'A Digital Link has a serial number (21) or a third-party serial (235), not both',
      ],
    ];
    for (const [url, message] of cases) {
      const res = await rawScan(ctx.app, { url, language: 'en' });
      expect(res.status, url).toBe(400);
      expect(res.body.msg, url).toBe(message);
    }
    const fr = await rawScan(ctx.app, { url: `${linkPath(goods)}?17=261399`, language: 'fr' });
    expect(fr.body.msg).toBe(
      'Un attribut après « ? » dans le lien Digital Link ne respecte pas son format GS1 (longueur, caractères ou date)',
    );
  });

  it('404 for a valid link no label answers: unknown serial, another GTIN, another lot, no serial', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const other = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    for (const url of [
      `/01/${goods.gtin}/21/${randomExcode()}`,
      `/01/${other.gtin}/21/${excode}`,
      `/01/${goods.gtin}/10/OTHER/21/${excode}`,
      `/01/${goods.gtin}/21/ABC`,
    ]) {
      const res = await rawScan(ctx.app, { url, language: 'en' });
      expect(res.status, url).toBe(404);
      expect(res.body.msg, url).toBe('No label matches this Digital Link');
      expect(res.response.headers.link, url).toMatch(/; rel="linkset"; type="application\/linkset\+json"$/);
    }
    const productOnly = await rawScan(ctx.app, { url: `/01/${goods.gtin}`, language: 'en' });
    expect(productOnly.status).toBe(404);
    expect(productOnly.body.msg).toBe('The Digital Link has no label serial number (/21/…)');
  });

  it('410 Gone for a voided label, also for its linkset', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    await ctx.db.update(labels).set({ status: 'invalid' }).where(eq(labels.excode, excode));
    for (const url of [linkPath(goods), `${linkPath(goods)}?linkType=linkset`]) {
      const res = await rawScan(ctx.app, { url, language: 'en' });
      expect(res.status, url).toBe(410);
      expect(res.body.msg, url).toBe('This label has been voided');
    }
  });

  it('a browser asking for HTML gets the web page with the error status, never a 200', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const voided = goods.labels[0]!.excode;
    await ctx.db.update(labels).set({ status: 'invalid' }).where(eq(labels.excode, voided));
    const unbound = await loneLabel(ctx.db, goods.corpId, 'delivered');
    for (const [url, status] of [
      [`/01/${wrongCheckDigit(goods.gtin)}/21/${voided}`, 400],
      [`/01/${goods.gtin}/21/${unbound.excode}`, 404],
      [`/01/${goods.gtin}/21/${randomExcode()}?linkType=gs1:pip`, 404],
      [`${linkPath(goods)}?linkType=gs1:pip`, 410],
      [linkPath(goods), 410],
    ] as const) {
      const res = await rawScan(ctx.app, { url, headers: HTML });
      expect(res.status, url).toBe(status);
      expect(res.response.headers['content-type'], url).toContain('text/html');
      expect(res.response.body, url).toContain('scan page');
    }
  });

  it('tolerates a trailing slash and HEAD requests', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const path = linkPath(goods);
    expect((await rawScan(ctx.app, { url: `${path}/` })).status).toBe(307);
    const head = await ctx.app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(307);
    expect(head.headers.link).toBe(linksetHeader(path));
  });
});

describe('GS1-Conformant Resolver: CORS for any origin', () => {
  it('GET and HEAD from another origin are readable, with Link and Location exposed', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const path = linkPath(goods);
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `${path}?linkType=linkset`,
        headers: { origin: 'https://shop.example' },
      });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['access-control-allow-origin'], method).toBe('*');
      expect(res.headers['access-control-allow-credentials'], method).toBeUndefined();
      expect(String(res.headers['access-control-expose-headers']).split(', '), method).toEqual(
        expect.arrayContaining(['link', 'location']),
      );
    }
    const redirect = await ctx.app.inject({
      method: 'GET',
      url: path,
      headers: { origin: 'https://shop.example' },
    });
    expect(redirect.statusCode).toBe(307);
    expect(redirect.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the OPTIONS preflight 204 with the methods and headers allowed', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    for (const url of [linkPath(goods), ROUTES.scan.resolverDescription.path]) {
      const res = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'accept',
        },
      });
      expect(res.statusCode, url).toBe(204);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['access-control-allow-methods'], url).toBe('GET, HEAD, OPTIONS');
      expect(String(res.headers['access-control-allow-headers']), url).toContain('accept');
      const bare = await ctx.app.inject({ method: 'OPTIONS', url });
      expect(bare.statusCode, url).toBe(204);
    }
  });

  it('answers any origin without credentials also where the web client’s origins are configured', async () => {
    const app = await createTestApp({ CORS_ORIGINS: 'https://admin.example', PUBLIC_BASE_URL: BASE });
    try {
      const goods = await labelledGoods(ctx.db, { count: 1 });
      const resolver = await app.inject({
        method: 'GET',
        url: `${linkPath(goods)}?linkType=linkset`,
        headers: { origin: 'https://shop.example' },
      });
      expect(resolver.headers['access-control-allow-origin']).toBe('*');
      expect(resolver.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: linkPath(goods),
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      const api = await app.inject({
        method: 'GET',
        url: ROUTES.platform.health.path,
        headers: { origin: 'https://admin.example' },
      });
      expect(api.headers['access-control-allow-origin']).toBe('https://admin.example');
      expect(api.headers['access-control-allow-credentials']).toBe('true');
    } finally {
      await app.close();
    }
  });

  it('leaves the rest of the API to the configured origins', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: ROUTES.platform.health.path,
      headers: { origin: 'https://shop.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GS1-Conformant Resolver: the resolver description file', () => {
  it('the well-known description names the resolver with the standard’s field names', async () => {
    const res = await scanRoute(
      ctx.app,
      ROUTES.scan.resolverDescription,
      {},
      { headers: { origin: 'https://a.example' } },
    );
    expect(res.status).toBe(200);
    expect(res.response.headers['content-type']).toContain('application/json');
    expect(res.response.headers['access-control-allow-origin']).toBe('*');
    expect(res.response.json()).toEqual({
      name: 'Traceability platform GS1 Digital Link resolver',
      resolverRoot: BASE,
      supportedPrimaryKeys: ['01'],
      supportedLinkType: [{ namespace: 'https://gs1.org/voc/', prefix: 'gs1:' }],
      linkTypeDefaultCanBeLinkset: false,
      jsonLdContextLocation: 'https://ref.gs1.org/standards/resolver/linkset-context',
    });
  });
});

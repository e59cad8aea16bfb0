import type { ScanAnswer } from '@trace/contracts';
import { ROUTES, routeUrl } from '@trace/contracts';
import { labels, products, scanDaily, scanRollup, scans } from '@trace/db';
import { foldScans } from '@trace/db/scan-alerts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clearScanContentCache } from '../src/modules/scan/public';
import { uploadImage } from './company-helpers';
import { signedInUser, useTestApp } from './helpers';
import {
  IP,
  IPHONE_WECHAT,
  labelledGoods,
  loneLabel,
  randomExcode,
  rawRequests,
  rawScan,
  scanRoute,
} from './scan-helpers';

const ctx = useTestApp();

const recorded = (excode: string) =>
  ctx.db.select().from(scans).where(eq(scans.excode, excode)).orderBy(asc(scans.id));

describe('the public scan page (short form /s/{excode})', () => {
  it('shows the product (its replacement name), company, batch, records and certificates, and records the scan', async () => {
    const goods = await labelledGoods(ctx.db);
    const [label] = goods.labels;
    const res = await scanRoute(
      ctx.app,
      ROUTES.scan.lookup,
      { params: { excode: label!.excode } },
      { ip: IP.guangdong, language: 'en' },
    );
    expect(res.status).toBe(200);
    const answer = res.body.data;
    expect(answer).toMatchObject({
      excode: label!.excode,
      result: 'valid',
      canVerify: true,
      digitalLink: `http://localhost:3000/01/${goods.gtin}/21/${label!.excode}`,
      product: {
        id: goods.productId,
        name: `${goods.productName} Gold`,
        productName: goods.productName,
        gtin: goods.gtin,
        categoryName: "Bird's nest",
      },
      batch: { id: goods.batchId, batchNo: goods.batchNo, origin: 'Sabah' },
      company: { id: goods.corpId },
      records: { testReports: [], wholeChain: null, customs: null },
      certificates: [{ name: 'Organic certificate', issuer: 'Certification Co', number: 'ORG-1' }],
    });
    expect(JSON.stringify(answer)).not.toContain(label!.pcode);
    const rows = await recorded(label!.excode);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'lookup',
      result: 'valid',
      corpId: goods.corpId,
      productId: goods.productId,
      batchId: goods.batchId,
      region: 'CN-GD',
      ip: '120.24.78.*',
      device: 'iPhone · iOS 17.4 · WeChat',
      deviceType: 'mobile',
    });
  });

  it('places scans by the offline address database: China by province, France, private addresses unknown', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const excode = goods.labels[0]!.excode;
    for (const ip of [IP.zhejiang, IP.france, IP.private, `::ffff:${IP.jiangsu}`])
      await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip });
    expect((await recorded(excode)).map((row) => row.region)).toEqual(['CN-ZJ', 'FR', 'unknown', 'CN-JS']);
  });

  it('says plainly when a label is void, not bound to goods, or unknown; nothing about goods is shown', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const voided = await loneLabel(ctx.db, goods.corpId, 'invalid');
    const unbound = await loneLabel(ctx.db, goods.corpId, 'assigned');
    const unknown = randomExcode();
    const voidRes = await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: voided.excode } });
    expect(voidRes.body.data).toMatchObject({
      result: 'void',
      canVerify: false,
      product: null,
      company: null,
      batch: null,
    });
    const unboundRes = await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: unbound.excode } });
    expect(unboundRes.body.data).toMatchObject({
      result: 'unbound',
      canVerify: false,
      product: null,
      batch: null,
      company: { id: goods.corpId },
    });
    const unknownRes = await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: unknown } });
    expect(unknownRes.body.data).toMatchObject({
      result: 'unknown',
      canVerify: false,
      product: null,
      company: null,
    });
    expect((await recorded(unknown)).map((row) => [row.result, row.corpId])).toEqual([['unknown', null]]);
    expect((await recorded(voided.excode)).map((row) => row.result)).toEqual(['void']);
  });
});

describe('the same page asking again (another language)', () => {
  it('gets the answer without a second scan, only for its own recent scan of that label', async () => {
    const goods = await labelledGoods(ctx.db, { count: 2 });
    const [label, other] = goods.labels;
    const first = await scanRoute(
      ctx.app,
      ROUTES.scan.lookup,
      { params: { excode: label!.excode } },
      { language: 'cn' },
    );
    const again = await scanRoute(
      ctx.app,
      ROUTES.scan.lookup,
      { params: { excode: label!.excode }, query: { scan: first.body.data.scanId } },
      { language: 'fr' },
    );
    expect(again.body.data).toMatchObject({
      result: 'valid',
      scanId: first.body.data.scanId,
      product: { categoryName: "Nid d'hirondelle" },
    });
    expect(await recorded(label!.excode)).toHaveLength(1);
    // Another label's scan id does not count: that is a new scan.
    await scanRoute(ctx.app, ROUTES.scan.lookup, {
      params: { excode: other!.excode },
      query: { scan: first.body.data.scanId },
    });
    expect(await recorded(other!.excode)).toHaveLength(1);
    const link = `/01/${goods.gtin}/21/${label!.excode}`;
    await scanRoute(ctx.app, ROUTES.scan.digitalLink, {
      query: { path: link, scan: first.body.data.scanId },
    });
    expect(await recorded(label!.excode)).toHaveLength(1);
  });
});

describe('checking the anti-counterfeit code', () => {
  it('first time genuine, then how many times and since when; the label becomes activated', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode, pcode } = goods.labels[0]!;
    const first = await scanRoute(
      ctx.app,
      ROUTES.scan.verify,
      { params: { excode }, body: { pcode } },
      { ip: IP.guangdong },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ excode, result: 'genuine', count: 1 });
    const firstAt = first.body.data.firstVerifiedAt;
    expect(Date.parse(firstAt!)).toBeGreaterThan(Date.now() - 60_000);
    const [state] = await ctx.db
      .select({ status: labels.status })
      .from(labels)
      .where(eq(labels.excode, excode));
    expect(state!.status).toBe('activated');

    const second = await scanRoute(
      ctx.app,
      ROUTES.scan.verify,
      { params: { excode }, body: { pcode: ` ${pcode} ` } },
      { ip: IP.france },
    );
    expect(second.body.data).toEqual({ excode, result: 'repeat', count: 2, firstVerifiedAt: firstAt });
    const third = await scanRoute(ctx.app, ROUTES.scan.verify, { params: { excode }, body: { pcode } });
    expect(third.body.data).toMatchObject({ result: 'repeat', count: 3, firstVerifiedAt: firstAt });
    // The activated label still scans as valid goods.
    expect((await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } })).body.data.result).toBe(
      'valid',
    );
    expect((await recorded(excode)).map((row) => `${row.kind}:${row.result}`)).toEqual([
      'verify:genuine',
      'verify:repeat',
      'verify:repeat',
      'lookup:valid',
    ]);
  });

  it('says a wrong code is wrong with the attempts left, then blocks this label from this address only', async () => {
    const goods = await labelledGoods(ctx.db, { count: 2 });
    const { excode, pcode } = goods.labels[0]!;
    const attempt = (code: string, ip: string = IP.jiangsu, language: 'cn' | 'en' | 'fr' = 'en') =>
      scanRoute(ctx.app, ROUTES.scan.verify, { params: { excode }, body: { pcode: code } }, { ip, language });
    const wrong = await attempt('000000000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      {
        path: 'pcode',
        message:
          'This anti-counterfeit code does not match the label. Check it and try again (4 attempts left)',
      },
    ]);
    const inFrench = await attempt('000000000001', IP.jiangsu, 'fr');
    expect(inFrench.body.errors?.[0]?.message).toContain('3 essais restants');
    await attempt('000000000002');
    await attempt('000000000003');
    const fifth = await attempt('000000000004');
    expect(fifth.status).toBe(429);
    expect(fifth.body.msg).toBe('Too many wrong codes for this label. Try again in 15 minutes');
    // Blocked even with the right code, from this address, for this label.
    const blocked = await attempt(pcode);
    expect(blocked.status).toBe(429);
    // Another address, or another label from the same address, is not blocked.
    expect((await attempt(pcode, IP.france)).body.data).toMatchObject({ result: 'genuine', count: 1 });
    const other = goods.labels[1]!;
    const otherRes = await scanRoute(
      ctx.app,
      ROUTES.scan.verify,
      { params: { excode: other.excode }, body: { pcode: other.pcode } },
      { ip: IP.jiangsu },
    );
    expect(otherRes.body.data.result).toBe('genuine');
    // Wrong attempts are recorded as scans (the blocked ones never reach the database).
    const results = (await recorded(excode)).map((row) => row.result);
    expect(results.filter((r) => r === 'wrong_pcode')).toHaveLength(5);
  });

  it('caps wrong codes per label across addresses, so many addresses cannot share the guessing', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await scanRoute(
        ctx.app,
        ROUTES.scan.verify,
        { params: { excode }, body: { pcode: `9999999999${String(i).padStart(2, '0')}` } },
        { ip: `81.2.69.${i + 1}` },
      );
      last = res.status;
    }
    expect(last).toBe(429);
  });

  it('answers void, unbound and unknown labels as such, whatever the code', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const voided = await loneLabel(ctx.db, goods.corpId, 'invalid');
    const unbound = await loneLabel(ctx.db, goods.corpId, 'assigned');
    const check = (excode: string, pcode: string) =>
      scanRoute(ctx.app, ROUTES.scan.verify, { params: { excode }, body: { pcode } });
    expect((await check(voided.excode, voided.pcode)).body.data).toEqual({
      excode: voided.excode,
      result: 'void',
      count: 0,
      firstVerifiedAt: null,
    });
    expect((await check(unbound.excode, unbound.pcode)).body.data).toMatchObject({
      result: 'unbound',
      count: 0,
    });
    const unknown = randomExcode();
    expect((await check(unknown, '123456789012')).body.data).toMatchObject({ result: 'unknown', count: 0 });
    expect((await recorded(unknown)).map((row) => `${row.kind}:${row.result}`)).toEqual(['verify:unknown']);
  });

  it('counts a check in the daily rollup at once, and the opening when the worker folds it', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode, pcode } = goods.labels[0]!;
    const opened = await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { ip: IP.guangdong });
    await scanRoute(
      ctx.app,
      ROUTES.scan.verify,
      { params: { excode }, body: { pcode } },
      { ip: IP.guangdong },
    );
    await scanRoute(
      ctx.app,
      ROUTES.scan.verify,
      { params: { excode }, body: { pcode: '111111111111' } },
      { ip: IP.guangdong },
    );
    const rollup = () =>
      ctx.db
        .select({ region: scanDaily.region, scans: scanDaily.scans, verifications: scanDaily.verifications })
        .from(scanDaily)
        .where(and(eq(scanDaily.corpId, goods.corpId), eq(scanDaily.productId, goods.productId)));
    const before = await rollup();
    // Test files share the database and some fold: the opening is counted only once a fold has passed it.
    const [position] = await ctx.db.select().from(scanRollup);
    const foldedAlready = (position?.foldedThrough ?? 0) >= Number(opened.body.data.scanId);
    expect(before).toEqual([
      { region: 'CN-GD', scans: foldedAlready ? before[0]!.scans : 0, verifications: 1 },
    ]);
    await foldScans(ctx.db);
    expect(await rollup()).toEqual([{ region: 'CN-GD', scans: 1, verifications: 1 }]);
    // Folded once: a second fold finds nothing new.
    await foldScans(ctx.db);
    expect(await rollup()).toEqual([{ region: 'CN-GD', scans: 1, verifications: 1 }]);
  });
});

describe('GS1 Digital Link (/01/{gtin}/10/{batch}/21/{serial})', () => {
  it('opens the same page as the short form and records the scan', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    const path = `/01/${goods.gtin}/10/${goods.batchNo}/21/${excode}`;
    const res = await scanRoute(ctx.app, ROUTES.scan.digitalLink, { query: { path } }, { ip: IP.france });
    expect(res.body.data).toMatchObject({ excode, result: 'valid', batch: { batchNo: goods.batchNo } });
    const short = await scanRoute(ctx.app, ROUTES.scan.digitalLink, {
      query: { path: `/01/${goods.gtin.slice(1)}/21/${excode}` },
    });
    expect(short.body.data.result).toBe('valid');
    expect((await recorded(excode)).map((row) => row.region)).toEqual(['FR', 'unknown']);
  });

  it('refuses a wrong check digit, qualifiers out of order and missing parts, in the caller’s language', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    const wrongDigit = `${goods.gtin.slice(0, 13)}${(Number(goods.gtin[13]) + 1) % 10}`;
    const cases: [string, string][] = [
      [`/01/${wrongDigit}/21/${excode}`, 'The check digit of the GTIN is wrong'],
      [
        `/01/${goods.gtin}/21/${excode}/10/${goods.batchNo}`,
        'The identifiers of the Digital Link are out of order (01, 22, 10, 21 or 235)',
      ],
      [`/01/${goods.gtin}`, 'The Digital Link has no label serial number (/21/…)'],
      [`/01/${goods.gtin}/21`, 'A part of the Digital Link has no value'],
      [`/01/${goods.gtin}/21/12`, 'A label code is 16 to 20 digits'],
      [`/s/${excode}`, 'This is not a GS1 Digital Link (it must start with /01/ and a GTIN)'],
    ];
    for (const [path, message] of cases) {
      const res = await scanRoute(ctx.app, ROUTES.scan.digitalLink, { query: { path } }, { language: 'en' });
      expect(res.status, path).toBe(400);
      expect(
        res.body.errors?.map((e) => e.path),
        path,
      ).toEqual(['path']);
      expect(res.body.errors?.[0]?.message, path).toBe(message);
    }
    const cn = await scanRoute(
      ctx.app,
      ROUTES.scan.digitalLink,
      { query: { path: `/01/${wrongDigit}/21/${excode}` } },
      { language: 'cn' },
    );
    expect(cn.body.errors?.[0]?.message).toBe('商品条码（GTIN）的校验位不正确');
    expect(await recorded(excode)).toHaveLength(0);
  });

  it('treats a real serial under another product’s GTIN or another batch as unknown (a copy)', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const other = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    const foreign = await rawScan<ScanAnswer>(ctx.app, {
      url: `/scan/digital-link?path=/01/${other.gtin}/21/${excode}`,
    });
    expect(foreign.body.data).toMatchObject({ result: 'unknown', product: null });
    const wrongLot = await rawScan<ScanAnswer>(ctx.app, {
      url: `/scan/digital-link?path=/01/${goods.gtin}/10/OTHER/21/${excode}`,
    });
    expect(wrongLot.body.data.result).toBe('unknown');
  });

  it('the resolver at the Digital Link sends to the scan page and answers its linkset, without recording a scan', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    const plain = await rawScan(ctx.app, { url: `/01/${goods.gtin}/21/${excode}` });
    expect(plain.status).toBe(307);
    expect(plain.response.headers.location).toBe(`/s/${excode}`);
    const res = await rawScan(ctx.app, { url: `/01/${goods.gtin}/21/${excode}?linkType=linkset` });
    expect(res.status).toBe(200);
    expect(res.response.headers['content-type']).toContain('application/linkset+json');
    const anchor = `http://localhost:3000/01/${goods.gtin}/21/${excode}`;
    const linkset = res.response.json() as { linkset: Record<string, unknown>[] };
    expect(linkset.linkset).toHaveLength(1);
    expect(linkset.linkset[0]).toMatchObject({
      anchor,
      'https://gs1.org/voc/defaultLink': [
        { href: `http://localhost:3000/s/${excode}`, title: `${goods.productName} Gold` },
      ],
      'https://gs1.org/voc/verificationService': [
        { href: `http://localhost:3000/scan/labels/${excode}/verify` },
      ],
    });
    const byAccept = await rawScan(ctx.app, {
      url: `/01/${goods.gtin}/10/${goods.batchNo}/21/${excode}`,
      headers: { accept: 'application/linkset+json' },
    });
    expect((byAccept.response.json() as { linkset: { anchor: string }[] }).linkset[0]!.anchor).toBe(
      `http://localhost:3000/01/${goods.gtin}/10/${goods.batchNo}/21/${excode}`,
    );
    const wrongDigit = `${goods.gtin.slice(0, 13)}${(Number(goods.gtin[13]) + 1) % 10}`;
    expect((await rawScan(ctx.app, { url: `/01/${wrongDigit}/21/${excode}?linkType=linkset` })).status).toBe(
      400,
    );
    const unknown = await rawScan(ctx.app, {
      url: `/01/${goods.gtin}/21/${randomExcode()}?linkType=linkset`,
      language: 'en',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('No label matches this Digital Link');
    expect(await recorded(excode)).toHaveLength(0);
  });
});

describe('files on the scan page', () => {
  it('serves the product’s images through the label, and nothing else', async () => {
    const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const image = await uploadImage(ctx.app, owner.token);
    const other = await uploadImage(ctx.app, owner.token);
    const goods = await labelledGoods(ctx.db, { corpId: owner.corpId!, count: 1, images: [image] });
    const { excode } = goods.labels[0]!;
    const answer = await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } });
    const imageId = image.split('/').at(-1)!;
    expect(answer.body.data.product!.images).toEqual([
      routeUrl(ROUTES.scan.file, { excode, fileId: imageId }),
    ]);
    const file = await rawScan(ctx.app, { url: answer.body.data.product!.images[0]! });
    expect(file.status).toBe(200);
    expect(file.response.headers['content-type']).toBe('image/png');
    const notShown = await scanRoute(
      ctx.app,
      ROUTES.scan.file,
      { params: { excode, fileId: other.split('/').at(-1)! } },
      { language: 'en' },
    );
    expect(notShown.status).toBe(404);
    expect(notShown.body.msg).toBe('This file is not part of what this label shows');
    // Once the product stops showing it, the image is no longer served.
    await ctx.db.update(products).set({ images: [] }).where(eq(products.id, goods.productId));
    clearScanContentCache();
    expect((await scanRoute(ctx.app, ROUTES.scan.file, { params: { excode, fileId: imageId } })).status).toBe(
      404,
    );
  });
});

describe('bad input on the public endpoints never breaks the server', () => {
  it('answers malformed paths, queries and bodies with 4xx and a message', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    const requests: {
      method?: 'GET' | 'POST';
      url: string;
      payload?: unknown;
      headers?: Record<string, string>;
    }[] = rawRequests([
      { url: '/scan/labels/abc' },
      { url: '/scan/labels/123' },
      { url: `/scan/labels/${'9'.repeat(21)}` },
      { url: `/scan/labels/${excode}%00` },
      { url: '/scan/labels/-1000000000000000' },
      { url: '/scan/digital-link' },
      { url: `/scan/digital-link?path=${'a'.repeat(600)}` },
      { url: '/scan/digital-link?path=%2F01%2F%2F%2F' },
      { url: '/scan/digital-link?path=/01/09506000134352/21/%FF%FE' },
      { url: '/scan/digital-link?path[]=1&path[]=2' },
      { url: `/scan/labels/${excode}?scan=abc` },
      { url: `/scan/labels/${excode}?scan=${'9'.repeat(19)}` },
      { url: '/01/' },
      { url: '/01/abc/21/def' },
      { url: `/01/${goods.gtin}/21/${excode}/21/${excode}` },
      { url: `/01/${goods.gtin}/99/x?linkType=linkset` },
      { method: 'POST', url: `/scan/labels/${excode}/verify`, payload: {} },
      { method: 'POST', url: `/scan/labels/${excode}/verify`, payload: { pcode: 123456789012 } },
      { method: 'POST', url: `/scan/labels/${excode}/verify`, payload: { pcode: '<script>' } },
      { method: 'POST', url: `/scan/labels/${excode}/verify`, payload: { pcode: 'x'.repeat(10_000) } },
      {
        method: 'POST',
        url: `/scan/labels/${excode}/verify`,
        payload: '{"pcode":',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: `/scan/labels/${excode}/verify`,
        payload: '[1,2,3]',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: `/scan/labels/${excode}/verify`,
        payload: 'pcode=1',
        headers: { 'content-type': 'text/plain' },
      },
      { method: 'POST', url: '/scan/labels/not-a-code/verify', payload: { pcode: '123456789012' } },
      { url: `/scan/labels/${excode}/files/not-a-uuid` },
      { url: `/scan/labels/${excode}/files/00000000-0000-4000-8000-000000000000` },
    ]);
    // A path that is not valid percent-encoding is refused by the router itself (plain 400).
    expect((await rawScan(ctx.app, { url: '/scan/labels/%E0%A4%A' })).status).toBe(400);
    for (const request of requests) {
      const res = await rawScan(ctx.app, { ...request, language: 'en' });
      expect(res.status, request.url).toBeGreaterThanOrEqual(400);
      expect(res.status, request.url).toBeLessThan(500);
      expect(res.body.msg, request.url).toBeTruthy();
    }
  });

  it('survives random paths and bodies (property run)', async () => {
    const alphabet = '0123456789/%?=&#abcdefxyz-_.~[]{}"\' ';
    const random = (length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
    for (let i = 0; i < 60; i++) {
      const tail = encodeURI(random(1 + (i % 40))).replace(/#/g, '%23');
      for (const url of rawRequests([
        `/01/${tail}`,
        `/scan/labels/${tail}`,
        `/scan/digital-link?path=${encodeURIComponent(random(i))}`,
      ])) {
        const res = await rawScan(ctx.app, { url, userAgent: random(i) });
        expect(res.status, url).toBeLessThan(500);
      }
      // A random body, not the route's, on purpose.
      const body = await rawScan(ctx.app, {
        method: 'POST',
        url: routeUrl(ROUTES.scan.verify, { excode: randomExcode() }),
        payload: random(i),
        headers: { 'content-type': 'application/json' },
      });
      expect(body.status).toBeLessThan(500);
    }
  });

  it('does not let a crafted user agent into the records as anything but text', async () => {
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const { excode } = goods.labels[0]!;
    await scanRoute(
      ctx.app,
      ROUTES.scan.lookup,
      { params: { excode } },
      { userAgent: `=HYPERLINK("x")${'A'.repeat(2000)}` },
    );
    await scanRoute(
      ctx.app,
      ROUTES.scan.lookup,
      { params: { excode } },
      { userAgent: IPHONE_WECHAT.replace('17_4', '16_0') },
    );
    const rows = await recorded(excode);
    expect(rows[0]!.device!.length).toBeLessThanOrEqual(120);
    expect(rows[1]!.device).toBe('iPhone · iOS 16.0 · WeChat');
  });
});

import { ROUTES, type RouteInput } from '@trace/contracts';
import { products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { generateBarcodes } from '@trace/worker/processors/barcode-batch';
import { describe, expect, it } from 'vitest';
import {
  type BodyOf,
  callRoute,
  callRouteUnchecked,
  injectRoute,
  signedInUser,
  statusOf,
  useTestApp,
} from './helpers';

const ctx = useTestApp();

async function companyWithProduct(gtin: string | null) {
  const corp = await createCompany(ctx.db);
  const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: corp.id });
  const [category] = await ctx.db.execute<{ id: string }>(
    'select id from product_categories limit 1' as never,
  );
  const [product] = await ctx.db
    .insert(products)
    .values({ corpId: corp.id, categoryId: category!.id, productName: 'Nest', gtin, reviewStatus: 'passed' })
    .returning();
  return { corp, owner, product: product! };
}

async function addProduct(corpId: string, gtin: string | null, productName: string) {
  const [category] = await ctx.db.execute<{ id: string }>(
    'select id from product_categories limit 1' as never,
  );
  const [product] = await ctx.db
    .insert(products)
    .values({ corpId, categoryId: category!.id, productName, gtin, reviewStatus: 'passed' })
    .returning();
  return product!;
}

/** An application of `count` barcodes, made at once (as the barcode-batch worker does). */
async function madeApplication(
  token: string,
  productId: string,
  count: number,
  symbology: 'gs1-128' | 'code128' = 'gs1-128',
) {
  const created = await callRoute(
    ctx.app,
    ROUTES.barcodes.create,
    { body: { productId, count, symbology } },
    { token },
  );
  expect(created.status).toBe(200);
  expect(await generateBarcodes(ctx.db, { applicationId: created.body.data.id })).toBe('success');
  return created.body.data;
}

async function searchBarcodes(token: string, query: RouteInput<typeof ROUTES.barcodes.search>['query']) {
  const response = await callRoute(ctx.app, ROUTES.barcodes.search, { query }, { token });
  expect(response.status).toBe(200);
  return response.body.data;
}

const gtin = () => {
  const body = `0690${String(Date.now()).slice(-9)}`;
  const check =
    (10 - ([...body].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0) % 10)) % 10;
  return `${body}${check}`;
};

describe('barcode applications (/codeApplication, /barcodeSearch)', () => {
  it('makes fewer than 10,000 GS1-128 barcodes by job, finds them, and prints them as a PDF', async () => {
    const { owner, product } = await companyWithProduct(gtin());
    const created = await callRoute(
      ctx.app,
      ROUTES.barcodes.create,
      { body: { productId: product.id, count: 25 } },
      { token: owner.token },
    );
    expect(created.body.data.status).toBe('generating');
    const early = await injectRoute(
      ctx.app,
      ROUTES.barcodes.pdf,
      { params: { id: created.body.data.id } },
      { token: owner.token },
    );
    expect(early.statusCode).toBe(409);
    expect(await generateBarcodes(ctx.db, { applicationId: created.body.data.id })).toBe('success');
    expect(await generateBarcodes(ctx.db, { applicationId: created.body.data.id })).toBe('success');
    const done = await callRoute(
      ctx.app,
      ROUTES.barcodes.get,
      { params: { id: created.body.data.id } },
      { token: owner.token },
    );
    expect(done.body.data).toMatchObject({
      status: 'success',
      actions: ['download'],
      firstValue: `(01)${product.gtin!.padStart(14, '0')}(21)${created.body.data.applicationNo.slice(1)}0001`,
    });
    const found = await searchBarcodes(owner.token, {
      value: `${created.body.data.applicationNo.slice(1)}0025`,
    });
    expect(found.list.map((b) => b.seq)).toEqual([25]);
    const other = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    expect(
      await searchBarcodes(other.token, { value: created.body.data.applicationNo.slice(1) }),
    ).toMatchObject({ list: [], total: 0 });
    expect(
      await statusOf(
        ctx.app,
        ROUTES.barcodes.get,
        { params: { id: created.body.data.id } },
        { token: other.token },
      ),
    ).toBe(404);
    const pdf = await injectRoute(
      ctx.app,
      ROUTES.barcodes.pdf,
      { params: { id: created.body.data.id } },
      { token: owner.token },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses 10,000 or more, GS1-128 without a GTIN, and another company’s product', async () => {
    const { owner, product } = await companyWithProduct(null);
    const post = (payload: BodyOf<typeof ROUTES.barcodes.create>) =>
      callRoute(ctx.app, ROUTES.barcodes.create, { body: payload }, { token: owner.token, language: 'en' });
    expect((await post({ productId: product.id, count: 10_000 })).body.errors).toEqual([
      { path: 'count', message: 'Fewer than 10,000 barcodes per application' },
    ]);
    expect((await post({ productId: product.id, count: 5 })).body.errors).toEqual([
      { path: 'symbology', message: 'A GS1-128 barcode needs the product’s GTIN' },
    ]);
    expect((await post({ productId: product.id, count: 5, symbology: 'code128' })).body.code).toBe('200');
    const stranger = await companyWithProduct(null);
    expect(
      (await post({ productId: stranger.product.id, count: 5, symbology: 'code128' })).body.errors?.[0]?.path,
    ).toBe('productId');
  });

  it('an administrator applies for a company, named by corpId, and only for that company’s product', async () => {
    const { corp, product } = await companyWithProduct(null);
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const post = (payload: BodyOf<typeof ROUTES.barcodes.create>) =>
      callRoute(ctx.app, ROUTES.barcodes.create, { body: payload }, { token: admin.token, language: 'en' });
    const withoutCompany = await post({ productId: product.id, count: 5, symbology: 'code128' });
    expect(withoutCompany.status).toBe(400);
    expect(withoutCompany.body.errors).toEqual([
      { path: 'corpId', message: 'Choose the company this is done for (corpId)' },
    ]);
    const other = await createCompany(ctx.db);
    const wrongCompany = await post({
      productId: product.id,
      corpId: other.id,
      count: 5,
      symbology: 'code128',
    });
    expect(wrongCompany.body.errors?.[0]?.path).toBe('productId');
    const done = await post({ productId: product.id, corpId: corp.id, count: 5, symbology: 'code128' });
    expect(done.status).toBe(200);
    expect(done.body.data.corpId).toBe(corp.id);
  });

  describe('barcode search (/barcodeSearch)', () => {
    it('finds by the start of a value or of a serial, by application and by product, a page at a time', async () => {
      const { corp, owner, product } = await companyWithProduct(gtin());
      const cup = await addProduct(corp.id, null, 'Cup');
      const older = await madeApplication(owner.token, product.id, 25);
      const newer = await madeApplication(owner.token, product.id, 5);
      const plain = await madeApplication(owner.token, cup.id, 12, 'code128');
      const serial = older.applicationNo.slice(1);
      const gs1 = `(01)${product.gtin!.padStart(14, '0')}(21)`;

      // An application, page 3 of 10: the last five, in sequence, with the total.
      const third = await searchBarcodes(owner.token, { applicationId: older.id, page: 3, pageSize: 10 });
      expect(third).toMatchObject({ total: 25, page: 3, pageSize: 10 });
      expect(third.list.map((b) => b.seq)).toEqual([21, 22, 23, 24, 25]);
      expect(third.list[0]).toEqual({
        value: `${gs1}${serial}0021`,
        seq: 21,
        applicationId: older.id,
        applicationNo: older.applicationNo,
        productId: product.id,
        productName: 'Nest',
        corpName: corp.name,
      });
      expect(
        (await searchBarcodes(owner.token, { applicationId: older.id, page: 4, pageSize: 10 })).list,
      ).toEqual([]);

      // A product: the newest application first, then in sequence.
      const nest = await searchBarcodes(owner.token, { productId: product.id, pageSize: 100 });
      expect(nest.total).toBe(30);
      expect(nest.list.map((b) => `${b.applicationId === newer.id ? 'new' : 'old'}${b.seq}`)).toEqual([
        ...[1, 2, 3, 4, 5].map((seq) => `new${seq}`),
        ...Array.from({ length: 25 }, (_, i) => `old${i + 1}`),
      ]);
      const second = await searchBarcodes(owner.token, { productId: product.id, page: 2, pageSize: 4 });
      expect(second).toMatchObject({ total: 30, page: 2, pageSize: 4 });
      expect(second.list.map((b) => `${b.applicationId === newer.id ? 'new' : 'old'}${b.seq}`)).toEqual([
        'new5',
        'old1',
        'old2',
        'old3',
      ]);
      expect((await searchBarcodes(owner.token, { productId: cup.id })).total).toBe(12);

      // A value alone: the start of the barcode value, or of the serial after (21).
      const byStart = await searchBarcodes(owner.token, { value: `${gs1}${serial}001` });
      expect(byStart.total).toBe(10);
      expect(byStart.list.map((b) => b.seq)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
      const bySerial = await searchBarcodes(owner.token, { value: `${serial}002` });
      expect(bySerial.list.map((b) => b.seq)).toEqual([20, 21, 22, 23, 24, 25]);
      expect(bySerial.total).toBe(6);
      expect(
        (await searchBarcodes(owner.token, { value: `${serial}0007` })).list.map((b) => b.value),
      ).toEqual([`${gs1}${serial}0007`]);
      const code128 = await searchBarcodes(owner.token, { value: `${plain.applicationNo.slice(1)}001` });
      expect(code128.list.map((b) => b.value)).toEqual([
        `${plain.applicationNo.slice(1)}0010`,
        `${plain.applicationNo.slice(1)}0011`,
        `${plain.applicationNo.slice(1)}0012`,
      ]);
      // Alone, the middle of a value is not searched.
      expect((await searchBarcodes(owner.token, { value: serial.slice(4) })).total).toBe(0);

      // Within an application or a product, any part of the value.
      const part = `${serial.slice(-6)}0025`;
      const inApplication = await searchBarcodes(owner.token, { applicationId: older.id, value: part });
      expect(inApplication).toMatchObject({ total: 1, list: [{ seq: 25, applicationId: older.id }] });
      const inProduct = await searchBarcodes(owner.token, {
        productId: product.id,
        value: `${serial.slice(-6)}000`,
      });
      expect(inProduct.total).toBe(9);
      expect(inProduct.list.every((b) => b.applicationId === older.id)).toBe(true);
      // `%` and `_` typed by a person are literal characters.
      for (const value of [`${serial.slice(-2)}00_5`, `${serial.slice(-2)}00%5`]) {
        expect((await searchBarcodes(owner.token, { applicationId: older.id, value })).total).toBe(0);
      }
      expect((await searchBarcodes(owner.token, { applicationId: older.id, productId: cup.id })).total).toBe(
        0,
      );
    });

    it('asks for a value, an application or a product, in the caller’s language', async () => {
      const { owner } = await companyWithProduct(null);
      // Queries without a filter and with values the query's type would refuse, on purpose.
      const ask = (query: Record<string, string>, language: 'en' | 'fr' | 'cn') =>
        callRouteUnchecked(ctx.app, ROUTES.barcodes.search, { query }, { token: owner.token, language });
      const en = await ask({ page: '1' }, 'en');
      expect(en.status).toBe(400);
      expect(en.body.msg).toBe(
        'Enter a barcode value (at least 3 characters), or choose an application or a product',
      );
      const fr = await ask({}, 'fr');
      expect(fr.status).toBe(400);
      expect(fr.body.msg).toBe(
        'Saisissez une valeur de code-barres (au moins 3 caractères), ou choisissez une demande ou un produit',
      );
      expect((await ask({}, 'cn')).body.msg).toBe('请输入条码内容（至少3个字符），或选择条码申请或产品');
      expect((await ask({ value: '  ' }, 'en')).status).toBe(400);
      expect((await ask({ value: 'ab' }, 'en')).body.errors?.[0]?.path).toBe('value');
      expect((await ask({ applicationId: 'nope' }, 'en')).status).toBe(400);
    });

    it('keeps a company to its own barcodes, and shows administrators every company’s', async () => {
      const { corp, owner, product } = await companyWithProduct(gtin());
      const application = await madeApplication(owner.token, product.id, 3);
      const serial = application.applicationNo.slice(1);
      const stranger = await companyWithProduct(gtin());
      await madeApplication(stranger.owner.token, stranger.product.id, 2);

      for (const query of [
        { value: serial },
        { value: `(01)${product.gtin!.padStart(14, '0')}` },
        { applicationId: application.id },
        { productId: product.id },
        { productId: product.id, value: '0001' },
        { applicationId: application.id, productId: stranger.product.id },
      ]) {
        expect(await searchBarcodes(stranger.owner.token, query)).toMatchObject({ list: [], total: 0 });
      }
      const theirs = await searchBarcodes(stranger.owner.token, { productId: stranger.product.id });
      expect(theirs.total).toBe(2);

      const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
      const all = await searchBarcodes(admin.token, { value: serial });
      expect(all.total).toBe(3);
      expect(all.list.map((b) => [b.seq, b.corpName])).toEqual([
        [1, corp.name],
        [2, corp.name],
        [3, corp.name],
      ]);
      expect((await searchBarcodes(admin.token, { productId: stranger.product.id })).total).toBe(2);
    });
  });
});

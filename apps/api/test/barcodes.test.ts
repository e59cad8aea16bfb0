import { products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { generateBarcodes } from '../../worker/src/processors/barcode-batch';
import { call, signedInUser, useTestApp } from './helpers';

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
  return { owner, product: product! };
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
    const created = await call<{ id: string; status: string; applicationNo: string }>(ctx.app, {
      method: 'POST',
      url: '/barcode-applications',
      token: owner.token,
      payload: { productId: product.id, count: 25 },
    });
    expect(created.body.data.status).toBe('generating');
    const early = await ctx.app.inject({
      method: 'GET',
      url: `/barcode-applications/${created.body.data.id}/barcodes.pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(early.statusCode).toBe(409);
    expect(await generateBarcodes(ctx.db, { applicationId: created.body.data.id })).toBe('success');
    expect(await generateBarcodes(ctx.db, { applicationId: created.body.data.id })).toBe('success');
    const done = await call<{ status: string; firstValue: string; actions: string[] }>(ctx.app, {
      method: 'GET',
      url: `/barcode-applications/${created.body.data.id}`,
      token: owner.token,
    });
    expect(done.body.data).toMatchObject({
      status: 'success',
      actions: ['download'],
      firstValue: `(01)${product.gtin!.padStart(14, '0')}(21)${created.body.data.applicationNo.slice(1)}0001`,
    });
    const found = await call<{ seq: number }[]>(ctx.app, {
      method: 'GET',
      url: `/barcodes?value=${created.body.data.applicationNo.slice(1)}0025`,
      token: owner.token,
    });
    expect(found.body.data.map((b) => b.seq)).toEqual([25]);
    const other = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    expect(
      (
        await call<unknown[]>(ctx.app, {
          method: 'GET',
          url: `/barcodes?value=${created.body.data.applicationNo.slice(1)}`,
          token: other.token,
        })
      ).body.data,
    ).toEqual([]);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/barcode-applications/${created.body.data.id}`,
          token: other.token,
        })
      ).status,
    ).toBe(404);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/barcode-applications/${created.body.data.id}/barcodes.pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses 10,000 or more, GS1-128 without a GTIN, and another company’s product', async () => {
    const { owner, product } = await companyWithProduct(null);
    const post = (payload: unknown) =>
      call(ctx.app, {
        method: 'POST',
        url: '/barcode-applications',
        token: owner.token,
        payload,
        language: 'en',
      });
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
});

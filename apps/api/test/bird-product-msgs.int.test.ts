import { ROUTES } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { clearScanContentCache } from '../src/modules/scan/public';
import { uploadImage } from './company-helpers';
import { type BodyOf, callRoute, signedInUser, statusOf, useTestApp } from './helpers';
import { productWithBatches } from './records-helpers';
import { labelledGoods, scanRoute } from './scan-helpers';

const ctx = useTestApp();
const R = ROUTES.birdProductMsgs;
type Body = BodyOf<typeof R.create>;

const admin = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });

/** A producer with two approved products (labels bound to the first) and an uploaded image. */
async function producer() {
  const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  const goods = await labelledGoods(ctx.db, { corpId: user.corpId!, count: 1 });
  const other = await labelledGoods(ctx.db, { corpId: user.corpId!, count: 1 });
  const image = await uploadImage(ctx.app, user.token);
  return { user, goods, productId: goods.productId, otherProductId: other.productId, image };
}

const sheetBody = (productId: string, image: string | null, overrides: Partial<Body> = {}): Body => ({
  productId,
  origin: 'Sarawak, Malaysia',
  processingMethod: 'Hand-cleaned, air-dried',
  nestType: 'cup',
  contentShare: 80,
  solidContent: 35.5,
  images: image ? [image] : [],
  remark: null,
  ...overrides,
});

/** The fields of a change: the product of a sheet is set once. */
function fieldsOf(body: Body) {
  const { productId: _product, ...fields } = body;
  return fields;
}

const create = (token: string, body: Body, language: 'en' | 'cn' | 'fr' = 'en') =>
  callRoute(ctx.app, R.create, { body }, { token, language });

const decide = (token: string, id: string, action: 'approve' | 'reject', remark?: string) =>
  callRoute(ctx.app, R[action], { params: { id }, body: remark === undefined ? {} : { remark } }, { token });

async function scanSheet(excode: string) {
  clearScanContentCache();
  const res = await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode } }, { language: 'en' });
  expect(res.status).toBe(200);
  return res.body.data.birdProductMsg;
}

describe("bird's nest product sheets: validation", () => {
  it('content share 50 to 100, solid content above 0 and below 100, one decimal at most, in the request language', async () => {
    const { user, productId, image } = await producer();
    const refused = async (overrides: Partial<Body>, path: string, message: string) => {
      const res = await create(user.token, sheetBody(productId, image, overrides));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path, message }]);
    };
    const share = "The bird's nest content must be at least 50% and at most 100%";
    const solid = 'The solid content must be greater than 0 and less than 100';
    await refused({ contentShare: 49.9 }, 'contentShare', share);
    await refused({ contentShare: 100.1 }, 'contentShare', share);
    await refused({ contentShare: 50.25 }, 'contentShare', 'At most one decimal is allowed');
    await refused({ solidContent: 0 }, 'solidContent', solid);
    await refused({ solidContent: 100 }, 'solidContent', solid);
    await refused({ solidContent: 12.34 }, 'solidContent', 'At most one decimal is allowed');
    await refused({ origin: 'x'.repeat(101) }, 'origin', 'At most 100 characters');
    await refused({ processingMethod: '   ' }, 'processingMethod', 'This field is required');

    const cn = await create(user.token, sheetBody(productId, image, { contentShare: 49.9 }), 'cn');
    expect(cn.body.errors).toEqual([{ path: 'contentShare', message: '燕窝含量须不低于50%且不超过100%' }]);

    const atFifty = await create(
      user.token,
      sheetBody(productId, image, { contentShare: 50, solidContent: 0.1 }),
    );
    expect(atFifty.status).toBe(200);
    expect(atFifty.body.data).toMatchObject({
      contentShare: 50,
      solidContent: 0.1,
      nestType: 'cup',
      nestTypeName: 'Cup',
      batchId: null,
      review: { reviewStatus: 'unreviewed' },
      actions: ['edit', 'delete'],
    });
    const atTop = await callRoute(
      ctx.app,
      R.update,
      {
        params: { id: atFifty.body.data.id },
        body: fieldsOf(sheetBody(productId, image, { contentShare: 100, solidContent: 99.9 })),
      },
      { token: user.token },
    );
    expect(atTop.status).toBe(200);
    expect(atTop.body.data).toMatchObject({ contentShare: 100, solidContent: 99.9 });
  });

  it('one sheet per product (409), of an approved product of the caller only', async () => {
    const { user, productId, image } = await producer();
    expect((await create(user.token, sheetBody(productId, image))).status).toBe(200);
    const second = await create(user.token, sheetBody(productId, image), 'en');
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe(
      "This product already has a bird's nest product sheet; a product has one at most",
    );

    // A product written straight to the table starts unreviewed.
    const { product: draft } = await productWithBatches(ctx.db, user.corpId!, 0);
    const unapproved = await create(user.token, sheetBody(draft.id, image));
    expect(unapproved.status).toBe(400);
    expect(unapproved.body.errors?.[0]?.path).toBe('productId');

    const stranger = await producer();
    const foreign = await create(user.token, sheetBody(stranger.productId, image));
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.[0]?.path).toBe('productId');
  });
});

describe("bird's nest product sheets: review and the scan page", () => {
  it('unreviewed -> failed -> resubmitted -> passed; a change waits while the scan page keeps the approved sheet', async () => {
    const { user, goods, productId, image } = await producer();
    const reviewer = await admin();
    const excode = goods.labels[0]!.excode;
    const created = await create(user.token, sheetBody(productId, image, { origin: 'Sabah' }));
    const id = created.body.data.id;
    expect(await scanSheet(excode)).toBeNull();

    const asReviewer = await callRoute(ctx.app, R.get, { params: { id } }, { token: reviewer.token });
    expect(asReviewer.body.data.actions).toEqual(['approve', 'reject']);
    expect((await decide(reviewer.token, id, 'reject', ' ')).status).toBe(400);
    expect((await decide(reviewer.token, id, 'reject', 'Photo missing')).body.data).toEqual({
      status: 'failed',
    });
    expect(await scanSheet(excode)).toBeNull();

    const { productId: _fixed, ...fields } = sheetBody(productId, image, { origin: 'Sabah' });
    const resubmitted = await callRoute(
      ctx.app,
      R.update,
      { params: { id }, body: fields },
      { token: user.token },
    );
    expect(resubmitted.body.data.review.reviewStatus).toBe('unreviewed');
    expect((await decide(reviewer.token, id, 'approve')).body.data).toEqual({ status: 'passed' });

    const shown = await scanSheet(excode);
    expect(shown).toMatchObject({
      id,
      origin: 'Sabah',
      nestType: 'cup',
      nestTypeName: 'Cup',
      contentShare: 80,
      solidContent: 35.5,
    });
    // Stored images are loaded through the scanned label, like every public file.
    expect(shown!.images).toHaveLength(1);
    expect(shown!.images[0]).toMatch(new RegExp(`^/scan/labels/${excode}/files/[0-9a-f-]{36}$`));

    const changed = await callRoute(
      ctx.app,
      R.update,
      { params: { id }, body: { ...fields, origin: 'Kalimantan', contentShare: 90 } },
      { token: user.token },
    );
    expect(changed.body.data.review.reviewStatus).toBe('modification_pending');
    expect(changed.body.data.origin).toBe('Sabah');
    expect(changed.body.data.review.pendingChange).toMatchObject({ origin: 'Kalimantan', contentShare: 90 });
    expect(await scanSheet(excode)).toMatchObject({ origin: 'Sabah', contentShare: 80 });

    expect((await decide(reviewer.token, id, 'reject', 'Origin not proven')).body.data).toEqual({
      status: 'modification_failed',
    });
    expect(await scanSheet(excode)).toMatchObject({ origin: 'Sabah' });

    await callRoute(
      ctx.app,
      R.update,
      { params: { id }, body: { ...fields, origin: 'Kalimantan' } },
      { token: user.token },
    );
    expect(await scanSheet(excode)).toMatchObject({ origin: 'Sabah' });
    expect((await decide(reviewer.token, id, 'approve')).body.data).toEqual({ status: 'passed' });
    expect(await scanSheet(excode)).toMatchObject({ origin: 'Kalimantan' });

    const detail = await callRoute(ctx.app, R.get, { params: { id } }, { token: user.token });
    expect(detail.body.data.review.history.map((h) => h.action)).toEqual([
      'reject',
      'resubmit',
      'approve',
      'modify',
      'reject',
      'modify',
      'approve',
    ]);
    // A decided item cannot be decided again.
    expect((await decide(reviewer.token, id, 'approve')).status).toBe(409);
  });

  it('lists with search, product and review-status filters', async () => {
    const { user, productId, otherProductId, image } = await producer();
    const reviewer = await admin();
    const first = await create(user.token, sheetBody(productId, image, { origin: 'Niah caves' }));
    await create(user.token, sheetBody(otherProductId, image, { origin: 'Gua Madai' }));
    await decide(reviewer.token, first.body.data.id, 'approve');
    const list = (query: Record<string, string>) =>
      callRoute(ctx.app, R.list, { query: query as never }, { token: user.token }).then((res) =>
        res.body.data.list.map((row) => row.origin).sort(),
      );
    expect(await list({})).toEqual(['Gua Madai', 'Niah caves']);
    expect(await list({ keyword: 'niah' })).toEqual(['Niah caves']);
    expect(await list({ productId: otherProductId })).toEqual(['Gua Madai']);
    expect(await list({ reviewStatus: 'passed' })).toEqual(['Niah caves']);
    expect(await list({ reviewStatus: 'unreviewed' })).toEqual(['Gua Madai']);
  });
});

describe("bird's nest product sheets: copy, tenancy and permissions", () => {
  it("copies the company's own sheet (its latest fields, without the product) into a new unreviewed sheet", async () => {
    const { user, productId, otherProductId, image } = await producer();
    const reviewer = await admin();
    const source = await create(
      user.token,
      sheetBody(productId, image, { origin: 'Sabah', remark: 'Grade A' }),
    );
    const id = source.body.data.id;
    await decide(reviewer.token, id, 'approve');
    const { productId: _fixed, ...fields } = sheetBody(productId, image, {
      origin: 'Sabah',
      remark: 'Grade A',
    });
    await callRoute(
      ctx.app,
      R.update,
      { params: { id }, body: { ...fields, solidContent: 40 } },
      { token: user.token },
    );

    const draft = await callRoute(ctx.app, R.copy, { params: { id } }, { token: user.token });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({
      sourceId: id,
      sourceProductId: productId,
      origin: 'Sabah',
      nestType: 'cup',
      contentShare: 80,
      solidContent: 40,
      images: [image],
      remark: 'Grade A',
    });
    expect(draft.body.data).not.toHaveProperty('productId');
    const { sourceId: _s, sourceProductId: _p, sourceProductName: _n, ...copied } = draft.body.data;
    const saved = await create(user.token, { ...copied, productId: otherProductId });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      productId: otherProductId,
      solidContent: 40,
      review: { reviewStatus: 'unreviewed' },
    });
    expect(saved.body.data.id).not.toBe(id);
    // The copied product already has its sheet: the copy must name another product.
    expect((await create(user.token, { ...copied, productId })).status).toBe(409);
  });

  it("another company's sheet answers 404 on detail, edit, delete and copy; reviewers may read but not copy", async () => {
    const owner = await producer();
    const stranger = await producer();
    const created = await create(owner.user.token, sheetBody(owner.productId, owner.image));
    const id = created.body.data.id;
    // The stranger sends its own picture: only the sheet is another company's.
    const fields = fieldsOf(sheetBody(owner.productId, stranger.image));
    const as = { token: stranger.user.token };
    expect(await statusOf(ctx.app, R.get, { params: { id } }, as)).toBe(404);
    expect(await statusOf(ctx.app, R.update, { params: { id }, body: fields }, as)).toBe(404);
    expect(await statusOf(ctx.app, R.remove, { params: { id } }, as)).toBe(404);
    expect(await statusOf(ctx.app, R.copy, { params: { id } }, as)).toBe(404);
    const listed = await callRoute(ctx.app, R.list, {}, as);
    expect(listed.body.data.list.map((row) => row.id)).not.toContain(id);

    const reviewer = await admin();
    expect(await statusOf(ctx.app, R.get, { params: { id } }, { token: reviewer.token })).toBe(200);
    expect(await statusOf(ctx.app, R.copy, { params: { id } }, { token: reviewer.token })).toBe(404);
    // A company cannot decide its own sheets.
    expect((await decide(owner.user.token, id, 'approve')).status).toBe(403);
  });

  it('reading needs the view permission, writing and copying the manage permission', async () => {
    const owner = await producer();
    const created = await create(owner.user.token, sheetBody(owner.productId, owner.image));
    const id = created.body.data.id;
    const readOnly = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: owner.user.corpId,
      permissions: ['product.birdProductMsgList.view'],
    });
    expect(await statusOf(ctx.app, R.get, { params: { id } }, { token: readOnly.token })).toBe(200);
    const seen = await callRoute(ctx.app, R.get, { params: { id } }, { token: readOnly.token });
    expect(seen.body.data.actions).toEqual([]);
    expect((await create(readOnly.token, sheetBody(owner.otherProductId, owner.image))).status).toBe(403);
    expect(await statusOf(ctx.app, R.copy, { params: { id } }, { token: readOnly.token })).toBe(403);
    expect(await statusOf(ctx.app, R.remove, { params: { id } }, { token: readOnly.token })).toBe(403);

    const nothing = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: owner.user.corpId,
      permissions: [],
    });
    expect(await statusOf(ctx.app, R.list, {}, { token: nothing.token })).toBe(403);
    expect(await statusOf(ctx.app, R.get, { params: { id } }, { token: nothing.token })).toBe(403);

    // The owner deletes its own sheet.
    expect(await statusOf(ctx.app, R.remove, { params: { id } }, { token: owner.user.token })).toBe(200);
    expect(await statusOf(ctx.app, R.get, { params: { id } }, { token: owner.user.token })).toBe(404);
  });
});

import { createCompany } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { companyWithProfile, uploadImage } from './company-helpers';
import { auditTrail, call, login, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();
const DAY = 24 * 3600_000;
let n = 0;
const adminSession = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });
const companyUser = (userType: 'producer' | 'dealer' | 'importer' = 'producer') =>
  signedInUser(ctx.app, ctx.db, { userType });

interface Reviewed {
  id: string;
  review: { reviewStatus: string; pendingChange: Record<string, unknown> | null; lastRemark: string | null };
  actions: string[];
}

describe('honour certificates through the shared review workflow', () => {
  it('unreviewed -> passed -> modification_pending (approved version shown) -> modification_failed -> pending -> passed', async () => {
    const owner = await companyUser();
    const admin = await adminSession();
    const image = await uploadImage(ctx.app, owner.token);
    const body = {
      name: 'Organic Certificate',
      issuer: 'Organic Board',
      issueDate: '2025-01-01T00:00:00Z',
      expiryDate: '2027-01-01T00:00:00Z',
      images: [image],
    };
    const created = await call<Reviewed & { validity: string }>(ctx.app, {
      method: 'POST',
      url: '/honour-certificates',
      token: owner.token,
      payload: body,
    });
    expect(created.body.data).toMatchObject({
      validity: 'effective',
      review: { reviewStatus: 'unreviewed' },
      actions: ['edit', 'delete'],
    });
    const id = created.body.data.id;
    await call(ctx.app, {
      method: 'POST',
      url: `/honour-certificates/${id}/approve`,
      token: admin.token,
      payload: {},
    });
    const changed = await call<Reviewed & { name: string }>(ctx.app, {
      method: 'PUT',
      url: `/honour-certificates/${id}`,
      token: owner.token,
      payload: { ...body, name: 'Organic Certificate 2026' },
    });
    expect(changed.body.data).toMatchObject({
      name: 'Organic Certificate',
      review: {
        reviewStatus: 'modification_pending',
        pendingChange: expect.objectContaining({ name: 'Organic Certificate 2026' }),
      },
    });
    const asAdmin = await call<Reviewed>(ctx.app, {
      method: 'GET',
      url: `/honour-certificates/${id}`,
      token: admin.token,
    });
    expect(asAdmin.body.data.actions).toEqual(['approve', 'reject']);
    await call(ctx.app, {
      method: 'POST',
      url: `/honour-certificates/${id}/reject`,
      token: admin.token,
      payload: { remark: 'Scan the new certificate' },
    });
    const kept = await call<Reviewed & { name: string }>(ctx.app, {
      method: 'GET',
      url: `/honour-certificates/${id}`,
      token: owner.token,
    });
    expect(kept.body.data).toMatchObject({
      name: 'Organic Certificate',
      review: {
        reviewStatus: 'modification_failed',
        lastRemark: 'Scan the new certificate',
        pendingChange: null,
      },
    });
    await call(ctx.app, {
      method: 'PUT',
      url: `/honour-certificates/${id}`,
      token: owner.token,
      payload: { ...body, name: 'Organic Certificate 2026' },
    });
    await call(ctx.app, {
      method: 'POST',
      url: `/honour-certificates/${id}/approve`,
      token: admin.token,
      payload: {},
    });
    const applied = await call<Reviewed & { name: string }>(ctx.app, {
      method: 'GET',
      url: `/honour-certificates/${id}`,
      token: owner.token,
    });
    expect(applied.body.data).toMatchObject({
      name: 'Organic Certificate 2026',
      review: { reviewStatus: 'passed' },
    });
    expect((await auditTrail(ctx.db, 'honour_certificate', id)).map((a) => a.action)).toEqual([
      'create',
      'approve',
      'modify',
      'reject',
      'modify',
      'approve',
    ]);
  });

  it('is invalid after its expiry, needs images and an expiry after the issue date, and stays within its company', async () => {
    const owner = await companyUser();
    const stranger = await companyUser();
    const image = await uploadImage(ctx.app, owner.token);
    const expired = await call<{ id: string; validity: string }>(ctx.app, {
      method: 'POST',
      url: '/honour-certificates',
      token: owner.token,
      payload: {
        name: 'Old',
        issuer: 'Board',
        issueDate: '2020-01-01T00:00:00Z',
        expiryDate: '2021-01-01T00:00:00Z',
        images: [image],
      },
    });
    expect(expired.body.data.validity).toBe('invalid');
    const noImages = await call(ctx.app, {
      method: 'POST',
      url: '/honour-certificates',
      token: owner.token,
      payload: { name: 'X', issuer: 'Y', issueDate: '2025-01-01T00:00:00Z', images: [] },
    });
    expect(noImages.body.errors?.[0]?.path).toBe('images');
    const backwards = await call(ctx.app, {
      method: 'POST',
      url: '/honour-certificates',
      token: owner.token,
      language: 'en',
      payload: {
        name: 'X',
        issuer: 'Y',
        issueDate: '2025-01-01T00:00:00Z',
        expiryDate: '2024-01-01T00:00:00Z',
        images: [image],
      },
    });
    expect(backwards.body.errors).toEqual([
      { path: 'expiryDate', message: 'End Time Must be Greater Than Start Time' },
    ]);
    const list = await call<{ total: number }>(ctx.app, {
      method: 'GET',
      url: '/honour-certificates',
      token: stranger.token,
    });
    expect(list.body.data.total).toBe(0);
    for (const [method, payload] of [
      ['GET', undefined],
      [
        'PUT',
        {
          name: 'x',
          issuer: 'y',
          issueDate: '2025-01-01T00:00:00Z',
          images: [await uploadImage(ctx.app, stranger.token)],
        },
      ],
      ['DELETE', undefined],
    ] as const) {
      expect(
        (
          await call(ctx.app, {
            method,
            url: `/honour-certificates/${expired.body.data.id}`,
            token: stranger.token,
            payload,
          })
        ).status,
      ).toBe(404);
    }
    const strangerAsReviewer = await call(ctx.app, {
      method: 'POST',
      url: `/honour-certificates/${expired.body.data.id}/approve`,
      token: stranger.token,
      payload: {},
    });
    expect(strangerAsReviewer.status).toBe(403);
    const invalidOnly = await call<{ list: { id: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/honour-certificates?validity=invalid',
      token: owner.token,
    });
    expect(invalidOnly.body.data.list.map((c) => c.id)).toEqual([expired.body.data.id]);
  });
});

describe('partners: dealers and importers', () => {
  it('links passed companies of the right kind, controls shipping, and keeps links private', async () => {
    const producer = await companyUser('producer');
    const dealerCorp = await createCompany(ctx.db, { kind: 'dealer', name: `Dealer ${Date.now()}` });
    const importerCorp = await createCompany(ctx.db, { kind: 'importer' });
    const draftDealer = await createCompany(ctx.db, { kind: 'dealer', status: 'to_be_reviewed' });
    const candidates = await call<{ value: string }[]>(ctx.app, {
      method: 'GET',
      url: `/partners/dealers/candidates?keyword=${encodeURIComponent(dealerCorp.name)}`,
      token: producer.token,
    });
    expect(candidates.body.data.map((c) => c.value)).toEqual([dealerCorp.id]);
    const wrongKind = await call(ctx.app, {
      method: 'POST',
      url: '/partners/dealers',
      token: producer.token,
      language: 'en',
      payload: { partnerCorpId: importerCorp.id },
    });
    expect(wrongKind.body.errors).toEqual([
      { path: 'partnerCorpId', message: 'This company is not of the kind this relation needs' },
    ]);
    const draft = await call(ctx.app, {
      method: 'POST',
      url: '/partners/dealers',
      token: producer.token,
      language: 'en',
      payload: { partnerCorpId: draftDealer.id },
    });
    expect(draft.body.errors?.[0]?.message).toBe('Only companies that passed review can be partners');
    const self = await call(ctx.app, {
      method: 'POST',
      url: '/partners/dealers',
      token: producer.token,
      language: 'en',
      payload: { partnerCorpId: producer.corpId },
    });
    expect(self.body.errors?.[0]?.message).toBe('Your own company cannot be its partner');
    const linked = await call<{ id: string; partnerName: string; canShip: boolean }>(ctx.app, {
      method: 'POST',
      url: '/partners/dealers',
      token: producer.token,
      payload: { partnerCorpId: dealerCorp.id },
    });
    expect(linked.body.data).toMatchObject({ partnerName: dealerCorp.name, canShip: true });
    const twice = await call(ctx.app, {
      method: 'POST',
      url: '/partners/dealers',
      token: producer.token,
      language: 'en',
      payload: { partnerCorpId: dealerCorp.id },
    });
    expect(twice.body.errors?.[0]?.message).toBe('Already a partner');
    expect(
      (
        await call<{ value: string }[]>(ctx.app, {
          method: 'GET',
          url: '/partners/shipping-targets',
          token: producer.token,
        })
      ).body.data.map((t) => t.value),
    ).toEqual([dealerCorp.id]);
    await call(ctx.app, {
      method: 'PUT',
      url: `/partners/dealers/${linked.body.data.id}`,
      token: producer.token,
      payload: { canShip: false, remark: 'on hold' },
    });
    expect(
      (
        await call<unknown[]>(ctx.app, {
          method: 'GET',
          url: '/partners/shipping-targets',
          token: producer.token,
        })
      ).body.data,
    ).toEqual([]);
    const other = await companyUser('producer');
    expect(
      (
        await call<{ total: number }>(ctx.app, {
          method: 'GET',
          url: '/partners/dealers',
          token: other.token,
        })
      ).body.data.total,
    ).toBe(0);
    expect(
      (
        await call(ctx.app, {
          method: 'DELETE',
          url: `/partners/dealers/${linked.body.data.id}`,
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'DELETE',
          url: `/partners/dealers/${linked.body.data.id}`,
          token: producer.token,
        })
      ).body.code,
    ).toBe('200');
    expect((await auditTrail(ctx.db, 'company_partner', linked.body.data.id)).map((a) => a.action)).toEqual([
      'link',
      'update',
      'unlink',
    ]);
  });
});

describe('product catalogue', () => {
  async function category(token: string) {
    const code = `cat_${Date.now()}_${n++}`;
    const res = await call<{ id: string }>(ctx.app, {
      method: 'POST',
      url: '/product-categories',
      token,
      payload: { code, name: { cn: '类', en: 'Cat', fr: 'Cat' } },
    });
    return res.body.data.id;
  }

  it('categories are managed by administrators; companies read them', async () => {
    const admin = await adminSession();
    const owner = await companyUser();
    const id = await category(admin.token);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/product-categories/${id}`, token: owner.token })).body
        .code,
    ).toBe('200');
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/product-categories',
          token: owner.token,
          payload: { code: 'nope_x', name: { cn: 'a', en: 'a', fr: 'a' } },
        })
      ).status,
    ).toBe(403);
  });

  it('products: name limits, GTIN check digit, replaceProductName preferred, content review before listing', async () => {
    const admin = await adminSession();
    const owner = await companyUser();
    const categoryId = await category(admin.token);
    const post = (payload: Record<string, unknown>) =>
      call<Reviewed & { displayName: string; listingStatus: string }>(ctx.app, {
        method: 'POST',
        url: '/products',
        token: owner.token,
        payload: { categoryId, ...payload },
        language: 'en',
      });
    expect((await post({ productName: 'x'.repeat(21) })).body.errors).toEqual([
      { path: 'productName', message: 'At most 20 characters' },
    ]);
    expect((await post({ productName: 'Nest', description: 'd'.repeat(101) })).body.errors).toEqual([
      { path: 'description', message: 'At most 100 characters' },
    ]);
    expect((await post({ productName: 'Nest', gtin: '06901234567893' })).body.errors).toEqual([
      { path: 'gtin', message: 'The GTIN check digit is wrong' },
    ]);
    const gtin = `0690${String(Date.now()).slice(-9)}`;
    const check =
      (10 - ([...gtin].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0) % 10)) % 10;
    const product = await post({
      productName: 'Cup Nest',
      replaceProductName: 'Gift Cup Nest',
      gtin: `${gtin}${check}`,
    });
    expect(product.body.data).toMatchObject({
      displayName: 'Gift Cup Nest',
      listingStatus: 'offline',
      review: { reviewStatus: 'unreviewed' },
    });
    const id = product.body.data.id;
    const dupGtin = await post({ productName: 'Other', gtin: `${gtin}${check}` });
    expect(dupGtin.body.errors).toEqual([
      { path: 'gtin', message: 'Another product already uses this GTIN' },
    ]);

    const tooSoon = await call(ctx.app, {
      method: 'POST',
      url: `/products/${id}/listing/requestOnline`,
      token: owner.token,
      payload: {},
      language: 'en',
    });
    expect(tooSoon.body.msg).toBe('A product can go online once its content has passed review');
    await call(ctx.app, { method: 'POST', url: `/products/${id}/approve`, token: admin.token, payload: {} });
    const requested = await call<{ listingStatus: string; actions: string[] }>(ctx.app, {
      method: 'POST',
      url: `/products/${id}/listing/requestOnline`,
      token: owner.token,
      payload: {},
    });
    expect(requested.body.data.listingStatus).toBe('online_pending_review');
    const selfApprove = await call(ctx.app, {
      method: 'POST',
      url: `/products/${id}/listing/approveListing`,
      token: owner.token,
      payload: {},
    });
    expect(selfApprove.status).toBe(403);
    const online = await call<{ listingStatus: string }>(ctx.app, {
      method: 'POST',
      url: `/products/${id}/listing/approveListing`,
      token: admin.token,
      payload: {},
    });
    expect(online.body.data.listingStatus).toBe('online');
    const refused = await call(ctx.app, {
      method: 'POST',
      url: `/products/${id}/listing/approveListing`,
      token: admin.token,
      payload: {},
      language: 'en',
    });
    expect(refused.status).toBe(409);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/products/${id}`, token: owner.token })).status,
    ).toBe(409);
    await call(ctx.app, {
      method: 'POST',
      url: `/products/${id}/listing/takeOffline`,
      token: owner.token,
      payload: {},
    });
    const back = await call<{ listingStatus: string }>(ctx.app, {
      method: 'POST',
      url: `/products/${id}/listing/requestOnline`,
      token: owner.token,
      payload: {},
    });
    expect(back.body.data.listingStatus).toBe('back_online_pending');
    const rejected = await call<{ listingStatus: string; listingRemark: string }>(ctx.app, {
      method: 'POST',
      url: `/products/${id}/listing/rejectListing`,
      token: admin.token,
      payload: { remark: 'Label photo missing' },
    });
    expect(rejected.body.data).toMatchObject({
      listingStatus: 'online_review_failed',
      listingRemark: 'Label photo missing',
    });
  });

  it('subclasses of both product lines go through review and stay within their company', async () => {
    const admin = await adminSession();
    const owner = await companyUser();
    const stranger = await companyUser();
    const categoryId = await category(admin.token);
    const panda = await call<Reviewed & { line: string }>(ctx.app, {
      method: 'POST',
      url: '/product-subclasses',
      token: owner.token,
      payload: { categoryId, line: 'panda', name: 'Strips' },
    });
    expect(panda.body.data).toMatchObject({ line: 'panda', review: { reviewStatus: 'unreviewed' } });
    const mainLine = await call<{ total: number }>(ctx.app, {
      method: 'GET',
      url: '/product-subclasses?line=main',
      token: owner.token,
    });
    expect(mainLine.body.data.total).toBe(0);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/product-subclasses/${panda.body.data.id}`,
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    await call(ctx.app, {
      method: 'POST',
      url: `/product-subclasses/${panda.body.data.id}/approve`,
      token: admin.token,
      payload: {},
    });
    const product = await call(ctx.app, {
      method: 'POST',
      url: '/products',
      token: stranger.token,
      language: 'en',
      payload: { categoryId, subclassId: panda.body.data.id, productName: 'Stolen' },
    });
    expect(product.body.errors).toEqual([
      { path: 'subclassId', message: 'The product subclass does not exist' },
    ]);
    const used = await call(ctx.app, {
      method: 'POST',
      url: '/products',
      token: owner.token,
      payload: { categoryId, subclassId: panda.body.data.id, productName: 'Strips 100 g' },
    });
    expect(used.body.code).toBe('200');
    const inUse = await call(ctx.app, {
      method: 'DELETE',
      url: `/product-subclasses/${panda.body.data.id}`,
      token: owner.token,
      language: 'en',
    });
    expect(inUse.body.msg).toBe('This record is in use and cannot be deleted');
  });
});

describe('company e2e through the API', () => {
  it('register -> create company -> rejected -> resubmitted -> passed -> traceability applied and approved -> reminder', async () => {
    const admin = await adminSession();
    const account = `flow_${Date.now()}`;
    const email = `${account}@example.com`;
    await call(ctx.app, { method: 'POST', url: '/auth/register/code', payload: { email } });
    const { outbox } = await import('@trace/db');
    const { eq } = await import('drizzle-orm');
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, email));
    const code = mail!.body.match(/\d{6}/)![0];
    await call(ctx.app, {
      method: 'POST',
      url: '/auth/register',
      payload: {
        account,
        userName: 'Flow Owner',
        userType: 'producer',
        phone: `135${String(Date.now()).slice(-8)}`,
        email,
        code,
        password: 'Flow@2026',
        confirmPassword: 'Flow@2026',
      },
    });
    const owner = await login(ctx.app, account, 'Flow@2026');
    const company = await companyWithProfile(ctx.app, owner.token);
    await call(ctx.app, {
      method: 'POST',
      url: `/companies/${company.id}/reject`,
      token: admin.token,
      payload: { remark: 'Add the production address' },
    });
    const { companyBody } = await import('./company-helpers');
    await call(ctx.app, {
      method: 'PUT',
      url: '/companies/mine',
      token: owner.token,
      payload: {
        ...companyBody('producer', company.licence),
        name: company.name,
        productionAddress: '2 Factory Lane',
      },
    });
    await call(ctx.app, {
      method: 'POST',
      url: `/companies/${company.id}/approve`,
      token: admin.token,
      payload: {},
    });
    const applied = await call<{ id: string }>(ctx.app, {
      method: 'POST',
      url: '/traceability/applications',
      token: owner.token,
      payload: {},
    });
    await call(ctx.app, {
      method: 'POST',
      url: `/traceability/applications/${applied.body.data.id}/approve`,
      token: admin.token,
      payload: {
        contractStart: new Date().toISOString(),
        // Later today (UTC), so it is 12 calendar days away whatever the time of day.
        contractEnd: new Date(
          Date.now() + 12 * DAY + Math.min(3600_000, (DAY - (Date.now() % DAY)) / 2),
        ).toISOString(),
      },
    });
    const me = await call(ctx.app, {
      method: 'GET',
      url: '/user/read/current',
      token: owner.token,
      language: 'en',
    });
    expect((me.body.upPrompt as { syEndTimeLeThirty: string }).syEndTimeLeThirty).toContain('(12 days left)');
    const inbox = await call<{ data: { title: string }[] }>(ctx.app, {
      method: 'POST',
      url: '/sysMessageNotification/queryMessageNotification',
      token: owner.token,
    });
    expect(inbox.body.data.data.map((m) => m.title)).toEqual([
      expect.stringContaining('Traceability approved'),
      expect.stringContaining('Approved: Company information'),
      expect.stringContaining('Not approved: Company information'),
    ]);
  });
});

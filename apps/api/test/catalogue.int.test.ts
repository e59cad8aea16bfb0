import { ROUTES } from '@trace/contracts';
import { createCompany } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { companyWithProfile, uploadImage } from './company-helpers';
import { auditTrail, type BodyOf, callRoute, login, signedInUser, statusOf, useTestApp } from './helpers';

const ctx = useTestApp();
const DAY = 24 * 3600_000;
let n = 0;
const adminSession = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });
const companyUser = (userType: 'producer' | 'dealer' | 'importer' = 'producer') =>
  signedInUser(ctx.app, ctx.db, { userType });

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
    const created = await callRoute(ctx.app, ROUTES.certificates.create, { body }, { token: owner.token });
    expect(created.body.data).toMatchObject({
      validity: 'effective',
      review: { reviewStatus: 'unreviewed' },
      actions: ['edit', 'delete'],
    });
    const id = created.body.data.id;
    await callRoute(
      ctx.app,
      ROUTES.certificates.approve,
      { params: { id }, body: {} },
      { token: admin.token },
    );
    const changed = await callRoute(
      ctx.app,
      ROUTES.certificates.update,
      { params: { id }, body: { ...body, name: 'Organic Certificate 2026' } },
      { token: owner.token },
    );
    expect(changed.body.data).toMatchObject({
      name: 'Organic Certificate',
      review: {
        reviewStatus: 'modification_pending',
        pendingChange: expect.objectContaining({ name: 'Organic Certificate 2026' }),
      },
    });
    const asAdmin = await callRoute(
      ctx.app,
      ROUTES.certificates.get,
      { params: { id } },
      { token: admin.token },
    );
    expect(asAdmin.body.data.actions).toEqual(['approve', 'reject']);
    await callRoute(
      ctx.app,
      ROUTES.certificates.reject,
      { params: { id }, body: { remark: 'Scan the new certificate' } },
      { token: admin.token },
    );
    const kept = await callRoute(
      ctx.app,
      ROUTES.certificates.get,
      { params: { id } },
      { token: owner.token },
    );
    expect(kept.body.data).toMatchObject({
      name: 'Organic Certificate',
      review: {
        reviewStatus: 'modification_failed',
        lastRemark: 'Scan the new certificate',
        pendingChange: null,
      },
    });
    await callRoute(
      ctx.app,
      ROUTES.certificates.update,
      { params: { id }, body: { ...body, name: 'Organic Certificate 2026' } },
      { token: owner.token },
    );
    await callRoute(
      ctx.app,
      ROUTES.certificates.approve,
      { params: { id }, body: {} },
      { token: admin.token },
    );
    const applied = await callRoute(
      ctx.app,
      ROUTES.certificates.get,
      { params: { id } },
      { token: owner.token },
    );
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
    const expired = await callRoute(
      ctx.app,
      ROUTES.certificates.create,
      {
        body: {
          name: 'Old',
          issuer: 'Board',
          issueDate: '2020-01-01T00:00:00Z',
          expiryDate: '2021-01-01T00:00:00Z',
          images: [image],
        },
      },
      { token: owner.token },
    );
    expect(expired.body.data.validity).toBe('invalid');
    const noImages = await callRoute(
      ctx.app,
      ROUTES.certificates.create,
      { body: { name: 'X', issuer: 'Y', issueDate: '2025-01-01T00:00:00Z', images: [] } },
      { token: owner.token },
    );
    expect(noImages.body.errors?.[0]?.path).toBe('images');
    const backwards = await callRoute(
      ctx.app,
      ROUTES.certificates.create,
      {
        body: {
          name: 'X',
          issuer: 'Y',
          issueDate: '2025-01-01T00:00:00Z',
          expiryDate: '2024-01-01T00:00:00Z',
          images: [image],
        },
      },
      { token: owner.token, language: 'en' },
    );
    expect(backwards.body.errors).toEqual([
      { path: 'expiryDate', message: 'End Time Must be Greater Than Start Time' },
    ]);
    const list = await callRoute(ctx.app, ROUTES.certificates.list, {}, { token: stranger.token });
    expect(list.body.data.total).toBe(0);
    const certificate = { params: { id: expired.body.data.id } };
    const asStranger = { token: stranger.token };
    for (const request of [
      () => callRoute(ctx.app, ROUTES.certificates.get, certificate, asStranger),
      async () =>
        callRoute(
          ctx.app,
          ROUTES.certificates.update,
          {
            ...certificate,
            body: {
              name: 'x',
              issuer: 'y',
              issueDate: '2025-01-01T00:00:00Z',
              images: [await uploadImage(ctx.app, stranger.token)],
            },
          },
          asStranger,
        ),
      () => callRoute(ctx.app, ROUTES.certificates.remove, certificate, asStranger),
    ]) {
      expect((await request()).status).toBe(404);
    }
    const strangerAsReviewer = await callRoute(
      ctx.app,
      ROUTES.certificates.approve,
      { params: { id: expired.body.data.id }, body: {} },
      { token: stranger.token },
    );
    expect(strangerAsReviewer.status).toBe(403);
    const invalidOnly = await callRoute(
      ctx.app,
      ROUTES.certificates.list,
      { query: { validity: 'invalid' } },
      { token: owner.token },
    );
    expect(invalidOnly.body.data.list.map((c) => c.id)).toEqual([expired.body.data.id]);
  });
});

describe('partners: dealers and importers', () => {
  it('links passed companies of the right kind, controls shipping, and keeps links private', async () => {
    const producer = await companyUser('producer');
    const dealerCorp = await createCompany(ctx.db, { kind: 'dealer', name: `Dealer ${Date.now()}` });
    const importerCorp = await createCompany(ctx.db, { kind: 'importer' });
    const draftDealer = await createCompany(ctx.db, { kind: 'dealer', status: 'to_be_reviewed' });
    const candidates = await callRoute(
      ctx.app,
      ROUTES.partners.dealers.candidates,
      { query: { keyword: dealerCorp.name } },
      { token: producer.token },
    );
    expect(candidates.body.data.map((c) => c.value)).toEqual([dealerCorp.id]);
    const wrongKind = await callRoute(
      ctx.app,
      ROUTES.partners.dealers.link,
      { body: { partnerCorpId: importerCorp.id } },
      { token: producer.token, language: 'en' },
    );
    expect(wrongKind.body.errors).toEqual([
      { path: 'partnerCorpId', message: 'This company is not of the kind this relation needs' },
    ]);
    const draft = await callRoute(
      ctx.app,
      ROUTES.partners.dealers.link,
      { body: { partnerCorpId: draftDealer.id } },
      { token: producer.token, language: 'en' },
    );
    expect(draft.body.errors?.[0]?.message).toBe('Only companies that passed review can be partners');
    const self = await callRoute(
      ctx.app,
      ROUTES.partners.dealers.link,
      { body: { partnerCorpId: producer.corpId! } },
      { token: producer.token, language: 'en' },
    );
    expect(self.body.errors?.[0]?.message).toBe('Your own company cannot be its partner');
    const linked = await callRoute(
      ctx.app,
      ROUTES.partners.dealers.link,
      { body: { partnerCorpId: dealerCorp.id } },
      { token: producer.token },
    );
    expect(linked.body.data).toMatchObject({ partnerName: dealerCorp.name, canShip: true });
    const twice = await callRoute(
      ctx.app,
      ROUTES.partners.dealers.link,
      { body: { partnerCorpId: dealerCorp.id } },
      { token: producer.token, language: 'en' },
    );
    expect(twice.body.errors?.[0]?.message).toBe('Already a partner');
    expect(
      (
        await callRoute(ctx.app, ROUTES.partners.shippingTargets, {}, { token: producer.token })
      ).body.data.map((t) => t.value),
    ).toEqual([dealerCorp.id]);
    await callRoute(
      ctx.app,
      ROUTES.partners.dealers.update,
      { params: { id: linked.body.data.id }, body: { canShip: false, remark: 'on hold' } },
      { token: producer.token },
    );
    expect(
      (await callRoute(ctx.app, ROUTES.partners.shippingTargets, {}, { token: producer.token })).body.data,
    ).toEqual([]);
    const other = await companyUser('producer');
    expect(
      (await callRoute(ctx.app, ROUTES.partners.dealers.list, {}, { token: other.token })).body.data.total,
    ).toBe(0);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.partners.dealers.unlink,
        { params: { id: linked.body.data.id } },
        { token: other.token },
      ),
    ).toBe(404);
    expect(
      (
        await callRoute(
          ctx.app,
          ROUTES.partners.dealers.unlink,
          { params: { id: linked.body.data.id } },
          { token: producer.token },
        )
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
    const res = await callRoute(
      ctx.app,
      ROUTES.products.categories.create,
      { body: { code, name: { cn: '类', en: 'Cat', fr: 'Cat' } } },
      { token },
    );
    return res.body.data.id;
  }

  it('categories are managed by administrators; companies read them', async () => {
    const admin = await adminSession();
    const owner = await companyUser();
    const id = await category(admin.token);
    expect(
      (await callRoute(ctx.app, ROUTES.products.categories.get, { params: { id } }, { token: owner.token }))
        .body.code,
    ).toBe('200');
    expect(
      await statusOf(
        ctx.app,
        ROUTES.products.categories.create,
        { body: { code: 'nope_x', name: { cn: 'a', en: 'a', fr: 'a' } } },
        { token: owner.token },
      ),
    ).toBe(403);
  });

  it('products: name limits, GTIN check digit, replaceProductName preferred, content review before listing', async () => {
    const admin = await adminSession();
    const owner = await companyUser();
    const categoryId = await category(admin.token);
    const post = (payload: Omit<BodyOf<typeof ROUTES.products.products.create>, 'categoryId'>) =>
      callRoute(
        ctx.app,
        ROUTES.products.products.create,
        { body: { categoryId, ...payload } },
        { token: owner.token, language: 'en' },
      );
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

    const tooSoon = await callRoute(
      ctx.app,
      ROUTES.products.products.listing,
      { params: { id, action: 'requestOnline' }, body: {} },
      { token: owner.token, language: 'en' },
    );
    expect(tooSoon.body.msg).toBe('A product can go online once its content has passed review');
    await callRoute(
      ctx.app,
      ROUTES.products.products.approve,
      { params: { id }, body: {} },
      { token: admin.token },
    );
    const requested = await callRoute(
      ctx.app,
      ROUTES.products.products.listing,
      { params: { id, action: 'requestOnline' }, body: {} },
      { token: owner.token },
    );
    expect(requested.body.data.listingStatus).toBe('online_pending_review');
    const selfApprove = await callRoute(
      ctx.app,
      ROUTES.products.products.listing,
      { params: { id, action: 'approveListing' }, body: {} },
      { token: owner.token },
    );
    expect(selfApprove.status).toBe(403);
    const online = await callRoute(
      ctx.app,
      ROUTES.products.products.listing,
      { params: { id, action: 'approveListing' }, body: {} },
      { token: admin.token },
    );
    expect(online.body.data.listingStatus).toBe('online');
    const refused = await callRoute(
      ctx.app,
      ROUTES.products.products.listing,
      { params: { id, action: 'approveListing' }, body: {} },
      { token: admin.token, language: 'en' },
    );
    expect(refused.status).toBe(409);
    expect(
      (await callRoute(ctx.app, ROUTES.products.products.remove, { params: { id } }, { token: owner.token }))
        .status,
    ).toBe(409);
    await callRoute(
      ctx.app,
      ROUTES.products.products.listing,
      { params: { id, action: 'takeOffline' }, body: {} },
      { token: owner.token },
    );
    const back = await callRoute(
      ctx.app,
      ROUTES.products.products.listing,
      { params: { id, action: 'requestOnline' }, body: {} },
      { token: owner.token },
    );
    expect(back.body.data.listingStatus).toBe('back_online_pending');
    const rejected = await callRoute(
      ctx.app,
      ROUTES.products.products.listing,
      { params: { id, action: 'rejectListing' }, body: { remark: 'Label photo missing' } },
      { token: admin.token },
    );
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
    const panda = await callRoute(
      ctx.app,
      ROUTES.products.subclasses.create,
      { body: { categoryId, line: 'panda', name: 'Strips' } },
      { token: owner.token },
    );
    expect(panda.body.data).toMatchObject({ line: 'panda', review: { reviewStatus: 'unreviewed' } });
    const mainLine = await callRoute(
      ctx.app,
      ROUTES.products.subclasses.list,
      { query: { line: 'main' } },
      { token: owner.token },
    );
    expect(mainLine.body.data.total).toBe(0);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.products.subclasses.get,
        { params: { id: panda.body.data.id } },
        { token: stranger.token },
      ),
    ).toBe(404);
    await callRoute(
      ctx.app,
      ROUTES.products.subclasses.approve,
      { params: { id: panda.body.data.id }, body: {} },
      { token: admin.token },
    );
    const product = await callRoute(
      ctx.app,
      ROUTES.products.products.create,
      { body: { categoryId, subclassId: panda.body.data.id, productName: 'Stolen' } },
      { token: stranger.token, language: 'en' },
    );
    expect(product.body.errors).toEqual([
      { path: 'subclassId', message: 'The product subclass does not exist' },
    ]);
    const used = await callRoute(
      ctx.app,
      ROUTES.products.products.create,
      { body: { categoryId, subclassId: panda.body.data.id, productName: 'Strips 100 g' } },
      { token: owner.token },
    );
    expect(used.body.code).toBe('200');
    const inUse = await callRoute(
      ctx.app,
      ROUTES.products.subclasses.remove,
      { params: { id: panda.body.data.id } },
      { token: owner.token, language: 'en' },
    );
    expect(inUse.body.msg).toBe('This record is in use and cannot be deleted');
  });
});

describe('company e2e through the API', () => {
  it('register -> create company -> rejected -> resubmitted -> passed -> traceability applied and approved -> reminder', async () => {
    const admin = await adminSession();
    const account = `flow_${Date.now()}`;
    const email = `${account}@example.com`;
    await callRoute(ctx.app, ROUTES.auth.sendRegisterCode, { body: { email } });
    const { outbox } = await import('@trace/db');
    const { eq } = await import('drizzle-orm');
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, email));
    const code = mail!.body.match(/\d{6}/)![0];
    await callRoute(ctx.app, ROUTES.auth.register, {
      body: {
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
    await callRoute(
      ctx.app,
      ROUTES.companies.reject,
      { params: { id: company.id }, body: { remark: 'Add the production address' } },
      { token: admin.token },
    );
    const { companyBody } = await import('./company-helpers');
    await callRoute(
      ctx.app,
      ROUTES.companies.editMine,
      {
        body: {
          ...companyBody('producer', company.licence),
          name: company.name,
          productionAddress: '2 Factory Lane',
        },
      },
      { token: owner.token },
    );
    await callRoute(
      ctx.app,
      ROUTES.companies.approve,
      { params: { id: company.id }, body: {} },
      { token: admin.token },
    );
    const applied = await callRoute(ctx.app, ROUTES.traceability.apply, { body: {} }, { token: owner.token });
    await callRoute(
      ctx.app,
      ROUTES.traceability.approve,
      {
        params: { id: applied.body.data.id },
        body: {
          contractStart: new Date().toISOString(),
          // Later today (UTC), so it is 12 calendar days away whatever the time of day.
          contractEnd: new Date(
            Date.now() + 12 * DAY + Math.min(3600_000, (DAY - (Date.now() % DAY)) / 2),
          ).toISOString(),
        },
      },
      { token: admin.token },
    );
    const me = await callRoute(
      ctx.app,
      ROUTES.session.currentUser,
      {},
      { token: owner.token, language: 'en' },
    );
    expect((me.body.upPrompt as { syEndTimeLeThirty: string }).syEndTimeLeThirty).toContain('(12 days left)');
    const inbox = await callRoute(ctx.app, ROUTES.notifications.query, {}, { token: owner.token });
    expect(inbox.body.data.data.map((m) => m.title)).toEqual([
      expect.stringContaining('Traceability approved'),
      expect.stringContaining('Approved: Company information'),
      expect.stringContaining('Not approved: Company information'),
    ]);
  });
});

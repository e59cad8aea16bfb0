import { randomInt } from 'node:crypto';
import { ROUTES, routeUrl } from '@trace/contracts';
import { labels, memberScanSettings, productCategories, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditTrail,
  type BodyOf,
  callRoute,
  createTestApp,
  injectRoute,
  type Language,
  rawCall,
  signedInUser,
  statusOf,
  useTestApp,
} from './helpers';

// Route limits are generous here (many consumers write from one test address); one test below
// builds an app with the real limits.
const ctx = useTestApp({ ROUTE_RATE_LIMIT_SCALE: '100' });

type Company = Awaited<ReturnType<typeof companyWithProduct>>;

/** A unique 18-digit label code. */
const newCode = () => `7${Date.now()}${String(randomInt(0, 100_000)).padStart(5, '0')}`.slice(0, 18);

/** A company with one product, its signed-in owner and a helper minting its labels. */
async function companyWithProduct(name = 'Cup Nest') {
  const corp = await createCompany(ctx.db);
  const [category] = await ctx.db.select({ id: productCategories.id }).from(productCategories).limit(1);
  const [product] = await ctx.db
    .insert(products)
    .values({ corpId: corp.id, categoryId: category!.id, productName: name, reviewStatus: 'passed' })
    .returning();
  const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: corp.id });
  const label = async (status = 'bound') => {
    const excode = newCode();
    await ctx.db
      .insert(labels)
      .values({ excode, pcode: 'secret', corpId: corp.id, productId: product!.id, status });
    return excode;
  };
  return { corp, product: product!, owner, label };
}

let settingId: string;
let bump = 0;
/**
 * Puts this file's /SysMemberScan setting in force (the most recently changed enabled one wins, so
 * its change time is set ahead of any other setting in the database).
 */
async function useSetting(values: Partial<typeof memberScanSettings.$inferInsert>) {
  await ctx.db
    .update(memberScanSettings)
    .set({
      memberRegistration: true,
      requirePhone: true,
      registerRewardPoints: 0,
      scanRewardPoints: 0,
      dailyRewardLimit: 0,
      enabled: true,
      ...values,
      updatedAt: new Date(Date.now() + 365 * 24 * 3600_000 + bump++ * 1000),
    })
    .where(eq(memberScanSettings.id, settingId));
}

beforeAll(async () => {
  const [row] = await ctx.db
    .insert(memberScanSettings)
    .values({ name: 'members test', updatedAt: new Date(Date.now() + 365 * 24 * 3600_000) })
    .returning();
  settingId = row!.id;
});
afterAll(async () => {
  await ctx.db.update(memberScanSettings).set({ enabled: false }).where(eq(memberScanSettings.id, settingId));
});

/** What a consumer sends from the scan page: no session. */
const sendReview = (body: BodyOf<typeof ROUTES.consumers.review>, language?: Language) =>
  callRoute(ctx.app, ROUTES.consumers.review, { body }, { language });
const sendFeedback = (body: BodyOf<typeof ROUTES.consumers.feedback>, language?: Language) =>
  callRoute(ctx.app, ROUTES.consumers.feedback, { body }, { language });
const claimReward = (body: BodyOf<typeof ROUTES.consumers.claimScanReward>, language?: Language) =>
  callRoute(ctx.app, ROUTES.consumers.claimScanReward, { body }, { language });
const register = (body: BodyOf<typeof ROUTES.consumers.register>, language?: Language) =>
  callRoute(ctx.app, ROUTES.consumers.register, { body }, { language });
const phone = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

describe('consumers on the scan page (public)', () => {
  let a: Company;
  beforeAll(async () => {
    a = await companyWithProduct('Golden Cup Nest');
  });

  it('describes a label: product, company, registration setting and reviews', async () => {
    await useSetting({ registerRewardPoints: 20, scanRewardPoints: 5 });
    const code = await a.label();
    const panel = await callRoute(ctx.app, ROUTES.consumers.label, { params: { excode: code } });
    expect(panel.status).toBe(200);
    expect(panel.body.data).toMatchObject({
      excode: code,
      productId: a.product.id,
      productName: 'Golden Cup Nest',
      corpId: a.corp.id,
      corpName: a.corp.name,
      labelVoid: false,
      registration: { open: true, requirePhone: true, registerRewardPoints: 20, scanRewardPoints: 5 },
      scanRewardAvailable: true,
      canReview: true,
    });
  });

  it('refuses unknown, undelivered and malformed codes with a clear message, never a 500', async () => {
    const unknown = await callRoute(
      ctx.app,
      ROUTES.consumers.label,
      { params: { excode: newCode() } },
      { language: 'en' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This code does not belong to a registered product');
    const undelivered = await callRoute(
      ctx.app,
      ROUTES.consumers.label,
      { params: { excode: await a.label('unassigned') } },
      { language: 'fr' },
    );
    expect(undelivered.status).toBe(404);
    expect(undelivered.body.msg).toBe('Ce code n’appartient à aucun produit enregistré');
    const malformed = await callRoute(
      ctx.app,
      ROUTES.consumers.label,
      { params: { excode: '12ab' } },
      { language: 'en' },
    );
    expect(malformed.status).toBe(400);
    const onUnknown = await sendReview({ excode: newCode(), rating: 5, content: 'ok' }, 'cn');
    expect(onUnknown.status).toBe(404);
    expect(onUnknown.body.msg).toBe('该编码不属于已登记的产品');
    for (const payload of [null, 'text', [1, 2], { excode: 42 }, { excode: a.corp.id, rating: 'five' }]) {
      const { consumers } = ROUTES;
      for (const url of [
        consumers.register,
        consumers.review,
        consumers.feedback,
        consumers.claimScanReward,
      ].map((route) => routeUrl(route))) {
        // Bodies of the wrong shape, on purpose.
        const res = await rawCall(ctx.app, { method: 'POST', url, payload });
        // A JSON body that is not an object is a 400; a bare string is not JSON at all (415).
        expect([400, 415], `${url} ${JSON.stringify(payload)}`).toContain(res.status);
      }
    }
    // Cut-off JSON, on purpose.
    const { response: broken } = await rawCall(ctx.app, {
      method: 'POST',
      url: routeUrl(ROUTES.consumers.review),
      headers: { 'content-type': 'application/json' },
      payload: '{"excode":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('registers a member once per phone and company, with the points of the setting in force', async () => {
    await useSetting({ registerRewardPoints: 20 });
    const number = phone();
    const code = await a.label();
    const done = await register({
      excode: code,
      name: 'Lin Xiao',
      phone: number,
      gender: 'female',
      birthday: '1990-05-01',
      region: 'Xiamen',
      email: 'lin@example.com',
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      name: 'Lin Xiao',
      corpName: a.corp.name,
      granted: 20,
      points: 20,
    });
    for (const [language, message] of [
      ['en', 'Phone number occupied'],
      ['cn', '手机号已被占用'],
    ] as const) {
      const again = await register({ excode: await a.label(), name: 'Someone', phone: number }, language);
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual([{ path: 'phone', message }]);
    }
    // The same person may be a member of another company.
    const b = await companyWithProduct();
    expect((await register({ excode: await b.label(), name: 'Lin Xiao', phone: number })).status).toBe(200);
    expect(
      (await auditTrail(ctx.db, 'member', done.body.data ? (done.body.data as { id: string }).id : ''))[0],
    ).toMatchObject({
      action: 'register',
      userId: null,
    });
  });

  it('validates registration in the request language and follows the setting (phone, closed)', async () => {
    await useSetting({});
    const code = await a.label();
    const en = await register({ excode: code, name: '', phone: '123', birthday: '2999-01-01' }, 'en');
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Enter your name' },
        { path: 'phone', message: 'Enter an 11-digit phone number' },
        { path: 'birthday', message: 'Enter a real date of birth' },
      ]),
    );
    const fr = await register({ excode: code, name: 'Léa', phone: '1390013900a' }, 'fr');
    expect(fr.body.errors).toEqual([{ path: 'phone', message: 'Saisissez un numéro de téléphone correct' }]);
    const noPhone = await register({ excode: code, name: 'Léa' }, 'en');
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.errors).toEqual([{ path: 'phone', message: 'Enter your phone number' }]);

    await useSetting({ requirePhone: false });
    const anonymous = await register({ excode: code, name: 'Léa' });
    expect(anonymous.status).toBe(200);
    expect((await register({ excode: code, name: 'Léa' })).status).toBe(200);

    await useSetting({ memberRegistration: false });
    const closed = await register({ excode: code, name: 'Léa', phone: phone() }, 'en');
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe('Member registration is not open at the moment');
    const panel = await callRoute(ctx.app, ROUTES.consumers.label, { params: { excode: code } });
    expect(panel.body.data.registration.open).toBe(false);
  });

  it('gives a label’s scan points to one member, within the daily limit', async () => {
    await useSetting({ registerRewardPoints: 10, scanRewardPoints: 3, dailyRewardLimit: 6 });
    const number = phone();
    await register({ excode: await a.label(), name: 'Chen', phone: number });
    const first = await a.label();
    const claimed = await claimReward({ excode: first, phone: number });
    expect(claimed.body.data).toEqual({ granted: 3, points: 13 });
    const twice = await claimReward({ excode: first, phone: number }, 'en');
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('The points of this label have already been claimed');
    const panel = await callRoute(ctx.app, ROUTES.consumers.label, { params: { excode: first } });
    expect(panel.body.data.scanRewardAvailable).toBe(false);
    expect((await claimReward({ excode: await a.label(), phone: number })).body.data).toEqual({
      granted: 3,
      points: 16,
    });
    const overLimit = await claimReward({ excode: await a.label(), phone: number }, 'en');
    expect(overLimit.status).toBe(409);
    expect(overLimit.body.msg).toBe('Daily points limit reached, come back tomorrow');
    const stranger = await claimReward({ excode: await a.label(), phone: phone() }, 'en');
    expect(stranger.status).toBe(404);
    expect(stranger.body.msg).toBe('No member with this phone number: please register first');
    await useSetting({ scanRewardPoints: 0 });
    const none = await claimReward({ excode: await a.label(), phone: number });
    expect(none.status).toBe(409);
  });

  it('takes one review per label, public at once, and validates it in the request language', async () => {
    const code = await a.label();
    const written = await sendReview({
      excode: code,
      rating: 4,
      content: 'Clean and fragrant',
      nickname: 'Mei',
    });
    expect(written.status).toBe(200);
    expect(written.body.data).toMatchObject({
      rating: 4,
      content: 'Clean and fragrant',
      nickname: 'Mei',
      reply: null,
    });
    const again = await sendReview({ excode: code, rating: 5, content: 'again' }, 'en');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This item has already been reviewed');
    const other = await a.label();
    const en = await sendReview({ excode: other, rating: 6, content: 'x'.repeat(201) }, 'en');
    expect(en.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'rating', message: 'Choose a rating from 1 to 5 stars' },
        { path: 'content', message: expect.stringContaining('200') },
      ]),
    );
    const cn = await sendReview({ excode: other, rating: 0, content: '' }, 'cn');
    expect(cn.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'rating', message: '请选择1至5星评分' },
        { path: 'content', message: '请填写评价内容' },
      ]),
    );
    const markup = await sendReview({ excode: other, rating: 3, content: '<script>' }, 'en');
    expect(markup.body.errors).toEqual([
      { path: 'content', message: 'The input contains illegal characters' },
    ]);
    const listed = await callRoute(ctx.app, ROUTES.consumers.reviews, { params: { excode: other } });
    expect(listed.body.data.list.map((r) => r.content)).toContain('Clean and fragrant');
    const panel = await callRoute(ctx.app, ROUTES.consumers.label, { params: { excode: code } });
    expect(panel.body.data.canReview).toBe(false);
    expect(panel.body.data.reviews.count).toBeGreaterThanOrEqual(1);
  });

  it('a void label takes feedback (flagged) but no review or registration', async () => {
    await useSetting({});
    const code = await a.label('invalid');
    const reviewed = await sendReview({ excode: code, rating: 1, content: 'fake?' }, 'en');
    expect(reviewed.status).toBe(409);
    expect(reviewed.body.msg).toBe(
      'This label has been voided: reviews and registration are closed, but you can send feedback',
    );
    expect((await register({ excode: code, name: 'X', phone: phone() })).status).toBe(409);
    const sent = await sendFeedback({
      excode: code,
      type: 'authenticity',
      content: 'Label looks fake',
    });
    expect(sent.status).toBe(200);
    const seen = await callRoute(
      ctx.app,
      ROUTES.consumerFeedback.get,
      { params: { id: (sent.body.data as { id: string }).id } },
      { token: a.owner.token },
    );
    expect(seen.body.data.labelVoid).toBe(true);
  });

  it('limits public writes per address with "429"', async () => {
    const limited: FastifyInstance = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        // Refused bodies count too.
        const { response: res } = await rawCall(limited, {
          method: 'POST',
          url: routeUrl(ROUTES.consumers.feedback),
          language: 'en',
          payload: { excode: 'bad' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
      const { response: last } = await rawCall(limited, {
        method: 'POST',
        url: routeUrl(ROUTES.consumers.feedback),
        payload: {},
      });
      expect(last.json()).toMatchObject({ code: '429' });
    } finally {
      await limited.close();
    }
  });
});

describe('the company’s pages: reviews, feedback, members', () => {
  let a: Company;
  let b: Company;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    a = await companyWithProduct('Silk Nest');
    b = await companyWithProduct('Borneo Strips');
    admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
  });

  it('replies to a review (one reply, editable), hides and shows it; the scan page follows', async () => {
    const code = await a.label();
    const review = (await sendReview({ excode: code, rating: 2, content: 'Box was dented' })).body.data as {
      id: string;
    };
    const listed = await callRoute(
      ctx.app,
      ROUTES.consumerReviews.list,
      { query: { replied: 'false' } },
      { token: a.owner.token, language: 'en' },
    );
    const row = listed.body.data.list.find((r) => r.id === review.id);
    expect(row).toMatchObject({ visibility: 'visible', reply: null, actions: ['reply', 'hide'] });

    const replied = await callRoute(
      ctx.app,
      ROUTES.consumerReviews.reply,
      {
        params: { id: review.id },
        body: {
          reply: 'Sorry, we will send a new box.',
        },
      },
      { token: a.owner.token, language: 'en' },
    );
    expect(replied.body.data.reply).toBe('Sorry, we will send a new box.');
    const edited = await callRoute(
      ctx.app,
      ROUTES.consumerReviews.reply,
      {
        params: { id: review.id },
        body: {
          reply: 'A new box is on its way.',
        },
      },
      { token: a.owner.token, language: 'en' },
    );
    expect(edited.body.data).toMatchObject({ reply: 'A new box is on its way.' });
    const empty = await callRoute(
      ctx.app,
      ROUTES.consumerReviews.reply,
      { params: { id: review.id }, body: { reply: ' ' } },
      { token: a.owner.token, language: 'en' },
    );
    expect(empty.body.errors).toEqual([{ path: 'reply', message: 'Write the reply' }]);
    const publicList = async () =>
      (await callRoute(ctx.app, ROUTES.consumers.reviews, { params: { excode: code } })).body.data.list.find(
        (r) => r.id === review.id,
      );
    expect((await publicList())?.reply).toBe('A new box is on its way.');

    const hidden = await callRoute(
      ctx.app,
      ROUTES.consumerReviews.hide,
      { params: { id: review.id } },
      { token: a.owner.token, language: 'en' },
    );
    expect(hidden.body.data).toMatchObject({ visibility: 'hidden', actions: ['reply', 'show'] });
    expect(await publicList()).toBeUndefined();
    const hideAgain = await callRoute(
      ctx.app,
      ROUTES.consumerReviews.hide,
      { params: { id: review.id } },
      { token: a.owner.token, language: 'en' },
    );
    expect(hideAgain.status).toBe(409);
    expect(hideAgain.body.msg).toBe('This review is already hidden');
    expect(
      (
        await callRoute(
          ctx.app,
          ROUTES.consumerReviews.show,
          { params: { id: review.id } },
          { token: a.owner.token, language: 'en' },
        )
      ).body.data.visibility,
    ).toBe('visible');
    expect(
      await statusOf(
        ctx.app,
        ROUTES.consumerReviews.show,
        { params: { id: review.id } },
        { token: a.owner.token, language: 'en' },
      ),
    ).toBe(409);
    expect((await auditTrail(ctx.db, 'consumer_review', review.id)).map((e) => e.action)).toEqual([
      'create',
      'reply',
      'edit_reply',
      'hide',
      'show',
    ]);

    // Company B never sees it and cannot touch it.
    const bList = await callRoute(
      ctx.app,
      ROUTES.consumerReviews.list,
      { query: { pageSize: '100' } },
      { token: b.owner.token, language: 'en' },
    );
    expect(bList.body.data.list.some((r) => r.id === review.id)).toBe(false);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.consumerReviews.get,
        { params: { id: review.id } },
        { token: b.owner.token, language: 'en' },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.consumerReviews.reply,
        { params: { id: review.id }, body: { reply: 'x' } },
        { token: b.owner.token, language: 'en' },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.consumerReviews.hide,
        { params: { id: review.id } },
        { token: b.owner.token, language: 'en' },
      ),
    ).toBe(404);
    const adminView = await callRoute(
      ctx.app,
      ROUTES.consumerReviews.get,
      { params: { id: review.id } },
      { token: admin.token, language: 'en' },
    );
    expect(adminView.status).toBe(200);
  });

  it('processes feedback once (0 -> 1 with a note; back to 0 or again is a 409); the company is notified', async () => {
    const sent = await sendFeedback({
      excode: await a.label(),
      type: 'quality',
      content: 'Found a feather',
      contact: '13900139000',
    });
    const id = (sent.body.data as { id: string }).id;
    const notices = await callRoute(ctx.app, ROUTES.notifications.query, {}, { token: a.owner.token });
    expect(notices.body.data.data.map((m) => m.title)).toContain('新的消费者反馈：Silk Nest');
    const bNotices = await callRoute(ctx.app, ROUTES.notifications.query, {}, { token: b.owner.token });
    expect(bNotices.body.data.data.some((m) => m.title.includes('Silk Nest'))).toBe(false);

    const open = await callRoute(
      ctx.app,
      ROUTES.consumerFeedback.list,
      { query: { status: '0', productId: a.product.id } },
      { token: a.owner.token, language: 'en' },
    );
    expect(open.body.data.list.find((f) => f.id === id)).toMatchObject({ status: 0, actions: ['process'] });
    const noNote = await callRoute(
      ctx.app,
      ROUTES.consumerFeedback.process,
      { params: { id }, body: { note: '' } },
      { token: a.owner.token, language: 'en' },
    );
    expect(noNote.body.errors).toEqual([{ path: 'note', message: 'Describe how the feedback was handled' }]);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.consumerFeedback.process,
        { params: { id }, body: { note: 'x' } },
        { token: b.owner.token, language: 'en' },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.consumerFeedback.get,
        { params: { id } },
        { token: b.owner.token, language: 'en' },
      ),
    ).toBe(404);
    const processed = await callRoute(
      ctx.app,
      ROUTES.consumerFeedback.process,
      {
        params: { id },
        body: {
          note: 'Called the customer and replaced the box',
        },
      },
      { token: a.owner.token, language: 'en' },
    );
    expect(processed.body.data).toMatchObject({
      status: 1,
      handlingNote: 'Called the customer and replaced the box',
      actions: [],
    });
    expect(processed.body.data.processedBy).toBeTruthy();
    const again = await callRoute(
      ctx.app,
      ROUTES.consumerFeedback.process,
      { params: { id }, body: { note: 'reopen' } },
      { token: a.owner.token, language: 'en' },
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This feedback has already been processed');
    const cn = await callRoute(
      ctx.app,
      ROUTES.consumerFeedback.process,
      { params: { id }, body: { note: 'x' } },
      { token: a.owner.token, language: 'cn' },
    );
    expect(cn.body.msg).toBe('该反馈已处理，不能再次处理');
    const stillDone = await callRoute(
      ctx.app,
      ROUTES.consumerFeedback.get,
      { params: { id } },
      { token: a.owner.token, language: 'en' },
    );
    expect(stillDone.body.data).toMatchObject({
      status: 1,
      handlingNote: 'Called the customer and replaced the box',
    });
    const processedList = await callRoute(
      ctx.app,
      ROUTES.consumerFeedback.list,
      { query: { status: '1' } },
      { token: a.owner.token, language: 'en' },
    );
    expect(processedList.body.data.list.some((f) => f.id === id)).toBe(true);
    const bList = await callRoute(
      ctx.app,
      ROUTES.consumerFeedback.list,
      { query: { pageSize: '100' } },
      { token: b.owner.token, language: 'en' },
    );
    expect(bList.body.data.list.some((f) => f.id === id)).toBe(false);
    expect((await auditTrail(ctx.db, 'consumer_feedback', id)).map((e) => e.action)).toEqual([
      'create',
      'process',
    ]);
  });

  it('lists members of the company only, and exports them as formula-safe CSV', async () => {
    await useSetting({ registerRewardPoints: 5 });
    const number = phone();
    const joined = await register({ excode: await a.label(), name: '=HYPERLINK("http://x")', phone: number });
    const memberId = (joined.body.data as { id: string }).id;
    const bMember = (await register({ excode: await b.label(), name: 'Other', phone: phone() })).body
      .data as {
      id: string;
    };

    const mine = await callRoute(
      ctx.app,
      ROUTES.members.list,
      { query: { keyword: number } },
      { token: a.owner.token, language: 'en' },
    );
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({ id: memberId, phone: number, productName: 'Silk Nest', points: 5 }),
    ]);
    const all = await callRoute(
      ctx.app,
      ROUTES.members.list,
      { query: { pageSize: '100' } },
      { token: a.owner.token, language: 'en' },
    );
    expect(all.body.data.list.every((m) => m.corpId === a.corp.id)).toBe(true);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.members.get,
        { params: { id: bMember.id } },
        { token: a.owner.token, language: 'en' },
      ),
    ).toBe(404);
    const detail = await callRoute(
      ctx.app,
      ROUTES.members.get,
      { params: { id: memberId } },
      { token: a.owner.token, language: 'en' },
    );
    expect(detail.body.data.pointsHistory).toEqual([
      expect.objectContaining({ kind: 'register', points: 5 }),
    ]);
    const adminBoth = await callRoute(
      ctx.app,
      ROUTES.members.list,
      { query: { pageSize: '100' } },
      { token: admin.token, language: 'en' },
    );
    expect(adminBoth.status).toBe(200);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.members.get,
        { params: { id: bMember.id } },
        { token: admin.token, language: 'en' },
      ),
    ).toBe(200);

    const csv = await injectRoute(
      ctx.app,
      ROUTES.members.export,
      { query: { keyword: number } },
      { token: a.owner.token, language: 'en' },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Gender,Birthday,Region,Email,Points,Product,Label,Company,Registered');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)",/);
    const bCsv = await injectRoute(
      ctx.app,
      ROUTES.members.export,
      { query: { keyword: number } },
      { token: b.owner.token },
    );
    expect(
      bCsv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('reads need the page permission and changes the manage permission', async () => {
    const viewer = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: a.corp.id,
      permissions: ['member.reviewMessage.view', 'member.userFeedback.view', 'member.memberMessage.view'],
    });
    const review = (await sendReview({ excode: await a.label(), rating: 5, content: 'Great' })).body.data as {
      id: string;
    };
    const feedback = (await sendFeedback({ excode: await a.label(), type: 'other', content: 'Hi' })).body
      .data as { id: string };
    const seen = await callRoute(
      ctx.app,
      ROUTES.consumerReviews.get,
      { params: { id: review.id } },
      { token: viewer.token, language: 'en' },
    );
    expect(seen.body.data.actions).toEqual([]);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.consumerReviews.reply,
        { params: { id: review.id }, body: { reply: 'x' } },
        { token: viewer.token, language: 'en' },
      ),
    ).toBe(403);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.consumerReviews.hide,
        { params: { id: review.id } },
        { token: viewer.token, language: 'en' },
      ),
    ).toBe(403);
    const seenFeedback = await callRoute(
      ctx.app,
      ROUTES.consumerFeedback.get,
      { params: { id: feedback.id } },
      { token: viewer.token, language: 'en' },
    );
    expect(seenFeedback.body.data.actions).toEqual([]);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.consumerFeedback.process,
        { params: { id: feedback.id }, body: { note: 'x' } },
        { token: viewer.token, language: 'en' },
      ),
    ).toBe(403);
    const outsider = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    expect(await statusOf(ctx.app, ROUTES.members.list, {}, { token: outsider.token, language: 'en' })).toBe(
      403,
    );
    expect(
      (await callRoute(ctx.app, ROUTES.consumerFeedback.list, {}, { token: outsider.token, language: 'en' }))
        .status,
    ).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.consumerReviews.list)).toBe(401);
  });
});

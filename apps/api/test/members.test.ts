import { randomInt } from 'node:crypto';
import { labels, memberScanSettings, productCategories, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, call, createTestApp, signedInUser, useTestApp } from './helpers';

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

const post = (url: string, payload: unknown, language?: 'cn' | 'en' | 'fr') =>
  call(ctx.app, { method: 'POST', url, payload, language });
const register = (payload: Record<string, unknown>, language?: 'cn' | 'en' | 'fr') =>
  post('/consumer/members', payload, language);
const phone = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

interface Review {
  id: string;
  visibility: string;
  reply: string | null;
  actions: string[];
}
interface Feedback {
  id: string;
  status: number;
  handlingNote: string | null;
  processedBy: string | null;
  labelVoid: boolean;
  actions: string[];
}
interface Page<T> {
  list: T[];
  total: number;
}

describe('consumers on the scan page (public)', () => {
  let a: Company;
  beforeAll(async () => {
    a = await companyWithProduct('Golden Cup Nest');
  });

  it('describes a label: product, company, registration setting and reviews', async () => {
    await useSetting({ registerRewardPoints: 20, scanRewardPoints: 5 });
    const code = await a.label();
    const panel = await call<Record<string, unknown>>(ctx.app, {
      method: 'GET',
      url: `/consumer/labels/${code}`,
    });
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
    const unknown = await call(ctx.app, {
      method: 'GET',
      url: `/consumer/labels/${newCode()}`,
      language: 'en',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This code does not belong to a registered product');
    const undelivered = await call(ctx.app, {
      method: 'GET',
      url: `/consumer/labels/${await a.label('unassigned')}`,
      language: 'fr',
    });
    expect(undelivered.status).toBe(404);
    expect(undelivered.body.msg).toBe('Ce code n’appartient à aucun produit enregistré');
    const malformed = await call(ctx.app, { method: 'GET', url: '/consumer/labels/12ab', language: 'en' });
    expect(malformed.status).toBe(400);
    const onUnknown = await post('/consumer/reviews', { excode: newCode(), rating: 5, content: 'ok' }, 'cn');
    expect(onUnknown.status).toBe(404);
    expect(onUnknown.body.msg).toBe('该编码不属于已登记的产品');
    for (const payload of [null, 'text', [1, 2], { excode: 42 }, { excode: a.corp.id, rating: 'five' }]) {
      for (const url of [
        '/consumer/members',
        '/consumer/reviews',
        '/consumer/feedback',
        '/consumer/scan-rewards',
      ]) {
        const res = await post(url, payload);
        // A JSON body that is not an object is a 400; a bare string is not JSON at all (415).
        expect([400, 415], `${url} ${JSON.stringify(payload)}`).toContain(res.status);
      }
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/consumer/reviews',
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
    const panel = await call<{ registration: { open: boolean } }>(ctx.app, {
      method: 'GET',
      url: `/consumer/labels/${code}`,
    });
    expect(panel.body.data.registration.open).toBe(false);
  });

  it('gives a label’s scan points to one member, within the daily limit', async () => {
    await useSetting({ registerRewardPoints: 10, scanRewardPoints: 3, dailyRewardLimit: 6 });
    const number = phone();
    await register({ excode: await a.label(), name: 'Chen', phone: number });
    const first = await a.label();
    const claimed = await post('/consumer/scan-rewards', { excode: first, phone: number });
    expect(claimed.body.data).toEqual({ granted: 3, points: 13 });
    const twice = await post('/consumer/scan-rewards', { excode: first, phone: number }, 'en');
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('The points of this label have already been claimed');
    const panel = await call<{ scanRewardAvailable: boolean }>(ctx.app, {
      method: 'GET',
      url: `/consumer/labels/${first}`,
    });
    expect(panel.body.data.scanRewardAvailable).toBe(false);
    expect(
      (await post('/consumer/scan-rewards', { excode: await a.label(), phone: number })).body.data,
    ).toEqual({
      granted: 3,
      points: 16,
    });
    const overLimit = await post('/consumer/scan-rewards', { excode: await a.label(), phone: number }, 'en');
    expect(overLimit.status).toBe(409);
    expect(overLimit.body.msg).toBe('Daily points limit reached, come back tomorrow');
    const stranger = await post('/consumer/scan-rewards', { excode: await a.label(), phone: phone() }, 'en');
    expect(stranger.status).toBe(404);
    expect(stranger.body.msg).toBe('No member with this phone number: please register first');
    await useSetting({ scanRewardPoints: 0 });
    const none = await post('/consumer/scan-rewards', { excode: await a.label(), phone: number });
    expect(none.status).toBe(409);
  });

  it('takes one review per label, public at once, and validates it in the request language', async () => {
    const code = await a.label();
    const written = await post('/consumer/reviews', {
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
    const again = await post('/consumer/reviews', { excode: code, rating: 5, content: 'again' }, 'en');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This item has already been reviewed');
    const other = await a.label();
    const en = await post('/consumer/reviews', { excode: other, rating: 6, content: 'x'.repeat(201) }, 'en');
    expect(en.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'rating', message: 'Choose a rating from 1 to 5 stars' },
        { path: 'content', message: expect.stringContaining('200') },
      ]),
    );
    const cn = await post('/consumer/reviews', { excode: other, rating: 0, content: '' }, 'cn');
    expect(cn.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'rating', message: '请选择1至5星评分' },
        { path: 'content', message: '请填写评价内容' },
      ]),
    );
    const markup = await post('/consumer/reviews', { excode: other, rating: 3, content: '<script>' }, 'en');
    expect(markup.body.errors).toEqual([
      { path: 'content', message: 'The input contains illegal characters' },
    ]);
    const listed = await call<Page<{ content: string }> & { list: { content: string }[] }>(ctx.app, {
      method: 'GET',
      url: `/consumer/labels/${other}/reviews`,
    });
    expect(listed.body.data.list.map((r) => r.content)).toContain('Clean and fragrant');
    const panel = await call<{ canReview: boolean; reviews: { count: number } }>(ctx.app, {
      method: 'GET',
      url: `/consumer/labels/${code}`,
    });
    expect(panel.body.data.canReview).toBe(false);
    expect(panel.body.data.reviews.count).toBeGreaterThanOrEqual(1);
  });

  it('a void label takes feedback (flagged) but no review or registration', async () => {
    await useSetting({});
    const code = await a.label('invalid');
    const reviewed = await post('/consumer/reviews', { excode: code, rating: 1, content: 'fake?' }, 'en');
    expect(reviewed.status).toBe(409);
    expect(reviewed.body.msg).toBe(
      'This label has been voided: reviews and registration are closed, but you can send feedback',
    );
    expect((await register({ excode: code, name: 'X', phone: phone() })).status).toBe(409);
    const sent = await post('/consumer/feedback', {
      excode: code,
      type: 'authenticity',
      content: 'Label looks fake',
    });
    expect(sent.status).toBe(200);
    const seen = await call<Feedback>(ctx.app, {
      method: 'GET',
      url: `/consumer-feedback/${(sent.body.data as { id: string }).id}`,
      token: a.owner.token,
    });
    expect(seen.body.data.labelVoid).toBe(true);
  });

  it('limits public writes per address with "429"', async () => {
    const limited: FastifyInstance = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: '/consumer/feedback',
          headers: { syslanguage: 'en' },
          payload: { excode: 'bad' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
      const last = await limited.inject({ method: 'POST', url: '/consumer/feedback', payload: {} });
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

  const as = <T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call<T>(ctx.app, { method, url, token, payload, language: 'en' });

  it('replies to a review (one reply, editable), hides and shows it; the scan page follows', async () => {
    const code = await a.label();
    const review = (await post('/consumer/reviews', { excode: code, rating: 2, content: 'Box was dented' }))
      .body.data as { id: string };
    const listed = await as<Page<Review>>(a.owner.token, 'GET', '/product-reviews?replied=false');
    const row = listed.body.data.list.find((r) => r.id === review.id);
    expect(row).toMatchObject({ visibility: 'visible', reply: null, actions: ['reply', 'hide'] });

    const replied = await as<Review>(a.owner.token, 'PUT', `/product-reviews/${review.id}/reply`, {
      reply: 'Sorry, we will send a new box.',
    });
    expect(replied.body.data.reply).toBe('Sorry, we will send a new box.');
    const edited = await as<Review>(a.owner.token, 'PUT', `/product-reviews/${review.id}/reply`, {
      reply: 'A new box is on its way.',
    });
    expect(edited.body.data).toMatchObject({ reply: 'A new box is on its way.' });
    const empty = await as(a.owner.token, 'PUT', `/product-reviews/${review.id}/reply`, { reply: ' ' });
    expect(empty.body.errors).toEqual([{ path: 'reply', message: 'Write the reply' }]);
    const publicList = async () =>
      (
        await call<Page<{ id: string; reply: string | null }>>(ctx.app, {
          method: 'GET',
          url: `/consumer/labels/${code}/reviews`,
        })
      ).body.data.list.find((r) => r.id === review.id);
    expect((await publicList())?.reply).toBe('A new box is on its way.');

    const hidden = await as<Review>(a.owner.token, 'POST', `/product-reviews/${review.id}/hide`);
    expect(hidden.body.data).toMatchObject({ visibility: 'hidden', actions: ['reply', 'show'] });
    expect(await publicList()).toBeUndefined();
    const hideAgain = await as(a.owner.token, 'POST', `/product-reviews/${review.id}/hide`);
    expect(hideAgain.status).toBe(409);
    expect(hideAgain.body.msg).toBe('This review is already hidden');
    expect(
      (await as<Review>(a.owner.token, 'POST', `/product-reviews/${review.id}/show`)).body.data.visibility,
    ).toBe('visible');
    expect((await as(a.owner.token, 'POST', `/product-reviews/${review.id}/show`)).status).toBe(409);
    expect((await auditTrail(ctx.db, 'consumer_review', review.id)).map((e) => e.action)).toEqual([
      'create',
      'reply',
      'edit_reply',
      'hide',
      'show',
    ]);

    // Company B never sees it and cannot touch it.
    const bList = await as<Page<Review>>(b.owner.token, 'GET', '/product-reviews?pageSize=100');
    expect(bList.body.data.list.some((r) => r.id === review.id)).toBe(false);
    expect((await as(b.owner.token, 'GET', `/product-reviews/${review.id}`)).status).toBe(404);
    expect(
      (await as(b.owner.token, 'PUT', `/product-reviews/${review.id}/reply`, { reply: 'x' })).status,
    ).toBe(404);
    expect((await as(b.owner.token, 'POST', `/product-reviews/${review.id}/hide`)).status).toBe(404);
    const adminView = await as<Review>(admin.token, 'GET', `/product-reviews/${review.id}`);
    expect(adminView.status).toBe(200);
  });

  it('processes feedback once (0 -> 1 with a note; back to 0 or again is a 409); the company is notified', async () => {
    const sent = await post('/consumer/feedback', {
      excode: await a.label(),
      type: 'quality',
      content: 'Found a feather',
      contact: '13900139000',
    });
    const id = (sent.body.data as { id: string }).id;
    const notices = await call<{ data: { title: string }[] }>(ctx.app, {
      method: 'POST',
      url: '/sysMessageNotification/queryMessageNotification',
      token: a.owner.token,
    });
    expect(notices.body.data.data.map((m) => m.title)).toContain('新的消费者反馈：Silk Nest');
    const bNotices = await call<{ data: { title: string }[] }>(ctx.app, {
      method: 'POST',
      url: '/sysMessageNotification/queryMessageNotification',
      token: b.owner.token,
    });
    expect(bNotices.body.data.data.some((m) => m.title.includes('Silk Nest'))).toBe(false);

    const open = await as<Page<Feedback>>(
      a.owner.token,
      'GET',
      `/consumer-feedback?status=0&productId=${a.product.id}`,
    );
    expect(open.body.data.list.find((f) => f.id === id)).toMatchObject({ status: 0, actions: ['process'] });
    const noNote = await as(a.owner.token, 'POST', `/consumer-feedback/${id}/process`, { note: '' });
    expect(noNote.body.errors).toEqual([{ path: 'note', message: 'Describe how the feedback was handled' }]);
    expect((await as(b.owner.token, 'POST', `/consumer-feedback/${id}/process`, { note: 'x' })).status).toBe(
      404,
    );
    expect((await as(b.owner.token, 'GET', `/consumer-feedback/${id}`)).status).toBe(404);
    const processed = await as<Feedback>(a.owner.token, 'POST', `/consumer-feedback/${id}/process`, {
      note: 'Called the customer and replaced the box',
    });
    expect(processed.body.data).toMatchObject({
      status: 1,
      handlingNote: 'Called the customer and replaced the box',
      actions: [],
    });
    expect(processed.body.data.processedBy).toBeTruthy();
    const again = await as(a.owner.token, 'POST', `/consumer-feedback/${id}/process`, { note: 'reopen' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This feedback has already been processed');
    const cn = await call(ctx.app, {
      method: 'POST',
      url: `/consumer-feedback/${id}/process`,
      token: a.owner.token,
      payload: { note: 'x' },
      language: 'cn',
    });
    expect(cn.body.msg).toBe('该反馈已处理，不能再次处理');
    const stillDone = await as<Feedback>(a.owner.token, 'GET', `/consumer-feedback/${id}`);
    expect(stillDone.body.data).toMatchObject({
      status: 1,
      handlingNote: 'Called the customer and replaced the box',
    });
    const processedList = await as<Page<Feedback>>(a.owner.token, 'GET', '/consumer-feedback?status=1');
    expect(processedList.body.data.list.some((f) => f.id === id)).toBe(true);
    const bList = await as<Page<Feedback>>(b.owner.token, 'GET', '/consumer-feedback?pageSize=100');
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

    const mine = await as<Page<{ id: string; phone: string; productName: string; points: number }>>(
      a.owner.token,
      'GET',
      `/members?keyword=${number}`,
    );
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({ id: memberId, phone: number, productName: 'Silk Nest', points: 5 }),
    ]);
    const all = await as<Page<{ id: string; corpId: string }>>(a.owner.token, 'GET', '/members?pageSize=100');
    expect(all.body.data.list.every((m) => m.corpId === a.corp.id)).toBe(true);
    expect((await as(a.owner.token, 'GET', `/members/${bMember.id}`)).status).toBe(404);
    const detail = await as<{ pointsHistory: { kind: string; points: number }[] }>(
      a.owner.token,
      'GET',
      `/members/${memberId}`,
    );
    expect(detail.body.data.pointsHistory).toEqual([
      expect.objectContaining({ kind: 'register', points: 5 }),
    ]);
    const adminBoth = await as<Page<{ id: string }>>(admin.token, 'GET', '/members?pageSize=100');
    expect(adminBoth.status).toBe(200);
    expect((await as(admin.token, 'GET', `/members/${bMember.id}`)).status).toBe(200);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/members/export?keyword=${number}`,
      headers: { authorization: `Bearer ${a.owner.token}`, syslanguage: 'en' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Gender,Birthday,Region,Email,Points,Product,Label,Company,Registered');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)",/);
    const bCsv = await ctx.app.inject({
      method: 'GET',
      url: `/members/export?keyword=${number}`,
      headers: { authorization: `Bearer ${b.owner.token}` },
    });
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
    const review = (await post('/consumer/reviews', { excode: await a.label(), rating: 5, content: 'Great' }))
      .body.data as { id: string };
    const feedback = (
      await post('/consumer/feedback', { excode: await a.label(), type: 'other', content: 'Hi' })
    ).body.data as { id: string };
    const seen = await as<Review>(viewer.token, 'GET', `/product-reviews/${review.id}`);
    expect(seen.body.data.actions).toEqual([]);
    expect(
      (await as(viewer.token, 'PUT', `/product-reviews/${review.id}/reply`, { reply: 'x' })).status,
    ).toBe(403);
    expect((await as(viewer.token, 'POST', `/product-reviews/${review.id}/hide`)).status).toBe(403);
    const seenFeedback = await as<Feedback>(viewer.token, 'GET', `/consumer-feedback/${feedback.id}`);
    expect(seenFeedback.body.data.actions).toEqual([]);
    expect(
      (await as(viewer.token, 'POST', `/consumer-feedback/${feedback.id}/process`, { note: 'x' })).status,
    ).toBe(403);
    const outsider = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    expect((await as(outsider.token, 'GET', '/members')).status).toBe(403);
    expect((await as(outsider.token, 'GET', '/consumer-feedback')).status).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/product-reviews' })).status).toBe(401);
  });
});

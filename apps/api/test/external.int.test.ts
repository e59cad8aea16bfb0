import { ROUTES } from '@trace/contracts';
import { readSheet } from '@trace/core';
import { apiKeys, companies, messages, messageTargets, partnerApps } from '@trace/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sha256 } from '../src/lib/tokens';
import { callRoute, callRouteUnchecked, signedInUser, useTestApp } from './helpers';
import { createPartnerApp, createPartnerKey } from './partner-fixtures';

const ctx = useTestApp();
const DAY = 86_400_000;
const r = ROUTES.external;
const p = ROUTES.partnerApi;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const asAdmin = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });
const self = (secret: string, remoteAddress?: string) =>
  callRoute(
    ctx.app,
    p.self,
    {},
    { apiKey: secret, language: 'en', ...(remoteAddress ? { remoteAddress } : {}) },
  );

/** A company user (producer) whose company has a registration number partners can name. */
async function companyUser() {
  const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  const registrationNo = `REG${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
  await ctx.db.update(companies).set({ registrationNo }).where(eq(companies.id, user.corpId!));
  return { ...user, registrationNo };
}

/** Keeps a burst of calls inside one minute window (and one UTC day): waits out the last seconds. */
async function atStartOfAWindow() {
  await vi.waitFor(
    () => {
      const now = new Date();
      const inDay = now.getUTCHours() * 3600 + now.getUTCMinutes() * 60 + now.getUTCSeconds();
      if (now.getUTCSeconds() >= 50 || inDay >= 86_390) throw new Error('too close to the window end');
    },
    { timeout: 15_000, interval: 200 },
  );
}

describe('partner applications and keys', () => {
  it('shows a key once, stores only its hash, and lists it by its prefix', async () => {
    const admin = await asAdmin();
    const app = await callRoute(
      ctx.app,
      r.createApp,
      {
        body: {
          name: 'Harbour customs broker',
          contactName: 'Mei',
          contactEmail: 'mei@broker.example',
          purpose: 'Declares imports for its clients',
        },
      },
      { token: admin.token },
    );
    expect(app.body.code).toBe('200');
    const appId = app.body.data.id;
    expect(app.body.data).toMatchObject({ ratePerMinute: 600, dailyQuota: 100_000, enabled: true });

    const issued = await callRoute(
      ctx.app,
      r.createKey,
      {
        params: { id: appId },
        body: { name: 'Production', scopes: ['batches:read'], expiresAt: inDays(90) },
      },
      { token: admin.token },
    );
    expect(issued.body.code).toBe('200');
    const { secret, key } = issued.body.data;
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    expect(key.status).toBe('active');
    const [stored] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored!.keyHash).toBe(sha256(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const detail = await callRoute(ctx.app, r.getApp, { params: { id: appId } }, { token: admin.token });
    expect(detail.body.data.keys.map((k) => k.prefix)).toEqual([key.prefix]);
    expect(JSON.stringify(detail.body)).not.toContain(secret.slice(key.prefix.length + 1));
    expect(detail.body.data.activeKeys).toBe(1);

    const me = await self(secret);
    expect(me.body.data).toMatchObject({ app: { id: appId }, key: { scopes: ['batches:read'] }, grants: [] });
  });

  it('refuses a key without an end, ending in the past or more than a year ahead, or with unknown scopes', async () => {
    const admin = await asAdmin();
    const app = await createPartnerApp(ctx.db);
    const create = (body: Record<string, unknown>) =>
      callRouteUnchecked(
        ctx.app,
        r.createKey,
        { params: { id: app.id }, body },
        { token: admin.token, language: 'en' },
      );
    const base = { name: 'K', scopes: ['batches:read'] };
    expect((await create(base)).status).toBe(400);
    const past = await create({ ...base, expiresAt: inDays(-1) });
    expect(past.body.errors?.[0]).toMatchObject({
      path: 'expiresAt',
      message: 'The end must be later than now',
    });
    const far = await create({ ...base, expiresAt: inDays(400) });
    expect(far.body.errors?.[0]).toMatchObject({
      path: 'expiresAt',
      message: 'It can run for one year at most',
    });
    const unknown = await create({ ...base, scopes: ['everything:write'], expiresAt: inDays(30) });
    expect(unknown.status).toBe(400);
    const none = await create({ ...base, scopes: [], expiresAt: inDays(30) });
    expect(none.status).toBe(400);
    const ip = await create({ ...base, expiresAt: inDays(30), ipAllow: ['not-an-address'] });
    expect(ip.status).toBe(400);
    expect(await ctx.db.$count(apiKeys, eq(apiKeys.appId, app.id))).toBe(0);
  });

  it('refuses missing, unknown, disabled, revoked and expired keys with 401, and keys of a disabled application', async () => {
    const admin = await asAdmin();
    expect((await callRoute(ctx.app, p.self, {}, { language: 'en' })).body.msg).toBe(
      'The partner API takes an API key in the X-Api-Key header',
    );
    expect((await callRoute(ctx.app, p.self, {}, { token: admin.token })).status).toBe(401);
    expect((await self('tr_00000000_unknown')).status).toBe(401);

    const { appId, key, secret } = await createPartnerKey(ctx.db);
    const first = await self(secret);
    expect(first.body).toMatchObject({ code: '200' });
    const ids = { id: appId, keyId: key.id };
    const disabled = await callRoute(ctx.app, r.disableKey, { params: ids }, { token: admin.token });
    expect(disabled.body.data.status).toBe('disabled');
    expect((await self(secret)).body).toMatchObject({
      code: '401',
      msg: 'The API key is not valid, has expired or has been revoked',
    });
    await callRoute(ctx.app, r.enableKey, { params: ids }, { token: admin.token });
    expect((await self(secret)).status).toBe(200);

    await ctx.db.update(partnerApps).set({ enabled: false }).where(eq(partnerApps.id, appId));
    ctx.app.partnerGate.forget();
    expect((await self(secret)).status).toBe(401);
    await ctx.db.update(partnerApps).set({ enabled: true }).where(eq(partnerApps.id, appId));
    ctx.app.partnerGate.forget();

    const revoked = await callRoute(ctx.app, r.revokeKey, { params: ids }, { token: admin.token });
    expect(revoked.body.data.status).toBe('revoked');
    expect((await self(secret)).status).toBe(401);
    expect((await callRoute(ctx.app, r.enableKey, { params: ids }, { token: admin.token })).status).toBe(409);

    const expired = await createPartnerKey(ctx.db, { expiresAt: new Date(Date.now() - 1000) });
    expect((await self(expired.secret)).status).toBe(401);
  });

  it('hears of a change made elsewhere (another process, the database) without being told directly', async () => {
    const { key, secret } = await createPartnerKey(ctx.db);
    expect((await self(secret)).status).toBe(200);
    await ctx.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, key.id));
    await vi.waitFor(async () => expect((await self(secret)).status).toBe(401), { timeout: 5000 });
  });

  it('rotates a key: both work during the grace period, the old one stops after it; no grace stops it at once', async () => {
    const admin = await asAdmin();
    const { appId, key, secret } = await createPartnerKey(ctx.db, { scopes: ['labels:read'] });
    const rotated = await callRoute(
      ctx.app,
      r.rotateKey,
      { params: { id: appId, keyId: key.id }, body: { graceHours: 24 } },
      { token: admin.token },
    );
    expect(rotated.body.code).toBe('200');
    const fresh = rotated.body.data;
    expect(fresh.key.scopes).toEqual(['labels:read']);
    expect(fresh.key.expiresAt).toBe(key.expiresAt.toISOString());
    expect((await self(secret)).status).toBe(200);
    expect((await self(fresh.secret)).status).toBe(200);
    const old = await callRoute(ctx.app, r.getApp, { params: { id: appId } }, { token: admin.token });
    expect(old.body.data.keys.find((k) => k.id === key.id)).toMatchObject({
      status: 'grace',
      replacedBy: fresh.key.id,
    });
    expect(
      (
        await callRoute(
          ctx.app,
          r.rotateKey,
          { params: { id: appId, keyId: key.id }, body: {} },
          { token: admin.token },
        )
      ).status,
    ).toBe(409);

    // The grace period ends.
    await ctx.db
      .update(apiKeys)
      .set({ graceUntil: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    ctx.app.partnerGate.forget();
    expect((await self(secret)).status).toBe(401);
    expect((await self(fresh.secret)).status).toBe(200);

    const again = await callRoute(
      ctx.app,
      r.rotateKey,
      { params: { id: appId, keyId: fresh.key.id }, body: { graceHours: 0 } },
      { token: admin.token },
    );
    expect((await self(fresh.secret)).status).toBe(401);
    expect((await self(again.body.data.secret)).status).toBe(200);
  });

  it('accepts a key only from its allowed addresses', async () => {
    const { secret } = await createPartnerKey(ctx.db, { ipAllow: ['203.0.113.0/24', '2001:db8::1'] });
    const refused = await self(secret, '198.51.100.4');
    expect(refused.body).toMatchObject({
      code: '401',
      msg: 'This API key may not be used from the address 198.51.100.4',
    });
    expect((await self(secret, '203.0.113.77')).status).toBe(200);
    expect((await self(secret, '2001:db8::1')).status).toBe(200);
    expect((await self(secret, '2001:db8::2')).status).toBe(401);
  });

  it('limits calls per minute and per day with the standard headers', async () => {
    const app = await createPartnerApp(ctx.db, { ratePerMinute: 3, dailyQuota: 1000 });
    const { secret } = await createPartnerKey(ctx.db, { appId: app.id });
    await atStartOfAWindow();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await self(secret)).response);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(answers[0]!.headers['ratelimit-limit']).toBe('3');
    const reset = Number(answers[0]!.headers['ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[3]!.json().msg).toMatch(/^Too many calls: at most 3 a minute/);

    const daily = await createPartnerApp(ctx.db, { ratePerMinute: 100, dailyQuota: 2 });
    const quota = await createPartnerKey(ctx.db, { appId: daily.id });
    await atStartOfAWindow();
    const calls = [];
    for (let i = 0; i < 3; i++) calls.push((await self(quota.secret)).response);
    expect(calls.map((a) => a.statusCode)).toEqual([200, 200, 429]);
    expect(calls[1]!.headers['x-daily-quota-remaining']).toBe('0');
    expect(Number(calls[2]!.headers['retry-after'])).toBeGreaterThan(60);
    expect(calls[2]!.json().msg).toBe("Today's quota of 2 calls is used up; it resets at midnight UTC");
  });

  it('refuses a partner key everywhere but the partner API', async () => {
    const { secret } = await createPartnerKey(ctx.db);
    const answer = await callRoute(
      ctx.app,
      ROUTES.session.currentUser,
      {},
      { apiKey: secret, language: 'en' },
    );
    expect(answer.body).toMatchObject({
      code: '403',
      msg: 'API keys reach only the partner API (/partner/v1)',
    });
  });

  it('is managed by administrators only', async () => {
    const producer = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    expect((await callRoute(ctx.app, r.listApps, {}, { token: producer.token })).status).toBe(403);
    const app = await createPartnerApp(ctx.db);
    expect(
      (await callRoute(ctx.app, r.getApp, { params: { id: app.id } }, { token: producer.token })).status,
    ).toBe(403);
  });
});

describe('company consent', () => {
  it('a partner asks, the company is notified and approves narrowed; the key then sees the grant; revoking ends it', async () => {
    const company = await companyUser();
    const admin = await asAdmin();
    const { appId, secret } = await createPartnerKey(ctx.db);
    const asked = await callRoute(
      ctx.app,
      p.requestAccess,
      {
        body: {
          registrationNo: company.registrationNo,
          resources: ['batches', 'events', 'shipments'],
          reason: 'Shows provenance to our shoppers',
          validUntil: inDays(180),
        },
      },
      { apiKey: secret },
    );
    expect(asked.body.code).toBe('200');
    expect(asked.body.data).toMatchObject({ status: 'pending', source: 'partner', granted: null });
    const grantId = asked.body.data.id;
    const notices = await ctx.db
      .select({ kind: messages.kind })
      .from(messages)
      .innerJoin(messageTargets, eq(messageTargets.messageId, messages.id))
      .where(eq(messageTargets.corpId, company.corpId!));
    expect(notices.map((m) => m.kind)).toContain('partner.requestNotice');

    // Asking again while one waits is refused.
    const twice = await callRoute(
      ctx.app,
      p.requestAccess,
      {
        body: {
          registrationNo: company.registrationNo,
          resources: ['batches'],
          reason: 'x',
          validUntil: inDays(10),
        },
      },
      { apiKey: secret, language: 'en' },
    );
    expect(twice.body).toMatchObject({
      code: '409',
      msg: 'A request to this company is already waiting for its decision',
    });
    const unknownCompany = await callRoute(
      ctx.app,
      p.requestAccess,
      { body: { registrationNo: 'NOPE', resources: ['batches'], reason: 'x', validUntil: inDays(10) } },
      { apiKey: secret },
    );
    expect(unknownCompany.status).toBe(400);

    const listed = await callRoute(ctx.app, r.listGrants, {}, { token: company.token });
    expect(listed.body.data.list.map((g) => [g.id, g.actions])).toEqual([[grantId, ['approve', 'refuse']]]);
    // The platform cannot consent for the company.
    const adminView = await callRoute(
      ctx.app,
      r.getGrant,
      { params: { id: grantId } },
      { token: admin.token },
    );
    expect(adminView.body.data.actions).toEqual([]);
    const byAdmin = await callRoute(
      ctx.app,
      r.approveGrant,
      { params: { id: grantId }, body: { resources: ['batches'], validUntil: inDays(30) } },
      { token: admin.token },
    );
    expect(byAdmin.status).toBe(403);

    const tooMuch = await callRoute(
      ctx.app,
      r.approveGrant,
      { params: { id: grantId }, body: { resources: ['batches', 'labels'], validUntil: inDays(30) } },
      { token: company.token },
    );
    expect(tooMuch.status).toBe(400);
    const tooLong = await callRoute(
      ctx.app,
      r.approveGrant,
      { params: { id: grantId }, body: { resources: ['batches'], validUntil: inDays(200) } },
      { token: company.token },
    );
    expect(tooLong.status).toBe(400);
    const approved = await callRoute(
      ctx.app,
      r.approveGrant,
      {
        params: { id: grantId },
        body: { resources: ['batches', 'events'], validUntil: inDays(30), note: 'Batches only for now' },
      },
      { token: company.token },
    );
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      granted: ['batches', 'events'],
      actions: ['revoke'],
    });

    const me = await self(secret);
    expect(me.body.data.grants).toEqual([
      expect.objectContaining({ corpId: company.corpId, resources: ['batches', 'events'] }),
    ]);
    const mine = await callRoute(ctx.app, p.listAccessRequests, {}, { apiKey: secret });
    expect(mine.body.data[0]).toMatchObject({
      id: grantId,
      status: 'approved',
      decisionNote: 'Batches only for now',
    });
    expect(mine.body.data[0]).not.toHaveProperty('decidedByName');

    const revoked = await callRoute(
      ctx.app,
      r.revokeGrant,
      { params: { id: grantId }, body: { reason: 'Contract ended' } },
      { token: company.token },
    );
    expect(revoked.body.data.status).toBe('revoked');
    expect((await self(secret)).body.data.grants).toEqual([]);
    expect(
      (
        await callRoute(
          ctx.app,
          r.revokeGrant,
          { params: { id: grantId }, body: { reason: 'again' } },
          { token: company.token },
        )
      ).status,
    ).toBe(409);
    expect(appId).toBeTruthy();
  });

  it("keeps each company to its own requests; another company's request answers 404", async () => {
    const first = await companyUser();
    const second = await companyUser();
    const admin = await asAdmin();
    const app = await createPartnerApp(ctx.db);
    const filed = await callRoute(
      ctx.app,
      r.createGrant,
      {
        body: {
          appId: app.id,
          corpId: first.corpId!,
          resources: ['products'],
          reason: 'Catalogue',
          validUntil: inDays(60),
        },
      },
      { token: admin.token },
    );
    expect(filed.body.data).toMatchObject({ source: 'admin', status: 'pending' });
    const id = filed.body.data.id;
    expect((await callRoute(ctx.app, r.getGrant, { params: { id } }, { token: second.token })).status).toBe(
      404,
    );
    const secondList = await callRoute(ctx.app, r.listGrants, {}, { token: second.token });
    expect(secondList.body.data.list.map((g) => g.id)).not.toContain(id);
    const refuse = await callRoute(
      ctx.app,
      r.refuseGrant,
      { params: { id }, body: { reason: 'no' } },
      { token: second.token },
    );
    expect(refuse.status).toBe(404);
    const refused = await callRoute(
      ctx.app,
      r.refuseGrant,
      { params: { id }, body: { reason: 'We do not share our catalogue' } },
      { token: first.token },
    );
    expect(refused.body.data).toMatchObject({
      status: 'refused',
      decisionNote: 'We do not share our catalogue',
    });
    const adminList = await callRoute(
      ctx.app,
      r.listGrants,
      { query: { status: 'refused', appId: app.id } },
      { token: admin.token },
    );
    expect(adminList.body.data.list.map((g) => g.id)).toEqual([id]);
  });
});

describe('access log', () => {
  it('records every call with its key, route, status and address, refused ones included, and counts them per day', async () => {
    const admin = await asAdmin();
    const { appId, key, secret } = await createPartnerKey(ctx.db);
    await self(secret, '203.0.113.9');
    await self(secret);
    await ctx.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, key.id));
    ctx.app.partnerGate.forget();
    await self(secret);
    await ctx.app.partnerAccessLog.flush();

    const log = await callRoute(ctx.app, r.accessLog, { query: { keyId: key.id } }, { token: admin.token });
    expect(log.body.data.total).toBe(3);
    expect(log.body.data.list.map((row) => row.status)).toEqual([401, 200, 200]);
    expect(log.body.data.list[2]).toMatchObject({
      appId,
      keyPrefix: key.prefix,
      route: p.self.path,
      method: 'GET',
      ip: '203.0.113.9',
      corpId: null,
    });
    const errors = await callRoute(
      ctx.app,
      r.accessLog,
      { query: { keyId: key.id, outcome: 'error' } },
      { token: admin.token },
    );
    expect(errors.body.data.total).toBe(1);

    const usage = await callRoute(
      ctx.app,
      r.keyUsage,
      { params: { id: appId, keyId: key.id } },
      { token: admin.token },
    );
    expect(usage.body.data).toHaveLength(30);
    expect(usage.body.data.at(-1)).toMatchObject({ calls: 3, refused: 1, errors: 0 });
    const [used] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(used!.lastUsedAt).not.toBeNull();

    const file = await callRoute(
      ctx.app,
      r.exportAccessLog,
      { query: { keyId: key.id } },
      { token: admin.token, language: 'en' },
    );
    expect(file.response.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(file.response.rawPayload, { maxRows: 100 });
    expect(sheet.header[0]).toBe('Time (UTC)');
    expect(sheet.rows.map((row) => row.cells[7])).toEqual(['401', '200', '200']);
  });

  it('shows a company only the calls that reached its data', async () => {
    const company = await companyUser();
    const { secret } = await createPartnerKey(ctx.db);
    await self(secret);
    await ctx.app.partnerAccessLog.flush();
    const log = await callRoute(ctx.app, r.accessLog, {}, { token: company.token });
    expect(log.body.data.total).toBe(0);
  });
});

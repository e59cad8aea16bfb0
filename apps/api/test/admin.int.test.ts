import { ROUTES } from '@trace/contracts';
import { apiKeys, auditLogs, jobs, messages } from '@trace/db';
import { createCompany, createUser } from '@trace/db/factories';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/tokens';
import { callRoute, injectRoute, login, signedInUser, uploadFile, useTestApp } from './helpers';

const ctx = useTestApp();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const uploadWithKey = (apiKey: string) => uploadFile(ctx.app, { apiKey }, 'a.png', PNG);

describe('API keys for external partners', () => {
  it('are shown once, stored hashed, scoped to their permissions and company, and revocable', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const corp = await createCompany(ctx.db);
    const created = await callRoute(
      ctx.app,
      ROUTES.admin.createApiKey,
      { body: { name: 'Customs gateway', permissions: ['file.upload'], corpId: corp.id } },
      { token: admin.token },
    );
    expect(created.body.code).toBe('200');
    const { secret, apiKey } = created.body.data;
    expect(secret).toMatch(new RegExp(`^tk_${apiKey.prefix.replace(/[-]/g, '\\-')}_`));
    const listed = await callRoute(ctx.app, ROUTES.admin.listApiKeys, {}, { token: admin.token });
    const row = listed.body.data.list.find((item) => item.id === apiKey.id);
    expect(row).toBeDefined();
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const uploaded = await uploadWithKey(secret);
    expect(uploaded.json().code).toBe('200');
    expect(uploaded.json().data.mimeType).toBe('image/png');

    // A key is not a user session, and holds nothing beyond its permissions.
    const session = await injectRoute(
      ctx.app,
      ROUTES.session.currentUser,
      {},
      { headers: { 'x-api-key': secret } },
    );
    expect(session.statusCode).toBe(403);
    const jobsList = await injectRoute(ctx.app, ROUTES.admin.jobs, {}, { headers: { 'x-api-key': secret } });
    expect(jobsList.statusCode).toBe(403);

    const revoked = await callRoute(
      ctx.app,
      ROUTES.admin.revokeApiKey,
      { params: { id: apiKey.id } },
      { token: admin.token },
    );
    expect(revoked.body.data.revokedAt).not.toBeNull();
    const after = await uploadWithKey(secret);
    expect(after.statusCode).toBe(401);
    expect(after.json().msg).toBe('接口密钥无效或已撤销');
    const audits = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'api_key'), eq(auditLogs.entityId, apiKey.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'revoke']);
    expect(JSON.stringify(audits)).not.toContain('keyHash');
  });

  it('refuses unknown permissions', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const res = await callRoute(
      ctx.app,
      ROUTES.admin.createApiKey,
      { body: { name: 'Bad', permissions: ['everything.please'], allTenants: true } },
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.path).toBe('permissions');
  });

  it('need an explicit scope: one company, or every company granted by an administrator', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const create = (token: string, scope: Record<string, unknown>) =>
      callRoute(
        ctx.app,
        ROUTES.admin.createApiKey,
        { body: { name: 'Partner', permissions: ['file.upload'], ...scope } },
        { token, language: 'en' },
      );
    const unscoped = await create(admin.token, {});
    expect(unscoped.status).toBe(400);
    expect(unscoped.body.errors).toEqual([
      {
        path: 'corpId',
        message: 'Choose the company the key may reach, or grant it every company explicitly',
      },
    ]);
    const corp = await createCompany(ctx.db);
    expect((await create(admin.token, { corpId: corp.id, allTenants: true })).status).toBe(400);
    expect((await create(admin.token, { corpId: crypto.randomUUID() })).status).toBe(400);
    const everyCompany = await create(admin.token, { allTenants: true });
    expect(everyCompany.body.data.apiKey).toMatchObject({ corpId: null, allTenants: true });
    const keeper = await signedInUser(ctx.app, ctx.db, { permissions: ['sys.apiKey.manage'] });
    const refused = await create(keeper.token, { allTenants: true });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Only a platform administrator can grant every company');
    expect((await create(keeper.token, { corpId: corp.id })).body.data.apiKey).toMatchObject({
      corpId: corp.id,
      allTenants: false,
    });
  });

  it("read their company's files only; a key without a scope (made before scopes) is refused", async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const ours = await signedInUser(ctx.app, ctx.db);
    const theirs = await signedInUser(ctx.app, ctx.db);
    const keyFor = async (scope: Record<string, unknown>) =>
      (
        await callRoute(
          ctx.app,
          ROUTES.admin.createApiKey,
          { body: { name: 'Reader', permissions: ['file.upload'], ...scope } },
          { token: admin.token },
        )
      ).body.data.secret;
    const companyKey = await keyFor({ corpId: ours.corpId });
    const everyKey = await keyFor({ allTenants: true });
    const ourFile = (await uploadWithKey(companyKey)).json().data.url as string;
    const theirFile = (await uploadFile(ctx.app, { token: theirs.token }, 'b.png', PNG)).json().data
      .url as string;
    const read = (key: string, url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
    expect((await read(companyKey, ourFile)).statusCode).toBe(200);
    expect((await read(companyKey, theirFile)).statusCode).toBe(404);
    expect((await read(everyKey, theirFile)).statusCode).toBe(200);

    const legacy = `tk_legacy_${crypto.randomUUID()}`;
    await ctx.db.insert(apiKeys).values({
      name: 'Old partner',
      prefix: 'legacy',
      keyHash: sha256(legacy),
      permissions: ['file.upload'],
    });
    const old = await ctx.app.inject({
      method: 'GET',
      url: theirFile,
      headers: { 'x-api-key': legacy, syslanguage: 'en' },
    });
    expect(old.statusCode).toBe(403);
    expect(old.json().msg).toBe('The API key has no company scope; an administrator must create a new one');
  });

  it('revoking an unknown key is "404"', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const res = await callRoute(
      ctx.app,
      ROUTES.admin.revokeApiKey,
      { params: { id: crypto.randomUUID() } },
      { token: admin.token },
    );
    expect(res.status).toBe(404);
  });
});

describe('sending messages', () => {
  it('reaches the chosen companies only, with the HTML made safe, and writes an audit row', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const corpA = await createCompany(ctx.db);
    const corpB = await createCompany(ctx.db);
    const inA = await createUser(ctx.db, { corpId: corpA.id });
    const inB = await createUser(ctx.db, { corpId: corpB.id });
    const sent = await callRoute(
      ctx.app,
      ROUTES.notifications.send,
      {
        body: {
          title: 'Inspection next week',
          content:
            '<p onclick="steal()">Please prepare <b>documents</b></p><script>alert(1)</script><a href="javascript:x">x</a>',
          audience: { type: 'companies', corpIds: [corpA.id] },
          forced: true,
        },
      },
      { token: admin.token },
    );
    expect(sent.body.data.recipients).toBe(1);
    const [stored] = await ctx.db.select().from(messages).where(eq(messages.id, sent.body.data.id));
    expect(stored?.content).toContain('<p>Please prepare <b>documents</b></p>');
    expect(stored?.content).not.toMatch(/script|onclick|javascript:/);
    const a = await login(ctx.app, inA.account, inA.password);
    const b = await login(ctx.app, inB.account, inB.password);
    const seenByA = await callRoute(ctx.app, ROUTES.notifications.recentlyDialog, {}, { token: a.token });
    expect(seenByA.body.data.data.map((m) => m.id)).toContain(sent.body.data.id);
    const seenByB = await callRoute(ctx.app, ROUTES.notifications.query, {}, { token: b.token });
    expect(seenByB.body.data.data.map((m) => m.id)).not.toContain(sent.body.data.id);
    const detailB = await callRoute(
      ctx.app,
      ROUTES.notifications.detail,
      { body: { id: sent.body.data.id } },
      { token: b.token },
    );
    expect(detailB.status).toBe(404);
    const [audit] = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'message'), eq(auditLogs.entityId, sent.body.data.id)));
    expect(audit?.userId).toBe(admin.id);
  });

  it('validates the audience', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const res = await callRoute(
      ctx.app,
      ROUTES.notifications.send,
      { body: { title: 'x', content: 'y', audience: { type: 'companies', corpIds: [] } } },
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.path).toBe('audience.corpIds');
  });
});

describe('outbox and jobs', () => {
  it('an administrator reads the outgoing mail and the job that delivers it', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const email = `outbox_${Date.now()}@example.com`;
    await callRoute(ctx.app, ROUTES.auth.sendRegisterCode, { body: { email } }, { language: 'en' });
    const mail = await callRoute(
      ctx.app,
      ROUTES.admin.outbox,
      { query: { recipient: email } },
      { token: admin.token },
    );
    expect(mail.body.data.total).toBe(1);
    expect(mail.body.data.list[0]).toMatchObject({
      recipient: email,
      subject: 'Your verification code',
      status: 'pending',
    });
    const queued = await ctx.db.select().from(jobs).where(eq(jobs.queue, 'notify'));
    expect(queued.length).toBeGreaterThan(0);
    const list = await callRoute(
      ctx.app,
      ROUTES.admin.jobs,
      { query: { queue: 'notify' } },
      { token: admin.token },
    );
    expect(list.body.data.list.every((job) => job.queue === 'notify')).toBe(true);
  });
});

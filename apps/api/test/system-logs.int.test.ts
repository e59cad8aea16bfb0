import { ROUTES } from '@trace/contracts';
import { createUser } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import {
  auditTrail,
  callRoute,
  injectRoute,
  login,
  rawCall,
  signedInUser,
  statusOf,
  useTestApp,
} from './helpers';

const ctx = useTestApp({}, (app) => {
  app.get('/test/explode', { config: { access: 'public' } }, async () => {
    throw new Error('logs test explosion');
  });
});
const adminToken = async () => (await signedInUser(ctx.app, ctx.db, { userType: 'admin' })).token;

describe('/SysLog, /SysException, /sysLogininfor', () => {
  it('lists audit rows and shows one with before and after, secrets removed', async () => {
    const token = await adminToken();
    const role = await callRoute(
      ctx.app,
      ROUTES.system.roles.create,
      { body: { code: `log_${Date.now()}`, name: { cn: '日志', en: 'Logs', fr: 'Journaux' } } },
      { token },
    );
    await callRoute(
      ctx.app,
      ROUTES.system.roles.update,
      { params: { id: role.body.data.id }, body: { remark: 'changed' } },
      { token },
    );
    const list = await callRoute(
      ctx.app,
      ROUTES.system.auditLogs,
      { query: { entity: 'role', keyword: role.body.data.id } },
      { token },
    );
    expect(list.body.data.list.map((row) => row.action)).toEqual(['update', 'create']);
    const detail = await callRoute(
      ctx.app,
      ROUTES.system.auditLog,
      { params: { id: list.body.data.list[0]!.id } },
      { token },
    );
    expect(detail.body.data.before).toMatchObject({ remark: null });
    expect(detail.body.data.after).toMatchObject({ remark: 'changed' });
    const user = await createUser(ctx.db, { userType: 'admin' });
    const userToken = (await login(ctx.app, user.account, user.password)).token;
    await callRoute(
      ctx.app,
      ROUTES.system.resetUserPassword,
      { params: { id: user.id }, body: { password: 'Other@2026', confirmPassword: 'Other@2026' } },
      { token: userToken },
    );
    const trail = await auditTrail(ctx.db, 'user', user.id);
    expect(JSON.stringify(trail)).not.toMatch(/passwordHash|\$argon2/);
  });

  it('lists unhandled errors with their stack', async () => {
    const token = await adminToken();
    await rawCall(ctx.app, { method: 'GET', url: '/test/explode' });
    const list = await callRoute(
      ctx.app,
      ROUTES.system.exceptionLogs,
      { query: { keyword: 'logs test explosion' } },
      { token },
    );
    expect(list.body.data.list[0]).toMatchObject({ message: 'logs test explosion', url: '/test/explode' });
    expect(list.body.data.list[0]!.stack).toContain('Error: logs test explosion');
  });

  it('lists sign-ins with address, agent and result, filterable by result', async () => {
    const token = await adminToken();
    const user = await createUser(ctx.db);
    await injectRoute(
      ctx.app,
      ROUTES.auth.login,
      { body: { account: user.account, password: 'Wrong@1234' } },
      { headers: { 'user-agent': 'LogTest/1.0' } },
    );
    await login(ctx.app, user.account, user.password);
    const failed = await callRoute(
      ctx.app,
      ROUTES.system.loginLogs,
      { query: { keyword: user.account, success: 'false' } },
      { token },
    );
    expect(failed.body.data.list).toEqual([
      expect.objectContaining({
        account: user.account,
        success: false,
        reason: 'wrong_password',
        ip: '127.0.0.1',
        userAgent: 'LogTest/1.0',
      }),
    ]);
    const all = await callRoute(
      ctx.app,
      ROUTES.system.loginLogs,
      { query: { keyword: user.account } },
      { token },
    );
    expect(all.body.data.total).toBe(2);
  });

  it('are for administrators only', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    for (const route of [ROUTES.system.auditLogs, ROUTES.system.exceptionLogs, ROUTES.system.loginLogs]) {
      expect(await statusOf(ctx.app, route, {}, { token: user.token })).toBe(403);
    }
  });
});

describe('/SysVersion', () => {
  it('drafts are for administrators; publishing shows a release note to every user', async () => {
    const token = await adminToken();
    const version = `2.${Date.now() % 1000}.${Math.floor(Math.random() * 1000)}`;
    const bad = await callRoute(
      ctx.app,
      ROUTES.system.versions.create,
      { body: { version: 'v2', title: 'x', content: 'y' } },
      { token, language: 'en' },
    );
    expect(bad.body.errors).toEqual([{ path: 'version', message: 'The version must look like 1.2.3' }]);
    const draft = await callRoute(
      ctx.app,
      ROUTES.system.versions.create,
      { body: { version, title: 'Faster search', content: 'Label search is faster.' } },
      { token },
    );
    expect(draft.body.data.published).toBe(false);
    const user = await signedInUser(ctx.app, ctx.db);
    const before = await callRoute(
      ctx.app,
      ROUTES.system.publishedVersions,
      { query: { pageSize: '100' } },
      { token: user.token },
    );
    expect(before.body.data.list.map((v) => v.version)).not.toContain(version);
    const published = await callRoute(
      ctx.app,
      ROUTES.system.publishVersion,
      { params: { id: draft.body.data.id } },
      { token },
    );
    expect(published.body.data.published).toBe(true);
    const after = await callRoute(
      ctx.app,
      ROUTES.system.publishedVersions,
      { query: { pageSize: '100' } },
      { token: user.token },
    );
    expect(after.body.data.list.map((v) => v.version)).toContain(version);
    expect((await auditTrail(ctx.db, 'version', draft.body.data.id)).map((a) => a.action)).toEqual([
      'create',
      'publish',
    ]);
  });
});

describe('/adviceFeedback', () => {
  it('users send advice and see only their own; an administrator processes it once and the sender is told', async () => {
    const sender = await signedInUser(ctx.app, ctx.db, { userType: 'dealer' });
    const other = await signedInUser(ctx.app, ctx.db, { userType: 'dealer' });
    const sent = await callRoute(
      ctx.app,
      ROUTES.system.submitAdvice,
      { body: { title: 'Export to Excel', content: 'Please add an export button to the batch list.' } },
      { token: sender.token },
    );
    expect(sent.body.data).toMatchObject({ status: 0, actions: [] });
    expect(
      (await callRoute(ctx.app, ROUTES.system.listAdvice, {}, { token: other.token })).body.data.total,
    ).toBe(0);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.system.getAdvice,
        { params: { id: sent.body.data.id } },
        { token: other.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.system.processAdvice,
        { params: { id: sent.body.data.id }, body: { reply: 'x' } },
        { token: sender.token },
      ),
    ).toBe(403);
    const token = await adminToken();
    const pending = await callRoute(
      ctx.app,
      ROUTES.system.listAdvice,
      { query: { status: '0', keyword: 'Export to Excel' } },
      { token },
    );
    expect(pending.body.data.list.find((a) => a.id === sent.body.data.id)?.actions).toEqual(['process']);
    const processed = await callRoute(
      ctx.app,
      ROUTES.system.processAdvice,
      { params: { id: sent.body.data.id }, body: { reply: 'Added in 2.1 & thanks "team"' } },
      { token },
    );
    expect(processed.body.data).toMatchObject({ status: 1, reply: 'Added in 2.1 & thanks "team"' });
    const twice = await callRoute(
      ctx.app,
      ROUTES.system.processAdvice,
      { params: { id: sent.body.data.id }, body: { reply: 'again' } },
      { token, language: 'en' },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('This advice has already been processed');
    const inbox = await callRoute(ctx.app, ROUTES.notifications.query, {}, { token: sender.token });
    expect(inbox.body.data.data[0]?.title).toContain('Your advice has been processed');
    expect(inbox.body.data.data[0]?.content).toContain('Added in 2.1 &#38; thanks &#34;team&#34;');
    expect((await auditTrail(ctx.db, 'advice', sent.body.data.id)).map((a) => a.action)).toEqual([
      'create',
      'process',
    ]);
  });

  it('validates title and content', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const res = await callRoute(
      ctx.app,
      ROUTES.system.submitAdvice,
      { body: { title: '', content: 'x'.repeat(2001) } },
      { token: user.token },
    );
    expect(res.body.errors?.map((e) => e.path).sort()).toEqual(['content', 'title']);
  });
});

describe('list conventions shared by the pages', () => {
  it('filters logs by creation date (a date alone covers the whole day) and sorts managed lists by a column', async () => {
    const token = await adminToken();
    const today = new Date().toISOString().slice(0, 10);
    const todays = await callRoute(
      ctx.app,
      ROUTES.system.loginLogs,
      { query: { createdFrom: today, createdTo: today } },
      { token },
    );
    expect(todays.body.data.total).toBeGreaterThan(0);
    const ancient = await callRoute(
      ctx.app,
      ROUTES.system.loginLogs,
      { query: { createdTo: '2000-01-01' } },
      { token },
    );
    expect(ancient.body.data.total).toBe(0);
    const prefix = `sortx${Date.now()}`;
    for (const letter of ['b', 'c', 'a']) {
      await callRoute(
        ctx.app,
        ROUTES.system.roles.create,
        { body: { code: `${prefix}${letter}`, name: { cn: letter, en: letter, fr: letter } } },
        { token },
      );
    }
    const ascending = await callRoute(
      ctx.app,
      ROUTES.system.roles.list,
      { query: { keyword: prefix, sortBy: 'code', sortOrder: 'asc' } },
      { token },
    );
    expect(ascending.body.data.list.map((r) => r.code)).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}c`]);
    const descending = await callRoute(
      ctx.app,
      ROUTES.system.roles.list,
      { query: { keyword: prefix, sortBy: 'code', sortOrder: 'desc' } },
      { token },
    );
    expect(descending.body.data.list.map((r) => r.code)).toEqual([`${prefix}c`, `${prefix}b`, `${prefix}a`]);
    const unknownColumn = await callRoute(
      ctx.app,
      ROUTES.system.roles.list,
      { query: { sortBy: 'nope' } },
      { token },
    );
    expect(unknownColumn.body.code).toBe('200');
  });
});

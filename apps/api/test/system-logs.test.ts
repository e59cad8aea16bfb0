import { createUser } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { auditTrail, call, login, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp({}, (app) => {
  app.get('/test/explode', { config: { access: 'public' } }, async () => {
    throw new Error('logs test explosion');
  });
});
const adminToken = async () => (await signedInUser(ctx.app, ctx.db, { userType: 'admin' })).token;

describe('/SysLog, /SysException, /sysLogininfor', () => {
  it('lists audit rows and shows one with before and after, secrets removed', async () => {
    const token = await adminToken();
    const role = await call<{ id: string }>(ctx.app, {
      method: 'POST',
      url: '/sys/roles',
      token,
      payload: { code: `log_${Date.now()}`, name: { cn: '日志', en: 'Logs', fr: 'Journaux' } },
    });
    await call(ctx.app, {
      method: 'PUT',
      url: `/sys/roles/${role.body.data.id}`,
      token,
      payload: { remark: 'changed' },
    });
    const list = await call<{ list: { id: string; action: string; entityId: string }[] }>(ctx.app, {
      method: 'GET',
      url: `/sys/audit-logs?entity=role&keyword=${role.body.data.id}`,
      token,
    });
    expect(list.body.data.list.map((row) => row.action)).toEqual(['update', 'create']);
    const detail = await call<{ before: { remark: string | null }; after: { remark: string } }>(ctx.app, {
      method: 'GET',
      url: `/sys/audit-logs/${list.body.data.list[0]!.id}`,
      token,
    });
    expect(detail.body.data.before.remark).toBeNull();
    expect(detail.body.data.after.remark).toBe('changed');
    const user = await createUser(ctx.db, { userType: 'admin' });
    const userToken = (await login(ctx.app, user.account, user.password)).token;
    await call(ctx.app, {
      method: 'POST',
      url: `/sys/users/${user.id}/reset-password`,
      token: userToken,
      payload: { password: 'Other@2026', confirmPassword: 'Other@2026' },
    });
    const trail = await auditTrail(ctx.db, 'user', user.id);
    expect(JSON.stringify(trail)).not.toMatch(/passwordHash|\$argon2/);
  });

  it('lists unhandled errors with their stack', async () => {
    const token = await adminToken();
    await call(ctx.app, { method: 'GET', url: '/test/explode' });
    const list = await call<{ list: { message: string; stack: string; url: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/sys/exceptions?keyword=logs%20test%20explosion',
      token,
    });
    expect(list.body.data.list[0]).toMatchObject({ message: 'logs test explosion', url: '/test/explode' });
    expect(list.body.data.list[0]!.stack).toContain('Error: logs test explosion');
  });

  it('lists sign-ins with address, agent and result, filterable by result', async () => {
    const token = await adminToken();
    const user = await createUser(ctx.db);
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { account: user.account, password: 'Wrong@1234' },
      headers: { 'user-agent': 'LogTest/1.0' },
    });
    await login(ctx.app, user.account, user.password);
    const failed = await call<{
      list: { account: string; success: boolean; reason: string; ip: string; userAgent: string }[];
    }>(ctx.app, {
      method: 'GET',
      url: `/sys/login-logs?keyword=${user.account}&success=false`,
      token,
    });
    expect(failed.body.data.list).toEqual([
      expect.objectContaining({
        account: user.account,
        success: false,
        reason: 'wrong_password',
        ip: '127.0.0.1',
        userAgent: 'LogTest/1.0',
      }),
    ]);
    const all = await call<{ total: number }>(ctx.app, {
      method: 'GET',
      url: `/sys/login-logs?keyword=${user.account}`,
      token,
    });
    expect(all.body.data.total).toBe(2);
  });

  it('are for administrators only', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    for (const url of ['/sys/audit-logs', '/sys/exceptions', '/sys/login-logs']) {
      expect((await call(ctx.app, { method: 'GET', url, token: user.token })).status).toBe(403);
    }
  });
});

describe('/SysVersion', () => {
  it('drafts are for administrators; publishing shows a release note to every user', async () => {
    const token = await adminToken();
    const version = `2.${Date.now() % 1000}.${Math.floor(Math.random() * 1000)}`;
    const bad = await call(ctx.app, {
      method: 'POST',
      url: '/sys/versions',
      token,
      language: 'en',
      payload: { version: 'v2', title: 'x', content: 'y' },
    });
    expect(bad.body.errors).toEqual([{ path: 'version', message: 'The version must look like 1.2.3' }]);
    const draft = await call<{ id: string; published: boolean }>(ctx.app, {
      method: 'POST',
      url: '/sys/versions',
      token,
      payload: { version, title: 'Faster search', content: 'Label search is faster.' },
    });
    expect(draft.body.data.published).toBe(false);
    const user = await signedInUser(ctx.app, ctx.db);
    const before = await call<{ list: { version: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/versions?pageSize=100',
      token: user.token,
    });
    expect(before.body.data.list.map((v) => v.version)).not.toContain(version);
    const published = await call<{ published: boolean; publishTime: string }>(ctx.app, {
      method: 'POST',
      url: `/sys/versions/${draft.body.data.id}/publish`,
      token,
    });
    expect(published.body.data.published).toBe(true);
    const after = await call<{ list: { version: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/versions?pageSize=100',
      token: user.token,
    });
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
    const sent = await call<{ id: string; status: number; actions: string[] }>(ctx.app, {
      method: 'POST',
      url: '/advice',
      token: sender.token,
      payload: { title: 'Export to Excel', content: 'Please add an export button to the batch list.' },
    });
    expect(sent.body.data).toMatchObject({ status: 0, actions: [] });
    expect(
      (await call<{ total: number }>(ctx.app, { method: 'GET', url: '/advice', token: other.token })).body
        .data.total,
    ).toBe(0);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/advice/${sent.body.data.id}`, token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: `/advice/${sent.body.data.id}/process`,
          token: sender.token,
          payload: { reply: 'x' },
        })
      ).status,
    ).toBe(403);
    const token = await adminToken();
    const pending = await call<{ list: { id: string; actions: string[] }[] }>(ctx.app, {
      method: 'GET',
      url: '/advice?status=0&keyword=Export%20to%20Excel',
      token,
    });
    expect(pending.body.data.list.find((a) => a.id === sent.body.data.id)?.actions).toEqual(['process']);
    const processed = await call<{ status: number; reply: string }>(ctx.app, {
      method: 'POST',
      url: `/advice/${sent.body.data.id}/process`,
      token,
      payload: { reply: 'Added in 2.1 & thanks "team"' },
    });
    expect(processed.body.data).toMatchObject({ status: 1, reply: 'Added in 2.1 & thanks "team"' });
    const twice = await call(ctx.app, {
      method: 'POST',
      url: `/advice/${sent.body.data.id}/process`,
      token,
      language: 'en',
      payload: { reply: 'again' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('This advice has already been processed');
    const inbox = await call<{ data: { title: string; content: string }[] }>(ctx.app, {
      method: 'POST',
      url: '/sysMessageNotification/queryMessageNotification',
      token: sender.token,
    });
    expect(inbox.body.data.data[0]?.title).toContain('Your advice has been processed');
    expect(inbox.body.data.data[0]?.content).toContain('Added in 2.1 &#38; thanks &#34;team&#34;');
    expect((await auditTrail(ctx.db, 'advice', sent.body.data.id)).map((a) => a.action)).toEqual([
      'create',
      'process',
    ]);
  });

  it('validates title and content', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/advice',
      token: user.token,
      payload: { title: '', content: 'x'.repeat(2001) },
    });
    expect(res.body.errors?.map((e) => e.path).sort()).toEqual(['content', 'title']);
  });
});

describe('list conventions shared by the pages', () => {
  it('filters logs by creation date (a date alone covers the whole day) and sorts managed lists by a column', async () => {
    const token = await adminToken();
    const today = new Date().toISOString().slice(0, 10);
    const todays = await call<{ total: number }>(ctx.app, {
      method: 'GET',
      url: `/sys/login-logs?createdFrom=${today}&createdTo=${today}`,
      token,
    });
    expect(todays.body.data.total).toBeGreaterThan(0);
    const ancient = await call<{ total: number }>(ctx.app, {
      method: 'GET',
      url: '/sys/login-logs?createdTo=2000-01-01',
      token,
    });
    expect(ancient.body.data.total).toBe(0);
    const prefix = `sortx${Date.now()}`;
    for (const letter of ['b', 'c', 'a']) {
      await call(ctx.app, {
        method: 'POST',
        url: '/sys/roles',
        token,
        payload: { code: `${prefix}${letter}`, name: { cn: letter, en: letter, fr: letter } },
      });
    }
    const ascending = await call<{ list: { code: string }[] }>(ctx.app, {
      method: 'GET',
      url: `/sys/roles?keyword=${prefix}&sortBy=code&sortOrder=asc`,
      token,
    });
    expect(ascending.body.data.list.map((r) => r.code)).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}c`]);
    const descending = await call<{ list: { code: string }[] }>(ctx.app, {
      method: 'GET',
      url: `/sys/roles?keyword=${prefix}&sortBy=code&sortOrder=desc`,
      token,
    });
    expect(descending.body.data.list.map((r) => r.code)).toEqual([`${prefix}c`, `${prefix}b`, `${prefix}a`]);
    const unknownColumn = await call(ctx.app, { method: 'GET', url: '/sys/roles?sortBy=nope', token });
    expect(unknownColumn.body.code).toBe('200');
  });
});

import { createCompany } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { auditTrail, call, login, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();
let n = 0;
const unique = () => `${Date.now() % 1e8}${n++}`;

async function admin() {
  return signedInUser(ctx.app, ctx.db, { userType: 'admin' });
}

describe('/SysUser', () => {
  it('creates a company user with roles, lists and filters it, and writes audit rows', async () => {
    const { token } = await admin();
    const corp = await createCompany(ctx.db, { name: `Users Corp ${unique()}` });
    const roles = await call<{ list: { id: string; code: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/sys/roles?keyword=dealer',
      token,
    });
    const dealerRole = roles.body.data.list.find((r) => r.code === 'dealer')!;
    const account = `staff_${unique()}`;
    const created = await call<{
      id: string;
      corpName: string;
      roles: { name: string }[];
      actions: string[];
    }>(ctx.app, {
      method: 'POST',
      url: '/sys/users',
      token,
      language: 'en',
      payload: {
        account,
        userName: 'Staff Member',
        userType: 'dealer',
        corpId: corp.id,
        roleIds: [dealerRole.id],
        password: 'Staff@2026',
        confirmPassword: 'Staff@2026',
      },
    });
    expect(created.body.code).toBe('200');
    expect(created.body.data).toMatchObject({
      corpName: corp.name,
      roles: [{ name: 'Dealer' }],
      actions: ['edit', 'resetPassword', 'disable'],
    });
    const listed = await call<{ list: { id: string }[]; total: number }>(ctx.app, {
      method: 'GET',
      url: `/sys/users?keyword=${account}&userType=dealer`,
      token,
    });
    expect(listed.body.data.list.map((u) => u.id)).toEqual([created.body.data.id]);
    expect((await auditTrail(ctx.db, 'user', created.body.data.id)).map((a) => a.action)).toEqual(['create']);
    const session = await login(ctx.app, account, 'Staff@2026');
    expect(session.token).toBeTruthy();
  });

  it('validates: account taken, organisation required and existing, password rules', async () => {
    const { token, account } = await admin();
    const base = { userName: 'X', password: 'Staff@2026', confirmPassword: 'Staff@2026' };
    const taken = await call(ctx.app, {
      method: 'POST',
      url: '/sys/users',
      token,
      language: 'en',
      payload: { ...base, account, userType: 'admin' },
    });
    expect(taken.body.errors).toEqual([{ path: 'account', message: 'Account name repeated' }]);
    const noFactory = await call(ctx.app, {
      method: 'POST',
      url: '/sys/users',
      token,
      language: 'en',
      payload: { ...base, account: `p_${unique()}`, userType: 'printer' },
    });
    expect(noFactory.body.errors).toEqual([
      { path: 'printingFactoryId', message: 'Choose the organisation this type of user belongs to' },
    ]);
    const ghost = await call(ctx.app, {
      method: 'POST',
      url: '/sys/users',
      token,
      language: 'en',
      payload: { ...base, account: `g_${unique()}`, userType: 'producer', corpId: crypto.randomUUID() },
    });
    expect(ghost.body.errors).toEqual([
      { path: 'corpId', message: 'The chosen organisation does not exist' },
    ]);
    const weak = await call(ctx.app, {
      method: 'POST',
      url: '/sys/users',
      token,
      language: 'en',
      payload: {
        ...base,
        account: `w_${unique()}`,
        userType: 'admin',
        password: 'weak',
        confirmPassword: 'weak',
      },
    });
    expect(weak.body.errors?.[0]?.path).toBe('password');
  });

  it('disabling ends the user’s sessions at once; enabling lets them sign in again; nobody disables themselves', async () => {
    const boss = await admin();
    const target = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const disabled = await call<{ enabled: boolean; actions: string[] }>(ctx.app, {
      method: 'POST',
      url: `/sys/users/${target.id}/disable`,
      token: boss.token,
    });
    expect(disabled.body.data).toMatchObject({
      enabled: false,
      actions: ['edit', 'resetPassword', 'enable'],
    });
    expect(
      (await call(ctx.app, { method: 'GET', url: '/user/read/current', token: target.token })).status,
    ).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      cookies: { trace_rt: target.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(401);
    await call(ctx.app, { method: 'POST', url: `/sys/users/${target.id}/enable`, token: boss.token });
    expect((await login(ctx.app, target.account, target.password)).token).toBeTruthy();
    const self = await call(ctx.app, {
      method: 'POST',
      url: `/sys/users/${boss.id}/disable`,
      token: boss.token,
      language: 'en',
    });
    expect(self.status).toBe(409);
    expect(self.body.msg).toBe('You cannot disable your own account');
    expect((await auditTrail(ctx.db, 'user', target.id)).map((a) => a.action)).toEqual(['disable', 'enable']);
  });

  it('resetting a password ends the sessions and the new one works', async () => {
    const boss = await admin();
    const target = await signedInUser(ctx.app, ctx.db);
    const reset = await call(ctx.app, {
      method: 'POST',
      url: `/sys/users/${target.id}/reset-password`,
      token: boss.token,
      payload: { password: 'Reset@2026', confirmPassword: 'Reset@2026' },
    });
    expect(reset.body.code).toBe('200');
    expect(
      (await call(ctx.app, { method: 'GET', url: '/user/read/current', token: target.token })).status,
    ).toBe(401);
    expect((await login(ctx.app, target.account, 'Reset@2026')).token).toBeTruthy();
  });

  it('changing a user’s roles changes their menus on the next read', async () => {
    const boss = await admin();
    const target = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    const role = await call<{ id: string }>(ctx.app, {
      method: 'POST',
      url: '/sys/roles',
      token: boss.token,
      payload: {
        code: `news_${unique()}`,
        name: { cn: '新闻', en: 'News', fr: 'Actualités' },
        permissions: ['news.newsList.view'],
      },
    });
    const current = await call<{ printingFactoryId: string }>(ctx.app, {
      method: 'GET',
      url: `/sys/users/${target.id}`,
      token: boss.token,
    });
    await call(ctx.app, {
      method: 'PUT',
      url: `/sys/users/${target.id}`,
      token: boss.token,
      payload: {
        userName: 'Printer',
        userType: 'printer',
        printingFactoryId: current.body.data.printingFactoryId,
        roleIds: [role.body.data.id],
      },
    });
    const menus = await call<{ menus: { children: { path: string }[] }[]; permissions: string[] }>(ctx.app, {
      method: 'GET',
      url: '/user/read/promission',
      token: target.token,
    });
    expect(menus.body.data.permissions).toEqual(['news.newsList.view']);
    expect(menus.body.data.menus.flatMap((m) => m.children.map((c) => c.path))).toEqual(['/newsList']);
  });

  it('a company user cannot manage users (403)', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const res = await call(ctx.app, { method: 'GET', url: '/sys/users', token: user.token });
    expect(res.status).toBe(403);
  });
});

describe('/userMessage and /SysUpdatePwd (own profile)', () => {
  it('reads and edits the own profile, with the phone rule and uniqueness', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'importer' });
    const before = await call<{ account: string; corpName: string; roles: string[] }>(ctx.app, {
      method: 'GET',
      url: '/profile',
      token: user.token,
      language: 'en',
    });
    expect(before.body.data).toMatchObject({ account: user.account, roles: ['Importer'] });
    expect(before.body.data.corpName).toBeTruthy();
    const phone = `137${String(Date.now()).slice(-8)}`;
    const updated = await call<{ userName: string; phone: string }>(ctx.app, {
      method: 'PUT',
      url: '/profile',
      token: user.token,
      payload: { userName: 'New Name', phone, email: null, avatar: null },
    });
    expect(updated.body.data).toMatchObject({ userName: 'New Name', phone });
    const other = await signedInUser(ctx.app, ctx.db);
    const clash = await call(ctx.app, {
      method: 'PUT',
      url: '/profile',
      token: other.token,
      language: 'en',
      payload: { userName: 'x', phone, email: null, avatar: null },
    });
    expect(clash.body.errors).toEqual([{ path: 'phone', message: 'Phone number occupied' }]);
    const badPhone = await call(ctx.app, {
      method: 'PUT',
      url: '/profile',
      token: other.token,
      language: 'en',
      payload: { userName: 'x', phone: '123', email: null, avatar: null },
    });
    expect(badPhone.body.errors).toEqual([{ path: 'phone', message: 'Enter an 11-digit phone number' }]);
    expect((await auditTrail(ctx.db, 'user', user.id)).map((a) => a.action)).toContain('update_profile');
  });

  it('changes the password with the spec rules; the session ends and the new password works', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const wrongOld = await call(ctx.app, {
      method: 'POST',
      url: '/profile/password',
      token: user.token,
      language: 'en',
      payload: { oldPassword: 'Nope@1234', password: 'Fresh@2026', confirmPassword: 'Fresh@2026' },
    });
    expect(wrongOld.body.errors).toEqual([{ path: 'oldPassword', message: 'The current password is wrong' }]);
    const same = await call(ctx.app, {
      method: 'POST',
      url: '/profile/password',
      token: user.token,
      language: 'en',
      payload: { oldPassword: user.password, password: user.password, confirmPassword: user.password },
    });
    expect(same.body.errors).toContainEqual({
      path: 'password',
      message: 'The new password must differ from the old one',
    });
    const mismatch = await call(ctx.app, {
      method: 'POST',
      url: '/profile/password',
      token: user.token,
      language: 'fr',
      payload: { oldPassword: user.password, password: 'Fresh@2026', confirmPassword: 'Other@2026' },
    });
    expect(mismatch.body.errors).toContainEqual({
      path: 'confirmPassword',
      message: 'Les deux mots de passe sont différents',
    });
    const ok = await call(ctx.app, {
      method: 'POST',
      url: '/profile/password',
      token: user.token,
      language: 'en',
      payload: { oldPassword: user.password, password: 'Fresh@2026', confirmPassword: 'Fresh@2026' },
    });
    expect(ok.body).toMatchObject({ code: '200', msg: 'Password changed, please sign in again' });
    expect((await call(ctx.app, { method: 'GET', url: '/profile', token: user.token })).status).toBe(401);
    expect((await login(ctx.app, user.account, 'Fresh@2026')).token).toBeTruthy();
  });
});

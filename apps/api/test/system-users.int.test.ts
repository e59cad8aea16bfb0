import { ROUTES } from '@trace/contracts';
import { createCompany } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { auditTrail, callRoute, injectRoute, login, signedInUser, statusOf, useTestApp } from './helpers';

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
    const roles = await callRoute(
      ctx.app,
      ROUTES.system.roles.list,
      { query: { keyword: 'dealer' } },
      { token },
    );
    const dealerRole = roles.body.data.list.find((r) => r.code === 'dealer')!;
    const account = `staff_${unique()}`;
    const created = await callRoute(
      ctx.app,
      ROUTES.system.createUser,
      {
        body: {
          account,
          userName: 'Staff Member',
          userType: 'dealer',
          corpId: corp.id,
          roleIds: [dealerRole.id],
          password: 'Staff@2026',
          confirmPassword: 'Staff@2026',
        },
      },
      { token, language: 'en' },
    );
    expect(created.body.code).toBe('200');
    expect(created.body.data).toMatchObject({
      corpName: corp.name,
      roles: [{ name: 'Dealer' }],
      actions: ['edit', 'resetPassword', 'disable'],
    });
    const listed = await callRoute(
      ctx.app,
      ROUTES.system.listUsers,
      { query: { keyword: account, userType: 'dealer' } },
      { token },
    );
    expect(listed.body.data.list.map((u) => u.id)).toEqual([created.body.data.id]);
    expect((await auditTrail(ctx.db, 'user', created.body.data.id)).map((a) => a.action)).toEqual(['create']);
    const session = await login(ctx.app, account, 'Staff@2026');
    expect(session.token).toBeTruthy();
  });

  it('validates: account taken, organisation required and existing, password rules', async () => {
    const { token, account } = await admin();
    const base = { userName: 'X', password: 'Staff@2026', confirmPassword: 'Staff@2026' };
    const taken = await callRoute(
      ctx.app,
      ROUTES.system.createUser,
      { body: { ...base, account, userType: 'admin' } },
      { token, language: 'en' },
    );
    expect(taken.body.errors).toEqual([{ path: 'account', message: 'Account name repeated' }]);
    const noFactory = await callRoute(
      ctx.app,
      ROUTES.system.createUser,
      { body: { ...base, account: `p_${unique()}`, userType: 'printer' } },
      { token, language: 'en' },
    );
    expect(noFactory.body.errors).toEqual([
      { path: 'printingFactoryId', message: 'Choose the organisation this type of user belongs to' },
    ]);
    const ghost = await callRoute(
      ctx.app,
      ROUTES.system.createUser,
      { body: { ...base, account: `g_${unique()}`, userType: 'producer', corpId: crypto.randomUUID() } },
      { token, language: 'en' },
    );
    expect(ghost.body.errors).toEqual([
      { path: 'corpId', message: 'The chosen organisation does not exist' },
    ]);
    const weak = await callRoute(
      ctx.app,
      ROUTES.system.createUser,
      {
        body: {
          ...base,
          account: `w_${unique()}`,
          userType: 'admin',
          password: 'weak',
          confirmPassword: 'weak',
        },
      },
      { token, language: 'en' },
    );
    expect(weak.body.errors?.[0]?.path).toBe('password');
  });

  it('disabling ends the user’s sessions at once; enabling lets them sign in again; nobody disables themselves', async () => {
    const boss = await admin();
    const target = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const disabled = await callRoute(
      ctx.app,
      ROUTES.system.disableUser,
      { params: { id: target.id } },
      { token: boss.token },
    );
    expect(disabled.body.data).toMatchObject({
      enabled: false,
      actions: ['edit', 'resetPassword', 'enable'],
    });
    expect(await statusOf(ctx.app, ROUTES.session.currentUser, {}, { token: target.token })).toBe(401);
    const refreshed = await injectRoute(
      ctx.app,
      ROUTES.auth.refresh,
      {},
      { cookies: { trace_rt: target.refreshCookie } },
    );
    expect(refreshed.statusCode).toBe(401);
    await callRoute(ctx.app, ROUTES.system.enableUser, { params: { id: target.id } }, { token: boss.token });
    expect((await login(ctx.app, target.account, target.password)).token).toBeTruthy();
    const self = await callRoute(
      ctx.app,
      ROUTES.system.disableUser,
      { params: { id: boss.id } },
      { token: boss.token, language: 'en' },
    );
    expect(self.status).toBe(409);
    expect(self.body.msg).toBe('You cannot disable your own account');
    expect((await auditTrail(ctx.db, 'user', target.id)).map((a) => a.action)).toEqual(['disable', 'enable']);
  });

  it('resetting a password ends the sessions and the new one works', async () => {
    const boss = await admin();
    const target = await signedInUser(ctx.app, ctx.db);
    const reset = await callRoute(
      ctx.app,
      ROUTES.system.resetUserPassword,
      { params: { id: target.id }, body: { password: 'Reset@2026', confirmPassword: 'Reset@2026' } },
      { token: boss.token },
    );
    expect(reset.body.code).toBe('200');
    expect(await statusOf(ctx.app, ROUTES.session.currentUser, {}, { token: target.token })).toBe(401);
    expect((await login(ctx.app, target.account, 'Reset@2026')).token).toBeTruthy();
  });

  it('changing a user’s roles changes their menus on the next read', async () => {
    const boss = await admin();
    const target = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    const role = await callRoute(
      ctx.app,
      ROUTES.system.roles.create,
      {
        body: {
          code: `news_${unique()}`,
          name: { cn: '新闻', en: 'News', fr: 'Actualités' },
          permissions: ['news.newsList.view'],
        },
      },
      { token: boss.token },
    );
    const current = await callRoute(
      ctx.app,
      ROUTES.system.getUser,
      { params: { id: target.id } },
      { token: boss.token },
    );
    await callRoute(
      ctx.app,
      ROUTES.system.updateUser,
      {
        params: { id: target.id },
        body: {
          userName: 'Printer',
          userType: 'printer',
          printingFactoryId: current.body.data.printingFactoryId,
          roleIds: [role.body.data.id],
        },
      },
      { token: boss.token },
    );
    const menus = await callRoute(ctx.app, ROUTES.session.permissions, {}, { token: target.token });
    expect(menus.body.data.permissions).toEqual(['news.newsList.view']);
    expect(menus.body.data.menus.flatMap((m) => m.children.map((c) => c.path))).toEqual(['/newsList']);
  });

  it('a company user cannot manage users (403)', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const res = await callRoute(ctx.app, ROUTES.system.listUsers, {}, { token: user.token });
    expect(res.status).toBe(403);
  });
});

describe('/userMessage and /SysUpdatePwd (own profile)', () => {
  it('reads and edits the own profile, with the phone rule and uniqueness', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'importer' });
    const before = await callRoute(ctx.app, ROUTES.system.profile, {}, { token: user.token, language: 'en' });
    expect(before.body.data).toMatchObject({ account: user.account, roles: ['Importer'] });
    expect(before.body.data.corpName).toBeTruthy();
    const phone = `137${String(Date.now()).slice(-8)}`;
    const updated = await callRoute(
      ctx.app,
      ROUTES.system.updateProfile,
      { body: { userName: 'New Name', phone, email: null, avatar: null } },
      { token: user.token },
    );
    expect(updated.body.data).toMatchObject({ userName: 'New Name', phone });
    const other = await signedInUser(ctx.app, ctx.db);
    const clash = await callRoute(
      ctx.app,
      ROUTES.system.updateProfile,
      { body: { userName: 'x', phone, email: null, avatar: null } },
      { token: other.token, language: 'en' },
    );
    expect(clash.body.errors).toEqual([{ path: 'phone', message: 'Phone number occupied' }]);
    const badPhone = await callRoute(
      ctx.app,
      ROUTES.system.updateProfile,
      { body: { userName: 'x', phone: '123', email: null, avatar: null } },
      { token: other.token, language: 'en' },
    );
    expect(badPhone.body.errors).toEqual([{ path: 'phone', message: 'Enter an 11-digit phone number' }]);
    expect((await auditTrail(ctx.db, 'user', user.id)).map((a) => a.action)).toContain('update_profile');
  });

  it('changes the password with the spec rules; the session ends and the new password works', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const wrongOld = await callRoute(
      ctx.app,
      ROUTES.system.changePassword,
      { body: { oldPassword: 'Nope@1234', password: 'Fresh@2026', confirmPassword: 'Fresh@2026' } },
      { token: user.token, language: 'en' },
    );
    expect(wrongOld.body.errors).toEqual([{ path: 'oldPassword', message: 'The current password is wrong' }]);
    const same = await callRoute(
      ctx.app,
      ROUTES.system.changePassword,
      { body: { oldPassword: user.password, password: user.password, confirmPassword: user.password } },
      { token: user.token, language: 'en' },
    );
    expect(same.body.errors).toContainEqual({
      path: 'password',
      message: 'The new password must differ from the old one',
    });
    const mismatch = await callRoute(
      ctx.app,
      ROUTES.system.changePassword,
      { body: { oldPassword: user.password, password: 'Fresh@2026', confirmPassword: 'Other@2026' } },
      { token: user.token, language: 'fr' },
    );
    expect(mismatch.body.errors).toContainEqual({
      path: 'confirmPassword',
      message: 'Les deux mots de passe sont différents',
    });
    const ok = await callRoute(
      ctx.app,
      ROUTES.system.changePassword,
      { body: { oldPassword: user.password, password: 'Fresh@2026', confirmPassword: 'Fresh@2026' } },
      { token: user.token, language: 'en' },
    );
    expect(ok.body).toMatchObject({ code: '200', msg: 'Password changed, please sign in again' });
    expect(await statusOf(ctx.app, ROUTES.system.profile, {}, { token: user.token })).toBe(401);
    expect((await login(ctx.app, user.account, 'Fresh@2026')).token).toBeTruthy();
  });
});

import { ROUTES } from '@trace/contracts';
import { messages, messageTargets } from '@trace/db';
import { createCompany, createUser } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { callRoute, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();
const DAY = 24 * 3600_000;

describe('the calls of spec section 7 keep their paths and shapes', () => {
  it('GET /getPlatform returns the platform key as data', async () => {
    const res = await callRoute(ctx.app, ROUTES.platform.getPlatform);
    expect(res.body.data).toBe('birdnest');
  });

  it('GET /getPlatformUrl returns data.ueditorUrl', async () => {
    const res = await callRoute(ctx.app, ROUTES.platform.getPlatformUrl);
    expect(res.body.code).toBe('200');
    expect(typeof res.body.data.ueditorUrl).toBe('string');
  });

  it('GET /platforms/current gives the branding in three languages', async () => {
    const res = await callRoute(ctx.app, ROUTES.platform.currentPlatform);
    expect(res.body.data.key).toBe('birdnest');
    expect(res.body.data.systemName).toEqual({
      cn: '燕窝溯源平台',
      en: expect.any(String),
      fr: expect.any(String),
    });
  });

  it('GET /user/read/promission returns user, menus in the asked language and permissions', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const en = await callRoute(
      ctx.app,
      ROUTES.session.permissions,
      { query: { language: 'en' } },
      { token: user.token },
    );
    expect(en.body.data.user.id).toBe(user.id);
    expect(en.body.data.permissions).toContain('company.setCompanyInformation.view');
    expect(en.body.data.permissions).not.toContain('system.SysUser.view');
    const company = en.body.data.menus.find((menu) => menu.name === 'Company management');
    expect(company?.children.map((c) => c.path)).toContain('/setCompanyInformation');
    // Administration pages are not in a producer's menu; platform-only pages follow the platform.
    const all = en.body.data.menus.flatMap((m) => m.children.map((c) => c.path));
    expect(all).not.toContain('/SysUser');
    expect(all).toContain('/yanHouseList');
    expect(all).not.toContain('/ginsengInformation');
    const fr = await callRoute(
      ctx.app,
      ROUTES.session.permissions,
      { query: { language: 'fr' } },
      { token: user.token },
    );
    expect(fr.body.data.menus.map((m) => m.name)).toContain('Gestion des entreprises');
  });

  it('an administrator sees every menu and permission, but not the hide-the-bell preference', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const res = await callRoute(ctx.app, ROUTES.session.permissions, {}, { token: admin.token });
    const paths = res.body.data.menus.flatMap((m) => m.children.map((c) => c.path));
    expect(paths).toContain('/SysUser');
    expect(paths).toContain('/labelGenerateList');
    expect(res.body.data.permissions).toContain('external.externalRequestPermissionsList.manage');
    expect(res.body.data.permissions).not.toContain('sys.base.password.notShowMessageIcon');
  });

  it('GET /user/read/current returns id, corpId, userType and a top-level upPrompt', async () => {
    const corp = await createCompany(ctx.db, { syEndTime: new Date(Date.now() + 10 * DAY) });
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'dealer', corpId: corp.id });
    const res = await callRoute(
      ctx.app,
      ROUTES.session.currentUser,
      {},
      { token: user.token, language: 'en' },
    );
    expect(res.body.data).toMatchObject({ id: user.id, corpId: corp.id, userType: 'dealer' });
    expect(res.body.upPrompt).toEqual({
      syEndTimeLeThirty: expect.stringMatching(/ends on \d{4}-\d{2}-\d{2} \(10 days left\)/),
      certDueTimeLeThirty: '',
      evaluateDueTimeLeThirty: '',
      sy6ExpirationReminder: '',
    });
  });

  it('reminds about an expired traceability contract in sy6ExpirationReminder', async () => {
    const corp = await createCompany(ctx.db, { syEndTime: new Date(Date.now() - 3 * DAY) });
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: corp.id });
    const res = await callRoute(
      ctx.app,
      ROUTES.session.currentUser,
      {},
      { token: user.token, language: 'fr' },
    );
    const prompt = res.body.upPrompt as Record<string, string>;
    expect(prompt.sy6ExpirationReminder).toMatch(/a expiré le/);
    expect(prompt.syEndTimeLeThirty).toBe('');
  });

  it('PUT /corp/read/current returns corpName, country, countryId, syStatus', async () => {
    const corp = await createCompany(ctx.db, {
      name: 'Shape Test Co',
      countryId: 'MY',
      syStatus: 2,
      tracePause: true,
    });
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: corp.id });
    const res = await callRoute(
      ctx.app,
      ROUTES.session.currentCorp,
      {},
      { token: user.token, language: 'en' },
    );
    expect(res.body.data).toMatchObject({
      corpName: 'Shape Test Co',
      country: 'Malaysia',
      countryId: 'MY',
      syStatus: 2,
      tracePause: true,
    });
    const printer = await signedInUser(ctx.app, ctx.db, { userType: 'printer' });
    const none = await callRoute(ctx.app, ROUTES.session.currentCorp, {}, { token: printer.token });
    expect(none.body.data).toMatchObject({ corpName: null, country: null, countryId: null, syStatus: null });
  });

  it('the six sysMessageNotification calls read, page, pop up and mark messages', async () => {
    const user = await signedInUser(ctx.app, ctx.db, { userType: 'importer' });
    // Addressed to this user alone, so messages of other tests never mix in.
    const now = Date.now();
    const inserted = await ctx.db
      .insert(messages)
      .values([
        { title: 'Plain 1', content: '<p>one</p>', audience: 'users', createdAt: new Date(now - 4000) },
        { title: 'Plain 2', content: '<p>two</p>', audience: 'users', createdAt: new Date(now - 3000) },
        { title: 'Plain 3', content: '<p>three</p>', audience: 'users', createdAt: new Date(now - 2000) },
        {
          title: 'Forced',
          content: '<p>read me</p>',
          audience: 'users',
          forced: true,
          createdAt: new Date(now - 1000),
        },
      ])
      .returning();
    await ctx.db.insert(messageTargets).values(inserted.map((m) => ({ messageId: m.id, userId: user.id })));
    const [other] = await ctx.db
      .insert(messages)
      .values({ title: 'Someone else', content: 'x', audience: 'users' })
      .returning();
    await ctx.db
      .insert(messageTargets)
      .values({ messageId: other!.id, userId: (await createUser(ctx.db)).id });
    const recent = await callRoute(ctx.app, ROUTES.notifications.recently, {}, { token: user.token });
    expect(recent.body.data.unRead).toBe(4);
    expect(recent.body.data.data.map((m) => m.title)).toEqual(['Forced', 'Plain 3', 'Plain 2']);

    const dialog = await callRoute(ctx.app, ROUTES.notifications.recentlyDialog, {}, { token: user.token });
    expect(dialog.body.data.data.map((m) => m.title)).toEqual(['Forced']);

    const detail = await callRoute(
      ctx.app,
      ROUTES.notifications.detail,
      { body: { id: inserted[3]!.id } },
      { token: user.token },
    );
    expect(detail.body.data).toMatchObject({
      title: 'Forced',
      content: '<p>read me</p>',
      status: 2,
      isClick: true,
    });
    expect(new Date(detail.body.data.createTime).toISOString()).toBe(detail.body.data.createTime);

    const readOne = await callRoute(
      ctx.app,
      ROUTES.notifications.readOne,
      { body: { id: inserted[0]!.id } },
      { token: user.token },
    );
    expect(readOne.body).toEqual({ code: '200', msg: '操作成功', data: null });

    const page = await callRoute(ctx.app, ROUTES.notifications.query, {}, { token: user.token });
    expect(page.body.data.unRead).toBe(2);
    expect(page.body.data.data.map((m) => [m.title, m.status, m.isClick])).toEqual([
      ['Forced', 2, true],
      ['Plain 3', 1, false],
      ['Plain 2', 1, false],
      ['Plain 1', 2, false],
    ]);

    const all = await callRoute(ctx.app, ROUTES.notifications.readAll, {}, { token: user.token });
    expect(all.body.code).toBe('200');
    const after = await callRoute(ctx.app, ROUTES.notifications.recently, {}, { token: user.token });
    expect(after.body.data.unRead).toBe(0);
    const noDialog = await callRoute(ctx.app, ROUTES.notifications.recentlyDialog, {}, { token: user.token });
    expect(noDialog.body.data.data).toEqual([]);
  });

  it('another user type cannot open a message not addressed to it (404)', async () => {
    const [message] = await ctx.db
      .insert(messages)
      .values({ title: 'Printers only', content: 'x', audience: 'userTypes', userTypes: ['printer'] })
      .returning();
    const dealer = await signedInUser(ctx.app, ctx.db, { userType: 'dealer' });
    const res = await callRoute(
      ctx.app,
      ROUTES.notifications.detail,
      { body: { id: message!.id } },
      { token: dealer.token, language: 'en' },
    );
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('The message does not exist');
  });

  it('POST /logout answers data null', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const res = await callRoute(
      ctx.app,
      ROUTES.auth.logout,
      {},
      { token: user.token, cookies: { trace_rt: user.refreshCookie } },
    );
    expect(res.body).toEqual({ code: '200', msg: '操作成功', data: null });
  });
});

import { ROUTES } from '@trace/contracts';
import { maintenanceWindows } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute, callRouteUnchecked, login, signedInUser, statusOf, useTestApp } from './helpers';
import { labelledGoods } from './scan-helpers';

/*
 * The windows of these tests lie years ahead, and this file's app runs its maintenance clock there:
 * other clients of the same database (tests running beside these) never meet a running window.
 */
const HOUR = 3_600_000;
const T0 = Math.ceil((Date.now() + 10 * 365 * 24 * HOUR) / HOUR) * HOUR;
const OFFSET = T0 + 30 * 60_000 - Date.now();
const ctx = useTestApp({}, (app) => {
  app.maintenanceGate.clock = () => Date.now() + OFFSET;
});
const r = ROUTES.maintenance;
const created: string[] = [];

afterAll(async () => {
  if (created.length > 0)
    await ctx.db.delete(maintenanceWindows).where(inArray(maintenanceWindows.id, created));
});

const message = {
  cn: '数据库升级',
  en: 'Database upgrade',
  fr: 'Mise à niveau de la base de données',
};
const iso = (time: number) => new Date(time).toISOString();

async function schedule(
  token: string,
  mode: 'readOnly' | 'full',
  startsAt = T0,
  hours = 2,
  noticeHours = 24,
) {
  const res = await callRoute(
    ctx.app,
    r.create,
    { body: { startsAt: iso(startsAt), endsAt: iso(startsAt + hours * HOUR), mode, message, noticeHours } },
    { token },
  );
  expect(res.body.code, res.body.msg).toBe('200');
  created.push(res.body.data.id);
  return res.body.data;
}

async function producer() {
  const corp = await createCompany(ctx.db, {});
  return signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: corp.id });
}

describe('maintenance windows (/maintenance)', () => {
  it('during a read-only window refuses a write with 503, Retry-After and the message in the request language', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const owner = await producer();
    const goods = await labelledGoods(ctx.db, { count: 1 });
    const window = await schedule(admin.token, 'readOnly');

    const save = await callRouteUnchecked(
      ctx.app,
      ROUTES.companies.editMine,
      { body: {} },
      {
        token: owner.token,
        language: 'fr',
      },
    );
    expect(save.status).toBe(503);
    expect(save.body.code).toBe('503');
    expect(save.body.msg).toContain('La plateforme est en maintenance jusqu');
    expect(save.body.msg).toContain(message.fr);
    const retryAfter = Number(save.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(90 * 60 - 120);
    expect(retryAfter).toBeLessThanOrEqual(90 * 60);
    const inEnglish = await callRouteUnchecked(
      ctx.app,
      ROUTES.companies.editMine,
      { body: {} },
      {
        token: owner.token,
        language: 'en',
      },
    );
    expect(inEnglish.body.msg).toContain('under maintenance until');
    expect(inEnglish.body.msg).toContain(message.en);
    // Administrators' writes elsewhere are refused too.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.news.create,
        { body: { title: 'x', language: 'en', body: '<p>x</p>' } },
        {
          token: admin.token,
        },
      ),
    ).toBe(503);

    // Reads, signing in, the public scan and the maintenance routes go on.
    expect(await statusOf(ctx.app, ROUTES.companies.mine, {}, { token: owner.token })).toBe(200);
    expect((await login(ctx.app, owner.account, owner.password)).token).toBeTruthy();
    const label = goods.labels[0]!;
    const scan = await callRoute(ctx.app, ROUTES.scan.verify, {
      params: { excode: label.excode },
      body: { pcode: label.pcode },
    });
    expect(scan.status).toBe(200);
    expect(await statusOf(ctx.app, ROUTES.notifications.recentlyDialog, {}, { token: owner.token })).toBe(
      200,
    );

    // Ended (called off): writes pass again and the banner goes.
    const cancelled = await callRoute(
      ctx.app,
      r.cancel,
      { params: { id: window.id } },
      { token: admin.token },
    );
    expect(cancelled.body.data.status).toBe('cancelled');
    const after = await callRouteUnchecked(
      ctx.app,
      ROUTES.companies.editMine,
      { body: {} },
      {
        token: owner.token,
      },
    );
    expect(after.status).toBe(400);
    const notices = await callRoute(ctx.app, r.notices, {}, { token: owner.token });
    expect(notices.body.data.map((n) => n.id)).not.toContain(window.id);
  });

  it('a full window closes the platform to everyone but administrators; sign-in stays open', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const owner = await producer();
    const window = await schedule(admin.token, 'full');
    const read = await callRoute(ctx.app, ROUTES.companies.mine, {}, { token: owner.token, language: 'cn' });
    expect(read.status).toBe(503);
    expect(read.body.msg).toContain(message.cn);
    expect(await statusOf(ctx.app, r.list, { query: {} }, { token: admin.token })).toBe(200);
    expect((await login(ctx.app, owner.account, owner.password)).token).toBeTruthy();
    await callRoute(ctx.app, r.cancel, { params: { id: window.id } }, { token: admin.token });
    expect(await statusOf(ctx.app, ROUTES.companies.mine, {}, { token: owner.token })).toBe(200);
  });

  it('announces an upcoming window to every signed-in user, in their language, from its notice time', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const owner = await producer();
    const soon = await schedule(admin.token, 'readOnly', T0 + 12 * HOUR, 1, 24);
    const notYet = await schedule(admin.token, 'readOnly', T0 + 48 * HOUR, 1, 24);
    const notices = await callRoute(ctx.app, r.notices, {}, { token: owner.token, language: 'en' });
    const ids = notices.body.data.map((n) => n.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(notYet.id);
    expect(notices.body.data.find((n) => n.id === soon.id)).toMatchObject({
      message: message.en,
      mode: 'readOnly',
      active: false,
      startsAt: soon.startsAt,
    });
    // Announced, not running: writes still pass.
    const save = await callRouteUnchecked(
      ctx.app,
      ROUTES.companies.editMine,
      { body: {} },
      {
        token: owner.token,
      },
    );
    expect(save.status).toBe(400);
    // The history keeps them all.
    const list = await callRoute(ctx.app, r.list, { query: { pageSize: 100 } }, { token: admin.token });
    expect(list.body.data.list.map((w) => w.id)).toEqual(expect.arrayContaining([soon.id, notYet.id]));
    for (const id of [soon.id, notYet.id])
      await callRoute(ctx.app, r.cancel, { params: { id } }, { token: admin.token });
  });

  it('refuses an end before the start and changes to a window that is over, in the request language', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const backwards = await callRoute(
      ctx.app,
      r.create,
      { body: { startsAt: iso(T0 + HOUR), endsAt: iso(T0), mode: 'readOnly', message } },
      { token: admin.token, language: 'en' },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('The end must come after the start');
    const missing = await callRouteUnchecked(
      ctx.app,
      r.create,
      {
        body: {
          startsAt: iso(T0),
          endsAt: iso(T0 + HOUR),
          mode: 'readOnly',
          message: { cn: '', en: '', fr: '' },
        },
      },
      { token: admin.token },
    );
    expect(missing.status).toBe(400);
    const window = await schedule(admin.token, 'readOnly', T0 + 100 * HOUR);
    await callRoute(ctx.app, r.cancel, { params: { id: window.id } }, { token: admin.token });
    const again = await callRoute(ctx.app, r.cancel, { params: { id: window.id } }, { token: admin.token });
    expect(again.status).toBe(409);
  });

  it('answers 403 to users who are not administrators on the administration routes', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const window = await schedule(admin.token, 'readOnly', T0 + 200 * HOUR);
    const owner = await producer();
    const auditor = await signedInUser(ctx.app, ctx.db, { userType: 'auditor' });
    for (const { token } of [owner, auditor]) {
      expect(await statusOf(ctx.app, r.list, { query: {} }, { token })).toBe(403);
      expect(await statusOf(ctx.app, r.get, { params: { id: window.id } }, { token })).toBe(403);
      expect(
        await statusOf(
          ctx.app,
          r.create,
          { body: { startsAt: iso(T0), endsAt: iso(T0 + HOUR), mode: 'readOnly', message } },
          { token },
        ),
      ).toBe(403);
      expect(await statusOf(ctx.app, r.cancel, { params: { id: window.id } }, { token })).toBe(403);
      expect(await statusOf(ctx.app, r.notices, {}, { token })).toBe(200);
    }
    expect(await statusOf(ctx.app, r.notices)).toBe(401);
    await callRoute(ctx.app, r.cancel, { params: { id: window.id } }, { token: admin.token });
  });
});

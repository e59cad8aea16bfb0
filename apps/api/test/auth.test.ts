import { loginLogs, refreshTokens, users } from '@trace/db';
import { createUser, disableUser } from '@trace/db/factories';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revokeAllSessions } from '../src/modules/auth/repo';
import { call, login, useTestApp } from './helpers';

const ctx = useTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15' });

const refreshWith = (cookie: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { trace_rt: cookie } });
const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'trace_rt')?.value ?? '';

describe('sign-in', () => {
  it('returns a short-lived access token, the user, and an httpOnly SameSite refresh cookie', async () => {
    const user = await createUser(ctx.db, { userType: 'dealer' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { account: user.account.toUpperCase(), password: user.password },
    });
    const envelope = res.json();
    expect(envelope.code).toBe('200');
    expect(envelope.data).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      user: { id: user.id, account: user.account, userType: 'dealer' },
    });
    const cookie = res.cookies.find((c) => c.name === 'trace_rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const [log] = await ctx.db
      .select()
      .from(loginLogs)
      .where(eq(loginLogs.userId, user.id))
      .orderBy(desc(loginLogs.createdAt));
    expect(log).toMatchObject({ success: true, ip: '127.0.0.1' });
  });

  it('refuses a wrong password with the attempts left, and an unknown account with the same message', async () => {
    const user = await createUser(ctx.db);
    const wrong = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { account: user.account, password: 'Nope@1234' },
      language: 'en',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('Wrong account or password, 2 attempts left before the account is locked');
    const unknown = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { account: 'nobody_here', password: 'Nope@1234' },
      language: 'en',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.msg).toBe('Wrong account or password');
  });

  it('locks the account after repeated failures, even for the right password, then unlocks after the wait', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 2; i++) {
      await call(ctx.app, {
        method: 'POST',
        url: '/auth/login',
        payload: { account: user.account, password: 'Wrong@123' },
      });
    }
    const third = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { account: user.account, password: 'Wrong@123' },
      language: 'en',
    });
    expect(third.status).toBe(423);
    expect(third.body.msg).toBe('Too many failed sign-ins: the account is locked, try again in 15 minutes');
    const right = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { account: user.account, password: user.password },
      language: 'cn',
    });
    expect(right.status).toBe(423);
    expect(right.body.msg).toContain('账号已锁定');
    await ctx.db
      .update(users)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.id, user.id));
    const later = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { account: user.account, password: user.password },
    });
    expect(later.body.code).toBe('200');
  });

  it('refuses a disabled account with a clear message', async () => {
    const user = await createUser(ctx.db, { enabled: false });
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { account: user.account, password: user.password },
      language: 'en',
    });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('This account is disabled, please contact the administrator');
  });

  it('rate-limits sign-in attempts per address with code "429"', async () => {
    const limited = await (await import('./helpers')).createTestApp();
    try {
      let last = 0;
      for (let i = 0; i < 11; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { account: 'rate_limited_account', password: 'x' },
        });
        last = res.statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('access tokens', () => {
  it('are required: no token, a garbage token, an unsigned token and a refresh-typed token all get "401"', async () => {
    const user = await createUser(ctx.db);
    const { token } = await login(ctx.app, user.account, user.password);
    const ok = await call(ctx.app, { method: 'GET', url: '/user/read/current', token });
    expect(ok.body.code).toBe('200');
    const none = await call(ctx.app, { method: 'GET', url: '/user/read/current', language: 'en' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: '401', msg: 'Login timed out, please log in again', data: null });
    const garbage = await call(ctx.app, { method: 'GET', url: '/user/read/current', token: 'abc.def.ghi' });
    expect(garbage.body.code).toBe('401');
    const [header, payload] = token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(
      (await call(ctx.app, { method: 'GET', url: '/user/read/current', token: unsigned })).body.code,
    ).toBe('401');
    const wrongType = ctx.app.jwt.sign({ typ: 'refresh' as 'access', ver: 0 }, { sub: user.id });
    expect(
      (await call(ctx.app, { method: 'GET', url: '/user/read/current', token: wrongType })).body.code,
    ).toBe('401');
    const otherAudience = ctx.app.jwt.sign({ typ: 'access', ver: 0 }, { sub: user.id, aud: 'someone-else' });
    expect(
      (await call(ctx.app, { method: 'GET', url: '/user/read/current', token: otherAudience })).body.code,
    ).toBe('401');
    expect(header).toBeTruthy();
  });

  it('stop working at once when the user is disabled or their sessions are revoked', async () => {
    const user = await createUser(ctx.db);
    const first = await login(ctx.app, user.account, user.password);
    await revokeAllSessions(ctx.db, user.id);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/user/read/current', token: first.token })).body.code,
    ).toBe('401');
    expect((await refreshWith(first.refreshCookie)).json().code).toBe('401');
    const second = await login(ctx.app, user.account, user.password);
    await disableUser(ctx.db, user.id);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/user/read/current', token: second.token })).body.code,
    ).toBe('401');
    expect((await refreshWith(second.refreshCookie)).json().code).toBe('401');
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh gives a new cookie and access token; the old cookie then is reuse', async () => {
    const user = await createUser(ctx.db);
    const session = await login(ctx.app, user.account, user.password);
    const first = await refreshWith(session.refreshCookie);
    expect(first.json().code).toBe('200');
    const rotated = cookieOf(first);
    expect(rotated).not.toBe(session.refreshCookie);
    const token = first.json().data.accessToken;
    expect((await call(ctx.app, { method: 'GET', url: '/user/read/current', token })).body.code).toBe('200');
    const second = await refreshWith(rotated);
    expect(second.json().code).toBe('200');
  });

  it('detect reuse of a rotated token after the grace window and revoke the whole session family', async () => {
    const user = await createUser(ctx.db);
    const session = await login(ctx.app, user.account, user.password);
    const rotated = cookieOf(await refreshWith(session.refreshCookie));
    // The original token was used more than 30 s ago: presenting it again is theft, not a second tab.
    await ctx.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '5 minutes'` })
      .where(eq(refreshTokens.userId, user.id));
    const replay = await refreshWith(session.refreshCookie);
    expect(replay.json().code).toBe('401');
    expect((await refreshWith(rotated)).json().code).toBe('401');
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('allow two tabs refreshing at the same moment', async () => {
    const user = await createUser(ctx.db);
    const session = await login(ctx.app, user.account, user.password);
    const [a, b] = await Promise.all([
      refreshWith(session.refreshCookie),
      refreshWith(session.refreshCookie),
    ]);
    expect([a.json().code, b.json().code]).toEqual(['200', '200']);
  });

  it('are revoked by logout; the cookie is cleared', async () => {
    const user = await createUser(ctx.db);
    const session = await login(ctx.app, user.account, user.password);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/logout',
      cookies: { trace_rt: session.refreshCookie },
    });
    expect(out.json().data).toBeNull();
    expect(out.cookies.find((c) => c.name === 'trace_rt')?.value).toBe('');
    expect((await refreshWith(session.refreshCookie)).json().code).toBe('401');
  });

  it('without a cookie: "401"', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/refresh' });
    expect(res.statusCode).toBe(401);
  });
});

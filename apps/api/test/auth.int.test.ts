import { createHmac } from 'node:crypto';
import { ROUTES, translate } from '@trace/contracts';
import { loginLocks, loginLogs, outbox, refreshTokens, sessions } from '@trace/db';
import { createUser, disableUser } from '@trace/db/factories';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../src/lib/tokens';
import { revokeAllSessions } from '../src/modules/auth/repo';
import {
  auditTrail,
  callRoute,
  createTestApp,
  injectRoute,
  login,
  signedInUser,
  statusOf,
  useTestApp,
} from './helpers';

const ctx = useTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15' });

const refreshWith = (cookie: string, app: FastifyInstance = ctx.app) =>
  injectRoute(app, ROUTES.auth.refresh, {}, { cookies: { trace_rt: cookie } });
const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'trace_rt')?.value ?? '';
const currentUser = async (token: string) =>
  await statusOf(ctx.app, ROUTES.session.currentUser, {}, { token });

/** A sign-in attempt from an address (127.0.0.1 unless given), answered in English. */
async function signIn(account: string, password: string, remoteAddress?: string) {
  const { status, body } = await callRoute(
    ctx.app,
    ROUTES.auth.login,
    { body: { account, password } },
    { language: 'en', remoteAddress },
  );
  return { status, body };
}

/** An HS256 token signed with the app's secret, with exactly the claims given. */
function signed(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  const signature = createHmac('sha256', ctx.app.config.jwt.secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

describe('sign-in', () => {
  it('returns a short-lived access token, the user, and an httpOnly SameSite refresh cookie', async () => {
    const user = await createUser(ctx.db, { userType: 'dealer' });
    const res = await injectRoute(ctx.app, ROUTES.auth.login, {
      body: { account: user.account.toUpperCase(), password: user.password },
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
    expect(cookie?.secure).toBeFalsy();
    const [log] = await ctx.db
      .select()
      .from(loginLogs)
      .where(eq(loginLogs.userId, user.id))
      .orderBy(desc(loginLogs.createdAt));
    expect(log).toMatchObject({ success: true, ip: '127.0.0.1' });
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session).toMatchObject({ ip: '127.0.0.1', revokedAt: null });
  });

  it('answers an unknown account exactly as a real one: same status, message and countdown, same lock', async () => {
    const user = await createUser(ctx.db);
    const unknown = `nobody_${Date.now()}`;
    const answers = async (account: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await signIn(account, 'Nope@1234');
        seen.push(`${res.status} ${res.body.code} ${res.body.msg}`);
      }
      return seen;
    };
    const real = await answers(user.account);
    expect(real).toEqual([
      '401 401 Wrong account or password, 2 attempts left before the account is locked',
      '401 401 Wrong account or password, 1 attempts left before the account is locked',
      '423 423 Too many failed sign-ins: the account is locked, try again in 15 minutes',
      '423 423 Too many failed sign-ins: the account is locked, try again in 15 minutes',
    ]);
    expect(await answers(unknown)).toEqual(real);
    const logs = await ctx.db.select().from(loginLogs).where(eq(loginLogs.account, unknown));
    expect(logs.map((log) => log.reason).sort()).toEqual([
      'locked',
      'unknown_account',
      'unknown_account',
      'unknown_account_locked',
    ]);
  });

  it('locks the address that failed, not the account: the holder signs in from elsewhere; locks grow', async () => {
    const admin = await createUser(ctx.db, { userType: 'admin' });
    const attacker = '203.0.113.7';
    for (let i = 0; i < 3; i++) await signIn(admin.account, 'Wrong@123', attacker);
    const locked = await signIn(admin.account, admin.password, attacker);
    expect(locked.status).toBe(423);
    expect(locked.body.msg).toContain('15 minutes');
    const owner = await signIn(admin.account, admin.password, '198.51.100.20');
    expect(owner.body.code).toBe('200');

    // The lock runs out; three more failures from the same address lock it for twice as long.
    await ctx.db
      .update(loginLocks)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginLocks.accountKey, admin.account.toLowerCase()));
    for (let i = 0; i < 2; i++) await signIn(admin.account, 'Wrong@123', attacker);
    const again = await signIn(admin.account, 'Wrong@123', attacker);
    expect(again.status).toBe(423);
    expect(again.body.msg).toContain('30 minutes');
  });

  it('a successful sign-in from an address forgets its failures there', async () => {
    const user = await createUser(ctx.db);
    await signIn(user.account, 'Wrong@123');
    await signIn(user.account, 'Wrong@123');
    expect((await signIn(user.account, user.password)).body.code).toBe('200');
    const next = await signIn(user.account, 'Wrong@123');
    expect(next.body.msg).toBe('Wrong account or password, 2 attempts left before the account is locked');
  });

  it('tells the holder when their account is locked: a message and a mail, once per lock', async () => {
    const email = `holder_${Date.now()}@example.com`;
    const user = await createUser(ctx.db, { email });
    for (let i = 0; i < 3; i++) await signIn(user.account, 'Wrong@123', '192.0.2.44');
    const session = await login(ctx.app, user.account, user.password);
    const mail = await vi.waitFor(async () => {
      const [row] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, email));
      if (!row) throw new Error('no mail yet');
      return row;
    });
    expect(mail.subject).toContain('Sign-in to your account was locked');
    expect(mail.body).toContain('192.0.2.44');
    expect(mail.body).toContain(user.account);
    const inbox = await callRoute(
      ctx.app,
      ROUTES.notifications.query,
      { body: { page: 1, pageSize: 10 } },
      { token: session.token, language: 'en' },
    );
    // The mail says it in every language; the message centre in the reader's.
    expect(inbox.body.data.data.map((m) => m.title)).toEqual([translate('auth.lockedMailSubject', 'en')]);
    expect(inbox.body.data.data[0]!.content).toContain('192.0.2.44');
  });

  it('an administrator unlocks an account; the action is offered only while it is locked', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const user = await createUser(ctx.db);
    const state = async () =>
      (await callRoute(ctx.app, ROUTES.system.getUser, { params: { id: user.id } }, { token: admin.token }))
        .body.data;
    expect(await state()).toMatchObject({ locked: false });
    expect((await state()).actions).not.toContain('unlock');
    for (let i = 0; i < 3; i++) await signIn(user.account, 'Wrong@123');
    expect(await state()).toMatchObject({ locked: true });
    expect((await state()).actions).toContain('unlock');

    const colleague = await signedInUser(ctx.app, ctx.db);
    const refused = await callRoute(
      ctx.app,
      ROUTES.system.unlockUser,
      { params: { id: user.id } },
      { token: colleague.token },
    );
    expect(refused.status).toBe(403);
    const unlocked = await callRoute(
      ctx.app,
      ROUTES.system.unlockUser,
      { params: { id: user.id } },
      { token: admin.token },
    );
    expect(unlocked.body.data.locked).toBe(false);
    expect(unlocked.body.data.actions).not.toContain('unlock');
    expect((await signIn(user.account, user.password)).body.code).toBe('200');
    expect((await auditTrail(ctx.db, 'user', user.id)).map((a) => a.action)).toEqual(['unlock']);
  });

  it('refuses a disabled account with a clear message', async () => {
    const user = await createUser(ctx.db, { enabled: false });
    const res = await callRoute(
      ctx.app,
      ROUTES.auth.login,
      { body: { account: user.account, password: user.password } },
      { language: 'en' },
    );
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('This account is disabled, please contact the administrator');
  });

  it('rate-limits sign-in attempts per address with code "429"', async () => {
    const limited = await (await import('./helpers')).createTestApp();
    try {
      let last = 0;
      for (let i = 0; i < 11; i++) {
        const res = await injectRoute(limited, ROUTES.auth.login, {
          body: { account: 'rate_limited_account', password: 'x' },
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
    const ok = await callRoute(ctx.app, ROUTES.session.currentUser, {}, { token });
    expect(ok.body.code).toBe('200');
    const none = await callRoute(ctx.app, ROUTES.session.currentUser, {}, { language: 'en' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: '401', msg: 'Login timed out, please log in again', data: null });
    const garbage = await callRoute(ctx.app, ROUTES.session.currentUser, {}, { token: 'abc.def.ghi' });
    expect(garbage.body.code).toBe('401');
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(await currentUser(unsigned)).toBe(401);
    const { sid } = ctx.app.jwt.decode<{ sid: string }>(token)!;
    const wrongType = ctx.app.jwt.sign({ typ: 'refresh' as 'access', ver: 0, sid }, { sub: user.id });
    expect(await currentUser(wrongType)).toBe(401);
    const otherAudience = ctx.app.jwt.sign(
      { typ: 'access', ver: 0, sid },
      { sub: user.id, aud: 'someone-else' },
    );
    expect(await currentUser(otherAudience)).toBe(401);
  });

  it('must carry iss, aud, exp and the session: a token lacking any of them is refused', async () => {
    const user = await createUser(ctx.db);
    const { token } = await login(ctx.app, user.account, user.password);
    const { sid } = ctx.app.jwt.decode<{ sid: string }>(token)!;
    const now = Math.floor(Date.now() / 1000);
    const complete = {
      typ: 'access',
      ver: 0,
      sid,
      sub: user.id,
      iss: ctx.app.config.jwt.issuer,
      aud: ctx.app.config.jwt.audience,
      iat: now,
      exp: now + 600,
    };
    expect(await currentUser(signed(complete))).toBe(200);
    for (const claim of ['iss', 'aud', 'exp', 'sid', 'sub'] as const) {
      const { [claim]: _left, ...without } = complete;
      expect(await currentUser(signed(without)), `without ${claim}`).toBe(401);
    }
    expect(await currentUser(signed({ ...complete, exp: now - 1 }))).toBe(401);
    expect(await currentUser(signed({ ...complete, iss: 'elsewhere' }))).toBe(401);
    expect(await currentUser(signed({ ...complete, sid: crypto.randomUUID() }))).toBe(401);
  });

  it('stop working at once when the user is disabled or their sessions are revoked', async () => {
    const user = await createUser(ctx.db);
    const first = await login(ctx.app, user.account, user.password);
    await revokeAllSessions(ctx.db, user.id);
    expect(await currentUser(first.token)).toBe(401);
    expect((await refreshWith(first.refreshCookie)).json().code).toBe('401');
    const second = await login(ctx.app, user.account, user.password);
    await disableUser(ctx.db, user.id);
    expect(await currentUser(second.token)).toBe(401);
    expect((await refreshWith(second.refreshCookie)).json().code).toBe('401');
  });

  it('end at logout: the access token of the session is refused from the next request on', async () => {
    const user = await createUser(ctx.db);
    const session = await login(ctx.app, user.account, user.password);
    const other = await login(ctx.app, user.account, user.password);
    expect(await currentUser(session.token)).toBe(200);
    const out = await injectRoute(
      ctx.app,
      ROUTES.auth.logout,
      {},
      { cookies: { trace_rt: session.refreshCookie } },
    );
    expect(out.json().data).toBeNull();
    expect(await currentUser(session.token)).toBe(401);
    // Another sign-in of the same person (another browser) goes on.
    expect(await currentUser(other.token)).toBe(200);
  });

  it('end at logout with the access token alone, and its refresh cookie with it', async () => {
    const user = await createUser(ctx.db);
    const session = await login(ctx.app, user.account, user.password);
    const out = await callRoute(ctx.app, ROUTES.auth.logout, {}, { token: session.token });
    expect(out.body.data).toBeNull();
    expect(await currentUser(session.token)).toBe(401);
    expect((await refreshWith(session.refreshCookie)).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row).toMatchObject({ revokeReason: 'logout' });
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh gives a new cookie and access token of the same session', async () => {
    const user = await createUser(ctx.db);
    const session = await login(ctx.app, user.account, user.password);
    const first = await refreshWith(session.refreshCookie);
    expect(first.json().code).toBe('200');
    const rotated = cookieOf(first);
    expect(rotated).not.toBe(session.refreshCookie);
    const token = first.json().data.accessToken;
    expect(await currentUser(token)).toBe(200);
    const second = await refreshWith(rotated);
    expect(second.json().code).toBe('200');
    const sids = [session.token, token, second.json().data.accessToken].map(
      (t) => ctx.app.jwt.decode<{ sid: string }>(t)!.sid,
    );
    expect(new Set(sids).size).toBe(1);
  });

  it('give the same request arriving twice the same successor, minting nothing more', async () => {
    const user = await createUser(ctx.db);
    const session = await login(ctx.app, user.account, user.password);
    const [a, b] = await Promise.all([
      refreshWith(session.refreshCookie),
      refreshWith(session.refreshCookie),
    ]);
    expect([a.json().code, b.json().code]).toEqual(['200', '200']);
    expect(cookieOf(a)).toBe(cookieOf(b));
    const late = await refreshWith(session.refreshCookie);
    expect(late.json().code).toBe('200');
    expect(cookieOf(late)).toBe(cookieOf(a));
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    expect((await refreshWith(cookieOf(a))).json().code).toBe('200');
  });

  it('presented again after the tolerance: the whole session ends, its access tokens included', async () => {
    const user = await createUser(ctx.db);
    const stolen = await login(ctx.app, user.account, user.password);
    const elsewhere = await login(ctx.app, user.account, user.password);
    const rotated = await refreshWith(stolen.refreshCookie);
    const accessToken = rotated.json().data.accessToken;
    // The original token was rotated more than the tolerance ago: presenting it again is theft.
    await ctx.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '3 seconds'` })
      .where(eq(refreshTokens.tokenHash, sha256(stolen.refreshCookie)));
    const replay = await refreshWith(stolen.refreshCookie);
    expect(replay.json().code).toBe('401');
    expect((await refreshWith(cookieOf(rotated))).json().code).toBe('401');
    expect(await currentUser(accessToken)).toBe(401);
    expect(await currentUser(stolen.token)).toBe(401);
    const familyId = ctx.app.jwt.decode<{ sid: string }>(stolen.token)!.sid;
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    const [ended] = await ctx.db.select().from(sessions).where(eq(sessions.id, familyId));
    expect(ended).toMatchObject({ revokeReason: 'reuse' });
    // The person's other sign-in is not part of that session.
    expect(await currentUser(elsewhere.token)).toBe(200);
    expect((await refreshWith(elsewhere.refreshCookie)).json().code).toBe('200');
  });

  it('are revoked by logout; the cookie is cleared', async () => {
    const user = await createUser(ctx.db);
    const session = await login(ctx.app, user.account, user.password);
    const out = await injectRoute(
      ctx.app,
      ROUTES.auth.logout,
      {},
      { cookies: { trace_rt: session.refreshCookie } },
    );
    expect(out.json().data).toBeNull();
    expect(out.cookies.find((c) => c.name === 'trace_rt')?.value).toBe('');
    expect((await refreshWith(session.refreshCookie)).json().code).toBe('401');
  });

  it('without a cookie: "401"', async () => {
    const res = await injectRoute(ctx.app, ROUTES.auth.refresh);
    expect(res.statusCode).toBe(401);
  });
});

describe('the refresh cookie is Secure', () => {
  let behindProxy: FastifyInstance;
  let production: FastifyInstance;
  beforeAll(async () => {
    [behindProxy, production] = await Promise.all([
      createTestApp({ TRUST_PROXY: '127.0.0.1' }),
      createTestApp({ APP_MODE: 'production', JWT_SECRET: 'p'.repeat(48) }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([behindProxy?.close(), production?.close()]);
  });

  const signInTo = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
    const user = await createUser(ctx.db);
    const response = await injectRoute(
      app,
      ROUTES.auth.login,
      { body: { account: user.account, password: user.password } },
      { headers },
    );
    return response.cookies.find((c) => c.name === 'trace_rt');
  };

  it('when a trusted proxy says the browser came over https', async () => {
    expect((await signInTo(behindProxy, { 'x-forwarded-proto': 'https' }))?.secure).toBe(true);
    expect((await signInTo(behindProxy))?.secure).toBeFalsy();
    // An untrusted sender cannot claim https (nor anything else) through the header.
    expect((await signInTo(ctx.app, { 'x-forwarded-proto': 'https' }))?.secure).toBeFalsy();
  });

  it('always in production mode, and on rotation too', async () => {
    const cookie = await signInTo(production);
    expect(cookie?.secure).toBe(true);
    const rotated = (await refreshWith(cookie!.value, production)).cookies.find((c) => c.name === 'trace_rt');
    expect(rotated?.secure).toBe(true);
  });
});

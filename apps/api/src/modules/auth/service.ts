import type { Language, LoginResult, UserType } from '@trace/contracts';
import { translate } from '@trace/contracts';
import { DUMMY_HASH_PROMISE, hashPassword, users, verifyPassword } from '@trace/db';
import { assignDefaultRole } from '@trace/db/seed/index';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError, unauthorized } from '../../lib/errors';
import { findPrincipal } from '../../lib/principal-queries';
import { randomToken, sealWith, sha256, unsealWith } from '../../lib/tokens';
import { REFRESH_COOKIE } from '../../plugins/auth';
import { CODE_TTL_MINUTES, consumeCode, issueCode } from './codes';
import { activeLock, forgetFailures, recordFailure, tellHolderOfLock } from './lockout';
import {
  accountKeyOf,
  clearLoginLocks,
  createSession,
  findRefreshToken,
  findSession,
  findUserByAccount,
  insertRefreshToken,
  markRefreshTokenUsed,
  recordLogin,
  revokeAllSessions,
  revokeSession,
} from './repo';

/**
 * A rotated refresh token presented again within this time is the same request arriving twice (two
 * tabs, a retried request): it gets the successor already minted, nothing new. Later, it is theft.
 */
export const REPEAT_TOLERANCE_MS = 2_000;

interface SessionUser {
  id: string;
  account: string;
  userName: string;
  userType: UserType;
  tokenVersion: number;
}

function clientOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

/**
 * `Secure` whenever the browser reached us over https, directly or through a proxy trusted by
 * TRUST_PROXY (then X-Forwarded-Proto counts), and always in production mode; COOKIE_SECURE overrides.
 */
export function cookieIsSecure(app: FastifyInstance, request: FastifyRequest): boolean {
  if (app.config.cookieSecure !== 'auto') return app.config.cookieSecure === 'true';
  return app.config.mode === 'production' || request.protocol === 'https';
}

function setRefreshCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieIsSecure(app, request),
    path: '/',
    maxAge: app.config.jwt.refreshTtlDays * 24 * 3600,
  });
}

function clearRefreshCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieIsSecure(app, request),
    path: '/',
  });
}

/** The answer of sign-in and refresh: the refresh cookie set and an access token of the session. */
function sessionAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  sessionId: string,
  refreshToken: string,
): LoginResult {
  setRefreshCookie(app, request, reply, refreshToken);
  const accessToken = app.jwt.sign(
    { typ: 'access', ver: user.tokenVersion, sid: sessionId },
    { sub: user.id },
  );
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresIn: app.config.jwt.accessTtlSeconds,
    user: { id: user.id, account: user.account, userName: user.userName, userType: user.userType },
  };
}

async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
): Promise<LoginResult> {
  const refreshToken = randomToken();
  const sessionId = await app.db.transaction(async (tx) => {
    const id = await createSession(tx, { userId: user.id, ...clientOf(request) });
    await insertRefreshToken(tx, {
      userId: user.id,
      familyId: id,
      tokenHash: sha256(refreshToken),
      expiresAt: refreshExpiry(app),
      ...clientOf(request),
    });
    return id;
  });
  return sessionAnswer(app, request, reply, user, sessionId, refreshToken);
}

const refreshExpiry = (app: FastifyInstance) =>
  new Date(Date.now() + app.config.jwt.refreshTtlDays * 24 * 3600_000);

/**
 * Sign-in. Wrong passwords are counted per account name and address, for unknown names exactly as for
 * real ones (same answers, same counter, the same argon2 work), and lock that pair for a growing time.
 */
export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { account: string; password: string },
): Promise<LoginResult> {
  const client = clientOf(request);
  const accountKey = accountKeyOf(input.account);
  const [user, lockedMinutes] = await Promise.all([
    findUserByAccount(app.db, input.account),
    activeLock(app.db, accountKey, client.ip),
  ]);
  const log = (success: boolean, reason: string | null) =>
    recordLogin(app.db, {
      account: input.account.slice(0, 64),
      userId: user?.id ?? null,
      success,
      reason,
      ...client,
    });

  if (lockedMinutes !== null) {
    await log(false, 'locked');
    throw new AppError(423, 'auth.locked', { minutes: lockedMinutes });
  }
  const passwordHash = user?.passwordHash ?? (await DUMMY_HASH_PROMISE);
  const passwordRight = (await verifyPassword(passwordHash, input.password)) && !!user;
  if (!user || !passwordRight) {
    const outcome = await recordFailure(app.db, app.config.login, accountKey, client.ip);
    const reason = user ? 'wrong_password' : 'unknown_account';
    if (outcome.locked) {
      await log(false, `${reason}_locked`);
      if (user) {
        // After the answer, so that telling the holder does not make a real account slower to refuse.
        void tellHolderOfLock(app, user, accountKey, client.ip, outcome.minutes).catch((error) =>
          request.log.error({ err: error, userId: user.id }, 'could not tell the holder of a sign-in lock'),
        );
      }
      throw new AppError(423, 'auth.locked', { minutes: outcome.minutes });
    }
    await log(false, reason);
    throw unauthorized('auth.invalidCredentialsRemaining', { remaining: outcome.remaining });
  }
  if (!user.enabled) {
    await log(false, 'disabled');
    throw new AppError(403, 'auth.disabled');
  }
  await Promise.all([
    forgetFailures(app.db, accountKey, client.ip),
    app.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id)),
    log(true, null),
  ]);
  return startSession(app, request, reply, { ...user, userType: user.userType as UserType });
}

type RefreshOutcome =
  | { ok: false }
  | { ok: true; principal: SessionUser & { enabled: boolean }; sessionId: string; refreshToken: string };

/**
 * Rotates the refresh token. A rotated token presented again is theft and ends its whole session —
 * unless it is the same request arriving again within REPEAT_TOLERANCE_MS, which gets the successor
 * minted for the first one (decision 0019).
 */
export async function refresh(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LoginResult> {
  const presented = request.cookies[REFRESH_COOKIE];
  if (!presented) throw unauthorized('auth.refreshInvalid');
  const outcome = await app.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const token = await findRefreshToken(tx, sha256(presented));
    if (!token || token.revokedAt || token.expiresAt < new Date()) return { ok: false };
    const principal = await findPrincipal(tx, token.userId, app.config.platform);
    if (!principal?.enabled) {
      await revokeSession(tx, token.familyId, 'disabled');
      return { ok: false };
    }
    if (token.usedAt) {
      const successor = repeatedRequestSuccessor(presented, token);
      const row = successor ? await findRefreshToken(tx, sha256(successor)) : undefined;
      if (successor && row && !row.usedAt && !row.revokedAt) {
        return { ok: true, principal, sessionId: token.familyId, refreshToken: successor };
      }
      await revokeSession(tx, token.familyId, 'reuse');
      request.log.warn(
        { userId: token.userId, sessionId: token.familyId, usedAgoMs: token.usedAgoMs },
        'refresh token reuse: session revoked',
      );
      return { ok: false };
    }
    const refreshToken = randomToken();
    await insertRefreshToken(tx, {
      userId: token.userId,
      familyId: token.familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: refreshExpiry(app),
      ...clientOf(request),
    });
    await markRefreshTokenUsed(tx, token.id, sealWith(presented, refreshToken));
    return { ok: true, principal, sessionId: token.familyId, refreshToken };
  });
  if (!outcome.ok) {
    clearRefreshCookie(app, request, reply);
    throw unauthorized('auth.refreshInvalid');
  }
  return sessionAnswer(app, request, reply, outcome.principal, outcome.sessionId, outcome.refreshToken);
}

/** The successor of a token rotated moments ago, readable only with the presented token itself. */
function repeatedRequestSuccessor(
  presented: string,
  token: { usedAgoMs: number | null; successorSealed: string | null },
): string | null {
  if (token.usedAgoMs === null || token.usedAgoMs > REPEAT_TOLERANCE_MS || !token.successorSealed)
    return null;
  return unsealWith(presented, token.successorSealed);
}

/**
 * Ends the session of the refresh cookie and of the access token, whichever are presented: the
 * refresh token cannot be used again and the access token is refused from the next request on.
 * Answers `data: null` even without a session, as the existing client expects.
 */
export async function logout(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<null> {
  const presented = request.cookies[REFRESH_COOKIE];
  const principal = request.principal;
  await app.db.transaction(async (tx) => {
    if (presented) {
      const token = await findRefreshToken(tx, sha256(presented));
      if (token) await revokeSession(tx, token.familyId, 'logout');
    }
    if (principal?.kind === 'user') {
      const session = await findSession(tx, principal.sessionId);
      if (session?.userId === principal.userId) await revokeSession(tx, session.id, 'logout');
    }
  });
  clearRefreshCookie(app, request, reply);
  return null;
}

async function sendCodeMail(app: FastifyInstance, language: Language, to: string, code: string) {
  await app.notifier.sendEmail({
    to,
    subject: translate('code.subject', language),
    body: translate('code.body', language, { code, minutes: CODE_TTL_MINUTES }),
  });
}

export async function sendRegisterCode(app: FastifyInstance, language: Language, email: string) {
  const target = email.toLowerCase();
  const [taken] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${target}`);
  if (taken) throw fieldError('email', 'register.emailTaken');
  const code = await issueCode(app.db, app.config.jwt.secret, 'register', target);
  await sendCodeMail(app, language, target, code);
}

const UNIQUE_FIELDS: Record<
  string,
  { path: string; key: 'register.accountTaken' | 'register.phoneTaken' | 'register.emailTaken' }
> = {
  users_account_key: { path: 'account', key: 'register.accountTaken' },
  users_phone_key: { path: 'phone', key: 'register.phoneTaken' },
  users_email_key: { path: 'email', key: 'register.emailTaken' },
};

export async function register(
  app: FastifyInstance,
  actor: Actor,
  input: {
    account: string;
    userName: string;
    userType: UserType;
    phone: string;
    email: string;
    code: string;
    password: string;
  },
) {
  const email = input.email.toLowerCase();
  const [clash] = await app.db
    .select({ account: users.account, phone: users.phone, email: users.email })
    .from(users)
    .where(
      sql`lower(${users.account}) = lower(${input.account}) or ${users.phone} = ${input.phone} or lower(${users.email}) = ${email}`,
    )
    .limit(1);
  if (clash) {
    if (clash.account.toLowerCase() === input.account.toLowerCase())
      throw fieldError('account', 'register.accountTaken');
    if (clash.phone === input.phone) throw fieldError('phone', 'register.phoneTaken');
    throw fieldError('email', 'register.emailTaken');
  }
  await consumeCode(app.db, app.config.jwt.secret, 'register', email, input.code);
  const passwordHash = await hashPassword(input.password);
  try {
    return await app.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          account: input.account,
          userName: input.userName,
          userType: input.userType,
          phone: input.phone,
          email,
          passwordHash,
        })
        .returning();
      await assignDefaultRole(tx, user!.id, input.userType);
      await writeAudit(
        tx,
        { ...actor, userId: user!.id, account: user!.account },
        { action: 'register', entity: 'user', entityId: user!.id, after: user },
      );
      return { id: user!.id, account: user!.account };
    });
  } catch (error) {
    const constraint = (error as { cause?: { constraint_name?: string }; constraint_name?: string }).cause
      ?.constraint_name;
    const field = constraint ? UNIQUE_FIELDS[constraint] : undefined;
    if (field) throw fieldError(field.path, field.key);
    throw error;
  }
}

/** Always answers the same way, so the endpoint does not tell which accounts exist. */
export async function sendForgotPasswordCode(app: FastifyInstance, language: Language, account: string) {
  const user = await findUserByAccount(app.db, account);
  if (!user?.email || !user.enabled) return;
  const code = await issueCode(app.db, app.config.jwt.secret, 'reset_password', user.id);
  await sendCodeMail(app, language, user.email, code);
}

export async function resetPassword(
  app: FastifyInstance,
  actor: Actor,
  input: { account: string; code: string; password: string },
) {
  const user = await findUserByAccount(app.db, input.account);
  if (!user) throw fieldError('code', 'code.invalid');
  await consumeCode(app.db, app.config.jwt.secret, 'reset_password', user.id, input.code);
  if (await verifyPassword(user.passwordHash, input.password))
    throw fieldError('password', 'password.sameAsOld');
  const passwordHash = await hashPassword(input.password);
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await clearLoginLocks(tx, user.account);
    await revokeAllSessions(tx, user.id, 'password');
    await writeAudit(
      tx,
      { ...actor, userId: user.id, account: user.account },
      { action: 'reset_password', entity: 'user', entityId: user.id },
    );
  });
}

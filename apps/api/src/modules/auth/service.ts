import type { Language, LoginResult, UserType } from '@trace/contracts';
import { translate } from '@trace/contracts';
import { DUMMY_HASH_PROMISE, hashPassword, users, verifyPassword } from '@trace/db';
import { assignDefaultRole } from '@trace/db/seed/index';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Actor, writeAudit } from '../../lib/audit';
import { AppError, fieldError, unauthorized } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { REFRESH_COOKIE } from '../../plugins/auth';
import { CODE_TTL_MINUTES, consumeCode, issueCode } from './codes';
import {
  findPrincipal,
  findRefreshToken,
  findUserByAccount,
  insertRefreshToken,
  markRefreshTokenUsed,
  recordLogin,
  revokeAllSessions,
  revokeFamily,
} from './repo';

/** A rotated refresh token presented again within this window is a parallel refresh (two tabs), not theft. */
const REUSE_GRACE_MS = 30_000;

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

function setRefreshCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string) {
  const secure =
    app.config.cookieSecure === 'auto' ? request.protocol === 'https' : app.config.cookieSecure === 'true';
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: app.config.jwt.refreshTtlDays * 24 * 3600,
  });
}

async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  familyId: string = crypto.randomUUID(),
): Promise<LoginResult> {
  const refreshToken = randomToken();
  await insertRefreshToken(app.db, {
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + app.config.jwt.refreshTtlDays * 24 * 3600_000),
    ...clientOf(request),
  });
  setRefreshCookie(app, request, reply, refreshToken);
  const accessToken = app.jwt.sign({ typ: 'access', ver: user.tokenVersion }, { sub: user.id });
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresIn: app.config.jwt.accessTtlSeconds,
    user: { id: user.id, account: user.account, userName: user.userName, userType: user.userType },
  };
}

/** Sign-in with lockout: after `maxFailures` wrong passwords in a row the account is locked for a while. */
export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { account: string; password: string },
): Promise<LoginResult> {
  const { maxFailures, lockMinutes } = app.config.login;
  const client = clientOf(request);
  const user = await findUserByAccount(app.db, input.account);
  const log = (success: boolean, reason: string | null) =>
    recordLogin(app.db, {
      account: input.account.slice(0, 64),
      userId: user?.id ?? null,
      success,
      reason,
      ...client,
    });

  if (!user) {
    await verifyPassword(await DUMMY_HASH_PROMISE, input.password);
    await log(false, 'unknown_account');
    throw unauthorized('auth.invalidCredentials');
  }
  if (user.lockedUntil && user.lockedUntil > new Date()) {
    await log(false, 'locked');
    throw new AppError(423, 'auth.locked', {
      minutes: Math.ceil((user.lockedUntil.getTime() - Date.now()) / 60_000),
    });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const [updated] = await app.db
      .update(users)
      .set({ failedLogins: sql`${users.failedLogins} + 1` })
      .where(eq(users.id, user.id))
      .returning({ failedLogins: users.failedLogins });
    const failures = updated?.failedLogins ?? maxFailures;
    if (failures >= maxFailures) {
      await app.db
        .update(users)
        .set({ failedLogins: 0, lockedUntil: new Date(Date.now() + lockMinutes * 60_000) })
        .where(eq(users.id, user.id));
      await log(false, 'wrong_password_locked');
      throw new AppError(423, 'auth.locked', { minutes: lockMinutes });
    }
    await log(false, 'wrong_password');
    throw unauthorized('auth.invalidCredentialsRemaining', { remaining: maxFailures - failures });
  }
  if (!user.enabled) {
    await log(false, 'disabled');
    throw new AppError(403, 'auth.disabled');
  }
  await app.db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(users.id, user.id));
  await log(true, null);
  return startSession(app, request, reply, { ...user, userType: user.userType as UserType });
}

/** Rotates the refresh token. A token used twice (outside the grace window) revokes its whole family. */
export async function refresh(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LoginResult> {
  const presented = request.cookies[REFRESH_COOKIE];
  if (!presented) throw unauthorized('auth.refreshInvalid');
  const outcome = await app.db.transaction(async (tx) => {
    const token = await findRefreshToken(tx, sha256(presented));
    if (!token || token.revokedAt || token.expiresAt < new Date()) return { ok: false as const };
    if (token.usedAt && Date.now() - token.usedAt.getTime() > REUSE_GRACE_MS) {
      await revokeFamily(tx, token.familyId);
      request.log.warn(
        { userId: token.userId, familyId: token.familyId },
        'refresh token reuse: session family revoked',
      );
      return { ok: false as const };
    }
    const principal = await findPrincipal(tx, token.userId);
    if (!principal?.enabled) {
      await revokeFamily(tx, token.familyId);
      return { ok: false as const };
    }
    if (!token.usedAt) await markRefreshTokenUsed(tx, token.id);
    return { ok: true as const, principal, familyId: token.familyId };
  });
  if (!outcome.ok) {
    reply.clearCookie(REFRESH_COOKIE, { path: '/' });
    throw unauthorized('auth.refreshInvalid');
  }
  return startSession(app, request, reply, outcome.principal, outcome.familyId);
}

export async function logout(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<null> {
  const presented = request.cookies[REFRESH_COOKIE];
  if (presented) {
    await app.db.transaction(async (tx) => {
      const token = await findRefreshToken(tx, sha256(presented));
      if (token) await revokeFamily(tx, token.familyId);
    });
  }
  reply.clearCookie(REFRESH_COOKIE, { path: '/' });
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
    await tx
      .update(users)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
    await writeAudit(
      tx,
      { ...actor, userId: user.id, account: user.account },
      { action: 'reset_password', entity: 'user', entityId: user.id },
    );
  });
}

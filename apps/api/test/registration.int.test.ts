import { ROUTES } from '@trace/contracts';
import { outbox, users, verificationCodes } from '@trace/db';
import { createUser } from '@trace/db/factories';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type BodyOf, callRoute, type Language, login, useTestApp } from './helpers';

const ctx = useTestApp();
let counter = 0;
const uniquePhone = () =>
  `139${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;
const uniqueEmail = () => `reg_${Date.now()}_${counter++}@example.com`;

async function latestCode(recipient: string): Promise<string> {
  const [mail] = await ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${recipient}`);
  return code;
}

/** A complete registration form; `overrides` change single fields. */
function registration(
  overrides: Partial<BodyOf<typeof ROUTES.auth.register>> = {},
): BodyOf<typeof ROUTES.auth.register> {
  const suffix = `${Date.now() % 1e7}${counter++}`;
  return {
    account: `newcorp_${suffix}`,
    userName: 'New Company Owner',
    userType: 'producer',
    phone: uniquePhone(),
    email: uniqueEmail(),
    code: '000000',
    password: 'Strong@2026',
    confirmPassword: 'Strong@2026',
    ...overrides,
  };
}

const register = (payload: BodyOf<typeof ROUTES.auth.register>, language: Language = 'en') =>
  callRoute(ctx.app, ROUTES.auth.register, { body: payload }, { language });

describe('registration with a verification code', () => {
  it('mails a code through the outbox and registers the account, which can then sign in', async () => {
    const form = registration();
    const sent = await callRoute(
      ctx.app,
      ROUTES.auth.sendRegisterCode,
      { body: { email: form.email } },
      { language: 'en' },
    );
    expect(sent.body).toMatchObject({ code: '200', msg: 'Verification code sent', data: null });
    const code = await latestCode(form.email);
    const done = await register({ ...form, code });
    expect(done.body).toMatchObject({
      code: '200',
      msg: 'Registration complete, please sign in',
      data: { account: form.account },
    });
    const session = await login(ctx.app, form.account, form.password);
    const me = await callRoute(ctx.app, ROUTES.session.currentUser, {}, { token: session.token });
    expect(me.body.data).toMatchObject({ userType: 'producer', corpId: null });
    // The code works once.
    const again = await register({ ...registration({ email: form.email }), code });
    expect(again.body.code).toBe('400');
  });

  it('refuses a wrong code and stops accepting a code after five wrong tries', async () => {
    const form = registration();
    await callRoute(ctx.app, ROUTES.auth.sendRegisterCode, { body: { email: form.email } });
    const code = await latestCode(form.email);
    const wrong = code === '111111' ? '222222' : '111111';
    const res = await register({ ...form, code: wrong });
    expect(res.body).toMatchObject({
      code: '400',
      errors: [{ path: 'code', message: 'The verification code is wrong or has expired' }],
    });
    for (let i = 0; i < 4; i++) await register({ ...form, code: wrong });
    const [row] = await ctx.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, form.email));
    expect(row?.attempts).toBe(5);
    // The right code is now refused (and the address has used up its tries for ten minutes).
    const dead = await register({ ...form, code });
    expect(dead.body.code).not.toBe('200');
    expect(await ctx.db.select().from(users).where(eq(users.account, form.account))).toHaveLength(0);
  });

  it('refuses a second code within a minute', async () => {
    const email = uniqueEmail();
    await callRoute(ctx.app, ROUTES.auth.sendRegisterCode, { body: { email } });
    const again = await callRoute(
      ctx.app,
      ROUTES.auth.sendRegisterCode,
      { body: { email } },
      { language: 'en' },
    );
    expect(again.status).toBe(429);
    expect(again.body.msg).toBe('Too many requests, please try again later');
  });

  it('says which of account, phone or email is already taken, in the spec’s words', async () => {
    const existing = await createUser(ctx.db, { phone: uniquePhone() });
    const accountTaken = await register(registration({ account: existing.account }));
    expect(accountTaken.body.errors).toEqual([{ path: 'account', message: 'Account already registered' }]);
    const phoneTaken = await register(
      registration({
        phone: (await ctx.db.select().from(users).where(eq(users.id, existing.id)))[0]!.phone!,
      }),
    );
    expect(phoneTaken.body.errors).toEqual([{ path: 'phone', message: 'Phone number occupied' }]);
    const emailTaken = await callRoute(
      ctx.app,
      ROUTES.auth.sendRegisterCode,
      { body: { email: `${existing.account}@test.example.com` } },
      { language: 'cn' },
    );
    expect(emailTaken.body.errors).toEqual([{ path: 'email', message: '邮箱已被占用' }]);
  });

  it.each([
    [
      'short1A',
      'en',
      'The password must be 8 to 16 characters with upper and lower case letters and at least one digit or symbol',
    ],
    [
      'alllowercase1',
      'en',
      'The password must be 8 to 16 characters with upper and lower case letters and at least one digit or symbol',
    ],
    [
      'NoDigitsOrSymbols',
      'en',
      'The password must be 8 to 16 characters with upper and lower case letters and at least one digit or symbol',
    ],
    [
      'Waytoolongpassword@2026',
      'fr',
      'Le mot de passe doit comporter 8 à 16 caractères, des majuscules et des minuscules et au moins un chiffre ou un symbole',
    ],
    ['nouppercase@1', 'cn', '密码须为8-16位，包含大写字母、小写字母，以及至少一个数字或符号'],
  ] as const)('refuses the password %s with the rule in %s', async (password, language, message) => {
    const res = await register(registration({ password, confirmPassword: password }), language);
    expect(res.body.errors).toContainEqual({ path: 'password', message });
  });

  it('accepts a password with a symbol instead of a digit', async () => {
    const res = await register(registration({ password: 'Good#Password', confirmPassword: 'Good#Password' }));
    expect(res.body.errors?.map((e) => e.path)).not.toContain('password');
  });

  it('requires the two passwords to match', async () => {
    const res = await register(registration({ confirmPassword: 'Other@2026' }));
    expect(res.body.errors).toContainEqual({ path: 'confirmPassword', message: 'The two passwords differ' });
  });

  it.each([
    ['1380013800', 'Enter an 11-digit phone number'],
    ['138001380000', 'Enter an 11-digit phone number'],
    ['1380013800a', 'Enter the correct phone number'],
  ])('refuses the phone %s', async (phone, message) => {
    const res = await register(registration({ phone }));
    expect(res.body.errors).toContainEqual({ path: 'phone', message });
  });

  it('refuses illegal characters in the name', async () => {
    const res = await register(registration({ userName: '<script>' }));
    expect(res.body.errors).toContainEqual({
      path: 'userName',
      message: 'The input contains illegal characters',
    });
  });
});

describe('forgot password', () => {
  it('resets the password with a mailed code, ends every session and unlocks the account', async () => {
    const user = await createUser(ctx.db);
    const session = await login(ctx.app, user.account, user.password);
    const sent = await callRoute(
      ctx.app,
      ROUTES.auth.sendForgotPasswordCode,
      { body: { account: user.account } },
      { language: 'en' },
    );
    expect(sent.body.msg).toBe('Verification code sent');
    const code = await latestCode(`${user.account}@test.example.com`);
    const same = await callRoute(
      ctx.app,
      ROUTES.auth.resetPassword,
      { body: { account: user.account, code, password: user.password, confirmPassword: user.password } },
      { language: 'en' },
    );
    expect(same.body.errors).toEqual([
      { path: 'password', message: 'The new password must differ from the old one' },
    ]);
    await callRoute(ctx.app, ROUTES.auth.sendForgotPasswordCode, { body: { account: user.account } }).catch(
      () => {},
    );
    // The code was used by the refused attempt; ask again after the resend window.
    await ctx.db.execute(
      `update verification_codes set created_at = now() - interval '2 minutes' where target = '${user.id}'` as never,
    );
    await callRoute(ctx.app, ROUTES.auth.sendForgotPasswordCode, { body: { account: user.account } });
    const fresh = await latestCode(`${user.account}@test.example.com`);
    const reset = await callRoute(
      ctx.app,
      ROUTES.auth.resetPassword,
      { body: { account: user.account, code: fresh, password: 'Brand@New1', confirmPassword: 'Brand@New1' } },
      { language: 'en' },
    );
    expect(reset.body).toMatchObject({
      code: '200',
      msg: 'Password reset, please sign in with the new password',
    });
    expect(
      (await callRoute(ctx.app, ROUTES.session.currentUser, {}, { token: session.token })).body.code,
    ).toBe('401');
    expect((await login(ctx.app, user.account, 'Brand@New1')).token).toBeTruthy();
  });

  it('answers the same for an unknown account and mails nothing', async () => {
    const before = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'ghost_account@test.example.com')));
    const res = await callRoute(
      ctx.app,
      ROUTES.auth.sendForgotPasswordCode,
      { body: { account: 'ghost_account' } },
      { language: 'en' },
    );
    expect(res.body).toMatchObject({ code: '200', msg: 'Verification code sent' });
    expect(before).toHaveLength(0);
  });
});

import { z } from 'zod';
import { ZCompanyUserType, ZId, ZUserType } from './common';
import { defineRoute } from './route';
import {
  required,
  withPasswordConfirmation,
  ZAccount,
  ZEmail,
  ZLoginPassword,
  ZPassword,
  ZPhone,
  ZText,
  ZVerificationCode,
} from './rules';

export const ZLoginBody = z.object({
  account: z.string(required('account.required')).trim().min(1, { message: 'account.required' }).max(64),
  password: ZLoginPassword,
});

export const ZSessionUser = z.object({
  id: ZId,
  account: z.string(),
  userName: z.string(),
  userType: ZUserType,
});

export const ZLoginResult = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the access token expires; renew with POST /auth/refresh. */
  expiresIn: z.number().int(),
  user: ZSessionUser,
});
export type LoginResult = z.infer<typeof ZLoginResult>;

export const ZRegisterCodeBody = z.object({ email: ZEmail });

export const ZRegisterBody = withPasswordConfirmation(
  z.object({
    account: ZAccount,
    userName: ZText(50).pipe(z.string().min(1, { message: 'name.required' })),
    userType: ZCompanyUserType,
    phone: ZPhone,
    email: ZEmail,
    code: ZVerificationCode,
    password: ZPassword,
    confirmPassword: z.string(),
  }),
);

export const ZForgotCodeBody = z.object({
  account: z.string(required('account.required')).trim().min(1, { message: 'account.required' }).max(64),
});

export const ZResetPasswordBody = withPasswordConfirmation(
  z.object({
    account: z.string(required('account.required')).trim().min(1, { message: 'account.required' }).max(64),
    code: ZVerificationCode,
    password: ZPassword,
    confirmPassword: z.string(),
  }),
);

const loginLimit = { max: 10, timeWindow: '1 minute', keyField: 'account' };
const codeLimit = (keyField: string) => ({ max: 5, timeWindow: '10 minutes', keyField });

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Sign in with account and password; sets the refresh cookie',
    tags: ['auth'],
    body: ZLoginBody,
    response: ZLoginResult,
    rateLimit: loginLimit,
    maintenance: 'open',
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/auth/refresh',
    access: 'public',
    summary: 'Exchange the refresh cookie for a new access token (the refresh token rotates)',
    tags: ['auth'],
    response: ZLoginResult,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    maintenance: 'open',
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/logout',
    access: 'public',
    summary: 'Sign out: revokes the session of the refresh cookie',
    tags: ['auth'],
    response: z.null(),
    maintenance: 'open',
  }),
  sendRegisterCode: defineRoute({
    method: 'POST',
    path: '/auth/register/code',
    access: 'public',
    summary: 'Send a registration verification code to an email address',
    tags: ['auth'],
    body: ZRegisterCodeBody,
    response: z.null(),
    rateLimit: codeLimit('email'),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    summary: 'Register a company account',
    tags: ['auth'],
    body: ZRegisterBody,
    response: z.object({ id: ZId, account: z.string() }),
    rateLimit: codeLimit('email'),
  }),
  sendForgotPasswordCode: defineRoute({
    method: 'POST',
    path: '/auth/password/forgot/code',
    access: 'public',
    summary: "Send a password reset code to the account's email",
    tags: ['auth'],
    body: ZForgotCodeBody,
    response: z.null(),
    rateLimit: codeLimit('account'),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/password/reset',
    access: 'public',
    summary: 'Set a new password with a reset code; signs out every session of the account',
    tags: ['auth'],
    body: ZResetPasswordBody,
    response: z.null(),
    rateLimit: codeLimit('account'),
  }),
} as const;

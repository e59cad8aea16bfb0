import { z } from 'zod';
import { ZId, ZIsoDateTime, ZUserType } from '../common';
import { defineRoute } from '../route';
import { required, withPasswordConfirmation, ZEmail, ZPassword, ZPhone, ZText } from '../rules';
import { tag } from './shared';

// ---- profile (/userMessage, /userMessageEdit, /SysUpdatePwd)

export const ZProfile = z.object({
  id: ZId,
  account: z.string(),
  userName: z.string(),
  userType: ZUserType,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  corpName: z.string().nullable(),
  deptName: z.string().nullable(),
  roles: z.array(z.string()),
  lastLoginTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
});

export const ZUpdateProfileBody = z.object({
  userName: ZText(50).pipe(z.string().min(1, { message: 'name.required' })),
  phone: ZPhone.nullable(),
  email: ZEmail.nullable(),
  /** URL of an uploaded image (`/files/:id`). */
  avatar: z
    .string()
    .regex(/^\/files\/[0-9a-f-]{36}$/)
    .nullable(),
});

export const ZChangePasswordBody = withPasswordConfirmation(
  z.object({
    oldPassword: z.string(required('password.required')).min(1, { message: 'password.required' }).max(128),
    password: ZPassword,
    confirmPassword: z.string(),
  }),
).refine((value) => value.password !== value.oldPassword, {
  message: 'password.sameAsOld',
  path: ['password'],
});

export const profileRoutes = {
  profile: defineRoute({
    method: 'GET',
    path: '/profile',
    access: 'authenticated',
    summary: "The caller's own profile",
    tags: [tag],
    response: ZProfile,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/profile',
    access: 'authenticated',
    summary: "Change the caller's own name, phone, email, avatar",
    tags: [tag],
    body: ZUpdateProfileBody,
    response: ZProfile,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/profile/password',
    access: 'authenticated',
    summary: 'Change the own password; every session of the account ends (sign in again)',
    tags: [tag],
    body: ZChangePasswordBody,
    response: z.null(),
    rateLimit: { max: 10, timeWindow: '10 minutes' },
  }),
} as const;

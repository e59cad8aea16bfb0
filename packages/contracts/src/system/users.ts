import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery, ZUserType } from '../common';
import { defineRoute } from '../route';
import { withPasswordConfirmation, ZAccount, ZEmail, ZPassword, ZPhone, ZText } from '../rules';
import { manage, tag, view } from './shared';

// ---- users (/SysUser)

export const ZSysUser = z.object({
  id: ZId,
  account: z.string(),
  userName: z.string(),
  userType: ZUserType,
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  certBodyId: ZId.nullable(),
  certBodyName: z.string().nullable(),
  printingFactoryId: ZId.nullable(),
  printingFactoryName: z.string().nullable(),
  deptId: ZId.nullable(),
  deptName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  /** Locked out at some address after repeated failed sign-ins (an administrator may unlock). */
  locked: z.boolean(),
  remark: z.string().nullable(),
  roles: z.array(z.object({ id: ZId, name: z.string() })),
  lastLoginTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  /** What the caller may do with this user. */
  actions: z.array(z.enum(['edit', 'enable', 'disable', 'resetPassword', 'unlock'])),
});
export type SysUser = z.infer<typeof ZSysUser>;

const userFields = {
  userName: ZText(50).pipe(z.string().min(1, { message: 'name.required' })),
  userType: ZUserType,
  corpId: ZId.nullable().default(null),
  certBodyId: ZId.nullable().default(null),
  printingFactoryId: ZId.nullable().default(null),
  deptId: ZId.nullable().default(null),
  phone: ZPhone.nullable().default(null),
  email: ZEmail.nullable().default(null),
  remark: ZText(200).nullable().default(null),
  roleIds: z.array(ZId).max(20).default([]),
};

export const ZCreateSysUserBody = withPasswordConfirmation(
  z.object({ account: ZAccount, ...userFields, password: ZPassword, confirmPassword: z.string() }),
);
export const ZUpdateSysUserBody = z.object(userFields);
export const ZResetUserPasswordBody = withPasswordConfirmation(
  z.object({ password: ZPassword, confirmPassword: z.string() }),
);

export const sysUserRoutes = {
  listUsers: defineRoute({
    method: 'GET',
    path: '/sys/users',
    access: view('SysUser'),
    summary: 'Users, filtered by text, user type, company, department, state',
    tags: [tag],
    query: ZPageQuery.extend({
      keyword: z.string().trim().max(100).optional(),
      userType: ZUserType.optional(),
      corpId: ZId.optional(),
      deptId: ZId.optional(),
      enabled: z.enum(['true', 'false']).optional(),
    }),
    response: ZPage(ZSysUser),
  }),
  getUser: defineRoute({
    method: 'GET',
    path: '/sys/users/:id',
    access: view('SysUser'),
    summary: 'One user with roles',
    tags: [tag],
    params: ZIdParams,
    response: ZSysUser,
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/sys/users',
    access: manage('SysUser'),
    summary: 'Create a user with user type, organisation and roles',
    tags: [tag],
    body: ZCreateSysUserBody,
    response: ZSysUser,
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/sys/users/:id',
    access: manage('SysUser'),
    summary: "Change a user's details, organisation and roles",
    tags: [tag],
    params: ZIdParams,
    body: ZUpdateSysUserBody,
    response: ZSysUser,
  }),
  enableUser: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/enable',
    access: manage('SysUser'),
    summary: 'Enable a user (also lifts their sign-in locks)',
    tags: [tag],
    params: ZIdParams,
    response: ZSysUser,
  }),
  disableUser: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/disable',
    access: manage('SysUser'),
    summary: 'Disable a user: every session ends at once',
    tags: [tag],
    params: ZIdParams,
    response: ZSysUser,
  }),
  unlockUser: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/unlock',
    access: manage('SysUser'),
    summary: "Lift a user's sign-in locks at every address",
    tags: [tag],
    params: ZIdParams,
    response: ZSysUser,
  }),
  resetUserPassword: defineRoute({
    method: 'POST',
    path: '/sys/users/:id/reset-password',
    access: manage('SysUser'),
    summary: "Set a user's password: every session of the user ends",
    tags: [tag],
    params: ZIdParams,
    body: ZResetUserPasswordBody,
    response: z.null(),
  }),
} as const;

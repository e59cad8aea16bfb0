import { z } from 'zod';
import { ZId, ZIsoDateTime, ZLocalized, ZUserType } from '../common';
import { crudRoutes } from '../crud';
import { defineRoute } from '../route';
import { manage, tag, view, ZLocalizedName, ZOptionalText } from './shared';

// ---- roles (/SysRole): the Role entity of spec section 3: name, permission, status, remark

export const ZRole = z.object({
  id: ZId,
  code: z.string(),
  name: ZLocalized,
  permissions: z.array(z.string()),
  allPermissions: z.boolean(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  defaultFor: ZUserType.nullable(),
  userCount: z.number().int(),
  createTime: ZIsoDateTime,
});
export const ZRoleBody = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, { message: 'code.identifier' }),
  name: ZLocalizedName,
  permissions: z.array(z.string().max(100)).max(500).default([]),
  enabled: z.boolean().default(true),
  remark: ZOptionalText(200).default(null),
});

export const ZPermissionInfo = z.object({ key: z.string(), name: z.string(), group: z.string() });

export const roleRoutes = {
  permissionCatalogue: defineRoute({
    method: 'GET',
    path: '/sys/permissions',
    access: view('SysRole'),
    summary: 'Every permission with its name in the request language, for role editing',
    tags: [tag],
    response: z.array(ZPermissionInfo),
  }),
  roles: crudRoutes({
    path: '/sys/roles',
    tag,
    noun: 'role',
    item: ZRole,
    create: ZRoleBody,
    filters: { enabled: z.enum(['true', 'false']).optional() },
    read: view('SysRole'),
    write: manage('SysRole'),
  }),
} as const;

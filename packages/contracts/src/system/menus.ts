import { z } from 'zod';
import { ZId, ZIdParams, ZLocalized } from '../common';
import { defineRoute } from '../route';
import { ZCount } from '../rules';
import { manage, tag, view, ZLocalizedName } from './shared';

export const ZSysMenu: z.ZodType<SysMenu> = z
  .lazy(() =>
    z.object({
      id: ZId,
      parentId: ZId.nullable(),
      name: ZLocalized,
      path: z.string().nullable(),
      icon: z.string().nullable(),
      permission: z.string().nullable(),
      platforms: z.array(z.string()).nullable(),
      sort: z.number().int(),
      visible: z.boolean(),
      children: z.array(ZSysMenu),
    }),
  )
  .meta({ id: 'SysMenu' });
export interface SysMenu {
  id: string;
  parentId: string | null;
  name: { cn: string; en: string; fr: string };
  path: string | null;
  icon: string | null;
  permission: string | null;
  platforms: string[] | null;
  sort: number;
  visible: boolean;
  children: SysMenu[];
}
export const ZMenuBody = z.object({
  parentId: ZId.nullable().default(null),
  name: ZLocalizedName,
  /** A client route (`/SysUser`); null for a group. */
  path: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]{1,100}$/)
    .nullable()
    .default(null),
  icon: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullable()
    .default(null),
  permission: z.string().max(100).nullable().default(null),
  platforms: z.array(z.string().max(20)).nullable().default(null),
  sort: ZCount().max(9999).default(0),
  visible: z.boolean().default(true),
});

export const menuRoutes = {
  menuTree: defineRoute({
    method: 'GET',
    path: '/sys/menus',
    access: view('SysMenu'),
    summary: 'The whole menu tree with names in every language',
    tags: [tag],
    response: z.array(ZSysMenu),
  }),
  createMenu: defineRoute({
    method: 'POST',
    path: '/sys/menus',
    access: manage('SysMenu'),
    summary: 'Create a menu entry',
    tags: [tag],
    body: ZMenuBody,
    response: ZId,
  }),
  updateMenu: defineRoute({
    method: 'PUT',
    path: '/sys/menus/:id',
    access: manage('SysMenu'),
    summary: 'Change a menu entry',
    tags: [tag],
    params: ZIdParams,
    body: ZMenuBody,
    response: ZId,
  }),
  deleteMenu: defineRoute({
    method: 'DELETE',
    path: '/sys/menus/:id',
    access: manage('SysMenu'),
    summary: 'Delete a menu entry without children',
    tags: [tag],
    params: ZIdParams,
    response: z.null(),
  }),
} as const;

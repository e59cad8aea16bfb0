import { z } from 'zod';
import { ZId, ZLanguage, ZUserType } from './common';
import { defineRoute } from './route';

export const ZMenu: z.ZodType<Menu> = z
  .lazy(() =>
    z.object({
      id: ZId,
      name: z.string(),
      path: z.string().nullable(),
      icon: z.string().nullable(),
      permission: z.string().nullable(),
      children: z.array(ZMenu),
    }),
  )
  .meta({ id: 'Menu' });
export interface Menu {
  id: string;
  name: string;
  path: string | null;
  icon: string | null;
  permission: string | null;
  children: Menu[];
}

export const ZCurrentUser = z.object({
  id: ZId,
  account: z.string(),
  userName: z.string(),
  userType: ZUserType,
  corpId: ZId.nullable(),
  certBodyId: ZId.nullable(),
  printingFactoryId: ZId.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;

/** Reminder texts shown after sign-in; empty string when there is nothing to remind. */
export const ZUpPrompt = z.object({
  syEndTimeLeThirty: z.string(),
  certDueTimeLeThirty: z.string(),
  /** Several messages joined by `|`. */
  evaluateDueTimeLeThirty: z.string(),
  sy6ExpirationReminder: z.string(),
});
export type UpPrompt = z.infer<typeof ZUpPrompt>;

export const ZCurrentCorp = z.object({
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  country: z.string().nullable(),
  countryId: z.string().nullable(),
  syStatus: z.number().int().nullable(),
  /** True when traceability is paused (syStatus 2 on birdnest): binding labels and shipping are blocked. */
  tracePause: z.boolean(),
  status: z.string().nullable(),
});

export const sessionRoutes = {
  permissions: defineRoute({
    method: 'GET',
    path: '/user/read/promission',
    access: 'authenticated',
    summary: "The caller's user, side menus (in the requested language) and permissions",
    tags: ['session'],
    query: z.object({ language: ZLanguage.optional() }),
    response: z.object({
      user: ZCurrentUser,
      menus: z.array(ZMenu),
      permissions: z.array(z.string()),
    }),
    maintenance: 'open',
  }),
  currentUser: defineRoute({
    method: 'GET',
    path: '/user/read/current',
    access: 'authenticated',
    summary: 'The current user; reminders are in the top-level `upPrompt` field of the body',
    tags: ['session'],
    response: ZCurrentUser,
    extras: z.object({ upPrompt: ZUpPrompt }),
    maintenance: 'open',
  }),
  currentCorp: defineRoute({
    method: 'PUT',
    path: '/corp/read/current',
    access: 'authenticated',
    summary: "The caller's company (fields are null for users without a company)",
    tags: ['session'],
    response: ZCurrentCorp,
    maintenance: 'open',
  }),
} as const;

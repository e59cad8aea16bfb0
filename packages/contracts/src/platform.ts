import { z } from 'zod';
import { ZLocalized } from './common';
import { defineRoute } from './route';

/** Platform variants (DOMAIN.md); one is active per deployment. */
export const PLATFORM_KEYS = [
  'birdnest',
  'academy',
  'academy2',
  'fruit',
  'frbeef',
  'frpork',
  'gly',
  'xys',
  'yqxffp',
] as const;
export const ZPlatformKey = z.enum(PLATFORM_KEYS);
export type PlatformKey = z.infer<typeof ZPlatformKey>;

export const ZPlatform = z.object({
  key: ZPlatformKey,
  systemName: ZLocalized,
  pageTitle: ZLocalized,
  icon: z.string().nullable(),
  logo: z.string().nullable(),
});
export type Platform = z.infer<typeof ZPlatform>;

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.boolean(),
  redis: z.boolean(),
});

export const platformRoutes = {
  getPlatform: defineRoute({
    method: 'GET',
    path: '/getPlatform',
    access: 'public',
    summary: 'The key of the active platform variant',
    tags: ['platform'],
    response: ZPlatformKey,
    maintenance: 'open',
  }),
  getPlatformUrl: defineRoute({
    method: 'GET',
    path: '/getPlatformUrl',
    access: 'public',
    summary: 'Addresses the client needs (rich-text editor service)',
    tags: ['platform'],
    response: z.object({ ueditorUrl: z.string() }),
    maintenance: 'open',
  }),
  currentPlatform: defineRoute({
    method: 'GET',
    path: '/platforms/current',
    access: 'public',
    summary: 'Branding of the active platform: system name, page title, icon, logo',
    tags: ['platform'],
    response: ZPlatform,
    maintenance: 'open',
  }),
  health: defineRoute({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Liveness and dependency check',
    tags: ['platform'],
    response: ZHealth,
    maintenance: 'open',
  }),
} as const;

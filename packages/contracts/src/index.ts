import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { fileRoutes } from './files';
import { lookupRoutes } from './lookups';
import { notificationRoutes } from './notifications';
import { platformRoutes } from './platform';
import type { RouteDefinition } from './route';
import { sessionRoutes } from './session';

export * from './admin';
export * from './auth';
export * from './common';
export * from './envelope';
export * from './files';
export * from './jobs';
export * from './lookups';
export * from './messages';
export * from './navigation';
export * from './notifications';
export * from './permissions';
export * from './platform';
export * from './route';
export * from './rules';
export * from './session';

/** The route table: every HTTP route of the API, grouped by module. */
export const ROUTES = {
  platform: platformRoutes,
  auth: authRoutes,
  session: sessionRoutes,
  notifications: notificationRoutes,
  files: fileRoutes,
  admin: adminRoutes,
  lookups: lookupRoutes,
} as const;

export function allRoutes(): RouteDefinition[] {
  return Object.values(ROUTES).flatMap((group) => Object.values(group) as RouteDefinition[]);
}

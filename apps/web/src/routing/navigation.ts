import { NAVIGATION, pagePermission } from '@trace/contracts/navigation';
import type { PageRoute } from './types';

/**
 * The path, title and permission of a page the server's menus list (contracts NAVIGATION), so a
 * page group's `routes.ts` does not repeat names and permissions the menus already define.
 */
export function navigationPage(path: string): Pick<PageRoute, 'path' | 'title' | 'permission'> {
  for (const group of NAVIGATION) {
    const page = group.pages.find((candidate) => candidate.path === path);
    if (page) return { path, title: page.name, permission: pagePermission(group.key, path) };
  }
  throw new Error(`${path} is not a page of the navigation`);
}

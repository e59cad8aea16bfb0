import type { ComponentType } from 'react';
import type { Label } from '../i18n/text';

/**
 * One page of the client. Each page group declares its pages in `src/pages/<group>/routes.ts`
 * (`export const routes: PageRoute[]`); the registry collects every such file, so adding a page never
 * touches a shared list.
 */
export interface PageRoute {
  /** The URL, as the spec names it (`/messageCenter`, `/SysUser`). */
  path: string;
  /** Shown in tabs and the breadcrumb, in the interface language (read with `labelText`). */
  title: Label;
  /** The page, loaded on first visit (one chunk per group). */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The permission needed to open the page; without it the person is sent to /403. Omit for pages
   * every signed-in person may open.
   */
  permission?: string;
  /** The list page a detail/add/edit/audit page belongs to (breadcrumb: list > this page). */
  parent?: string;
  /** Hide this page from the breadcrumb (default: shown). */
  breadcrumb?: boolean;
  /**
   * Other page groups whose texts the page reads (its own group's always load with it): loaded beside
   * its code, instead of after it when the page first asks for them.
   */
  texts?: readonly string[];
}

import type { PageRoute } from './types';

/** Lookups over the registered pages: by path, and the breadcrumb trail of a page. */
export interface RouteIndex {
  readonly routes: readonly PageRoute[];
  /** The page at a location's pathname; matching ignores case and a trailing slash, as the router does. */
  find(pathname: string): PageRoute | undefined;
  /** Whether the client has a page at this path (server menus pointing elsewhere are not shown). */
  has(path: string): boolean;
  /** A page's list-page ancestors, outermost first, then the page itself. */
  lineage(route: PageRoute): PageRoute[];
  /** The pages the breadcrumb shows for a page: its lineage without those that opt out. */
  trail(route: PageRoute): PageRoute[];
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * Indexes page routes, refusing two pages at one path and a `parent` naming no page: both are
 * mistakes in a `routes.ts` that would otherwise surface as a page silently missing.
 */
export function createRouteIndex(routes: readonly PageRoute[]): RouteIndex {
  const byPath = new Map<string, PageRoute>();
  for (const route of routes) {
    const key = normalise(route.path);
    if (byPath.has(key)) throw new Error(`Two pages are registered at ${route.path}`);
    byPath.set(key, route);
  }
  for (const route of routes) {
    if (route.parent && !byPath.has(normalise(route.parent))) {
      throw new Error(`The parent ${route.parent} of ${route.path} is not a registered page`);
    }
  }

  const find = (pathname: string) => byPath.get(normalise(pathname));

  const lineage = (route: PageRoute) => {
    const chain: PageRoute[] = [];
    // A parent cycle is a mistake; stopping at the first repeat keeps the breadcrumb finite.
    for (let current: PageRoute | undefined = route; current && !chain.includes(current); ) {
      chain.unshift(current);
      current = current.parent ? find(current.parent) : undefined;
    }
    return chain;
  };

  return {
    routes,
    find,
    has: (path) => byPath.has(normalise(path)),
    lineage,
    trail: (route) => lineage(route).filter((entry) => entry.breadcrumb !== false),
  };
}

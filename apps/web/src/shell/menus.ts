import type { Menu } from '@trace/contracts';

/**
 * The server's menus reduced to what the client can open: an entry whose path has no page here is
 * dropped, and so is a group left without entries. The server has already applied permissions.
 */
export function visibleMenus(menus: readonly Menu[], hasPage: (path: string) => boolean): Menu[] {
  return menus.flatMap((menu) => {
    const children = visibleMenus(menu.children, hasPage);
    const opens = menu.path !== null && hasPage(menu.path);
    if (!opens && children.length === 0) return [];
    return [{ ...menu, path: opens ? menu.path : null, children }];
  });
}

/**
 * A group holding a single entry of its own name (Home > Home) is shown as that entry, with the
 * group's icon: one click instead of two, and no echo in the menu.
 */
export function mergeLoneEntries(menus: readonly Menu[]): Menu[] {
  return menus.map((menu) => {
    const only = menu.children.length === 1 ? menu.children[0] : undefined;
    if (only && only.children.length === 0 && only.path && only.name === menu.name) {
      return { ...only, icon: only.icon ?? menu.icon };
    }
    return { ...menu, children: mergeLoneEntries(menu.children) };
  });
}

const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The ids of the groups leading to the entry for `path` (to open them), or [] when no entry has it. */
export function menuAncestors(menus: readonly Menu[], path: string): string[] {
  for (const menu of menus) {
    if (menu.path && samePath(menu.path, path)) return [];
    const below = menuAncestors(menu.children, path);
    if (below.length > 0 || containsPath(menu.children, path)) return [menu.id, ...below];
  }
  return [];
}

/** Whether any entry in the tree opens `path`. */
export function containsPath(menus: readonly Menu[], path: string): boolean {
  return menus.some((menu) => (menu.path && samePath(menu.path, path)) || containsPath(menu.children, path));
}

/** The address a menu entry opens: its path with a timestamp, so choosing it again reloads the page. */
export function menuHref(path: string, now: number = Date.now()): string {
  return `${path}?t=${now}`;
}

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

/** For each entry opening `path` (a page may sit under several groups), the ids of the groups leading to it. */
function entryChains(menus: readonly Menu[], path: string, above: readonly string[] = []): string[][] {
  return menus.flatMap((menu) => [
    ...(menu.path && samePath(menu.path, path) ? [[...above]] : []),
    ...entryChains(menu.children, path, [...above, menu.id]),
  ]);
}

/** The ids of the groups leading to the first entry for `path` (to open them), or [] when no entry has it. */
export function menuAncestors(menus: readonly Menu[], path: string): string[] {
  return entryChains(menus, path)[0] ?? [];
}

/**
 * The groups still to open so that an entry for `path` shows: none when one already shows (the entry
 * a person chose stays in view, and the page's other entries stay folded), else those leading to the first.
 */
export function groupsToOpen(menus: readonly Menu[], path: string, opened: ReadonlySet<string>): string[] {
  const chains = entryChains(menus, path);
  if (chains.length === 0 || chains.some((chain) => chain.every((id) => opened.has(id)))) return [];
  return chains[0]!.filter((id) => !opened.has(id));
}

/** Whether any entry in the tree opens `path`. */
export function containsPath(menus: readonly Menu[], path: string): boolean {
  return menus.some((menu) => (menu.path && samePath(menu.path, path)) || containsPath(menu.children, path));
}

/** The address a menu entry opens: its path with a timestamp, so choosing it again reloads the page. */
export function menuHref(path: string, now: number = Date.now()): string {
  return `${path}?t=${now}`;
}

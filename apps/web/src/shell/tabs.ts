import { HOME_PATH } from '../routing/registry';

/** One open page: its path (the tab's identity) and the full address last shown in it. */
export interface OpenTab {
  path: string;
  href: string;
}

const STORAGE_KEY = 'shellTabs';
/** Oldest tabs beyond this are closed, so a long session does not pile up hundreds. */
export const MAX_TABS = 20;

const HOME_TAB: OpenTab = { path: HOME_PATH, href: HOME_PATH };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The home tab is always first and cannot be closed. */
export function isPinned(tab: OpenTab): boolean {
  return same(tab.path, HOME_PATH);
}

function withHome(tabs: readonly OpenTab[]): OpenTab[] {
  return tabs.some(isPinned) ? [...tabs] : [HOME_TAB, ...tabs];
}

/** Shows `href` in the tab of `path`, opening one at the end if the page has none. */
export function openTab(tabs: readonly OpenTab[], path: string, href: string): OpenTab[] {
  const list = withHome(tabs);
  const index = list.findIndex((tab) => same(tab.path, path));
  if (index >= 0) {
    if (list[index]!.href === href) return list;
    return list.map((tab, i) => (i === index ? { ...tab, href } : tab));
  }
  const opened = [...list, { path, href }];
  if (opened.length <= MAX_TABS) return opened;
  const oldest = opened.findIndex((tab) => !isPinned(tab));
  return opened.filter((_, i) => i !== oldest);
}

/**
 * Closes the tab of `path`. When it was the one on screen, `next` is the tab to show instead: the one
 * to its right, else to its left.
 */
export function closeTab(
  tabs: readonly OpenTab[],
  path: string,
  activePath: string | undefined,
): { tabs: OpenTab[]; next?: OpenTab } {
  const index = tabs.findIndex((tab) => same(tab.path, path));
  const tab = tabs[index];
  if (!tab || isPinned(tab)) return { tabs: [...tabs] };
  const remaining = tabs.filter((_, i) => i !== index);
  if (!activePath || !same(activePath, path)) return { tabs: remaining };
  return { tabs: remaining, next: remaining[index] ?? remaining[index - 1] ?? HOME_TAB };
}

/** Keeps the home tab and the tab of `path`. */
export function closeOtherTabs(tabs: readonly OpenTab[], path: string): OpenTab[] {
  return withHome(tabs).filter((tab) => isPinned(tab) || same(tab.path, path));
}

export function loadTabs(): OpenTab[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return [HOME_TAB];
    const tabs = stored.filter(
      (tab): tab is OpenTab =>
        typeof tab?.path === 'string' && typeof tab?.href === 'string' && tab.href.startsWith('/'),
    );
    return withHome(tabs);
  } catch {
    return [HOME_TAB];
  }
}

export function saveTabs(tabs: readonly OpenTab[]): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs));
}

import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_PATH } from '../routing/registry';
import { closeOtherTabs, closeTab, loadTabs, MAX_TABS, type OpenTab, openTab, saveTabs } from './tabs';

const home: OpenTab = { path: HOME_PATH, href: HOME_PATH };
const tab = (path: string, href = path): OpenTab => ({ path, href });

describe('open tabs', () => {
  beforeEach(() => sessionStorage.clear());

  it('always starts with the home tab', () => {
    expect(loadTabs()).toEqual([home]);
    expect(openTab([], '/newsList', '/newsList?t=1')).toEqual([home, tab('/newsList', '/newsList?t=1')]);
  });

  it('reuses the tab of a page, remembering its latest address', () => {
    const tabs = openTab([home, tab('/newsList')], '/NEWSLIST', '/newsList?page=2');
    expect(tabs).toEqual([home, tab('/newsList', '/newsList?page=2')]);
  });

  it('drops the oldest closable tab beyond the limit', () => {
    let tabs: OpenTab[] = [home];
    for (let i = 0; i < MAX_TABS + 2; i++) tabs = openTab(tabs, `/p${i}`, `/p${i}`);
    expect(tabs).toHaveLength(MAX_TABS);
    expect(tabs[0]).toEqual(home);
    // 22 pages opened, room for 19 beside home: /p0, /p1 and /p2 went first.
    expect(tabs[1]?.path).toBe('/p3');
  });

  it('closing the tab on screen shows its right neighbour, else its left one', () => {
    const tabs = [home, tab('/a'), tab('/b'), tab('/c')];
    expect(closeTab(tabs, '/b', '/b')).toEqual({ tabs: [home, tab('/a'), tab('/c')], next: tab('/c') });
    expect(closeTab(tabs, '/c', '/c').next).toEqual(tab('/b'));
    expect(closeTab(tabs, '/a', '/c')).toEqual({ tabs: [home, tab('/b'), tab('/c')] });
  });

  it('never closes the home tab', () => {
    expect(closeTab([home, tab('/a')], HOME_PATH, HOME_PATH)).toEqual({ tabs: [home, tab('/a')] });
    expect(closeOtherTabs([home, tab('/a'), tab('/b')], '/b')).toEqual([home, tab('/b')]);
  });

  it('survives a reload through session storage, ignoring what is not a tab', () => {
    saveTabs([home, tab('/a', '/a?x=1')]);
    expect(loadTabs()).toEqual([home, tab('/a', '/a?x=1')]);
    sessionStorage.setItem('shellTabs', JSON.stringify([{ path: '/b', href: 'https://elsewhere' }, 3]));
    expect(loadTabs()).toEqual([home]);
    sessionStorage.setItem('shellTabs', '{not json');
    expect(loadTabs()).toEqual([home]);
  });
});

import type { Menu } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { containsPath, groupsToOpen, menuAncestors, menuHref, mergeLoneEntries, visibleMenus } from './menus';

let next = 0;
const entry = (
  name: string,
  path: string | null,
  children: Menu[] = [],
  icon: string | null = null,
): Menu => ({
  id: `m${next++}`,
  name,
  path,
  icon,
  permission: path ? `x.${name}.view` : null,
  children,
});

const users = entry('Users', '/SysUser');
const profile = entry('My profile', '/userMessage');
const system = entry('System', null, [profile, users], 'settings');
const company = entry('Company', null, [entry('Company info', '/setCompanyInformation')], 'building');
const home = entry('Home', null, [entry('Home', '/homeIndex')], 'home');
const menus = [home, company, system];

describe('visibleMenus', () => {
  const pages = new Set(['/homeIndex', '/userMessage']);
  const shown = visibleMenus(menus, (path) => pages.has(path));

  it('keeps entries the client has a page for, in the server order', () => {
    expect(shown.map((menu) => menu.name)).toEqual(['Home', 'System']);
    expect(shown[1]?.children.map((menu) => menu.path)).toEqual(['/userMessage']);
  });

  it('hides a group none of whose entries has a page', () => {
    expect(shown.find((menu) => menu.name === 'Company')).toBeUndefined();
  });

  it('shows nothing when the client has no page for any entry', () => {
    expect(visibleMenus(menus, () => false)).toEqual([]);
  });

  it('keeps a group of groups when a grandchild has a page', () => {
    const nested = entry('Outer', null, [entry('Inner', null, [entry('Leaf', '/leaf')])]);
    const result = visibleMenus([nested], (path) => path === '/leaf');
    expect(result[0]?.children[0]?.children[0]?.path).toBe('/leaf');
  });
});

describe('menu lookups', () => {
  it('finds the groups leading to an entry, ignoring case', () => {
    expect(menuAncestors(menus, '/sysuser')).toEqual([system.id]);
    expect(menuAncestors(menus, '/nowhere')).toEqual([]);
    expect(containsPath([system], '/userMessage')).toBe(true);
    expect(containsPath([company], '/userMessage')).toBe(false);
  });

  it('opens the groups of one entry when a page sits under several, keeping a shown one as it is', () => {
    const auditing = entry('Auditing', null, [entry('Audit trail', '/SysUser')], 'folder');
    const tree = [system, auditing];
    expect(menuAncestors(tree, '/SysUser')).toEqual([system.id]);
    expect(groupsToOpen(tree, '/SysUser', new Set())).toEqual([system.id]);
    // Chosen from the second group: that group is open, so nothing else unfolds.
    expect(groupsToOpen(tree, '/SysUser', new Set([auditing.id]))).toEqual([]);
    expect(groupsToOpen(tree, '/SysUser', new Set([system.id]))).toEqual([]);
    expect(groupsToOpen(tree, '/nowhere', new Set())).toEqual([]);
    expect(visibleMenus(tree, () => true).flatMap((menu) => menu.children.map((c) => c.path))).toEqual([
      '/userMessage',
      '/SysUser',
      '/SysUser',
    ]);
  });

  it('adds a timestamp to the address an entry opens', () => {
    expect(menuHref('/SysUser', 1700000000000)).toBe('/SysUser?t=1700000000000');
  });
});

describe('mergeLoneEntries', () => {
  it('shows a group holding one entry of its own name as that entry, with the group icon', () => {
    const merged = mergeLoneEntries([home, system]);
    expect(merged[0]).toMatchObject({ name: 'Home', path: '/homeIndex', icon: 'home', children: [] });
    expect(merged[1]?.children).toHaveLength(2);
  });

  it('keeps a group whose only entry has another name', () => {
    const messages = entry('Messages', null, [entry('Message centre', '/messageCenter')], 'bell');
    expect(mergeLoneEntries([messages])[0]?.children.map((menu) => menu.path)).toEqual(['/messageCenter']);
  });
});

import { describe, expect, it } from 'vitest';
import { groupPermissions, groupState, searchPermissions, toggleGroup } from './permissionGroups';

const catalogue = [
  { key: 'home.homeIndex.view', name: 'View: Home', group: 'Home' },
  { key: 'system.SysLog.view', name: 'View: Audit log', group: 'System administration' },
  { key: 'system.SysUser.view', name: 'View: Users', group: 'System administration' },
  { key: 'system.SysUser.manage', name: 'Manage: Users', group: 'System administration' },
];

describe('the grouped permission checklist', () => {
  const groups = groupPermissions(catalogue);

  it('groups in catalogue order', () => {
    expect(groups.map((group) => [group.name, group.permissions.length])).toEqual([
      ['Home', 1],
      ['System administration', 3],
    ]);
  });

  it('finds permissions by name or key, and whole groups by their name', () => {
    expect(searchPermissions(groups, 'syslog').flatMap((g) => g.permissions.map((p) => p.key))).toEqual([
      'system.SysLog.view',
    ]);
    expect(searchPermissions(groups, 'users').flatMap((g) => g.permissions.map((p) => p.key))).toEqual([
      'system.SysUser.view',
      'system.SysUser.manage',
    ]);
    expect(searchPermissions(groups, 'home')[0]?.permissions).toHaveLength(1);
  });

  it('ticks a whole group without touching the rest', () => {
    const system = groups[1]!;
    const selected = toggleGroup(['home.homeIndex.view', 'system.SysLog.view'], system, true);
    expect([...selected].sort()).toEqual([
      'home.homeIndex.view',
      'system.SysLog.view',
      'system.SysUser.manage',
      'system.SysUser.view',
    ]);
    expect(groupState(new Set(selected), system)).toBe('all');
    expect(toggleGroup(selected, system, false)).toEqual(['home.homeIndex.view']);
    expect(groupState(new Set(['system.SysLog.view']), system)).toBe('some');
    expect(groupState(new Set(), system)).toBe('none');
  });
});

import type { PermissionInfo } from '../api';

export interface PermissionGroup {
  name: string;
  permissions: PermissionInfo[];
}

/** The catalogue grouped as the server names the groups (one per navigation group), in its order. */
export function groupPermissions(catalogue: readonly PermissionInfo[]): PermissionGroup[] {
  const groups = new Map<string, PermissionInfo[]>();
  for (const permission of catalogue) {
    const list = groups.get(permission.group) ?? [];
    list.push(permission);
    groups.set(permission.group, list);
  }
  return [...groups].map(([name, permissions]) => ({ name, permissions }));
}

/** Permissions whose name, key or group contains the search text (case-insensitive). */
export function searchPermissions(groups: readonly PermissionGroup[], search: string): PermissionGroup[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups
    .map((group) => ({
      name: group.name,
      permissions: group.name.toLowerCase().includes(needle)
        ? group.permissions
        : group.permissions.filter(
            (permission) =>
              permission.name.toLowerCase().includes(needle) || permission.key.toLowerCase().includes(needle),
          ),
    }))
    .filter((group) => group.permissions.length > 0);
}

/** Ticks or unticks every permission of a group, keeping the rest of the selection as it is. */
export function toggleGroup(selected: readonly string[], group: PermissionGroup, on: boolean): string[] {
  const keys = new Set(group.permissions.map((permission) => permission.key));
  const rest = selected.filter((key) => !keys.has(key));
  return on ? [...rest, ...keys] : rest;
}

/** How many of a group's permissions are ticked: none, some or all (for the group's checkbox). */
export function groupState(selected: ReadonlySet<string>, group: PermissionGroup): 'none' | 'some' | 'all' {
  const count = group.permissions.filter((permission) => selected.has(permission.key)).length;
  return count === 0 ? 'none' : count === group.permissions.length ? 'all' : 'some';
}

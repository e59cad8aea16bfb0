import type { PermissionInfo, SysMenu } from '../api';
import { blankToNull, numberOrUndefined } from '../components/formValues';

export interface MenuFormValues extends Record<string, unknown> {
  parentId: string | null;
  name: { cn: string; en: string; fr: string };
  path: string;
  icon: string | null;
  permission: string | null;
  platforms: string[];
  sort: number | string;
  visible: boolean;
}

export const EMPTY_MENU_FORM: MenuFormValues = {
  parentId: null,
  name: { cn: '', en: '', fr: '' },
  path: '',
  icon: null,
  permission: null,
  platforms: [],
  sort: 0,
  visible: true,
};

/** The form as `ZMenuBody`: a blank path makes a group; no platform chosen means every platform. */
export function toMenuBody(values: MenuFormValues) {
  return {
    parentId: values.parentId,
    name: values.name,
    path: blankToNull(values.path),
    icon: values.icon,
    permission: values.permission,
    platforms: values.platforms.length > 0 ? values.platforms : null,
    sort: numberOrUndefined(values.sort),
    visible: values.visible,
  };
}

export function menuFormValues(menu: SysMenu): MenuFormValues {
  return {
    parentId: menu.parentId,
    name: { ...menu.name },
    path: menu.path ?? '',
    icon: menu.icon,
    permission: menu.permission,
    platforms: menu.platforms ?? [],
    sort: menu.sort,
    visible: menu.visible,
  };
}

/** A menu entry of the tree by id. */
export function findMenu(menus: readonly SysMenu[], id: string): SysMenu | undefined {
  for (const menu of menus) {
    if (menu.id === id) return menu;
    const below = findMenu(menu.children, id);
    if (below) return below;
  }
  return undefined;
}

/** The permission catalogue as select groups (one per navigation group), in catalogue order. */
export function permissionSelectData(catalogue: readonly PermissionInfo[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const permission of catalogue) {
    const items = groups.get(permission.group) ?? [];
    items.push({ value: permission.key, label: permission.name });
    groups.set(permission.group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

import type { ComponentType, SVGProps } from 'react';
import {
  BellIcon,
  BuildingIcon,
  CertificateIcon,
  ChartIcon,
  ClipboardIcon,
  FolderIcon,
  HomeIcon,
  NewsIcon,
  PackageIcon,
  PlugIcon,
  SettingsIcon,
  TagIcon,
  UsersIcon,
} from '../components/icons';

type MenuIcon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** The icons the server's menus name; an unknown name falls back to a folder. */
const MENU_ICONS = {
  home: HomeIcon,
  building: BuildingIcon,
  certificate: CertificateIcon,
  'clipboard-list': ClipboardIcon,
  plug: PlugIcon,
  package: PackageIcon,
  bell: BellIcon,
  tags: TagIcon,
  users: UsersIcon,
  'chart-bar': ChartIcon,
  news: NewsIcon,
  settings: SettingsIcon,
} as const satisfies Record<string, MenuIcon>;

export type MenuIconName = keyof typeof MENU_ICONS;

/** The icon names the side menu draws, in the order a menu editor offers them. */
export const MENU_ICON_NAMES = Object.keys(MENU_ICONS) as readonly MenuIconName[];

const isMenuIconName = (name: string): name is MenuIconName => Object.hasOwn(MENU_ICONS, name);

export function menuIcon(name: string | null): MenuIcon {
  return name && isMenuIconName(name) ? MENU_ICONS[name] : FolderIcon;
}

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

/** The icon names the server's menus use; an unknown name falls back to a folder. */
const MENU_ICONS: Record<string, MenuIcon> = {
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
};

export function menuIcon(name: string | null): MenuIcon {
  return (name && MENU_ICONS[name]) || FolderIcon;
}

import {
  Button,
  Menu as DropdownMenu,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import type { Menu } from '@trace/contracts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSessionAccessQuery } from '../api/session';
import { ChevronRightIcon } from '../components/icons';
import { pageRoutes } from '../routing/registry';
import { menuIcon } from './menuIcons';
import { containsPath, groupsToOpen, menuAncestors, menuHref, mergeLoneEntries, visibleMenus } from './menus';
import classes from './Shell.module.css';

interface SidebarProps {
  /** Folded to a rail of icons; groups open as fly-outs. */
  collapsed: boolean;
  /** Called after an entry is chosen (closes the mobile drawer). */
  onNavigate: () => void;
}

const samePath = (a: string | null, b: string | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The menu entry for the page on screen: the page itself, or for a detail page the list it belongs to. */
function useActiveMenuPath(menus: readonly Menu[]): string | undefined {
  const { pathname } = useLocation();
  const route = pageRoutes.find(pathname);
  if (!route) return undefined;
  return pageRoutes
    .lineage(route)
    .reverse()
    .find((entry) => containsPath(menus, entry.path))?.path;
}

/** The side menu: the server's menus for this person and language, limited to pages the client has. */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const access = useSessionAccessQuery();
  const menus = useMemo(
    () => mergeLoneEntries(visibleMenus(access.data?.menus ?? [], pageRoutes.has)),
    [access.data],
  );
  const activePath = useActiveMenuPath(menus);

  let content: ReactNode;
  if (access.isPending) {
    content = (
      <Stack gap="sm" p="sm" aria-hidden>
        {[70, 55, 80, 60, 65].map((width) => (
          <Skeleton
            key={width}
            h={collapsed ? 36 : 20}
            w={collapsed ? 36 : `${width}%`}
            mx={collapsed ? 'auto' : 0}
          />
        ))}
      </Stack>
    );
  } else if (access.isError && !access.data) {
    // The reason was shown as a toast; the menu offers to try again.
    content = collapsed ? null : (
      <Stack gap="xs" p="md" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('shell.loadFailed')}
        </Text>
        <Button variant="light" size="xs" onClick={() => void access.refetch()}>
          {t('shell.retry')}
        </Button>
      </Stack>
    );
  } else if (menus.length === 0) {
    content = collapsed ? null : (
      <Text size="sm" c="dimmed" p="md">
        {t('nav.empty')}
      </Text>
    );
  } else if (collapsed) {
    content = <Rail menus={menus} activePath={activePath} />;
  } else {
    content = <Tree menus={menus} activePath={activePath} onNavigate={onNavigate} />;
  }

  return (
    <ScrollArea component="nav" aria-label={t('shell.navigation')} type="hover" scrollbarSize={6} h="100%">
      <div data-testid="sidebar" data-collapsed={collapsed || undefined}>
        {content}
      </div>
    </ScrollArea>
  );
}

function Tree({
  menus,
  activePath,
  onNavigate,
}: {
  menus: readonly Menu[];
  activePath: string | undefined;
  onNavigate: () => void;
}) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(
    () => new Set(activePath ? menuAncestors(menus, activePath) : []),
  );

  // Arriving at a page by a tab, the breadcrumb or a link opens the groups leading to it.
  useEffect(() => {
    if (!activePath) return;
    setOpened((current) => {
      const more = groupsToOpen(menus, activePath, current);
      return more.length === 0 ? current : new Set([...current, ...more]);
    });
  }, [menus, activePath]);

  const toggle = (id: string, open: boolean) =>
    setOpened((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const renderEntry = (menu: Menu, depth: number): ReactNode => {
    const Icon = depth === 0 ? menuIcon(menu.icon) : undefined;
    const leftSection = Icon ? <Icon size={19} /> : undefined;
    if (menu.children.length > 0) {
      return (
        <NavLink
          key={menu.id}
          label={menu.name}
          leftSection={leftSection}
          opened={opened.has(menu.id)}
          onChange={(open) => toggle(menu.id, open)}
          childrenOffset={0}
          keepMounted
          className={classes.navLink}
          classNames={{ children: classes.navChildren }}
          data-menu-group={menu.name}
        >
          {menu.children.map((child) => renderEntry(child, depth + 1))}
        </NavLink>
      );
    }
    const path = menu.path ?? '';
    return (
      <NavLink
        key={menu.id}
        component={Link}
        to={menuHref(path)}
        onClick={onNavigate}
        label={menu.name}
        leftSection={leftSection}
        active={samePath(path, activePath)}
        aria-current={samePath(path, activePath) ? 'page' : undefined}
        className={classes.navLink}
        data-path={path}
      />
    );
  };

  return (
    <Stack gap={2} p="sm">
      {menus.map((menu) => renderEntry(menu, 0))}
    </Stack>
  );
}

/** Entries below a group, flattened with their depth, for the fly-out of the folded menu. */
function flatten(menus: readonly Menu[], depth = 0): { menu: Menu; depth: number }[] {
  return menus.flatMap((menu) => [{ menu, depth }, ...flatten(menu.children, depth + 1)]);
}

function Rail({ menus, activePath }: { menus: readonly Menu[]; activePath: string | undefined }) {
  return (
    <Stack gap={4} py="sm">
      {menus.map((menu) => {
        const Icon = menuIcon(menu.icon);
        const active = activePath ? containsPath([menu], activePath) : false;
        if (menu.children.length === 0 && menu.path) {
          return (
            <Tooltip key={menu.id} label={menu.name} position="right" withArrow>
              <UnstyledButton
                component={Link}
                to={menuHref(menu.path)}
                className={classes.railItem}
                data-active={active || undefined}
                aria-label={menu.name}
                aria-current={active ? 'page' : undefined}
                data-path={menu.path}
              >
                <Icon size={20} />
              </UnstyledButton>
            </Tooltip>
          );
        }
        return (
          <DropdownMenu
            key={menu.id}
            trigger="click-hover"
            position="right-start"
            offset={10}
            shadow="md"
            width={220}
            openDelay={60}
            closeDelay={150}
          >
            <DropdownMenu.Target>
              <UnstyledButton
                className={classes.railItem}
                data-active={active || undefined}
                aria-label={menu.name}
                data-menu-group={menu.name}
              >
                <Icon size={20} />
              </UnstyledButton>
            </DropdownMenu.Target>
            <DropdownMenu.Dropdown>
              {/* The group's name and sub-group headings are visual: the menu is named by its button. */}
              <DropdownMenu.Label aria-hidden>{menu.name}</DropdownMenu.Label>
              {flatten(menu.children).map(({ menu: entry, depth }) =>
                entry.path && entry.children.length === 0 ? (
                  <DropdownMenu.Item
                    key={entry.id}
                    component={Link}
                    to={menuHref(entry.path)}
                    pl={12 + depth * 12}
                    data-path={entry.path}
                    fw={samePath(entry.path, activePath) ? 600 : undefined}
                    c={samePath(entry.path, activePath) ? 'teal' : undefined}
                  >
                    {entry.name}
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Label key={entry.id} pl={12 + depth * 12} aria-hidden>
                    <ChevronRightIcon size={12} /> {entry.name}
                  </DropdownMenu.Label>
                ),
              )}
            </DropdownMenu.Dropdown>
          </DropdownMenu>
        );
      })}
    </Stack>
  );
}

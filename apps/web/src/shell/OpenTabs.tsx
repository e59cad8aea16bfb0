import { ActionIcon, CloseButton, Menu, ScrollArea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DotsIcon } from '../components/icons';
import { useLanguage } from '../i18n';
import { labelText } from '../i18n/text';
import { HOME_PATH, pageRoutes } from '../routing/registry';
import type { PageRoute } from '../routing/types';
import classes from './Shell.module.css';
import { closeOtherTabs, closeTab, isPinned, loadTabs, type OpenTab, openTab, saveTabs } from './tabs';

const samePath = (a: string, b: string | undefined) => !!b && a.toLowerCase() === b.toLowerCase();

/** The open pages, kept for the session: each page visited gets a tab until it is closed. */
function useOpenTabs(route: PageRoute | undefined) {
  const location = useLocation();
  const [tabs, setTabs] = useState(loadTabs);
  const href = location.pathname + location.search;

  useEffect(() => {
    if (route) setTabs((current) => openTab(current, route.path, href));
  }, [route, href]);

  useEffect(() => saveTabs(tabs), [tabs]);

  return [tabs, setTabs] as const;
}

/** The strip of open pages under the header. */
export function OpenTabs({ route }: { route: PageRoute | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [tabs, setTabs] = useOpenTabs(route);
  const activeRef = useRef<HTMLAnchorElement>(null);
  const activePath = route?.path;

  // Bring the tab of the page on screen into view when the page changes.
  useEffect(() => {
    if (activePath) activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activePath]);

  function close(tab: OpenTab) {
    const { tabs: remaining, next } = closeTab(tabs, tab.path, activePath);
    setTabs(remaining);
    if (next) navigate(next.href);
  }

  function closeOthers() {
    setTabs(activePath ? closeOtherTabs(tabs, activePath) : closeOtherTabs(tabs, HOME_PATH));
  }

  function closeAll() {
    setTabs(closeOtherTabs(tabs, HOME_PATH));
    if (!samePath(HOME_PATH, activePath)) navigate(HOME_PATH);
  }

  const shown = tabs.flatMap((tab) => {
    const page = pageRoutes.find(tab.path);
    return page ? [{ tab, title: labelText(page.title, language) }] : [];
  });

  return (
    <div className={classes.tabsBar}>
      <ScrollArea className={classes.tabsScroll} type="hover" scrollbarSize={4} offsetScrollbars={false}>
        <nav aria-label={t('shell.openTabs')}>
          <ul style={{ display: 'flex', gap: 6, margin: 0, padding: '7px 0', listStyle: 'none' }}>
            {shown.map(({ tab, title }) => {
              const active = samePath(tab.path, activePath);
              const pinned = isPinned(tab);
              return (
                <li
                  key={tab.path}
                  className={classes.tab}
                  data-active={active || undefined}
                  data-pinned={pinned || undefined}
                  data-testid="open-tab"
                  data-path={tab.path}
                >
                  <Link
                    ref={active ? activeRef : undefined}
                    to={tab.href}
                    className={classes.tabLink}
                    aria-current={active ? 'page' : undefined}
                  >
                    {title}
                  </Link>
                  {pinned ? null : (
                    // 24 px: the smallest target WCAG 2.2 (2.5.8) allows beside the tab's link.
                    <CloseButton
                      size={24}
                      iconSize={14}
                      radius="xl"
                      aria-label={t('shell.closeTab', { title })}
                      onClick={() => close(tab)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </ScrollArea>
      <Menu position="bottom-end" shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('shell.tabActions')}>
            <DotsIcon size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={closeOthers}>{t('shell.closeOtherTabs')}</Menu.Item>
          <Menu.Item onClick={closeAll}>{t('shell.closeAllTabs')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}

import { AppShell, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentCorpQuery, useCurrentUserQuery } from '../api/account';
import { useSessionAccessQuery } from '../api/session';
import { PageLoader } from '../components/PageLoader';
import { pageRoutes } from '../routing/registry';
import { AppHeader } from './AppHeader';
import { MaintenanceBanner } from './MaintenanceBanner';
import { OpenTabs } from './OpenTabs';
import { PageBreadcrumb } from './PageBreadcrumb';
import classes from './Shell.module.css';
import { Sidebar } from './Sidebar';
import { SignInPrompts } from './SignInPrompts';
import { useSidebarState } from './useSidebarState';

// The release notes are not part of the shell's code: they load when the pointer nears the version.
const loadReleaseNotes = () => import('../pages/system/versions/ReleaseNotes');
const ReleaseNotesModal = lazy(() =>
  loadReleaseNotes().then((module) => ({ default: module.ReleaseNotesModal })),
);

const NAVBAR_WIDTH = 256;
const RAIL_WIDTH = 68;

/** The frame around every signed-in page: header, side menu, open tabs, breadcrumb and footer. */
export default function ShellLayout() {
  const { t } = useTranslation();
  const sidebar = useSidebarState();
  const { pathname } = useLocation();
  const route = pageRoutes.find(pathname);
  const [notesOpened, setNotesOpened] = useState(false);
  // Stays mounted after the first opening, so closing plays the modal's transition.
  const [notesRequested, setNotesRequested] = useState(false);

  // Who is signed in, what they may do and for which company: read once on entering the shell.
  useSessionAccessQuery();
  useCurrentUserQuery();
  useCurrentCorpQuery();

  return (
    <AppShell
      className={classes.shell}
      header={{ height: 58 }}
      navbar={{
        width: sidebar.collapsed ? RAIL_WIDTH : NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !sidebar.mobileOpened },
      }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <AppHeader sidebar={sidebar} />
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar}>
        <Sidebar collapsed={sidebar.collapsed} onNavigate={sidebar.closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Suspense fallback={null}>
          <MaintenanceBanner />
        </Suspense>
        <OpenTabs route={route} />
        <div className={classes.content}>
          <PageBreadcrumb route={route} />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <Text component="footer" size="xs" c="dimmed" className={classes.footer} data-testid="shell-footer">
          <UnstyledButton
            className={classes.versionLink}
            title={t('shell.releaseNotes')}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadReleaseNotes()}
            onFocus={() => void loadReleaseNotes()}
            onClick={() => {
              setNotesRequested(true);
              setNotesOpened(true);
            }}
          >
            {t('version', { version: __APP_VERSION__ })}
          </UnstyledButton>
        </Text>
        {notesRequested ? (
          <Suspense fallback={null}>
            <ReleaseNotesModal opened={notesOpened} onClose={() => setNotesOpened(false)} />
          </Suspense>
        ) : null}
      </AppShell.Main>
      <Suspense fallback={null}>
        <SignInPrompts />
      </Suspense>
    </AppShell>
  );
}

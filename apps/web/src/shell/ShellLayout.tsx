import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { AppHeader } from './AppHeader';

/** The frame around every signed-in page. */
export default function ShellLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="lg">
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

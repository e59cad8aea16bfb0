import { notificationsStore, updateNotificationsState } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The colour every error toast is shown in (the query cache, mutations, tables, uploads). */
const ERROR_COLOR = 'red';

/**
 * A failure told on one page is about that page: going to another page closes the error toasts on
 * screen and waiting. Confirmations stay until they time out, since saving often leads to the next page
 * ("Batch saved" over the saved batch).
 */
export function useCloseErrorsOnLeave(): void {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    updateNotificationsState(notificationsStore, (toasts) =>
      toasts.filter((toast) => toast.color !== ERROR_COLOR),
    );
  }, [pathname]);
}

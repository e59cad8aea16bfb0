import { prefetchFirstScreen } from '../api/firstScreen';
import { queryClient } from '../api/queryClient';
import { loadOnce } from './loadOnce';
import { HOME_PATH, pageRoutes } from './registry';

/** The sign-in page's code. */
export const loadLogin = loadOnce(() => import('../pages/auth/LoginPage'));
/** The shell's code: the frame of every page of a signed-in person. */
export const loadShell = loadOnce(() => import('../shell/ShellLayout'));

/**
 * Starts loading the code of the screen at `pathname` (and its texts) at start-up, beside the start
 * language's texts, instead of after them: the sign-in page, or the shell and the page for a signed-in
 * person (`/` and `/index` lead to those). Nothing is rendered here; a path with no page loads nothing.
 */
function preloadScreen(pathname: string, signedIn: boolean): void {
  const path = pathname.toLowerCase();
  if (!signedIn) {
    if (path === '/' || path === '/login') void loadLogin().catch(() => undefined);
    return;
  }
  const route = pageRoutes.find(path === '/' || path === '/index' ? HOME_PATH : pathname);
  if (!route) return;
  void loadShell().catch(() => undefined);
  void route.load().catch(() => undefined);
}

/**
 * Asks for the code and the data of the screen at `pathname` side by side: at start-up, and again just
 * after signing in, when the shell and the page are about to render for the first time. Left to the
 * components, the shell's data would wait for its code, and the page's code for the shell's.
 */
export function prepareScreen(pathname: string, signedIn: boolean): void {
  preloadScreen(pathname, signedIn);
  prefetchFirstScreen(queryClient, signedIn);
}

import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'shellSidebarCollapsed';
/** Below this width the menu folds to icons by itself (spec: collapses under 1100). */
export const AUTO_COLLAPSE_QUERY = '(max-width: 1099.98px)';
/** Below the `sm` breakpoint the menu is a drawer over the page, opened from the header. */
export const MOBILE_QUERY = '(max-width: 47.99em)';

export interface SidebarState {
  /** Folded to icons (desktop). */
  collapsed: boolean;
  /** The drawer is open (mobile). */
  mobileOpened: boolean;
  mobile: boolean;
  toggle(): void;
  closeMobile(): void;
}

/**
 * The menu's folded state. On wide screens it is the person's choice, kept for the session; under
 * 1100 px it folds by itself, and unfolding it there lasts until the window is wide again.
 */
export function useSidebarState(): SidebarState {
  const narrow = useMediaQuery(AUTO_COLLAPSE_QUERY, false, { getInitialValueInEffect: false });
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [preferCollapsed, setPreferCollapsed] = useState(() => sessionStorage.getItem(STORAGE_KEY) === '1');
  const [unfoldedWhileNarrow, setUnfoldedWhileNarrow] = useState(false);
  const [mobileOpened, setMobileOpened] = useState(false);

  useEffect(() => {
    if (!narrow) setUnfoldedWhileNarrow(false);
  }, [narrow]);
  useEffect(() => {
    if (!mobile) setMobileOpened(false);
  }, [mobile]);

  const toggle = useCallback(() => {
    if (mobile) setMobileOpened((open) => !open);
    else if (narrow) setUnfoldedWhileNarrow((unfolded) => !unfolded);
    else
      setPreferCollapsed((collapsed) => {
        sessionStorage.setItem(STORAGE_KEY, collapsed ? '0' : '1');
        return !collapsed;
      });
  }, [mobile, narrow]);

  return {
    collapsed: !mobile && (narrow ? !unfoldedWhileNarrow : preferCollapsed),
    mobileOpened,
    mobile,
    toggle,
    closeMobile: useCallback(() => setMobileOpened(false), []),
  };
}

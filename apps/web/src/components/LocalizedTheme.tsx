import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The names of what Mantine draws without a text, in the interface language: the close button of
 * dialogs, drawers and toasts, the clear button of inputs, and a table's scrolling frame. Wraps the app
 * and its toasts.
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const close = t('close');
  const clear = t('clear');
  const scrollableTable = t('scrollableTable');
  const theme = useMemo(
    () => ({
      components: {
        CloseButton: { defaultProps: { 'aria-label': close } },
        InputClearButton: { defaultProps: { 'aria-label': clear } },
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        // A table wider than the page scrolls sideways in its frame, which the keyboard reaches too.
        TableScrollContainer: {
          defaultProps: { tabIndex: 0, role: 'region', 'aria-label': scrollableTable },
        },
      },
    }),
    [close, clear, scrollableTable],
  );
  return (
    <MantineThemeProvider theme={theme} inherit>
      <Notifications position="top-center" />
      {children}
    </MantineThemeProvider>
  );
}

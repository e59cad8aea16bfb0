import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The toasts, whose close buttons are named in the interface language. */
export function LocalizedNotifications() {
  const { t } = useTranslation('common');
  const close = t('close');
  const theme = useMemo(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } } } }),
    [close],
  );
  return (
    <MantineThemeProvider theme={theme} inherit>
      <Notifications position="top-center" />
    </MantineThemeProvider>
  );
}

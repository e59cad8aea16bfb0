import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { acknowledgeSessionExpired, useSessionExpired } from './sessionExpiry';

/** The one "login timed out" alert; confirming it leads to the sign-in page. */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const opened = useSessionExpired();

  function confirm() {
    acknowledgeSessionExpired();
    if (pathname !== '/login') navigate('/login', { replace: true });
  }

  return (
    <Modal
      opened={opened}
      onClose={confirm}
      title={t('session.expiredTitle')}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="sm"
    >
      <Text size="sm">{t('session.expired')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={confirm} data-autofocus>
          {t('confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

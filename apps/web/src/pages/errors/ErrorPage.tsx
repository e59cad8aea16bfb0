import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/session';

const MESSAGE_KEY = { 403: 'errorPage.forbidden', 404: 'errorPage.notFound' } as const;

/** /403 and /404: what went wrong, and the two ways out. */
export default function ErrorPage({ status }: { status: 403 | 404 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();

  function goBack() {
    // Opened directly there is no page to return to; home is the closest sensible place.
    if (window.history.length > 1) navigate(-1);
    else navigate(session ? '/homeIndex' : '/login', { replace: true });
  }

  return (
    <Center mih="100vh" px="md" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={96} lh={1} c="gray.4" fw={800}>
          {status}
        </Title>
        <Text size="lg" fw={500} data-testid="error-message">
          {t(MESSAGE_KEY[status])}
        </Text>
        <Group mt="sm">
          <Button onClick={() => navigate(session ? '/homeIndex' : '/login')}>{t('errorPage.goHome')}</Button>
          <Button variant="default" onClick={goBack}>
            {t('errorPage.goBack')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

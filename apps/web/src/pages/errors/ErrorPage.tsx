import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/session';
import { CompassIcon, LockIcon } from '../../components/icons';
import { HOME_PATH } from '../../routing/registry';

const CONTENT = {
  403: { message: 'errorPage.forbidden', hint: 'errorPage.forbiddenHint', Icon: LockIcon, color: 'orange' },
  404: { message: 'errorPage.notFound', hint: 'errorPage.notFoundHint', Icon: CompassIcon, color: 'teal' },
} as const;

/** /403 and /404: what went wrong, and the two ways out. */
export default function ErrorPage({ status }: { status: 403 | 404 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { message, hint, Icon, color } = CONTENT[status];

  function goBack() {
    // Opened directly there is no page to return to; home is the closest sensible place.
    if (window.history.length > 1) navigate(-1);
    else navigate(session ? HOME_PATH : '/login', { replace: true });
  }

  return (
    <Center mih="100vh" px="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder radius="lg" shadow="sm" px={{ base: 'lg', sm: 56 }} py={48} maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color={color}>
            <Icon size={36} />
          </ThemeIcon>
          <Title order={1} fz={56} lh={1} c="gray.6" fw={800}>
            {status}
          </Title>
          <div>
            <Text size="lg" fw={600} data-testid="error-message">
              {t(message)}
            </Text>
            <Text size="sm" c="dimmed" mt={6}>
              {t(hint)}
            </Text>
          </div>
          <Group mt="sm">
            <Button onClick={() => navigate(session ? HOME_PATH : '/login')}>{t('errorPage.goHome')}</Button>
            <Button variant="default" onClick={goBack}>
              {t('errorPage.goBack')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

import { Avatar, Button, Group, Image, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUserQuery } from '../api/account';
import { useSignOut } from '../api/auth';
import { usePlatformName, usePlatformQuery } from '../api/platform';
import { useSession } from '../auth/session';
import { LogoutIcon } from '../components/icons';
import { LanguageSwitch } from '../components/LanguageSwitch';

/** The signed-in header: platform identity on the left, the person and their session controls on the right. */
export function AppHeader() {
  const { t } = useTranslation();
  const logo = usePlatformQuery().data?.logo;
  const platformName = usePlatformName();
  const session = useSession();
  const { data: user } = useCurrentUserQuery();
  const { signOut, isPending } = useSignOut();
  const userName = user?.userName ?? session?.user.userName ?? '';

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {logo ? <Image src={logo} alt="" h={32} w="auto" fit="contain" /> : null}
        <Title order={1} size="h4" lineClamp={1}>
          {platformName}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitch />
        <Group gap={8} wrap="nowrap" px="xs" visibleFrom="xs">
          <Avatar size={30} radius="xl" color="initials" name={userName} />
          <Text size="sm" fw={500} data-testid="header-user-name">
            {userName}
          </Text>
        </Group>
        <Button
          variant="light"
          color="gray"
          leftSection={<LogoutIcon size={16} />}
          onClick={signOut}
          loading={isPending}
        >
          {t('header.logout')}
        </Button>
      </Group>
    </Group>
  );
}

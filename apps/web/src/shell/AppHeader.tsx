import {
  ActionIcon,
  Burger,
  Button,
  Group,
  Image,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentUserQuery } from '../api/account';
import { useSignOut } from '../api/auth';
import { usePlatformName, usePlatformQuery } from '../api/platform';
import { HIDE_MESSAGE_BELL, READ_MESSAGES, useHasPermission } from '../api/session';
import { useSession } from '../auth/session';
import { LogoutIcon, SidebarCollapseIcon, SidebarExpandIcon } from '../components/icons';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { UserAvatar } from '../components/UserAvatar';
import { NotificationBell } from './NotificationBell';
import classes from './Shell.module.css';
import type { SidebarState } from './useSidebarState';

export const PROFILE_PATH = '/userMessage';

/** The signed-in header: menu toggle and platform identity on the left, the person's controls on the right. */
export function AppHeader({ sidebar }: { sidebar: SidebarState }) {
  const { t } = useTranslation();
  const logo = usePlatformQuery().data?.logo;
  const platformName = usePlatformName();
  const session = useSession();
  const { data: user } = useCurrentUserQuery();
  const has = useHasPermission();
  const { signOut, isPending } = useSignOut();
  const userName = user?.userName ?? session?.user.userName ?? '';
  const showBell = has(READ_MESSAGES) && !has(HIDE_MESSAGE_BELL);
  const toggleLabel = sidebar.collapsed ? t('shell.expandMenu') : t('shell.collapseMenu');

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {sidebar.mobile ? (
          <Burger
            opened={sidebar.mobileOpened}
            onClick={sidebar.toggle}
            size="sm"
            aria-label={t('shell.toggleMenu')}
          />
        ) : (
          <Tooltip label={toggleLabel}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={sidebar.toggle}
              aria-label={toggleLabel}
              aria-expanded={!sidebar.collapsed}
              data-testid="sidebar-toggle"
            >
              {sidebar.collapsed ? <SidebarExpandIcon size={20} /> : <SidebarCollapseIcon size={20} />}
            </ActionIcon>
          </Tooltip>
        )}
        {logo ? <Image src={logo} alt="" h={32} w="auto" fit="contain" /> : null}
        <Title order={1} size="h4" lineClamp={1} className={classes.systemName} visibleFrom="sm">
          {platformName}
        </Title>
      </Group>
      <Group gap={6} wrap="nowrap">
        <LanguageSwitch compact={sidebar.mobile} />
        {showBell ? <NotificationBell /> : null}
        <UnstyledButton
          component={Link}
          to={PROFILE_PATH}
          className={classes.userLink}
          data-testid="header-user"
        >
          <Group gap={8} wrap="nowrap">
            <UserAvatar size={30} name={userName} avatar={user?.avatar} aria-hidden />
            <Text size="sm" fw={500} visibleFrom="sm" data-testid="header-user-name" maw={180} truncate>
              {userName}
            </Text>
            <VisuallyHidden>{t('shell.profile')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
        {sidebar.mobile ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={signOut}
            loading={isPending}
            aria-label={t('header.logout')}
          >
            <LogoutIcon size={18} />
          </ActionIcon>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<LogoutIcon size={16} />}
            onClick={signOut}
            loading={isPending}
          >
            {t('header.logout')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

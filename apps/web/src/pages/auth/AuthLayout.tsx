import { Box, Center, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformName, usePlatformQuery } from '../../api/platform';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import classes from './LoginPage.module.css';

/** The frame of the pages used before signing in: platform identity above a card, the version below. */
export function AuthLayout({ width = 420, children }: { width?: number; children: ReactNode }) {
  const { t } = useTranslation();
  const platform = usePlatformQuery();
  const platformName = usePlatformName();

  return (
    <Box className={classes.page}>
      <Group component="header" justify="flex-end" p="md">
        <LanguageSwitch />
      </Group>
      <Center component="main" className={classes.main} px="md">
        <Stack gap="lg" w="100%" maw={width}>
          <Stack gap={6} align="center" ta="center">
            {platform.data?.logo ? (
              <Image src={platform.data.logo} alt="" h={56} w="auto" fit="contain" />
            ) : null}
            {platformName ? (
              <Title order={1} size="h2" className={classes.systemName}>
                {platformName}
              </Title>
            ) : platform.isPending ? (
              <Skeleton h={32} w={260} radius="sm" />
            ) : null}
          </Stack>
          <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', xs: 32 }}>
            {children}
          </Paper>
        </Stack>
      </Center>
      <Text component="footer" c="dimmed" size="xs" ta="center" p="md">
        {t('version', { version: __APP_VERSION__ })}
      </Text>
    </Box>
  );
}

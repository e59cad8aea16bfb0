import { ActionIcon, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { BackIcon } from '../icons';

/**
 * Goes back where the person came from inside the app, or to `fallback` (the list page) when the page
 * was opened directly (a pasted link, a reload in a new tab).
 */
export function useGoBack(fallback: string | undefined): (() => void) | undefined {
  const navigate = useNavigate();
  const location = useLocation();
  if (!fallback) return undefined;
  return () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  };
}

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title (counts, who/when). */
  subtitle?: ReactNode;
  /** Beside the title (a status badge). */
  badge?: ReactNode;
  /** The list page to return to; shows a back button. */
  back?: string;
  /** Primary actions, at the right. */
  actions?: ReactNode;
}

/** The title row of every page built with the kit. */
export function PageHeader({ title, subtitle, badge, back, actions }: PageHeaderProps) {
  const { t } = useTranslation('kit');
  const goBack = useGoBack(back);
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
      <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
        {goBack ? (
          <Tooltip label={t('back')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              radius="md"
              aria-label={t('back')}
              onClick={goBack}
              mt={2}
            >
              <BackIcon size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <Stack gap={2} miw={0}>
          <Group gap="sm" wrap="nowrap">
            <Title order={2} size="h3" lineClamp={2}>
              {title}
            </Title>
            {badge}
          </Group>
          {subtitle ? (
            <Text size="sm" c="dimmed" component="div">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {actions ? (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}

import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartIcon } from '../../../components/icons';
import { type Dashboard, useDashboardQuery } from '../api';
import { CardFrame } from '../CardFrame';

/**
 * The frame of a dashboard card: loads the caller's figures and draws `children` when they are of the
 * card's kind. An account not linked to its organisation yet gets a word instead of figures.
 */
export function DashboardFrame<K extends Exclude<Dashboard['kind'], 'none'>>({
  kind,
  title,
  color,
  children,
}: {
  kind: K;
  title: string;
  color: string;
  children: (figures: Extract<Dashboard, { kind: K }>) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useDashboardQuery();
  const figures = query.data;
  return (
    <CardFrame
      title={title}
      icon={<ChartIcon size={20} />}
      color={color}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      testId={`home-dashboard-${kind}`}
    >
      {figures?.kind === kind ? (
        children(figures as Extract<Dashboard, { kind: K }>)
      ) : (
        <Text size="sm" c="dimmed">
          {t('home.dashboard.noFigures')}
        </Text>
      )}
    </CardFrame>
  );
}

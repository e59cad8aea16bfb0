import { Group, SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../kit';

/**
 * The title row of a statistics page with the table/charts switch; switching keeps the filters
 * (the address's query string) so both views show the same selection.
 */
export function StatsHeader({
  title,
  subtitle,
  view,
  tablePath,
  chartsPath,
  actions,
}: {
  title: string;
  subtitle: string;
  view: 'table' | 'charts';
  tablePath: string;
  chartsPath: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('stats');
  const navigate = useNavigate();
  const { search } = useLocation();
  const keep = (path: string) => {
    const params = new URLSearchParams(search);
    for (const key of ['page', 'pageSize', 'sortBy', 'sortOrder']) params.delete(key);
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        <Group gap="sm">
          <SegmentedControl
            value={view}
            onChange={(next) => navigate(keep(next === 'table' ? tablePath : chartsPath))}
            data={[
              { value: 'table', label: t('viewAs.table') },
              { value: 'charts', label: t('viewAs.charts') },
            ]}
          />
          {actions}
        </Group>
      }
    />
  );
}

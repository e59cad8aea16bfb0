import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GINSENG_VIEW } from '@trace/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../api/call';
import { usePlatformQuery } from '../../api/platform';
import { ROUTES } from '../../api/routes';
import { useCan } from '../../kit';
import { GINSENG_KEYS } from './api';

/** Whether this platform keeps ginseng information and the person may read it (a batch form's plot). */
export function useGinsengShown(): boolean {
  const can = useCan();
  const platform = usePlatformQuery().data?.key;
  return platform === 'xys' && can(GINSENG_VIEW);
}

/** The ginseng plot a batch came from: one of the company's plots, named with its farm. */
export function GinsengPlotSelect({
  value,
  onChange,
  error,
  current,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: ReactNode;
  /** The plot the batch names now, shown while the options load. */
  current?: { id: string; name: string; farmName: string } | null;
}) {
  const { t } = useTranslation('ginseng');
  const options = useQuery({
    queryKey: GINSENG_KEYS.plotOptions(''),
    queryFn: ({ signal }) => callRoute(ROUTES.ginseng.plotOptions, { query: {} }, { signal }),
    staleTime: 30_000,
  });
  const data = (options.data ?? []).map((plot) => ({
    value: plot.id,
    label: `${plot.farmName} · ${plot.name} (${plot.plantingYear})`,
  }));
  if (current && !data.some((option) => option.value === current.id))
    data.unshift({ value: current.id, label: `${current.farmName} · ${current.name}` });
  return (
    <Select
      label={t('batchPlot.plot')}
      description={t('batchPlot.plotHint')}
      placeholder={t('batchPlot.noPlot')}
      clearable
      searchable
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      nothingFoundMessage={t('batchPlot.noPlots')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

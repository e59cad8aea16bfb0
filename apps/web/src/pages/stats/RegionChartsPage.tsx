import { Card, SimpleGrid, Stack } from '@mantine/core';
import { regionName } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { FilterBar } from '../../kit/table/FilterBar';
import { type RegionScanRow, useRegionStats } from './api';
import { type Bar, BarList } from './components/BarList';
import { ChartCard } from './components/ChartCard';
import { StatsHeader } from './components/StatsHeader';
import { TotalsCards } from './components/TotalsCards';
import { useStatsFilters } from './components/useStatsFilters';
import { useRegionStatsFilters } from './filters';

const TOP = 20;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Provinces of China folded into China, for the per-country chart. */
function byCountry(rows: RegionScanRow[], total: number, language: 'cn' | 'en' | 'fr'): Bar[] {
  const countries = new Map<string, { value: number; checks: number }>();
  for (const row of rows) {
    const code = row.region.split('-')[0]!;
    const sum = countries.get(code) ?? { value: 0, checks: 0 };
    countries.set(code, { value: sum.value + row.scans, checks: sum.checks + row.verifications });
  }
  return [...countries]
    .sort(([, a], [, b]) => b.value - a.value)
    .map(([code, sum]) => ({
      key: code,
      label: regionName(code, language),
      value: sum.value,
      second: sum.checks,
      note: total > 0 ? percent(sum.value / total) : undefined,
    }));
}

/** /getScanRegionCharts: scans per region and per country, for the table page's filters. */
export default function RegionChartsPage() {
  const { t } = useTranslation('stats');
  const language = useLanguage();
  const defs = useRegionStatsFilters();
  const { values, query, apply } = useStatsFilters(defs);
  const stats = useRegionStats(query);
  const rows = stats.data?.list ?? [];
  const regions = useMemo<Bar[]>(
    () =>
      rows.slice(0, TOP).map((row) => ({
        key: row.region,
        label: row.regionName,
        value: row.scans,
        second: row.verifications,
        note: percent(row.share),
      })),
    [rows],
  );
  const countries = useMemo(
    () => byCountry(rows, stats.data?.totals.scans ?? 0, language),
    [rows, stats.data, language],
  );
  const states = {
    loading: stats.isPending,
    error: stats.error,
    empty: rows.length === 0,
    onRetry: () => void stats.refetch(),
  };
  return (
    <Stack gap="lg">
      <StatsHeader
        title={t('regions.title')}
        subtitle={`${t('regions.subtitle')} ${t('utcHint')}`}
        view="charts"
        tablePath="/getScanRegion"
        chartsPath="/getScanRegionCharts"
      />
      <Card withBorder radius="md" padding="md">
        <FilterBar filters={defs} values={values} onApply={apply} />
      </Card>
      <TotalsCards totals={stats.data?.totals} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard title={t('regions.chart')} testId="region-chart" {...states}>
          <BarList bars={regions} valueLabel={t('regions.scans')} secondLabel={t('regions.verifications')} />
        </ChartCard>
        <ChartCard title={t('regions.byCountry')} testId="country-chart" {...states}>
          <BarList
            bars={countries}
            valueLabel={t('regions.scans')}
            secondLabel={t('regions.verifications')}
            color="blue"
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

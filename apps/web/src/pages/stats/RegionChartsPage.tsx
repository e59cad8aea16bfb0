import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { regionName } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { useFormatCount } from '../../kit';
import { barsHeight, barsOption, EChart, type MapName, mapOption } from '../../kit/charts';
import { FilterBar } from '../../kit/table/FilterBar';
import { type RegionScanRow, useRegionStats } from './api';
import { ChartCard } from './components/ChartCard';
import { StatsHeader } from './components/StatsHeader';
import { TotalsCards } from './components/TotalsCards';
import { useStatsFilters } from './components/useStatsFilters';
import { useRegionStatsFilters } from './filters';
import { type RegionFigure, regionsOnMaps } from './regionMaps';

const TOP = 20;

function RegionMap({
  map,
  data,
  unplaced,
  footer,
  testId,
}: {
  map: MapName;
  data: RegionFigure[];
  unplaced: RegionFigure[];
  footer?: string;
  testId: string;
}) {
  const { t } = useTranslation('stats');
  const language = useLanguage();
  const format = useFormatCount();
  const label = map === 'china' ? t('regions.chinaMap') : t('regions.byCountry');
  const option = useMemo(
    () =>
      mapOption({
        map,
        data,
        seriesName: t('regions.scans'),
        format,
        nameOf: (code) => regionName(code, language),
      }),
    [map, data, t, format, language],
  );
  return (
    <Stack gap={4}>
      <EChart option={option} map={map} label={label} height={380} testId={testId} />
      {unplaced.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('regions.notOnMap', {
            list: unplaced
              .map((item) => `${regionName(item.code, language)} ${format(item.value)}`)
              .join(' · '),
          })}
        </Text>
      ) : null}
      {footer ? (
        <Text size="xs" c="dimmed">
          {footer}
        </Text>
      ) : null}
    </Stack>
  );
}

function TopRegionsChart({ rows }: { rows: readonly RegionScanRow[] }) {
  const { t } = useTranslation('stats');
  const format = useFormatCount();
  const top = rows.slice(0, TOP);
  const option = useMemo(
    () =>
      barsOption({
        categories: top.map((row) => `${row.regionName} · ${(row.share * 100).toFixed(1)}%`),
        series: [
          { name: t('regions.scans'), values: top.map((row) => row.scans) },
          { name: t('regions.verifications'), values: top.map((row) => row.verifications) },
        ],
        format,
      }),
    [top, t, format],
  );
  return (
    <EChart
      option={option}
      label={t('regions.chart')}
      height={barsHeight(top.length)}
      testId="echart-regions"
    />
  );
}

/**
 * /getScanRegionCharts: scans on a map of China's provinces and a world map of countries, and the
 * regions with the most scans, for the table page's filters.
 */
export default function RegionChartsPage() {
  const { t } = useTranslation('stats');
  const defs = useRegionStatsFilters();
  const { values, query, apply } = useStatsFilters(defs);
  const stats = useRegionStats(query);
  const rows = stats.data?.list ?? [];
  const maps = useMemo(() => regionsOnMaps(rows), [rows]);
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
        <ChartCard title={t('regions.chinaMap')} testId="china-map" {...states}>
          <RegionMap
            map="china"
            data={maps.provinces}
            unplaced={maps.notOnChina}
            footer={t('regions.chinaMapSource')}
            testId="echart-china"
          />
        </ChartCard>
        <ChartCard title={t('regions.byCountry')} testId="country-chart" {...states}>
          <RegionMap map="world" data={maps.countries} unplaced={maps.notOnWorld} testId="echart-world" />
        </ChartCard>
      </SimpleGrid>
      <ChartCard title={t('regions.chart')} testId="region-chart" {...states}>
        <TopRegionsChart rows={rows} />
      </ChartCard>
    </Stack>
  );
}

import { Card, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../kit/table/FilterBar';
import { useDailyStats, useProductStats } from './api';
import { BarList } from './components/BarList';
import { ChartCard } from './components/ChartCard';
import { DailyChart } from './components/DailyChart';
import { StatsHeader } from './components/StatsHeader';
import { TotalsCards } from './components/TotalsCards';
import { useStatsFilters } from './components/useStatsFilters';
import { useProductStatsFilters } from './filters';

const TOP = 15;

/** /getProductCharts: the most scanned products and the scans per day, for the table page's filters. */
export default function ProductChartsPage() {
  const { t } = useTranslation('stats');
  const defs = useProductStatsFilters();
  const { values, query, apply } = useStatsFilters(defs);
  const products = useProductStats(query, TOP);
  const daily = useDailyStats(query);
  const days = daily.data?.list ?? [];
  return (
    <Stack gap="lg">
      <StatsHeader
        title={t('products.title')}
        subtitle={`${t('products.subtitle')} ${t('utcHint')}`}
        view="charts"
        tablePath="/getProduct"
        chartsPath="/getProductCharts"
      />
      <Card withBorder radius="md" padding="md">
        <FilterBar filters={defs} values={values} onApply={apply} />
      </Card>
      <TotalsCards totals={products.data?.totals} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard
          title={t('products.topChart')}
          loading={products.isPending}
          error={products.error}
          empty={(products.data?.list.length ?? 0) === 0}
          onRetry={() => void products.refetch()}
          testId="product-chart"
        >
          <BarList
            valueLabel={t('products.scans')}
            secondLabel={t('products.verifications')}
            bars={(products.data?.list ?? []).map((row) => ({
              key: `${row.corpId}-${row.productId}`,
              label: row.productName ?? t('products.noProduct'),
              value: row.scans,
              second: row.verifications,
            }))}
          />
        </ChartCard>
        <ChartCard
          title={t('products.trend')}
          hint={
            days.length > 0
              ? t('products.trendHint', { from: days[0]!.day, to: days.at(-1)!.day })
              : undefined
          }
          loading={daily.isPending}
          error={daily.error}
          empty={days.length === 0}
          onRetry={() => void daily.refetch()}
          testId="daily-chart"
        >
          {daily.data ? (
            <DailyChart
              daily={daily.data}
              scansLabel={t('products.scans')}
              checksLabel={t('products.verifications')}
            />
          ) : null}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

import { Card, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatCount } from '../../kit';
import { barsHeight, barsOption, EChart, timeOption } from '../../kit/charts';
import { FilterBar } from '../../kit/table/FilterBar';
import { type DailyStats, type ProductStats, useDailyStats, useProductStats } from './api';
import { ChartCard } from './components/ChartCard';
import { StatsHeader } from './components/StatsHeader';
import { TotalsCards } from './components/TotalsCards';
import { useStatsFilters } from './components/useStatsFilters';
import { useProductStatsFilters } from './filters';

const TOP = 15;

function TopProductsChart({ products }: { products: ProductStats }) {
  const { t } = useTranslation('stats');
  const format = useFormatCount();
  const option = useMemo(
    () =>
      barsOption({
        categories: products.list.map((row) => row.productName ?? t('products.noProduct')),
        series: [
          { name: t('products.scans'), values: products.list.map((row) => row.scans) },
          { name: t('products.verifications'), values: products.list.map((row) => row.verifications) },
        ],
        format,
      }),
    [products, t, format],
  );
  return (
    <EChart
      option={option}
      label={t('products.topChart')}
      height={barsHeight(products.list.length)}
      testId="echart-products"
    />
  );
}

function DailyScansChart({ daily }: { daily: DailyStats }) {
  const { t } = useTranslation('stats');
  const format = useFormatCount();
  const option = useMemo(
    () =>
      timeOption({
        periods: daily.list.map((day) => day.day),
        areas: [
          { name: t('products.scans'), values: daily.list.map((day) => day.scans) },
          { name: t('products.verifications'), values: daily.list.map((day) => day.verifications) },
        ],
        format,
      }),
    [daily, t, format],
  );
  return <EChart option={option} label={t('products.trend')} testId="echart-daily" />;
}

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
          {products.data ? <TopProductsChart products={products.data} /> : null}
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
          {daily.data ? <DailyScansChart daily={daily.data} /> : null}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

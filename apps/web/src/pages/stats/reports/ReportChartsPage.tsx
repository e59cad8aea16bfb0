import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  regionName,
  type StatBreakdown,
  type StatChartKind,
  type StatCharts,
  type StatMeasure,
  type StatReportKey,
  statChartsPage,
} from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { FigureCards, type FilterValues } from '../../../kit';
import { barsOption, EChart, funnelOption, mapOption, pieOption, timeOption } from '../../../kit/charts';
import { FilterBar } from '../../../kit/table/FilterBar';
import { useReportCharts } from '../api';
import { ChartCard } from '../components/ChartCard';
import { StatsHeader } from '../components/StatsHeader';
import { useStatsFilters } from '../components/useStatsFilters';
import { DIMENSION_FILTER, isCountry, isWeight, reportDefinition, useReportKey } from './report';
import { useFigureText } from './useFigureText';
import { useDefaultPeriod, useReportFilters } from './useReportFilters';

/** The stages of the label funnel drawn month by month (the others are in the funnel and the table). */
const FUNNEL_MONTHLY: readonly StatMeasure[] = ['requested', 'bound', 'scanned'];

type Narrow = (dimension: StatBreakdown['dimension'], item: StatBreakdown['items'][number]) => void;

/**
 * The charts page of every statistics report (`<menu path>Charts`): the totals, the figures per
 * month, and each breakdown the report defines as bars, a ring or a world map; a click on an item
 * narrows the filters to it.
 */
export default function ReportChartsPage() {
  const key = useReportKey();
  const ready = useDefaultPeriod();
  return ready ? <ReportCharts key={key} report={key} /> : null;
}

function ReportCharts({ report: key }: { report: StatReportKey }) {
  const { t } = useTranslation('stats');
  const report = reportDefinition(key);
  const text = useFigureText();
  const [picked, setPicked] = useState<
    Partial<Record<'corpId' | 'productId', { value: string; label: string }>>
  >({});
  const defs = useReportFilters(key, picked);
  const { values, query, apply } = useStatsFilters(defs);
  const charts = useReportCharts(key, query);
  const data = charts.data;

  const narrow: Narrow = (dimension, item) => {
    const filter = DIMENSION_FILTER[dimension];
    if (!filter || item.key.id === null || !defs.some((def) => def.key === filter)) return;
    const id = item.key.id;
    if (filter === 'corpId' || filter === 'productId')
      setPicked((current) => ({ ...current, [filter]: { value: id, label: item.key.name } }));
    apply({ ...values, [filter]: id } satisfies FilterValues);
  };

  const states = {
    loading: charts.isPending,
    error: charts.error,
    onRetry: () => void charts.refetch(),
    emptyText: t('reports.empty'),
  };
  const breakdownCard = (chart: (typeof report.charts)[number]) => {
    const breakdown = data?.breakdowns.find((candidate) => candidate.dimension === chart.dimension);
    return (
      <ChartCard
        key={chart.dimension}
        title={t('reports.charts.by', {
          measure: text.measure(report.primary),
          // Mid-sentence in English and French ("Weight (g) by country of origin").
          dimension: text.dimension(chart.dimension).toLocaleLowerCase(),
        })}
        empty={!breakdown || breakdown.items.every((item) => !item.figures[report.primary])}
        testId={`chart-${chart.dimension}`}
        {...states}
      >
        {breakdown ? (
          <BreakdownChart
            kind={chart.kind}
            breakdown={breakdown}
            measure={report.primary}
            onNarrow={DIMENSION_FILTER[chart.dimension] ? narrow : undefined}
          />
        ) : null}
      </ChartCard>
    );
  };
  return (
    <Stack gap="lg">
      <StatsHeader
        title={t(`reports.${key}.title`)}
        subtitle={`${t(`reports.${key}.subtitle`)} ${t('reports.periodHint')}`}
        view="charts"
        tablePath={report.page}
        chartsPath={statChartsPage(report.page)}
      />
      <Card withBorder radius="md" padding="md">
        <FilterBar filters={defs} values={values} onApply={apply} />
      </Card>
      <FigureCards
        figures={report.measures.map((measure) => ({
          label: text.measure(measure),
          value: data && text.number(data.totals[measure] ?? 0),
          testId: `total-${measure}`,
        }))}
      />
      <SimpleGrid cols={{ base: 1, lg: report.funnel ? 2 : 1 }} spacing="lg">
        {report.funnel ? (
          <ChartCard
            title={t('reports.charts.funnel')}
            hint={t('reports.charts.funnelHint')}
            empty={!data || report.measures.every((measure) => !data.totals[measure])}
            testId="chart-funnel"
            {...states}
          >
            {data ? <FunnelChart reportKey={key} totals={data.totals} /> : null}
          </ChartCard>
        ) : null}
        <ChartCard
          title={t('reports.charts.monthly')}
          empty={!data || report.measures.every((measure) => !data.totals[measure])}
          testId="chart-monthly"
          {...states}
        >
          {data ? (
            <MonthlyChart months={data.months} measures={report.funnel ? FUNNEL_MONTHLY : report.measures} />
          ) : null}
        </ChartCard>
      </SimpleGrid>
      {/* Maps take the page's width; bars and rings go two by two. */}
      {report.charts.filter((chart) => chart.kind === 'worldMap').map((chart) => breakdownCard(chart))}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {report.charts.filter((chart) => chart.kind !== 'worldMap').map((chart) => breakdownCard(chart))}
      </SimpleGrid>
    </Stack>
  );
}

function MonthlyChart({
  months,
  measures,
}: {
  months: StatCharts['months'];
  measures: readonly StatMeasure[];
}) {
  const { t } = useTranslation('stats');
  const text = useFigureText();
  const option = useMemo(() => {
    const series = (measure: StatMeasure) => ({
      name: text.measure(measure),
      values: months.map((month) => month.figures[measure] ?? 0),
    });
    const weight = measures.find(isWeight);
    const counts = measures.filter((measure) => !isWeight(measure));
    return timeOption({
      periods: months.map((month) => month.month),
      bars: counts.map(series),
      line: weight ? { ...series(weight), format: (value) => text.value(weight, value) } : undefined,
      format: text.number,
    });
  }, [months, measures, text]);
  return <EChart option={option} label={t('reports.charts.monthly')} testId="echart-monthly" />;
}

function FunnelChart({ reportKey, totals }: { reportKey: StatReportKey; totals: StatCharts['totals'] }) {
  const { t } = useTranslation('stats');
  const text = useFigureText();
  const option = useMemo(
    () =>
      funnelOption({
        stages: reportDefinition(reportKey).measures.map((measure) => ({
          name: text.measure(measure),
          value: totals[measure] ?? 0,
        })),
        seriesName: t('reports.charts.funnel'),
        format: text.number,
      }),
    [reportKey, totals, t, text],
  );
  return <EChart option={option} label={t('reports.charts.funnel')} height={340} testId="echart-funnel" />;
}

function BreakdownChart({
  kind,
  breakdown,
  measure,
  onNarrow,
}: {
  kind: StatChartKind;
  breakdown: StatBreakdown;
  measure: StatMeasure;
  onNarrow?: Narrow;
}) {
  const { t } = useTranslation('stats');
  const language = useLanguage();
  const text = useFigureText();
  const items = useMemo(
    () => breakdown.items.filter((item) => (item.figures[measure] ?? 0) > 0),
    [breakdown, measure],
  );
  const label = `${text.measure(measure)} · ${text.dimension(breakdown.dimension)}`;
  const select = onNarrow
    ? (_name: string, index: number) => {
        // A map's regions are named by code; bars and slices keep the items' order.
        const item =
          kind === 'worldMap' ? items.find((candidate) => candidate.key.id === _name) : items[index];
        if (item) onNarrow(breakdown.dimension, item);
      }
    : undefined;

  const option = useMemo(() => {
    const format = (value: number) => text.value(measure, value);
    const name = text.measure(measure);
    if (kind === 'worldMap')
      return mapOption({
        map: 'world',
        data: items.flatMap((item) =>
          item.key.id && isCountry(breakdown.dimension)
            ? [{ code: item.key.id, value: item.figures[measure] ?? 0 }]
            : [],
        ),
        seriesName: name,
        format,
        nameOf: (code) => regionName(code, language),
      });
    const named = items.map((item) => ({ name: item.key.name, value: item.figures[measure] ?? 0 }));
    if (kind === 'pie') return pieOption({ items: named, seriesName: name, format });
    return barsOption({
      categories: named.map((item) => item.name),
      series: [{ name, values: named.map((item) => item.value) }],
      format,
      axisFormat: text.number,
    });
  }, [kind, items, breakdown.dimension, measure, text, language]);

  // Items a map cannot place (the sum of the countries past the top ones, unknown origins).
  const unplaced = kind === 'worldMap' ? items.filter((item) => item.key.id === null) : [];
  return (
    <Stack gap="xs">
      <EChart
        option={option}
        map={kind === 'worldMap' ? 'world' : undefined}
        label={label}
        height={kind === 'worldMap' ? 420 : 320}
        onSelect={select}
        testId={`echart-${breakdown.dimension}`}
      />
      {unplaced.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('reports.charts.notOnMap', {
            list: unplaced
              .map((item) => `${item.key.name} ${text.value(measure, item.figures[measure] ?? 0)}`)
              .join(' · '),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

import { Card, Stack, Text } from '@mantine/core';
import { type StatDimension, type StatMeasure, type StatReportKey, statChartsPage } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../api/routes';
import {
  type DataColumn,
  DataTable,
  FigureCards,
  type ListQuery,
  pagedRoute,
  usePagedQuery,
} from '../../../kit';
import { downloadServerExport } from '../../../kit/table/export';
import { STATS_KEYS, type StatRow } from '../api';
import { StatsHeader } from '../components/StatsHeader';
import { reportDefinition, useReportKey } from './report';
import { useFigureText } from './useFigureText';
import { useDefaultPeriod, useReportFilters } from './useReportFilters';

/** The export takes the filters only: every matching row, in the server's own order. */
function exportReport(key: StatReportKey, query: ListQuery) {
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = query;
  const period = [filters.from, filters.to].filter(Boolean).join('_');
  const name = `${reportDefinition(key).slug}${period ? `_${period}` : ''}.xlsx`;
  return downloadServerExport(ROUTES.statReports[key].export, filters, name);
}

function useColumns(key: StatReportKey): DataColumn<StatRow>[] {
  const { t } = useTranslation('stats');
  const text = useFigureText();
  return useMemo(() => {
    const report = reportDefinition(key);
    const dimension = (name: StatDimension): DataColumn<StatRow> => ({
      key: name,
      header: text.dimension(name),
      cell: (row) => {
        const value = row.keys[name];
        return value?.id === null || !value ? (
          <Text size="sm" c="dimmed">
            {value?.name ?? '—'}
          </Text>
        ) : (
          value.name
        );
      },
    });
    const measure = (name: StatMeasure): DataColumn<StatRow> => ({
      key: name,
      header: text.measure(name),
      sortable: true,
      align: 'right',
      cell: (row) => text.number(row.figures[name] ?? 0),
    });
    return [
      { key: 'month', header: t('reports.month'), sortable: true, alwaysVisible: true, width: 110 },
      ...report.dimensions.map(dimension),
      ...report.measures.map(measure),
    ];
  }, [key, t, text]);
}

/**
 * The table page of every statistics report (its menu path): figures per month and dimension with
 * the report's filters, server paging and sorting, totals, and an xlsx of every matching row.
 */
export default function ReportTablePage() {
  const key = useReportKey();
  const ready = useDefaultPeriod();
  return ready ? <ReportTable key={key} report={key} /> : null;
}

function ReportTable({ report: key }: { report: StatReportKey }) {
  const { t } = useTranslation('stats');
  const report = reportDefinition(key);
  const text = useFigureText();
  const filters = useReportFilters(key);
  const table = usePagedQuery({
    queryKey: STATS_KEYS.report(key),
    fetchPage: useMemo(() => pagedRoute(ROUTES.statReports[key].table), [key]),
    filters,
    sort: { field: report.primary, order: 'desc' },
  });
  const columns = useColumns(key);
  const totals = table.data?.totals;
  return (
    <Stack gap="lg">
      <StatsHeader
        title={t(`reports.${key}.title`)}
        subtitle={`${t(`reports.${key}.subtitle`)} ${t('reports.periodHint')}`}
        view="table"
        tablePath={report.page}
        chartsPath={statChartsPage(report.page)}
      />
      <FigureCards
        figures={report.measures.map((measure) => ({
          label: text.measure(measure),
          value: totals && text.number(totals[measure] ?? 0),
          testId: `total-${measure}`,
        }))}
      />
      <Card withBorder radius="md" padding="lg">
        <DataTable
          tableId={`stat-report-${key}`}
          query={table}
          filters={filters}
          columns={columns}
          rowKey={(row) =>
            `${row.month}|${report.dimensions.map((name) => row.keys[name]?.id ?? '').join('|')}`
          }
          onExport={(query) => exportReport(key, query)}
          emptyText={t('reports.empty')}
        />
      </Card>
    </Stack>
  );
}

import { SimpleGrid, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WorkOrderReport } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, downloadRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { ReportCard, ReportPage, saveBlob, useFormatCount } from '../../kit';
import { barsHeight, EChart } from '../../kit/charts';
import { DateField } from '../companies/components/DateField';
import { WORK_ORDER_KEYS, WORK_ORDER_PATHS } from './api';
import { formatDuration } from './duration';
import { mediansChartOption, weeksChartOption } from './reportCharts';

function WeeksChart({ weeks }: { weeks: WorkOrderReport['weeks'] }) {
  const { t } = useTranslation('workOrders');
  const format = useFormatCount();
  const option = useMemo(
    () => weeksChartOption(weeks, { opened: t('report.opened'), closed: t('report.closed') }, format),
    [weeks, t, format],
  );
  return <EChart option={option} label={t('report.weeksChart')} testId="echart-weeks" />;
}

function MediansChart({ types }: { types: WorkOrderReport['types'] }) {
  const { t } = useTranslation('workOrders');
  const option = useMemo(
    () =>
      mediansChartOption(
        types,
        { firstReply: t('report.medianFirstReply'), close: t('report.medianClose') },
        {
          duration: (seconds) => formatDuration(seconds, t),
          hours: (hours) => t('duration.hours', { hours }),
        },
      ),
    [types, t],
  );
  return (
    <EChart
      option={option}
      label={t('report.mediansChart')}
      height={barsHeight(types.length, 56, 64)}
      testId="echart-medians"
    />
  );
}

/**
 * /workReport: work orders opened and closed per week, and per type how many, the median time to the
 * first reply and to closing, as charts and tables; the same as a spreadsheet.
 */
export default function WorkOrderReportPage() {
  const { t } = useTranslation('workOrders');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const range = { from: from ?? undefined, to: to ?? undefined };
  const report = useQuery({
    queryKey: WORK_ORDER_KEYS.report(from, to),
    queryFn: ({ signal }) => callRoute(ROUTES.workOrders.report, { query: range }, { signal }),
  });
  return (
    <ReportPage
      title={t('report.title')}
      subtitle={t('report.subtitle')}
      back={WORK_ORDER_PATHS.list}
      exportReport={{
        label: t('report.export'),
        download: async () =>
          saveBlob(
            await downloadRoute(ROUTES.workOrders.reportExport, { query: { ...range, format: 'xlsx' } }),
            'work-orders.xlsx',
          ),
      }}
      filters={
        <>
          <DateField label={t('report.from')} value={from} onChange={setFrom} clearable />
          <DateField label={t('report.to')} value={to} onChange={setTo} clearable />
        </>
      }
      query={report}
      figures={(data) => [
        { label: t('report.opened'), value: String(data.totals.opened), testId: 'report-opened' },
        { label: t('report.closed'), value: String(data.totals.closed), testId: 'report-closed' },
        { label: t('report.medianFirstReply'), value: formatDuration(data.totals.medianFirstReply, t) },
        { label: t('report.medianClose'), value: formatDuration(data.totals.medianClose, t) },
      ]}
    >
      {(data) => (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <ReportCard title={t('report.weeksChart')} testId="weeks-chart">
              {data.totals.opened + data.totals.closed === 0 ? <Empty /> : <WeeksChart weeks={data.weeks} />}
            </ReportCard>
            <ReportCard title={t('report.mediansChart')} testId="medians-chart">
              {data.types.every((row) => row.medianFirstReply === null && row.medianClose === null) ? (
                <Empty />
              ) : (
                <MediansChart types={data.types} />
              )}
            </ReportCard>
          </SimpleGrid>
          <ReportCard title={t('report.byType')}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.type')}</Table.Th>
                  <Table.Th ta="right">{t('report.opened')}</Table.Th>
                  <Table.Th ta="right">{t('report.closed')}</Table.Th>
                  <Table.Th ta="right">{t('report.medianFirstReply')}</Table.Th>
                  <Table.Th ta="right">{t('report.medianClose')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.types.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Empty />
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  data.types.map((row) => (
                    <Table.Tr key={row.type}>
                      <Table.Td>{row.typeName}</Table.Td>
                      <Table.Td ta="right">{row.opened}</Table.Td>
                      <Table.Td ta="right">{row.closed}</Table.Td>
                      <Table.Td ta="right">{formatDuration(row.medianFirstReply, t)}</Table.Td>
                      <Table.Td ta="right">{formatDuration(row.medianClose, t)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </ReportCard>
          <ReportCard title={t('report.byWeek')}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.week')}</Table.Th>
                  <Table.Th ta="right">{t('report.opened')}</Table.Th>
                  <Table.Th ta="right">{t('report.closed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.weeks.map((week) => (
                  <Table.Tr key={week.week}>
                    <Table.Td>{week.week}</Table.Td>
                    <Table.Td ta="right">{week.opened}</Table.Td>
                    <Table.Td ta="right">{week.closed}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ReportCard>
        </>
      )}
    </ReportPage>
  );
}

function Empty() {
  const { t } = useTranslation('workOrders');
  return (
    <Text c="dimmed" size="sm">
      {t('report.empty')}
    </Text>
  );
}

import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, downloadRoute } from '../../api/call';
import { ApiError } from '../../api/client';
import { DownloadIcon, PageHeader, saveBlob } from '../../kit';
import { LoadFailed } from '../../kit/pages/LoadFailed';
import { DateField } from '../companies/components/DateField';
import { WORK_ORDER_KEYS, WORK_ORDER_PATHS } from './api';
import { formatDuration } from './duration';

/**
 * /workReport: work orders opened and closed per week, and per type how many, the median time to the
 * first reply and to closing; the same as a spreadsheet.
 */
export default function WorkOrderReportPage() {
  const { t } = useTranslation('workOrders');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const range = { from: from ?? undefined, to: to ?? undefined };
  const report = useQuery({
    queryKey: WORK_ORDER_KEYS.report(from, to),
    queryFn: ({ signal }) => callRoute(ROUTES.workOrders.report, { query: range }, { signal }),
  });
  async function exportXlsx() {
    setExporting(true);
    try {
      const blob = await downloadRoute(ROUTES.workOrders.reportExport, {
        query: { ...range, format: 'xlsx' },
      });
      saveBlob(blob, 'work-orders.xlsx');
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof ApiError ? error.msg : String(error) });
    } finally {
      setExporting(false);
    }
  }
  const data = report.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('report.title')}
        subtitle={t('report.subtitle')}
        back={WORK_ORDER_PATHS.list}
        actions={
          <Button
            leftSection={<DownloadIcon size={16} />}
            loading={exporting}
            onClick={() => void exportXlsx()}
          >
            {t('report.export')}
          </Button>
        }
      />
      <Card withBorder radius="md" padding="lg">
        <Group gap="md" align="flex-end">
          <DateField label={t('report.from')} value={from} onChange={setFrom} clearable />
          <DateField label={t('report.to')} value={to} onChange={setTo} clearable />
        </Group>
      </Card>
      {report.isError ? <LoadFailed error={report.error} onRetry={() => void report.refetch()} /> : null}
      {data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            {[
              [t('report.opened'), String(data.totals.opened)],
              [t('report.closed'), String(data.totals.closed)],
              [t('report.medianFirstReply'), formatDuration(data.totals.medianFirstReply, t)],
              [t('report.medianClose'), formatDuration(data.totals.medianClose, t)],
            ].map(([label, value]) => (
              <Card key={label} withBorder radius="md" padding="md">
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text fw={700} size="xl">
                  {value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder radius="md" padding="lg">
            <Title order={4} mb="sm">
              {t('report.byType')}
            </Title>
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
                      <Text c="dimmed" size="sm">
                        {t('report.empty')}
                      </Text>
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
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Title order={4} mb="sm">
              {t('report.byWeek')}
            </Title>
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
          </Card>
        </>
      ) : null}
    </Stack>
  );
}

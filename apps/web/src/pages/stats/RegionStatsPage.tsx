import { Card, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { type DataColumn, DataTable, type FetchPage, usePagedQuery } from '../../kit';
import { toSearchRecord } from '../../kit/query/params';
import { type RegionScanRow, type RegionStats, STATS_KEYS } from './api';
import { ExportCsvButton } from './components/ExportCsvButton';
import { StatsHeader } from './components/StatsHeader';
import { TotalsCards } from './components/TotalsCards';
import { useRegionStatsFilters } from './filters';

type Totals = { totals: RegionStats['totals'] };

/** Every region comes in one answer (a few hundred at most); the table pages through it here. */
const fetchRegions: FetchPage<RegionScanRow, Totals> = async (query, signal) => {
  const { page, pageSize, sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = query;
  const stats = await callRoute(ROUTES.scanStats.regions, { query: toSearchRecord(filters) }, { signal });
  const size = Number(pageSize);
  const start = (Number(page) - 1) * size;
  return {
    list: stats.list.slice(start, start + size),
    total: stats.list.length,
    page: Number(page),
    pageSize: size,
    totals: stats.totals,
  };
};

/** /getScanRegion: scans and code checks per region with their share; the charts page shows the same. */
export default function RegionStatsPage() {
  const { t } = useTranslation('stats');
  const filters = useRegionStatsFilters();
  const stats = usePagedQuery<RegionScanRow, Totals>({
    queryKey: STATS_KEYS.regions,
    fetchPage: fetchRegions,
    filters,
    pageSize: 50,
  });
  const columns = useMemo<DataColumn<RegionScanRow>[]>(
    () => [
      { key: 'regionName', header: t('region'), alwaysVisible: true },
      {
        key: 'region',
        header: t('regions.code'),
        cell: (row) => (
          <Text size="sm" ff="monospace">
            {row.region}
          </Text>
        ),
      },
      { key: 'scans', header: t('regions.scans'), align: 'right', cell: (row) => row.scans.toLocaleString() },
      {
        key: 'share',
        header: t('regions.share'),
        cell: (row) => (
          <Stack gap={2} miw={120}>
            <Text size="sm">{(row.share * 100).toFixed(1)}%</Text>
            <Progress value={row.share * 100} size="sm" color="teal" aria-label={t('regions.share')} />
          </Stack>
        ),
        exportValue: (row) => `${(row.share * 100).toFixed(1)}%`,
      },
      {
        key: 'verifications',
        header: t('regions.verifications'),
        align: 'right',
        cell: (row) => row.verifications.toLocaleString(),
      },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <StatsHeader
        title={t('regions.title')}
        subtitle={`${t('regions.subtitle')} ${t('utcHint')}`}
        view="table"
        tablePath="/getScanRegion"
        chartsPath="/getScanRegionCharts"
        actions={
          <ExportCsvButton
            route={ROUTES.scanStats.exportRegions}
            query={stats.listQuery}
            filename="region-scans.csv"
          />
        }
      />
      <TotalsCards totals={stats.data?.totals} />
      <Card withBorder radius="md" padding="lg">
        <DataTable
          tableId="region-scans"
          query={stats}
          filters={filters}
          columns={columns}
          rowKey={(row) => row.region}
          exportRoute={ROUTES.scanStats.exportRegions}
          exportFilename="region-scans.xlsx"
          emptyText={t('empty')}
        />
      </Card>
    </Stack>
  );
}

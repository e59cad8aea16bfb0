import { Card, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../api/routes';
import { type DataColumn, DataTable, pagedRoute, usePagedQuery } from '../../kit';
import { type ProductScanRow, STATS_KEYS } from './api';
import { ExportCsvButton } from './components/ExportCsvButton';
import { StatsHeader } from './components/StatsHeader';
import { TotalsCards } from './components/TotalsCards';
import { useProductStatsFilters } from './filters';

const fetchProducts = pagedRoute(ROUTES.scanStats.products);

/** /getProduct: scans and code checks per product, with totals; the charts page shows the same. */
export default function ProductStatsPage() {
  const { t } = useTranslation('stats');
  const filters = useProductStatsFilters();
  const stats = usePagedQuery({
    queryKey: STATS_KEYS.products,
    fetchPage: fetchProducts,
    filters,
    sort: { field: 'scans', order: 'desc' },
  });
  const columns = useMemo<DataColumn<ProductScanRow>[]>(
    () => [
      {
        key: 'productName',
        header: t('product'),
        alwaysVisible: true,
        cell: (row) =>
          row.productName ?? (
            <Text size="sm" c="dimmed">
              {t('products.noProduct')}
            </Text>
          ),
        exportValue: (row) => row.productName ?? t('products.noProduct'),
      },
      { key: 'corpName', header: t('company') },
      {
        key: 'scans',
        header: t('products.scans'),
        sortable: true,
        align: 'right',
        cell: (row) => row.scans.toLocaleString(),
      },
      {
        key: 'verifications',
        header: t('products.verifications'),
        sortable: true,
        align: 'right',
        cell: (row) => row.verifications.toLocaleString(),
      },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <StatsHeader
        title={t('products.title')}
        subtitle={`${t('products.subtitle')} ${t('utcHint')}`}
        view="table"
        tablePath="/getProduct"
        chartsPath="/getProductCharts"
        actions={
          <ExportCsvButton
            route={ROUTES.scanStats.exportProducts}
            query={stats.listQuery}
            filename="product-scans.csv"
          />
        }
      />
      <TotalsCards totals={stats.data?.totals} />
      <Card withBorder radius="md" padding="lg">
        <DataTable
          tableId="product-scans"
          query={stats}
          filters={filters}
          columns={columns}
          rowKey={(row) => `${row.corpId}-${row.productId}`}
          exportRoute={ROUTES.scanStats.exportProducts}
          exportFilename="product-scans.xlsx"
          emptyText={t('empty')}
        />
      </Card>
    </Stack>
  );
}

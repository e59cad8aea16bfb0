import { Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  type DataColumn,
  DataTable,
  type FetchPage,
  type FilterDef,
  formatDateTime,
  usePagedQuery,
} from '../../../kit';
import type { RawMaterialUse } from '../api';

export function useUseColumns(): DataColumn<RawMaterialUse>[] {
  const { t } = useTranslation('batches');
  return useMemo(
    () => [
      {
        key: 'createTime',
        header: t('time'),
        alwaysVisible: true,
        cell: (use) => formatDateTime(use.createTime, { seconds: true }),
        exportValue: (use) => formatDateTime(use.createTime, { seconds: true }),
      },
      {
        key: 'excode',
        header: t('labelCode'),
        cell: (use) => (
          <Text size="sm" ff="monospace">
            {use.excode}
          </Text>
        ),
      },
      {
        key: 'batchNo',
        header: t('records.usedBy'),
        cell: (use) => (
          <Stack gap={2}>
            <Text size="sm">{use.batchNo}</Text>
            <Text size="xs" c="dimmed">
              {use.productName}
            </Text>
          </Stack>
        ),
      },
      { key: 'sourceBatchNo', header: t('records.source') },
      { key: 'useWeight', header: t('records.useWeight'), align: 'right' },
      { key: 'remainingAfter', header: t('records.remainingAfter'), align: 'right' },
      { key: 'operatorName', header: t('by') },
    ],
    [t],
  );
}

/** Usage records, newest first: which label gave how much to which batch, and what it had left. */
export function UsesTable({
  tableId,
  queryKey,
  fetchPage,
  filters,
  syncUrl,
}: {
  tableId: string;
  queryKey: QueryKey;
  fetchPage: FetchPage<RawMaterialUse>;
  filters?: FilterDef[];
  syncUrl?: boolean;
}) {
  const { t } = useTranslation('batches');
  const navigate = useNavigate();
  const columns = useUseColumns();
  const uses = usePagedQuery({ queryKey, fetchPage, filters, syncUrl });
  return (
    <DataTable
      tableId={tableId}
      query={uses}
      filters={filters}
      columns={columns}
      onRowClick={(use) => navigate(`/batchDetails?id=${use.batchId}`)}
      emptyText={t('records.empty')}
      exportCsv
      exportFilename={`${tableId}.csv`}
    />
  );
}

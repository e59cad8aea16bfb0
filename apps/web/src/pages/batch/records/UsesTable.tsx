import { Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type DataColumn,
  DataTable,
  type FetchPage,
  type FilterDef,
  formatDateTime,
  usePagedQuery,
  useTexts,
} from '../../../kit';
import type { RawMaterialUse } from '../api';
import { texts } from '../texts';

export function useUseColumns(): DataColumn<RawMaterialUse>[] {
  const t = useTexts(texts);
  const r = t.records;
  return useMemo(
    () => [
      {
        key: 'createTime',
        header: t.common.time,
        alwaysVisible: true,
        cell: (use) => formatDateTime(use.createTime, { seconds: true }),
        exportValue: (use) => formatDateTime(use.createTime, { seconds: true }),
      },
      {
        key: 'excode',
        header: t.common.code,
        cell: (use) => (
          <Text size="sm" ff="monospace">
            {use.excode}
          </Text>
        ),
      },
      {
        key: 'batchNo',
        header: r.usedBy,
        cell: (use) => (
          <Stack gap={2}>
            <Text size="sm">{use.batchNo}</Text>
            <Text size="xs" c="dimmed">
              {use.productName}
            </Text>
          </Stack>
        ),
      },
      { key: 'sourceBatchNo', header: r.source },
      { key: 'useWeight', header: r.useWeight, align: 'right' },
      { key: 'remainingAfter', header: r.remainingAfter, align: 'right' },
      { key: 'operatorName', header: t.common.operator },
    ],
    [t, r],
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
  const t = useTexts(texts);
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
      emptyText={t.records.empty}
      exportCsv
      exportFilename={`${tableId}.csv`}
    />
  );
}

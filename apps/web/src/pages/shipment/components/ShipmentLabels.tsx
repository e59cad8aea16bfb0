import { Card, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  DataTable,
  type FilterDef,
  PageHeader,
  pagedRoute,
  StatusBadge,
  statusLabel,
  usePagedQuery,
  useTexts,
} from '../../../kit';
import { MissingRecord, useIdParam } from '../../label/components/MissingRecord';
import { LABEL_STATUS } from '../../label/statuses';
import { SHIPMENT_KEYS, type ShipmentLabel, SIDE_PAGES, SIDE_ROUTES, type Side, useShipment } from '../api';
import { BATCH_STATUS } from '../statuses';
import { texts } from '../texts';
import { ShipmentBadges } from './shipmentSections';

/** /sendLabelList and /takeLabelList: the labels of one shipment, with where each is now. */
export function ShipmentLabels({ side }: { side: Side }) {
  const t = useTexts(texts);
  const language = useLanguage();
  const id = useIdParam();
  const shipment = useShipment(side, id);
  const pages = SIDE_PAGES[side];
  const l = t.labels;
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'excode', type: 'text', label: l.search, width: 240 }],
    [l],
  );
  const fetchPage = useMemo(
    () => pagedRoute(SIDE_ROUTES[side].labels, { params: { id: id ?? '' } }),
    [side, id],
  );
  const labels = usePagedQuery({
    queryKey: SHIPMENT_KEYS.labels(side, id ?? ''),
    fetchPage,
    filters,
    enabled: Boolean(id),
  });
  const columns = useMemo<DataColumn<ShipmentLabel>[]>(
    () => [
      {
        key: 'excode',
        header: l.excode,
        alwaysVisible: true,
        cell: (label) => (
          <Text size="sm" ff="monospace">
            {label.excode}
          </Text>
        ),
      },
      { key: 'productName', header: l.product },
      {
        key: 'batchNo',
        header: l.batch,
        cell: (label) =>
          label.batchNo ? (
            <Stack gap={2}>
              <Text size="sm" ff="monospace">
                {label.batchNo}
              </Text>
              <StatusBadge
                map={BATCH_STATUS}
                value={label.batchStatus as 'complete'}
                size="xs"
                w="fit-content"
              />
            </Stack>
          ) : null,
      },
      {
        key: 'weight',
        header: t.common.weight,
        align: 'right',
        cell: (label) => (label.weight === null ? '—' : t.common.grams(label.weight)),
      },
      {
        key: 'status',
        header: l.labelStatus,
        cell: (label) => <StatusBadge map={LABEL_STATUS} value={label.status} />,
        exportValue: (label) => statusLabel(LABEL_STATUS, label.status, language),
      },
      {
        key: 'holder',
        header: l.where,
        cell: (label) => (
          <Text size="sm" c={label.holder === 'elsewhere' ? 'dimmed' : undefined}>
            {l.holder[label.holder]}
          </Text>
        ),
        exportValue: (label) => l.holder[label.holder],
      },
    ],
    [t, l, language],
  );
  if (!id) return <MissingRecord title={t.common.labels} back={pages.list} />;
  const data = shipment.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data ? (side === 'sent' ? l.sendTitle : l.takeTitle)(data.shipmentNo) : t.common.labels}
        back={`${pages.detail}?id=${id}`}
        subtitle={
          data ? `${data.senderName} → ${data.receiverName} · ${t.common.grams(data.totalWeight)}` : undefined
        }
        badge={data ? <ShipmentBadges shipment={data} /> : undefined}
      />
      <Card withBorder radius="md" padding="lg">
        <DataTable
          tableId={`shipment-labels-${side}`}
          query={labels}
          filters={filters}
          columns={columns}
          emptyText={l.empty}
          exportCsv
          exportFilename={`labels-${data?.shipmentNo ?? 'shipment'}.csv`}
        />
      </Card>
    </Stack>
  );
}

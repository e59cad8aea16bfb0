import { Card, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import {
  type DataColumn,
  DataTable,
  type FilterDef,
  MissingRecord,
  PageHeader,
  pagedRoute,
  StatusBadge,
  statusLabel,
  useIdParam,
  usePagedQuery,
} from '../../../kit';
import { LABEL_STATUS } from '../../labels/statuses';
import { SHIPMENT_KEYS, type ShipmentLabel, SIDE_PAGES, SIDE_ROUTES, type Side, useShipment } from '../api';
import { BATCH_STATUS } from '../statuses';
import { ShipmentBadges } from './shipmentSections';

/** /sendLabelList and /takeLabelList: the labels of one shipment, with where each is now. */
export function ShipmentLabels({ side }: { side: Side }) {
  const { t } = useTranslation('shipments');
  const language = useLanguage();
  const id = useIdParam();
  const shipment = useShipment(side, id);
  const pages = SIDE_PAGES[side];
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'excode', type: 'text', label: t('labelList.search'), width: 240 }],
    [t],
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
        header: t('labelCode'),
        alwaysVisible: true,
        cell: (label) => (
          <Text size="sm" ff="monospace">
            {label.excode}
          </Text>
        ),
      },
      { key: 'productName', header: t('product') },
      {
        key: 'batchNo',
        header: t('batch'),
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
        header: t('weight'),
        align: 'right',
        cell: (label) => (label.weight === null ? '—' : t('common.grams', { value: label.weight })),
      },
      {
        key: 'status',
        header: t('labelList.labelStatus'),
        cell: (label) => <StatusBadge map={LABEL_STATUS} value={label.status} />,
        exportValue: (label) => statusLabel(LABEL_STATUS, label.status, language),
      },
      {
        key: 'holder',
        header: t('labelList.where'),
        cell: (label) => (
          <Text size="sm" c={label.holder === 'elsewhere' ? 'dimmed' : undefined}>
            {t(`labelList.holder.${label.holder}`)}
          </Text>
        ),
        exportValue: (label) => t(`labelList.holder.${label.holder}`),
      },
    ],
    [t, language],
  );
  if (!id) return <MissingRecord title={t('common.labels')} back={pages.list} />;
  const data = shipment.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          data
            ? t(side === 'sent' ? 'labelList.sendTitle' : 'labelList.takeTitle', { no: data.shipmentNo })
            : t('common.labels')
        }
        back={`${pages.detail}?id=${id}`}
        subtitle={
          data
            ? `${data.senderName} → ${data.receiverName} · ${t('common.grams', { value: data.totalWeight })}`
            : undefined
        }
        badge={data ? <ShipmentBadges shipment={data} /> : undefined}
      />
      <Card withBorder radius="md" padding="lg">
        <DataTable
          tableId={`shipment-labels-${side}`}
          query={labels}
          filters={filters}
          columns={columns}
          emptyText={t('labelList.empty')}
          exportCsv
          exportFilename={`labels-${data?.shipmentNo ?? 'shipment'}.csv`}
        />
      </Card>
    </Stack>
  );
}

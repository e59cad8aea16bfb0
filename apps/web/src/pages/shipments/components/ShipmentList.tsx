import { Badge, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  CheckIcon,
  type DataColumn,
  EyeIcon,
  type FetchPage,
  FileIcon,
  type FilterDef,
  formatDate,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  SendIcon,
  StatusBadge,
  statusLabel,
  statusOptions,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { useFormatCount } from '../../labels/format';
import { SHIPMENT_KEYS, type Shipment, SIDE_PAGES, SIDE_ROUTES, type Side, useShippingTargets } from '../api';
import { SHIPMENT_STATUS } from '../statuses';
import { ReturnDialog } from './ReturnDialog';
import { stepHref } from './steps';

/** Every reader may open a row; the server's `actions` govern the receiver's steps. */
type Row = Omit<Shipment, 'actions'> & { actions: string[] };

function fetchSide(side: Side): FetchPage<Row> {
  return async (query, signal) => {
    const page = await pagedRoute(SIDE_ROUTES[side].list)(query, signal);
    return {
      ...page,
      list: page.list.map(
        (shipment): Row => ({
          ...shipment,
          // The first confirmation of an import receipt is "count", shown with its own button.
          actions: [
            ...shipment.actions.map((a) => (a === 'confirm' && shipment.importReceipt ? 'count' : a)),
            'view',
          ],
        }),
      ),
    };
  };
}

/** /senderRecord and /takerRecord: the shipments of one side, with the receiver's next steps. */
export function ShipmentList({ side }: { side: Side }) {
  const { t } = useTranslation('shipments');
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const format = useFormatCount();
  const partners = useShippingTargets();
  const [returning, setReturning] = useState<Row | null>(null);
  const pages = SIDE_PAGES[side];

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t(`${side}.keyword`), width: 220 },
      {
        key: 'status',
        type: 'select',
        label: t('status'),
        options: statusOptions(SHIPMENT_STATUS, language),
        width: 140,
      },
      ...(side === 'sent'
        ? [
            {
              key: 'corpId',
              type: 'select' as const,
              label: t('sent.receiver'),
              options: partners.data ?? [],
              width: 220,
            },
          ]
        : []),
      { key: 'shipped', type: 'dateRange', label: t(`${side}.shipped`) },
    ],
    [t, language, side, partners.data],
  );
  const query = usePagedQuery({
    queryKey: SHIPMENT_KEYS.list(side),
    fetchPage: useMemo(() => fetchSide(side), [side]),
    filters,
  });

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        key: 'shipmentNo',
        header: t('common.shipmentNo'),
        alwaysVisible: true,
        cell: (s) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} ff="monospace">
              {s.shipmentNo}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(s.createTime)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'status',
        header: t('status'),
        width: 100,
        cell: (s) => <StatusBadge map={SHIPMENT_STATUS} value={s.status} />,
        exportValue: (s) => statusLabel(SHIPMENT_STATUS, s.status, language),
      },
      {
        key: side === 'sent' ? 'receiverName' : 'senderName',
        header: side === 'sent' ? t('common.receiver') : t('common.sender'),
        cell: (s) => (
          <Stack gap={4} miw={160}>
            <Text size="sm">{side === 'sent' ? s.receiverName : s.senderName}</Text>
            {s.importReceipt ? (
              <Badge size="xs" variant="light" color="grape" w="fit-content">
                {t('common.importReceipt')}
              </Badge>
            ) : null}
          </Stack>
        ),
      },
      {
        key: 'goods',
        header: t('common.goods'),
        cell: (s) => (
          <Stack gap={2} miw={160}>
            <Text size="sm">{s.productNames.join(', ') || '—'}</Text>
            <Text size="xs" c="dimmed">
              {s.batches.map((b) => b.batchNo).join(', ')}
            </Text>
          </Stack>
        ),
        exportValue: (s) => s.productNames.join(', '),
      },
      {
        key: 'labelCount',
        header: t('quantity'),
        align: 'right',
        cell: (s) => (
          <Stack gap={2} align="flex-end">
            <Text size="sm" fw={500}>
              {format(s.labelCount)}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('common.grams', { value: s.totalWeight })}
            </Text>
          </Stack>
        ),
        exportValue: (s) => s.labelCount,
      },
      {
        key: 'transport',
        header: t('common.carrier'),
        cell: (s) => (
          <Stack gap={2} miw={120}>
            <Text size="sm">{s.carrier}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {s.trackingNo ?? ''}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(s.shippingDate)}
            </Text>
          </Stack>
        ),
        exportValue: (s) => `${s.carrier} ${s.trackingNo ?? ''} ${formatDate(s.shippingDate)}`.trim(),
      },
      { key: 'remark', header: t('remark'), defaultHidden: true },
    ],
    [t, side, format, language],
  );

  const rowActions = useMemo<RowAction<Row>[]>(() => {
    const step = (key: string, label: string, icon: ReactNode): RowAction<Row> => ({
      key,
      label,
      icon,
      onClick: (s) => navigate(stepHref(key, s.id)),
    });
    return [
      step('confirm', t('received.actions.confirm'), <CheckIcon size={15} />),
      step('count', t('received.actions.count'), <CheckIcon size={15} />),
      step('completeDocuments', t('received.actions.completeDocuments'), <FileIcon size={15} />),
      step('confirmImport', t('received.actions.confirmImport'), <CheckIcon size={15} />),
      step('forward', t('received.actions.forward'), <SendIcon size={15} />),
      { key: 'return', label: t('received.actions.return'), color: 'red', onClick: setReturning },
      {
        key: 'view',
        label: t('view'),
        icon: <EyeIcon size={15} />,
        onClick: (s) => navigate(`${pages.detail}?id=${s.id}`),
      },
    ];
  }, [t, navigate, pages]);

  return (
    <>
      <ListPage
        title={t(`${side}.title`)}
        subtitle={t(`${side}.subtitle`)}
        actions={
          side === 'sent' && can('product.senderRecord.manage') ? (
            <Group gap="sm">
              <AddButton to={'/sendGoodsInBatch'}>{t('sent.ship')}</AddButton>
            </Group>
          ) : null
        }
        tableId={`shipments-${side}`}
        query={query}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={(s) => navigate(`${pages.detail}?id=${s.id}`)}
        emptyText={t(`${side}.empty`)}
        exportCsv
        exportFilename={`shipments-${side}.csv`}
      />
      <ReturnDialog shipment={returning} onClose={() => setReturning(null)} />
    </>
  );
}

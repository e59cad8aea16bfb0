import { Badge, Button, Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUserQuery } from '../../../api/account';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  CheckIcon,
  type DataColumn,
  type FilterDef,
  formatDateTime,
  ListPage,
  PlusIcon,
  pagedRoute,
  type RowAction,
  TrashIcon,
  useActionDialog,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../../kit';
import { type GoodsAddress, SYS_KEYS } from '../api';
import { EditIcon } from '../components/icons';
import { TimeText } from '../components/TimeText';
import { AddressFormModal } from './AddressFormModal';

const MANAGE = 'system.SysGoodsAddress.manage';
const fetchAddresses = pagedRoute(ROUTES.system.goodsAddresses.list);

/**
 * /SysGoodsAddress: where labels and goods are delivered. A company keeps its own addresses;
 * administrators see every company's and the platform's own.
 */
export default function AddressPage() {
  const { t } = useTranslation('system');
  const can = useCan();
  const admin = useCurrentUserQuery().data?.userType === 'admin';
  const [editing, setEditing] = useState<{ address: GoodsAddress | null } | null>(null);
  const [ask, confirmDialog] = useActionDialog();

  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'keyword', type: 'text', label: t('addresses.keyword'), width: 260 }],
    [t],
  );
  const addresses = usePagedQuery({ queryKey: SYS_KEYS.addresses, fetchPage: fetchAddresses, filters });
  const remove = useApiMutation<null, GoodsAddress>({
    call: (address) => callRouteEnvelope(ROUTES.system.goodsAddresses.remove, { params: { id: address.id } }),
    invalidate: [SYS_KEYS.addresses],
  });
  const makeDefault = useApiMutation<GoodsAddress, GoodsAddress>({
    call: (address) =>
      callRouteEnvelope(ROUTES.system.goodsAddresses.update, {
        params: { id: address.id },
        body: { isDefault: true },
      }),
    invalidate: [SYS_KEYS.addresses],
  });

  const columns = useMemo<DataColumn<GoodsAddress>[]>(
    () => [
      {
        key: 'receiver',
        header: t('receiver'),
        alwaysVisible: true,
        sortable: true,
        cell: (address) => (
          <div>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500}>
                {address.receiver}
              </Text>
              {address.isDefault ? (
                <Badge size="xs" variant="light" color="teal">
                  {t('default')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {address.phone}
            </Text>
          </div>
        ),
        exportValue: (address) => address.receiver,
      },
      { key: 'phone', header: t('addresses.phone'), defaultHidden: true },
      {
        key: 'address',
        header: t('addresses.address'),
        cell: (address) => (
          <div>
            <Text size="sm">{address.address}</Text>
            <Text size="xs" c="dimmed">
              {address.region}
              {address.postcode ? ` · ${address.postcode}` : ''}
            </Text>
          </div>
        ),
        exportValue: (address) => `${address.region} ${address.address}`,
      },
      { key: 'postcode', header: t('addresses.postcode'), defaultHidden: true },
      ...(admin
        ? [
            {
              key: 'corpName',
              header: t('addresses.owner'),
              cell: (address: GoodsAddress) =>
                address.corpName ?? (
                  <Text size="sm" c="dimmed">
                    {t('addresses.platformOwn')}
                  </Text>
                ),
              exportValue: (address: GoodsAddress) => address.corpName ?? t('addresses.platformOwn'),
            },
          ]
        : []),
      {
        key: 'createTime',
        header: t('common.createTime'),
        width: 150,
        cell: (address) => <TimeText iso={address.createTime} />,
        exportValue: (address) => formatDateTime(address.createTime),
      },
    ],
    [t, admin],
  );

  const rowActions = useMemo<RowAction<GoodsAddress>[]>(
    () => [
      {
        key: 'edit',
        label: t('edit'),
        icon: <EditIcon size={15} />,
        permission: MANAGE,
        onClick: (address) => setEditing({ address }),
      },
      {
        key: 'default',
        label: t('addresses.makeDefault'),
        icon: <CheckIcon size={15} />,
        permission: MANAGE,
        visible: (address) => !address.isDefault,
        onClick: (address) => makeDefault.mutate(address),
      },
      {
        key: 'delete',
        label: t('delete'),
        icon: <TrashIcon size={15} />,
        color: 'red',
        permission: MANAGE,
        onClick: (address) =>
          ask({
            title: t('addresses.deleteTitle'),
            message: t('addresses.deleteConfirm', { receiver: address.receiver, address: address.address }),
            confirmLabel: t('delete'),
            danger: true,
            onConfirm: () => remove.mutateAsync(address),
          }),
      },
    ],
    [t, ask, remove.mutateAsync, makeDefault.mutate],
  );

  return (
    <>
      <ListPage
        title={t('addresses.title')}
        subtitle={admin ? t('addresses.subtitleAdmin') : t('addresses.subtitle')}
        actions={
          can(MANAGE) ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setEditing({ address: null })}>
              {t('addresses.add')}
            </Button>
          ) : null
        }
        tableId="sys-goods-addresses"
        query={addresses}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        exportCsv
        exportFilename="delivery-addresses.csv"
        emptyText={t('addresses.empty')}
      />
      {editing ? (
        <AddressFormModal address={editing.address} forCompany={admin} onClose={() => setEditing(null)} />
      ) : null}
      {confirmDialog}
    </>
  );
}

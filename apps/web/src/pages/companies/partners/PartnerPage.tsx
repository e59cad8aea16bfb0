import { Button, Switch, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  type DataColumn,
  dateTimeColumn,
  type FilterDef,
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
import { COMPANY_KEYS, type Partner, type PartnerRelation } from '../api';
import { LinkPartnerModal } from './LinkPartnerModal';

const MANAGE: Record<PartnerRelation, string> = {
  dealers: 'company.dealersMessage.manage',
  importers: 'company.importerMessage.manage',
};

/** Whether goods may be shipped to the partner, switched in place. */
function CanShipSwitch({
  partner,
  relation,
  disabled,
}: {
  partner: Partner;
  relation: PartnerRelation;
  disabled: boolean;
}) {
  const { t } = useTranslation('companies');
  const update = useApiMutation<Partner, boolean>({
    call: (canShip) =>
      callRouteEnvelope(ROUTES.partners[relation].update, {
        params: { id: partner.id },
        body: { canShip, remark: partner.remark },
      }),
    invalidate: [COMPANY_KEYS.partners(relation)],
    successMessage: (saved) =>
      saved.canShip
        ? t('partners.shipOn', { name: saved.partnerName })
        : t('partners.shipOff', { name: saved.partnerName }),
  });
  const checked = update.isPending ? Boolean(update.variables) : partner.canShip;
  return (
    <Switch
      checked={checked}
      disabled={disabled || update.isPending}
      onChange={(event) => update.mutate(event.currentTarget.checked)}
      onClick={(event) => event.stopPropagation()}
      label={checked ? t('partners.canShipOn') : t('partners.canShipOff')}
      aria-label={`${t('partners.canShip')}: ${partner.partnerName}`}
      size="sm"
    />
  );
}

/**
 * /dealersMessage and /importerMessage: the companies a producer or importer works with, and which of
 * them may receive its shipments.
 */
export function PartnerPage({ relation }: { relation: PartnerRelation }) {
  const { t } = useTranslation('companies');
  const can = useCan();
  const manage = can(MANAGE[relation]);
  const [linking, setLinking] = useState(false);
  const [ask, dialog] = useActionDialog();

  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'keyword', type: 'text', label: t(`partners.${relation}.keyword`), width: 260 }],
    [t, relation],
  );
  const partners = usePagedQuery({
    queryKey: COMPANY_KEYS.partners(relation),
    fetchPage: pagedRoute(ROUTES.partners[relation].list),
    filters,
  });
  const unlink = useApiMutation<null, Partner>({
    call: (partner) => callRouteEnvelope(ROUTES.partners[relation].unlink, { params: { id: partner.id } }),
    invalidate: [COMPANY_KEYS.partners(relation)],
    successMessage: (_data, partner) => t('partners.unlinked', { name: partner.partnerName }),
  });

  const columns = useMemo<DataColumn<Partner>[]>(
    () => [
      {
        key: 'partnerName',
        header: t(`partners.${relation}.company`),
        alwaysVisible: true,
        cell: (row) => (
          <Text size="sm" fw={500}>
            {row.partnerName}
          </Text>
        ),
      },
      {
        key: 'partnerKind',
        header: t('fields.kind'),
        width: 110,
        cell: (row) => t(`kinds.${row.partnerKind}`),
        exportValue: (row) => t(`kinds.${row.partnerKind}`),
      },
      { key: 'countryName', header: t('country'), width: 100 },
      {
        key: 'canShip',
        header: t('partners.canShip'),
        width: 150,
        cell: (row) => <CanShipSwitch partner={row} relation={relation} disabled={!manage} />,
        exportValue: (row) => (row.canShip ? t('partners.canShipOn') : t('partners.canShipOff')),
      },
      {
        key: 'remark',
        header: t('remark'),
        cell: (row) =>
          row.remark ? (
            <Text size="sm" lineClamp={2}>
              {row.remark}
            </Text>
          ) : (
            <Text c="dimmed">—</Text>
          ),
      },
      dateTimeColumn('createTime', t('partners.linkedAt'), (row) => row.createTime, { width: 150 }),
    ],
    [t, relation, manage],
  );

  const rowActions = useMemo<RowAction<Partner>[]>(
    () => [
      {
        key: 'unlink',
        label: t('partners.unlink'),
        color: 'red',
        icon: <TrashIcon size={15} />,
        permission: MANAGE[relation],
        onClick: (row) =>
          ask({
            title: t('partners.unlinkTitle'),
            message: t('partners.unlinkText', { name: row.partnerName }),
            confirmLabel: t('partners.unlink'),
            danger: true,
            onConfirm: () => unlink.mutateAsync(row),
          }),
      },
    ],
    [t, relation, ask, unlink],
  );

  return (
    <>
      <ListPage
        title={t(`partners.${relation}.title`)}
        subtitle={t(`partners.${relation}.subtitle`)}
        actions={
          manage ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setLinking(true)}>
              {t(`partners.${relation}.link`)}
            </Button>
          ) : null
        }
        tableId={`partners-${relation}`}
        query={partners}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        exportCsv
        exportFilename={`${relation}.csv`}
        emptyText={t(`partners.${relation}.empty`)}
      />
      <LinkPartnerModal relation={relation} opened={linking} onClose={() => setLinking(false)} />
      {dialog}
    </>
  );
}

export const DealersPage = () => <PartnerPage relation="dealers" />;
export const ImportersPage = () => <PartnerPage relation="importers" />;

import { Button, Switch, Text } from '@mantine/core';
import { ROUTES } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { callRouteEnvelope } from '../../../api/call';
import {
  type DataColumn,
  type FilterDef,
  formatDateTime,
  ListPage,
  PlusIcon,
  pagedRoute,
  type RowAction,
  TrashIcon,
  useApiMutation,
  useCan,
  usePagedQuery,
  useTexts,
} from '../../../kit';
import { COMPANY_KEYS, type Partner, type PartnerRelation } from '../api';
import { useActionDialog } from '../components/ActionDialog';
import { texts } from '../texts';
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
  const t = useTexts(texts).partners;
  const update = useApiMutation<Partner, boolean>({
    call: (canShip) =>
      callRouteEnvelope(ROUTES.partners[relation].update, {
        params: { id: partner.id },
        body: { canShip, remark: partner.remark },
      }),
    invalidate: [COMPANY_KEYS.partners(relation)],
    successMessage: (saved) => (saved.canShip ? t.shipOn(saved.partnerName) : t.shipOff(saved.partnerName)),
  });
  const checked = update.isPending ? Boolean(update.variables) : partner.canShip;
  return (
    <Switch
      checked={checked}
      disabled={disabled || update.isPending}
      onChange={(event) => update.mutate(event.currentTarget.checked)}
      onClick={(event) => event.stopPropagation()}
      label={checked ? t.canShipOn : t.canShipOff}
      aria-label={`${t.canShip}: ${partner.partnerName}`}
      size="sm"
    />
  );
}

/**
 * /dealersMessage and /importerMessage: the companies a producer or importer works with, and which of
 * them may receive its shipments.
 */
export function PartnerPage({ relation }: { relation: PartnerRelation }) {
  const t = useTexts(texts);
  const p = t.partners;
  const words = p[relation];
  const can = useCan();
  const manage = can(MANAGE[relation]);
  const [linking, setLinking] = useState(false);
  const [ask, dialog] = useActionDialog();

  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'keyword', type: 'text', label: words.keyword, width: 260 }],
    [words],
  );
  const partners = usePagedQuery({
    queryKey: COMPANY_KEYS.partners(relation),
    fetchPage: pagedRoute(ROUTES.partners[relation].list),
    filters,
  });
  const unlink = useApiMutation<null, Partner>({
    call: (partner) => callRouteEnvelope(ROUTES.partners[relation].unlink, { params: { id: partner.id } }),
    invalidate: [COMPANY_KEYS.partners(relation)],
    successMessage: (_data, partner) => p.unlinked(partner.partnerName),
  });

  const columns = useMemo<DataColumn<Partner>[]>(
    () => [
      {
        key: 'partnerName',
        header: words.company,
        alwaysVisible: true,
        cell: (row) => (
          <Text size="sm" fw={500}>
            {row.partnerName}
          </Text>
        ),
      },
      {
        key: 'partnerKind',
        header: t.fields.kind,
        width: 110,
        cell: (row) => t.kinds[row.partnerKind],
        exportValue: (row) => t.kinds[row.partnerKind],
      },
      { key: 'countryName', header: t.fields.country, width: 100 },
      {
        key: 'canShip',
        header: p.canShip,
        width: 150,
        cell: (row) => <CanShipSwitch partner={row} relation={relation} disabled={!manage} />,
        exportValue: (row) => (row.canShip ? p.canShipOn : p.canShipOff),
      },
      {
        key: 'remark',
        header: p.remark,
        cell: (row) =>
          row.remark ? (
            <Text size="sm" lineClamp={2}>
              {row.remark}
            </Text>
          ) : (
            <Text c="dimmed">—</Text>
          ),
      },
      {
        key: 'createTime',
        header: p.linkedAt,
        width: 150,
        cell: (row) => formatDateTime(row.createTime),
        exportValue: (row) => formatDateTime(row.createTime),
      },
    ],
    [t, p, words, relation, manage],
  );

  const rowActions = useMemo<RowAction<Partner>[]>(
    () => [
      {
        key: 'unlink',
        label: p.unlink,
        color: 'red',
        icon: <TrashIcon size={15} />,
        permission: MANAGE[relation],
        onClick: (row) =>
          ask({
            title: p.unlinkTitle,
            message: p.unlinkText(row.partnerName),
            confirmLabel: p.unlink,
            danger: true,
            onConfirm: () => unlink.mutateAsync(row),
          }),
      },
    ],
    [p, relation, ask, unlink],
  );

  return (
    <>
      <ListPage
        title={words.title}
        subtitle={words.subtitle}
        actions={
          manage ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setLinking(true)}>
              {words.link}
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
        emptyText={words.empty}
      />
      <LinkPartnerModal relation={relation} opened={linking} onClose={() => setLinking(false)} />
      {dialog}
    </>
  );
}

export const DealersPage = () => <PartnerPage relation="dealers" />;
export const ImportersPage = () => <PartnerPage relation="importers" />;

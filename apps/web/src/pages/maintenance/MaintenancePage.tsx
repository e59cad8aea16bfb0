import { Button, Text } from '@mantine/core';
import { MAINTENANCE_MANAGE, MAINTENANCE_STATUSES, type MaintenanceWindow } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { MAINTENANCE_NOTICES_KEY } from '../../api/maintenance';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  type DataColumn,
  dateTimeColumn,
  type FilterDef,
  ListPage,
  pagedRoute,
  StatusBadge,
  statusLabel,
  statusOptions,
  useActionDialog,
  useApiMutation,
  useCan,
  usePagedQuery,
} from '../../kit';
import { MAINTENANCE_KEYS, MaintenanceFormModal } from './MaintenanceFormModal';
import { MAINTENANCE_MODE, MAINTENANCE_STATUS } from './statuses';

const open = (window: MaintenanceWindow) => !['ended', 'cancelled'].includes(window.status);

/** /maintenance: the maintenance windows, past ones kept as the history; scheduled, changed, called off. */
export default function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  const language = useLanguage();
  const can = useCan();
  const [editing, setEditing] = useState<{ window: MaintenanceWindow | null } | null>(null);
  const [ask, dialog] = useActionDialog();
  const cancel = useApiMutation({
    call: (id: string) => callRouteEnvelope(ROUTES.maintenance.cancel, { params: { id } }),
    invalidate: [MAINTENANCE_KEYS.all, MAINTENANCE_NOTICES_KEY],
    successMessage: t('done.cancel'),
  });
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'status',
        type: 'select',
        label: t('field.status'),
        options: statusOptions(MAINTENANCE_STATUS, language).filter((option) =>
          (MAINTENANCE_STATUSES as readonly string[]).includes(option.value),
        ),
      },
    ],
    [t, language],
  );
  const query = usePagedQuery({
    queryKey: MAINTENANCE_KEYS.list,
    fetchPage: pagedRoute(ROUTES.maintenance.list),
    filters,
  });
  const columns = useMemo<DataColumn<MaintenanceWindow>[]>(
    () => [
      dateTimeColumn('startsAt', t('field.startsAt'), (window) => window.startsAt),
      dateTimeColumn('endsAt', t('field.endsAt'), (window) => window.endsAt),
      {
        key: 'mode',
        header: t('field.mode'),
        cell: (window) => <StatusBadge map={MAINTENANCE_MODE} value={window.mode} />,
        exportValue: (window) => statusLabel(MAINTENANCE_MODE, window.mode, language),
      },
      {
        key: 'status',
        header: t('field.status'),
        cell: (window) => <StatusBadge map={MAINTENANCE_STATUS} value={window.status} />,
        exportValue: (window) => statusLabel(MAINTENANCE_STATUS, window.status, language),
      },
      { key: 'noticeHours', header: t('field.noticeHours'), align: 'right' },
      {
        key: 'message',
        header: t('field.message'),
        width: 320,
        cell: (window) => (
          <Text size="sm" lineClamp={2} title={window.message[language]}>
            {window.message[language]}
          </Text>
        ),
        exportValue: (window) => window.message[language],
      },
      { key: 'createdByName', header: t('field.createdBy'), defaultHidden: true },
      dateTimeColumn('createTime', t('created'), (window) => window.createTime),
    ],
    [t, language],
  );
  return (
    <>
      <ListPage
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          can(MAINTENANCE_MANAGE) ? (
            <Button onClick={() => setEditing({ window: null })} data-testid="maintenance-add">
              {t('list.add')}
            </Button>
          ) : null
        }
        tableId="maintenance-windows"
        query={query}
        filters={filters}
        columns={columns}
        emptyText={t('list.empty')}
        rowActions={[
          {
            key: 'edit',
            label: t('action.edit'),
            permission: MAINTENANCE_MANAGE,
            visible: open,
            onClick: (window) => setEditing({ window }),
          },
          {
            key: 'cancel',
            label: t('action.cancel'),
            color: 'red',
            permission: MAINTENANCE_MANAGE,
            visible: open,
            onClick: (window) =>
              ask({
                title: t('action.cancel'),
                message: t('ask.cancel'),
                confirmLabel: t('action.cancel'),
                danger: true,
                onConfirm: () => cancel.mutateAsync(window.id),
              }),
          },
        ]}
      />
      <MaintenanceFormModal
        opened={editing !== null}
        window={editing?.window ?? null}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </>
  );
}

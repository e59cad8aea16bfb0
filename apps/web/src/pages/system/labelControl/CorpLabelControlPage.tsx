import { Button, Text } from '@mantine/core';
import { type RouteBody, ZCorpLabelControlBody, ZLabelControlBody } from '@trace/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  type DataColumn,
  FormModal,
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
  useZodForm,
} from '../../../kit';
import { type LabelControl, SYS_KEYS } from '../api';
import { CompanySelect } from '../components/CompanySelect';
import { EditIcon } from '../components/icons';
import { TimeText } from '../components/TimeText';
import { useLabelControl } from './LabelControlPage';
import { LimitFields, type LimitFormValues, limitInput, limitValues } from './LimitFields';

const MANAGE = 'system.labelControlCorp.manage';
const fetchLimits = pagedRoute(ROUTES.system.corpLabelControls.list);
const count = (value: number) => value.toLocaleString('en');

/** /labelControlCorp: label limits set for single companies, replacing the platform's for them. */
export default function CorpLabelControlPage() {
  const { t } = useTranslation('system');
  const can = useCan();
  const [editing, setEditing] = useState<{ row: LabelControl | null } | null>(null);
  const [ask, confirmDialog] = useActionDialog();
  const limits = usePagedQuery({ queryKey: SYS_KEYS.corpLabelControls, fetchPage: fetchLimits });
  const remove = useApiMutation<null, LabelControl>({
    call: (row) => callRouteEnvelope(ROUTES.system.corpLabelControls.remove, { params: { id: row.id } }),
    invalidate: [SYS_KEYS.corpLabelControls],
  });

  const columns = useMemo<DataColumn<LabelControl>[]>(
    () => [
      {
        key: 'corpName',
        header: t('company'),
        alwaysVisible: true,
        cell: (row) => (
          <Text size="sm" fw={500} miw={200}>
            {row.corpName}
          </Text>
        ),
      },
      {
        key: 'maxPerApplication',
        header: t('labelControl.maxPerApplication'),
        align: 'right',
        sortable: true,
        cell: (row) => count(row.maxPerApplication),
      },
      {
        key: 'maxPerRun',
        header: t('labelControl.maxPerRun'),
        align: 'right',
        sortable: true,
        cell: (row) => count(row.maxPerRun),
      },
      {
        key: 'maxUsagePerBatch',
        header: t('labelControl.maxUsagePerBatch'),
        align: 'right',
        sortable: true,
        cell: (row) => count(row.maxUsagePerBatch),
      },
      { key: 'remark', header: t('remark'), defaultHidden: true },
      {
        key: 'updateTime',
        header: t('labelControl.updateTime'),
        width: 150,
        cell: (row) => <TimeText iso={row.updateTime} />,
        exportValue: (row) => formatDateTime(row.updateTime),
      },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<LabelControl>[]>(
    () => [
      {
        key: 'edit',
        label: t('edit'),
        icon: <EditIcon size={15} />,
        permission: MANAGE,
        onClick: (row) => setEditing({ row }),
      },
      {
        key: 'delete',
        label: t('delete'),
        icon: <TrashIcon size={15} />,
        color: 'red',
        permission: MANAGE,
        onClick: (row) =>
          ask({
            title: t('labelControl.deleteTitle'),
            message: t('labelControl.deleteConfirm', { company: row.corpName ?? '' }),
            confirmLabel: t('delete'),
            danger: true,
            onConfirm: () => remove.mutateAsync(row),
          }),
      },
    ],
    [t, ask, remove.mutateAsync],
  );

  return (
    <>
      <ListPage
        title={t('labelControl.corpTitle')}
        subtitle={t('labelControl.corpSubtitle')}
        actions={
          can(MANAGE) ? (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setEditing({ row: null })}>
              {t('labelControl.add')}
            </Button>
          ) : null
        }
        tableId="sys-label-control-companies"
        query={limits}
        columns={columns}
        rowActions={rowActions}
        exportCsv
        exportFilename="company-label-limits.csv"
        emptyText={t('labelControl.corpEmpty')}
      />
      {editing ? <CorpLimitModal row={editing.row} onClose={() => setEditing(null)} /> : null}
      {confirmDialog}
    </>
  );
}

interface CorpLimitFormValues extends LimitFormValues {
  corpId: string | null;
}

const EMPTY: CorpLimitFormValues = {
  corpId: null,
  maxPerApplication: '',
  maxPerRun: '',
  maxUsagePerBatch: '',
  remark: '',
};

/** A company's own limits: a new row starts from the platform's; the company is fixed once filed. */
function CorpLimitModal({ row, onClose }: { row: LabelControl | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const can = useCan();
  const platform = useLabelControl(!row && can('system.labelControl.view'));
  const initial = useMemo<CorpLimitFormValues>(
    () => (row ? { corpId: row.corpId, ...limitValues(row) } : EMPTY),
    [row],
  );
  const toInput = (values: CorpLimitFormValues) =>
    row ? limitInput(values) : { corpId: values.corpId, ...limitInput(values) };
  const form = useZodForm(row ? ZLabelControlBody : ZCorpLabelControlBody, initial, { toInput });
  // A new limit names its company (checked by the form); a saved one keeps it.
  const save = useApiMutation<
    LabelControl,
    RouteBody<typeof ROUTES.system.updateLabelControl> & { corpId?: string }
  >({
    call: ({ corpId, ...limits }) =>
      row
        ? callRouteEnvelope(ROUTES.system.corpLabelControls.update, { params: { id: row.id }, body: limits })
        : callRouteEnvelope(ROUTES.system.corpLabelControls.create, {
            body: { ...limits, corpId: corpId ?? '' },
          }),
    form,
    invalidate: [SYS_KEYS.corpLabelControls],
    onSuccess: onClose,
  });

  const { setValues } = form;
  const platformLimits = platform.data;
  useEffect(() => {
    if (!row && platformLimits) setValues({ ...limitValues(platformLimits), remark: '' });
  }, [row, platformLimits, setValues]);

  return (
    <FormModal
      opened
      onClose={onClose}
      title={row ? t('labelControl.editCorpTitle') : t('labelControl.addCorpTitle')}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      size="xl"
    >
      <CompanySelect
        label={t('company')}
        description={row ? t('labelControl.companyFixed') : t('labelControl.companyHint')}
        required
        disabled={Boolean(row)}
        selectedLabel={row?.corpName}
        {...form.getInputProps('corpId')}
      />
      <LimitFields inputProps={(field) => form.getInputProps(field)} />
    </FormModal>
  );
}

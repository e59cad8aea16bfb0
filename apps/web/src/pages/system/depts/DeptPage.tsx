import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { PageHeader, PlusIcon, TrashIcon, useActionDialog, useApiMutation, useCan } from '../../../kit';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { type Dept, SYS_KEYS, useDeptTree } from '../api';
import { EditIcon, SubtreeIcon } from '../components/icons';
import { RowIconAction } from '../components/RowIconAction';
import { StateBadge } from '../components/StateBadge';
import { TreeTable } from '../components/TreeTable';
import { ENABLED_STATUS, enabledState } from '../statuses';
import { type DeptEditing, DeptFormModal } from './DeptFormModal';

const MANAGE = 'system.SysDept.manage';

/** /SysDept: the department tree; departments are added at any level, changed and removed when empty. */
export default function DeptPage() {
  const { t } = useTranslation('system');
  const can = useCan();
  const depts = useDeptTree();
  const [editing, setEditing] = useState<DeptEditing | null>(null);
  const [ask, confirmDialog] = useActionDialog();
  const remove = useApiMutation<null, Dept>({
    call: (dept) => callRouteEnvelope(ROUTES.system.deleteDept, { params: { id: dept.id } }),
    invalidate: [SYS_KEYS.depts],
  });
  const manage = can(MANAGE);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('depts.title')}
        subtitle={t('depts.subtitle')}
        actions={
          manage ? (
            <Button
              leftSection={<PlusIcon size={16} />}
              onClick={() => setEditing({ mode: 'add', parentId: null })}
            >
              {t('depts.add')}
            </Button>
          ) : null
        }
      />
      {depts.error ? (
        <LoadFailed error={depts.error} onRetry={() => void depts.refetch()} />
      ) : (
        <TreeTable
          data={depts.data}
          loading={depts.isPending}
          nameHeader={t('depts.name')}
          name={(dept) => <Text size="sm">{dept.name}</Text>}
          emptyText={t('depts.empty')}
          columns={[
            { key: 'leader', header: t('depts.leader'), cell: (dept) => dept.leader ?? '—' },
            { key: 'phone', header: t('depts.phone'), cell: (dept) => dept.phone ?? '—' },
            {
              key: 'userCount',
              header: t('depts.userCount'),
              width: 100,
              align: 'right',
              cell: (d) => d.userCount,
            },
            { key: 'sort', header: t('order'), width: 80, align: 'right', cell: (dept) => dept.sort },
            {
              key: 'enabled',
              header: t('common.status'),
              width: 100,
              cell: (dept) => <StateBadge map={ENABLED_STATUS} value={enabledState(dept.enabled)} />,
            },
          ]}
          actions={
            manage
              ? (dept) => (
                  <>
                    <RowIconAction
                      label={t('depts.addChild')}
                      icon={<SubtreeIcon size={16} />}
                      onClick={() => setEditing({ mode: 'add', parentId: dept.id })}
                    />
                    <RowIconAction
                      label={t('edit')}
                      icon={<EditIcon size={16} />}
                      onClick={() => setEditing({ mode: 'edit', dept })}
                    />
                    <RowIconAction
                      label={t('delete')}
                      icon={<TrashIcon size={16} />}
                      color="red"
                      onClick={() =>
                        ask({
                          title: t('depts.deleteTitle'),
                          message: t('depts.deleteConfirm', { name: dept.name }),
                          confirmLabel: t('delete'),
                          danger: true,
                          onConfirm: () => remove.mutateAsync(dept),
                        })
                      }
                    />
                  </>
                )
              : undefined
          }
        />
      )}
      {editing ? (
        <DeptFormModal editing={editing} tree={depts.data ?? []} onClose={() => setEditing(null)} />
      ) : null}
      {confirmDialog}
    </Stack>
  );
}

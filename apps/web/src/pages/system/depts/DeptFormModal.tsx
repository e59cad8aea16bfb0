import { NumberInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { ZDeptBody } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { FormModal, useApiMutation, useZodForm } from '../../../kit';
import { type Dept, SYS_KEYS } from '../api';
import { blankToNull, numberOrUndefined } from '../components/formValues';
import { TreeSelectField } from '../components/TreeSelectField';
import { treeOptions } from '../components/tree';

export type DeptEditing = { mode: 'add'; parentId: string | null } | { mode: 'edit'; dept: Dept };

interface DeptFormValues extends Record<string, unknown> {
  parentId: string | null;
  name: string;
  leader: string;
  phone: string;
  sort: number | string;
  enabled: boolean;
  remark: string;
}

const toInput = (values: DeptFormValues) => ({
  parentId: values.parentId,
  name: values.name,
  leader: blankToNull(values.leader),
  phone: blankToNull(values.phone),
  sort: numberOrUndefined(values.sort),
  enabled: values.enabled,
  remark: blankToNull(values.remark),
});

function initialValues(editing: DeptEditing): DeptFormValues {
  if (editing.mode === 'add') {
    return {
      parentId: editing.parentId,
      name: '',
      leader: '',
      phone: '',
      sort: 0,
      enabled: true,
      remark: '',
    };
  }
  const { dept } = editing;
  return {
    parentId: dept.parentId,
    name: dept.name,
    leader: dept.leader ?? '',
    phone: dept.phone ?? '',
    sort: dept.sort,
    enabled: dept.enabled,
    remark: dept.remark ?? '',
  };
}

/** Adds a department (at the top or under another) or changes one; it cannot move under itself. */
export function DeptFormModal({
  editing,
  tree,
  onClose,
}: {
  editing: DeptEditing;
  tree: readonly Dept[];
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const form = useZodForm(
    ZDeptBody,
    useMemo(() => initialValues(editing), [editing]),
    { toInput },
  );
  const editedId = editing.mode === 'edit' ? editing.dept.id : null;
  const parents = useMemo(() => treeOptions(tree, (dept) => dept.name, editedId), [tree, editedId]);
  const save = useApiMutation<string, ReturnType<typeof toInput>>({
    call: (body) =>
      editedId
        ? callRouteEnvelope(ROUTES.system.updateDept, { params: { id: editedId }, body })
        : callRouteEnvelope(ROUTES.system.createDept, { body }),
    form,
    invalidate: [SYS_KEYS.depts, SYS_KEYS.users],
    onSuccess: onClose,
  });

  return (
    <FormModal
      opened
      onClose={onClose}
      title={editedId ? t('depts.editTitle') : t('depts.addTitle')}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      <TreeSelectField
        label={t('depts.parent')}
        placeholder={t('depts.noParent')}
        description={t('depts.parentHint')}
        data={parents}
        {...form.getInputProps('parentId')}
      />
      <TextInput
        label={t('depts.name')}
        required
        maxLength={50}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('depts.leader')} maxLength={50} {...form.getInputProps('leader')} />
        <TextInput
          label={t('depts.phone')}
          placeholder={t('common.phonePlaceholder')}
          inputMode="numeric"
          maxLength={11}
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label={t('order')}
          description={t('common.sortHint')}
          min={0}
          max={9999}
          allowDecimal={false}
          {...form.getInputProps('sort')}
        />
        <Switch
          label={t('common.enabled')}
          mt={{ sm: 28 }}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <Textarea
        label={t('remark')}
        autosize
        minRows={2}
        maxRows={4}
        maxLength={200}
        {...form.getInputProps('remark')}
      />
    </FormModal>
  );
}

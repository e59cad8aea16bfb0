import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CERT_SCHEMES,
  type ChecklistTemplate,
  type ChecklistTemplateBody,
  ZChecklistTemplateBody,
} from '@trace/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import {
  type FilterDef,
  FormModal,
  ListPage,
  pagedRoute,
  TrashIcon,
  useActionDialog,
  useApiMutation,
  usePagedQuery,
  useZodForm,
} from '../../kit';
import { AUDIT_KEYS } from './api';

type TemplateValues = {
  name: string;
  scheme: string;
  items: { code: string; section: string; text: { cn: string; en: string; fr: string } }[];
};
const emptyItem = () => ({ code: '', section: '', text: { cn: '', en: '', fr: '' } });
const EMPTY: TemplateValues = { name: '', scheme: '', items: [emptyItem()] };

/** Add or change one of the body's templates; a built-in one opens read only. */
function TemplateModal({
  editing,
  onClose,
}: {
  /** `null` closed, `'new'` a new template, or the template to change or read. */
  editing: ChecklistTemplate | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('audits');
  const form = useZodForm(ZChecklistTemplateBody, EMPTY);
  const record = editing && editing !== 'new' ? editing : null;
  const readOnly = !!record && !record.actions.includes('edit');
  const { initialize, reset } = form;
  useEffect(() => {
    if (record) initialize({ name: record.name, scheme: record.scheme, items: record.items });
    else if (editing === 'new') reset();
  }, [record, editing, initialize, reset]);
  const save = useApiMutation<ChecklistTemplate, ChecklistTemplateBody>({
    call: (body) =>
      record
        ? callRouteEnvelope(ROUTES.checklistTemplates.update, { params: { id: record.id }, body })
        : callRouteEnvelope(ROUTES.checklistTemplates.create, { body }),
    form,
    invalidate: [AUDIT_KEYS.templates],
    successMessage: t('templates.saved'),
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      size="xl"
      title={record ? (readOnly ? record.name : t('templates.edit')) : t('templates.add')}
      onSubmit={
        readOnly
          ? (e) => {
              e.preventDefault();
              onClose();
            }
          : form.submit((body) => save.mutateAsync(body))
      }
      submitting={save.isPending}
      submitLabel={readOnly ? t('templates.close') : undefined}
      formErrors={form.formErrors}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('templates.name')}
          required
          maxLength={100}
          readOnly={readOnly}
          {...form.getInputProps('name')}
        />
        <Select
          label={t('templates.scheme')}
          required
          readOnly={readOnly}
          data={CERT_SCHEMES.map((s) => ({ value: s, label: s.toUpperCase() }))}
          {...form.getInputProps('scheme')}
        />
      </SimpleGrid>
      <Text fw={600} size="sm">
        {t('templates.items')}
      </Text>
      {form.errors.items ? (
        <Text size="sm" c="red">
          {form.errors.items}
        </Text>
      ) : null}
      {form.values.items.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions of the form's list
        <Stack key={index} gap={4}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('templates.code')}
              w={110}
              required
              readOnly={readOnly}
              {...form.getInputProps(`items.${index}.code`)}
            />
            <TextInput
              label={t('templates.section')}
              w={140}
              required
              readOnly={readOnly}
              {...form.getInputProps(`items.${index}.section`)}
            />
            <TextInput
              label="中文"
              style={{ flex: 1 }}
              required
              readOnly={readOnly}
              {...form.getInputProps(`items.${index}.text.cn`)}
            />
            {readOnly ? null : (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('templates.removeItem')}
                onClick={() => form.removeListItem('items', index)}
                disabled={form.values.items.length <= 1}
                mb={4}
              >
                <TrashIcon size={16} />
              </ActionIcon>
            )}
          </Group>
          <SimpleGrid cols={2}>
            <TextInput
              label="English"
              required
              readOnly={readOnly}
              {...form.getInputProps(`items.${index}.text.en`)}
            />
            <TextInput
              label="Français"
              required
              readOnly={readOnly}
              {...form.getInputProps(`items.${index}.text.fr`)}
            />
          </SimpleGrid>
          <Divider />
        </Stack>
      ))}
      {readOnly ? null : (
        <Group>
          <Button variant="light" size="xs" onClick={() => form.insertListItem('items', emptyItem())}>
            {t('templates.addItem')}
          </Button>
        </Group>
      )}
    </FormModal>
  );
}

/** /checklistTemplates: the built-in checklist templates (read only, copied) and the body's own. */
export default function ChecklistTemplatesPage() {
  const { t } = useTranslation('audits');
  const [editing, setEditing] = useState<ChecklistTemplate | 'new' | null>(null);
  const [ask, dialog] = useActionDialog();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('templates.name') },
      {
        key: 'scheme',
        type: 'select',
        label: t('templates.scheme'),
        options: CERT_SCHEMES.map((s) => ({ value: s, label: s.toUpperCase() })),
      },
    ],
    [t],
  );
  const templates = usePagedQuery({
    queryKey: AUDIT_KEYS.templates,
    fetchPage: pagedRoute(ROUTES.checklistTemplates.list),
    filters,
  });
  const copy = useApiMutation<ChecklistTemplate, string>({
    call: (id) => callRouteEnvelope(ROUTES.checklistTemplates.copy, { params: { id } }),
    invalidate: [AUDIT_KEYS.templates],
    successMessage: t('templates.copied'),
    onSuccess: (copied) => setEditing(copied),
  });
  const remove = useApiMutation<null, string>({
    call: (id) => callRouteEnvelope(ROUTES.checklistTemplates.remove, { params: { id } }),
    invalidate: [AUDIT_KEYS.templates],
  });
  return (
    <>
      <ListPage<ChecklistTemplate>
        title={t('templates.title')}
        actions={<Button onClick={() => setEditing('new')}>{t('templates.add')}</Button>}
        tableId="checklist-templates"
        query={templates}
        filters={filters}
        columns={[
          { key: 'name', header: t('templates.name'), alwaysVisible: true },
          { key: 'scheme', header: t('templates.scheme'), cell: (r) => r.scheme.toUpperCase() },
          {
            key: 'builtIn',
            header: t('templates.origin'),
            cell: (r) =>
              r.builtIn ? (
                <Badge color="gray">{t('templates.builtIn')}</Badge>
              ) : (
                <Badge>{t('templates.own')}</Badge>
              ),
            exportValue: (r) => (r.builtIn ? t('templates.builtIn') : t('templates.own')),
          },
          { key: 'itemCount', header: t('templates.itemCount'), align: 'right' },
          { key: 'usedBy', header: t('templates.usedBy'), align: 'right' },
        ]}
        rowActions={[
          { key: 'view', label: t('templates.view'), onClick: (r) => setEditing(r) },
          { key: 'edit', label: t('templates.edit'), onClick: (r) => setEditing(r) },
          { key: 'copy', label: t('templates.copy'), onClick: (r) => copy.mutate(r.id) },
          {
            key: 'delete',
            label: t('templates.delete'),
            color: 'red',
            onClick: (r) =>
              ask({
                title: t('templates.deleteTitle', { name: r.name }),
                confirmLabel: t('templates.delete'),
                danger: true,
                onConfirm: () => remove.mutateAsync(r.id),
              }),
          },
        ]}
      />
      <TemplateModal editing={editing} onClose={() => setEditing(null)} />
      {dialog}
    </>
  );
}

import { NumberInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { ZDictItemBody, ZDictTypeBody } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { FormModal, useApiMutation, useZodForm } from '../../../kit';
import { type DictItem, type DictType, SYS_KEYS } from '../api';
import { blankToNull, numberOrUndefined } from '../components/formValues';
import { LocalizedNameInputs } from '../components/LocalizedNameInputs';

interface TypeFormValues extends Record<string, unknown> {
  code: string;
  name: { cn: string; en: string; fr: string };
  remark: string;
}

const toTypeInput = (values: TypeFormValues) => ({ ...values, remark: blankToNull(values.remark) });

/** Adds or changes a dictionary type (its code is how selects across the platform ask for it). */
export function DictTypeFormModal({ type, onClose }: { type: DictType | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const initial = useMemo<TypeFormValues>(
    () =>
      type
        ? { code: type.code, name: { ...type.name }, remark: type.remark ?? '' }
        : { code: '', name: { cn: '', en: '', fr: '' }, remark: '' },
    [type],
  );
  const form = useZodForm(ZDictTypeBody, initial, { toInput: toTypeInput });
  const save = useApiMutation<DictType, ReturnType<typeof toTypeInput>>({
    call: (body) =>
      type
        ? callRouteEnvelope(ROUTES.system.dictTypes.update, { params: { id: type.id }, body })
        : callRouteEnvelope(ROUTES.system.dictTypes.create, { body }),
    form,
    invalidate: [SYS_KEYS.dictTypes, ['lookups', 'dictionary']],
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={type ? t('dict.editTypeTitle') : t('dict.addTypeTitle')}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      size="xl"
    >
      <TextInput
        label={t('dict.code')}
        description={t('dict.codeHint')}
        required
        maxLength={50}
        data-autofocus
        {...form.getInputProps('code')}
      />
      <LocalizedNameInputs
        label={t('dict.typeName')}
        inputProps={(lang) => form.getInputProps(`name.${lang}`)}
      />
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

interface ItemFormValues extends Record<string, unknown> {
  typeId: string;
  value: string;
  label: { cn: string; en: string; fr: string };
  sort: number | string;
  enabled: boolean;
}

const toItemInput = (values: ItemFormValues) => ({ ...values, sort: numberOrUndefined(values.sort) });

/** Adds or changes one item of a dictionary: its stored value and its label in each language. */
export function DictItemFormModal({
  type,
  item,
  nextSort,
  onClose,
}: {
  type: DictType;
  item: DictItem | null;
  /** Where a new item goes by default: after the last one. */
  nextSort: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const initial = useMemo<ItemFormValues>(
    () =>
      item
        ? {
            typeId: type.id,
            value: item.value,
            label: { ...item.label },
            sort: item.sort,
            enabled: item.enabled,
          }
        : { typeId: type.id, value: '', label: { cn: '', en: '', fr: '' }, sort: nextSort, enabled: true },
    [type.id, item, nextSort],
  );
  const form = useZodForm(ZDictItemBody, initial, { toInput: toItemInput });
  const save = useApiMutation<DictItem, ReturnType<typeof toItemInput>>({
    call: (body) =>
      item
        ? callRouteEnvelope(ROUTES.system.dictItems.update, { params: { id: item.id }, body })
        : callRouteEnvelope(ROUTES.system.dictItems.create, { body }),
    form,
    invalidate: [SYS_KEYS.dictItems, SYS_KEYS.dictTypes, ['lookups', 'dictionary']],
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={item ? t('dict.editItemTitle') : t('dict.addItemTitle')}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      size="xl"
    >
      <TextInput
        label={t('dict.value')}
        description={t('dict.valueHint')}
        required
        maxLength={50}
        data-autofocus
        {...form.getInputProps('value')}
      />
      <LocalizedNameInputs
        label={t('dict.label')}
        inputProps={(lang) => form.getInputProps(`label.${lang}`)}
      />
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
          description={t('dict.enabledHint')}
          mt={{ sm: 32 }}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </FormModal>
  );
}

import { NumberInput, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  MAINTENANCE_MODES,
  MAINTENANCE_NOTICE_MAX_HOURS,
  type MaintenanceWindow,
  type RouteBody,
  ZMaintenanceBody,
} from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { MAINTENANCE_NOTICES_KEY } from '../../api/maintenance';
import { ROUTES } from '../../api/routes';
import { FormModal, useApiMutation, useZodForm } from '../../kit';
import { DateTimeField, isoToPicker, pickerToIso } from '../system/components/DateTimeField';

export const MAINTENANCE_KEYS = { all: ['maintenance'], list: ['maintenance', 'windows'] } as const;

type Values = {
  startsAt: string | null;
  endsAt: string | null;
  mode: (typeof MAINTENANCE_MODES)[number];
  noticeHours: number | string;
  message: { cn: string; en: string; fr: string };
};

const EMPTY: Values = {
  startsAt: null,
  endsAt: null,
  mode: 'readOnly',
  noticeHours: 24,
  message: { cn: '', en: '', fr: '' },
};

const toBody = (values: Values) => ({
  ...values,
  startsAt: pickerToIso(values.startsAt) ?? '',
  endsAt: pickerToIso(values.endsAt) ?? '',
});

/** Schedules a maintenance window, or changes one that has not ended (`window`). */
export function MaintenanceFormModal({
  opened,
  window,
  onClose,
}: {
  opened: boolean;
  window: MaintenanceWindow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('maintenance');
  const form = useZodForm(ZMaintenanceBody, EMPTY, { toInput: toBody });
  const { initialize } = form;
  useEffect(() => {
    if (!opened) return;
    initialize(
      window
        ? {
            startsAt: isoToPicker(window.startsAt),
            endsAt: isoToPicker(window.endsAt),
            mode: window.mode,
            noticeHours: window.noticeHours,
            message: window.message,
          }
        : EMPTY,
    );
  }, [opened, window, initialize]);
  const save = useApiMutation({
    call: (body: RouteBody<typeof ROUTES.maintenance.create>) =>
      window
        ? callRouteEnvelope(ROUTES.maintenance.update, { params: { id: window.id }, body })
        : callRouteEnvelope(ROUTES.maintenance.create, { body }),
    form,
    invalidate: [MAINTENANCE_KEYS.all, MAINTENANCE_NOTICES_KEY],
    successMessage: t('done.saved'),
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={window ? t('form.edit') : t('form.add')}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTimeField label={t('field.startsAt')} clearable={false} {...form.getInputProps('startsAt')} />
          <DateTimeField label={t('field.endsAt')} clearable={false} {...form.getInputProps('endsAt')} />
        </SimpleGrid>
        <Radio.Group label={t('field.mode')} required {...form.getInputProps('mode')}>
          <Stack gap="xs" mt={6}>
            {MAINTENANCE_MODES.map((mode) => (
              <Radio key={mode} value={mode} label={t(`mode.${mode}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <NumberInput
          label={t('field.noticeHours')}
          description={t('field.noticeHoursHint')}
          min={0}
          max={MAINTENANCE_NOTICE_MAX_HOURS}
          allowDecimal={false}
          {...form.getInputProps('noticeHours')}
        />
        <Textarea
          label={t('field.messageCn')}
          required
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('message.cn')}
        />
        <Textarea
          label={t('field.messageEn')}
          required
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('message.en')}
        />
        <Textarea
          label={t('field.messageFr')}
          required
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('message.fr')}
        />
      </Stack>
    </FormModal>
  );
}

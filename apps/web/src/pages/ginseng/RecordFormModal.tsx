import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  GINSENG_ACTIVITIES,
  GINSENG_ACTIVITY_NAMES,
  type GinsengPlot,
  latestToday,
  type RouteBody,
  ZGinsengRecordBody,
} from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import { FormModal, useApiMutation, useZodForm } from '../../kit';
import { DateField } from '../companies/components/DateField';
import { GINSENG_KEYS } from './api';
import { EMPTY_RECORD, namedOptions, recordBody } from './forms';

/** Records what was done on a plot. */
export function RecordFormModal({
  opened,
  plot,
  onClose,
}: {
  opened: boolean;
  plot: GinsengPlot;
  onClose: () => void;
}) {
  const { t } = useTranslation('ginseng');
  const language = useLanguage();
  const form = useZodForm(ZGinsengRecordBody, EMPTY_RECORD, { toInput: recordBody });
  const { initialize } = form;
  useEffect(() => {
    if (opened) initialize(EMPTY_RECORD);
  }, [opened, initialize]);
  const save = useApiMutation({
    call: (body: RouteBody<typeof ROUTES.ginseng.createRecord>) =>
      callRouteEnvelope(ROUTES.ginseng.createRecord, { params: { id: plot.id }, body }),
    form,
    invalidate: [GINSENG_KEYS.all],
    successMessage: t('done.recordSaved'),
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('record.add', { plot: plot.name })}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label={t('record.date')}
            required
            minDate={`${plot.plantingYear}-01-01`}
            maxDate={latestToday()}
            {...form.getInputProps('date')}
          />
          <Select
            label={t('record.activity')}
            required
            data={namedOptions(GINSENG_ACTIVITIES, GINSENG_ACTIVITY_NAMES, language)}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('activity')}
          />
        </SimpleGrid>
        <Textarea
          label={t('record.description')}
          required
          autosize
          minRows={2}
          maxLength={200}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('record.inputs')} maxLength={200} {...form.getInputProps('inputs')} />
          <TextInput
            label={t('record.operator')}
            required
            maxLength={50}
            {...form.getInputProps('operator')}
          />
        </SimpleGrid>
      </Stack>
    </FormModal>
  );
}

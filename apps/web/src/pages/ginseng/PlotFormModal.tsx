import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  GINSENG_FIRST_PLANTING_YEAR,
  GINSENG_SHADE_NAMES,
  GINSENG_SHADE_TYPES,
  GINSENG_SOIL_NAMES,
  GINSENG_SOIL_TYPES,
  type GinsengPlot,
  type RouteBody,
  ZGinsengPlotBody,
} from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import { FormModal, useApiMutation, useZodForm } from '../../kit';
import { GINSENG_KEYS } from './api';
import { EMPTY_PLOT, namedOptions, plotBody, plotValues } from './forms';

/** Adds a plot to a farm, or changes one (`plot`); `free` is the area still free for it, in hectares. */
export function PlotFormModal({
  opened,
  farmId,
  plot,
  free,
  onClose,
}: {
  opened: boolean;
  farmId: string;
  plot: GinsengPlot | null;
  free: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('ginseng');
  const language = useLanguage();
  const form = useZodForm(ZGinsengPlotBody, EMPTY_PLOT, { toInput: plotBody });
  const { initialize } = form;
  useEffect(() => {
    if (opened) initialize(plot ? plotValues(plot) : EMPTY_PLOT);
  }, [opened, plot, initialize]);
  const save = useApiMutation({
    call: (body: RouteBody<typeof ROUTES.ginseng.createPlot>) =>
      plot
        ? callRouteEnvelope(ROUTES.ginseng.updatePlot, { params: { id: plot.id }, body })
        : callRouteEnvelope(ROUTES.ginseng.createPlot, { params: { id: farmId }, body }),
    form,
    invalidate: [GINSENG_KEYS.all],
    successMessage: t('done.plotSaved'),
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={plot ? t('plot.edit') : t('plot.add')}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      <Stack gap="md">
        <TextInput label={t('plot.name')} required maxLength={50} {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('plot.areaHa')}
            description={t('plot.freeArea', { free: free.toFixed(2) })}
            required
            min={0.01}
            max={free}
            decimalScale={2}
            {...form.getInputProps('area')}
          />
          <NumberInput
            label={t('plot.plantingYear')}
            required
            min={GINSENG_FIRST_PLANTING_YEAR}
            max={new Date().getFullYear()}
            allowDecimal={false}
            {...form.getInputProps('plantingYear')}
          />
          <Select
            label={t('plot.soilType')}
            clearable
            data={namedOptions(GINSENG_SOIL_TYPES, GINSENG_SOIL_NAMES, language)}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('soilType')}
          />
          <Select
            label={t('plot.shadeType')}
            clearable
            data={namedOptions(GINSENG_SHADE_TYPES, GINSENG_SHADE_NAMES, language)}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('shadeType')}
          />
        </SimpleGrid>
      </Stack>
    </FormModal>
  );
}

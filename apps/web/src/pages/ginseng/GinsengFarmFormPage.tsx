import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type GinsengFarm, type RouteBody, regionOptions, ZGinsengFarmBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  FormPage,
  FormSection,
  MissingRecord,
  PageHeader,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../kit';
import { LoadFailed } from '../../kit/pages/LoadFailed';
import { GINSENG_KEYS, GINSENG_PATHS, useGinsengFarm } from './api';
import { EMPTY_FARM, farmBody, farmValues } from './forms';

function FarmForm({ editId, farm }: { editId?: string; farm?: GinsengFarm }) {
  const { t } = useTranslation('ginseng');
  const language = useLanguage();
  const navigate = useNavigate();
  const form = useZodForm(ZGinsengFarmBody, EMPTY_FARM, { toInput: farmBody });
  const { initialize } = form;
  useEffect(() => {
    if (farm) initialize(farmValues(farm));
  }, [farm, initialize]);
  const regions = useMemo(() => regionOptions(language), [language]);
  const save = useApiMutation({
    call: (body: RouteBody<typeof ROUTES.ginseng.farms.create>) =>
      editId
        ? callRouteEnvelope(ROUTES.ginseng.farms.update, { params: { id: editId }, body })
        : callRouteEnvelope(ROUTES.ginseng.farms.create, { body }),
    form,
    invalidate: [GINSENG_KEYS.all],
    onSuccess: (saved) => navigate(`${GINSENG_PATHS.details}?id=${saved.id}`),
  });
  return (
    <FormPage
      title={editId ? t('form.editFarm') : t('form.addFarm')}
      subtitle={farm?.name}
      back={editId ? `${GINSENG_PATHS.details}?id=${editId}` : GINSENG_PATHS.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      <FormSection title={t('form.farm')} description={t('form.farmHint')}>
        <TextInput label={t('farm.name')} required maxLength={100} {...form.getInputProps('name')} />
        <NumberInput
          label={t('farm.areaHa')}
          description={t('form.areaHint')}
          required
          min={0.01}
          decimalScale={2}
          {...form.getInputProps('area')}
        />
        <Textarea
          label={t('farm.remark')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('remark')}
        />
      </FormSection>
      <FormSection title={t('form.location')} description={t('form.locationHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('farm.region')}
            required
            searchable
            data={regions}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('region')}
          />
          <TextInput label={t('farm.city')} required maxLength={50} {...form.getInputProps('city')} />
        </SimpleGrid>
        <TextInput label={t('farm.address')} maxLength={200} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('farm.latitude')}
            min={-90}
            max={90}
            decimalScale={6}
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label={t('farm.longitude')}
            min={-180}
            max={180}
            decimalScale={6}
            {...form.getInputProps('longitude')}
          />
        </SimpleGrid>
      </FormSection>
    </FormPage>
  );
}

/** /addGinsengFarm and /editGinsengFarm?id=: a farm's name, place and area. */
export default function GinsengFarmFormPage() {
  const { t } = useTranslation('ginseng');
  const id = useIdParam();
  const editing = useLocation().pathname === GINSENG_PATHS.edit;
  const farm = useGinsengFarm(editing ? id : null);
  if (!editing) return <FarmForm />;
  if (!id) return <MissingRecord title={t('form.editFarm')} back={GINSENG_PATHS.list} />;
  if (farm.isError)
    return (
      <Stack gap="lg">
        <PageHeader title={t('form.editFarm')} back={GINSENG_PATHS.list} />
        <LoadFailed error={farm.error} onRetry={() => void farm.refetch()} />
      </Stack>
    );
  return <FarmForm editId={id} farm={farm.data} />;
}

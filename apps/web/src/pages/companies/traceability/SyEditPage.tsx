import { Alert, Select, SimpleGrid } from '@mantine/core';
import { type RouteBody, ZTraceabilityEditBody } from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AlertCircleIcon,
  FormPage,
  FormSection,
  MissingRecord,
  statusOptions,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { COMPANY_KEYS, type Company, useCompany } from '../api';
import { DateField } from '../components/DateField';
import { dayEndIso, dayStartIso, isoToDay } from '../components/dates';
import { SY_STATUS } from '../statuses';

type SyValues = { syStatus: string | null; syStartTime: string | null; syEndTime: string | null };
const EMPTY: SyValues = { syStatus: null, syStartTime: null, syEndTime: null };

const toEditBody = (values: SyValues) => ({
  syStatus: values.syStatus === null ? undefined : Number(values.syStatus),
  syStartTime: dayStartIso(values.syStartTime),
  syEndTime: dayEndIso(values.syEndTime),
});

/** /syEdit: an administrator sets a company's traceability state (syStatus) and contract dates. */
export default function SyEditPage() {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useIdParam();
  const company = useCompany(id);
  const form = useZodForm(ZTraceabilityEditBody, EMPTY, { toInput: toEditBody });
  const { initialize } = form;
  const data = company.data;
  useEffect(() => {
    if (data) {
      initialize({
        syStatus: data.syStatus === null ? null : String(data.syStatus),
        syStartTime: isoToDay(data.syStartTime),
        syEndTime: isoToDay(data.syEndTime),
      });
    }
  }, [data, initialize]);
  const back = `/syDetails?id=${id}`;
  const save = useApiMutation<Company, RouteBody<typeof ROUTES.companies.editTraceability>>({
    call: (body) => callRouteEnvelope(ROUTES.companies.editTraceability, { params: { id: id ?? '' }, body }),
    form,
    invalidate: [COMPANY_KEYS.all],
    successMessage: t('syEdit.saved'),
    onSuccess: () => navigate(back),
  });
  if (!id) return <MissingRecord title={t('syEdit.title')} back="/companyInformationList" />;

  return (
    <FormPage
      title={t('syEdit.title')}
      subtitle={data?.name}
      back={back}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={company.isPending}
      loadError={company.error}
      onRetry={() => void company.refetch()}
    >
      <FormSection title={t('syEdit.section')} description={t('syEdit.description')}>
        <Select
          label={t('trace.syStatus')}
          required
          allowDeselect={false}
          data={statusOptions(SY_STATUS, language).map((option) => ({
            ...option,
            label: `${option.value} · ${option.label}`,
          }))}
          {...form.getInputProps('syStatus')}
        />
        {form.values.syStatus === '2' ? (
          <Alert color="yellow" variant="light" icon={<AlertCircleIcon size={18} />}>
            {t('syEdit.pauseWarning')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField label={t('trace.contractStart')} {...form.getInputProps('syStartTime')} />
          <DateField
            label={t('trace.contractEnd')}
            minDate={form.values.syStartTime ?? undefined}
            {...form.getInputProps('syEndTime')}
          />
        </SimpleGrid>
      </FormSection>
    </FormPage>
  );
}

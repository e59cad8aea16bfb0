import {
  Alert,
  Checkbox,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type AuditType, type PlanAuditBody, ZPlanAuditBody } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRoute, callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { FormPage, FormSection, MissingRecord, useApiMutation, useZodForm } from '../../kit';
import { DateField } from '../companies/components/DateField';
import { APPLICATION_KEYS, APPLICATION_PATHS, useApplication } from './api';

type Values = {
  type: AuditType;
  plannedStart: string | null;
  plannedEnd: string | null;
  unannounced: boolean;
  templateId: string | null;
  leadAuditorId: string | null;
  memberIds: string[];
};

const APPLICATION_TYPES: AuditType[] = ['stage1', 'stage2'];
const CERTIFICATE_TYPES: AuditType[] = ['surveillance', 'recertification', 'special'];

/** A valid uuid from the address, or undefined. */
const idOf = (value: string | null) =>
  value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : undefined;

/**
 * /planAudit?applicationId= (stage 1, stage 2) or ?certificateId= (surveillance, recertification,
 * special): dates, template and a team; auditors who may not be chosen are shown with the reason.
 */
export default function PlanAuditPage() {
  const { t } = useTranslation('certApplications');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const applicationId = idOf(params.get('applicationId'));
  const certificateId = applicationId ? undefined : idOf(params.get('certificateId'));
  const subject = { applicationId, certificateId };
  const application = useApplication(applicationId ?? null);
  const types = applicationId ? APPLICATION_TYPES : CERTIFICATE_TYPES;
  const form = useZodForm(
    ZPlanAuditBody,
    {
      type: types[0]!,
      plannedStart: null,
      plannedEnd: null,
      unannounced: false,
      templateId: null,
      leadAuditorId: null,
      memberIds: [],
    } as Values,
    {
      toInput: (v: Values) => ({
        ...subject,
        type: v.type,
        plannedStart: v.plannedStart ?? '',
        plannedEnd: v.plannedEnd ?? '',
        unannounced: v.type === 'special' && v.unannounced,
        templateId: v.templateId ?? undefined,
        leadAuditorId: v.leadAuditorId ?? '',
        memberIds: v.memberIds,
      }),
      fieldOf: (path) => (path === 'applicationId' ? 'type' : path),
    },
  );
  const plannedEnd = form.values.plannedEnd;
  const templates = useQuery({
    queryKey: [...APPLICATION_KEYS.auditors, 'templates', applicationId ?? certificateId ?? ''],
    queryFn: ({ signal }) => callRoute(ROUTES.auditPlanning.templates, { query: subject }, { signal }),
    enabled: !!(applicationId || certificateId),
  });
  const auditors = useQuery({
    queryKey: [...APPLICATION_KEYS.auditors, applicationId ?? certificateId ?? '', plannedEnd ?? ''],
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.auditPlanning.eligibleAuditors,
        { query: { ...subject, plannedEnd: plannedEnd! } },
        { signal },
      ),
    enabled: !!(applicationId || certificateId) && !!plannedEnd,
  });
  const back = applicationId ? `${APPLICATION_PATHS.detail}?id=${applicationId}` : APPLICATION_PATHS.list;
  const plan = useApiMutation({
    call: (body: PlanAuditBody) => callRouteEnvelope(ROUTES.auditPlanning.create, { body }),
    form,
    invalidate: [APPLICATION_KEYS.all],
    successMessage: t('plan.planned'),
    onSuccess: () => navigate(back),
  });
  const auditorOptions = useMemo(
    () =>
      (auditors.data ?? []).map((a) => ({
        value: a.id,
        label: a.eligible ? a.name : `${a.name} — ${a.reasons.map((r) => t(`refusals.${r}`)).join(', ')}`,
        disabled: !a.eligible,
      })),
    [auditors.data, t],
  );
  const templateOptions = (templates.data ?? []).map((tpl) => ({
    value: tpl.value,
    label: tpl.builtIn
      ? t('plan.templateBuiltIn', { name: tpl.label, count: tpl.itemCount })
      : t('plan.templateOwn', { name: tpl.label, count: tpl.itemCount }),
  }));
  if (!applicationId && !certificateId)
    return <MissingRecord title={t('plan.title')} back={APPLICATION_PATHS.list} />;
  return (
    <FormPage
      title={t('plan.title')}
      subtitle={
        application.data ? `${application.data.applicationNo} · ${application.data.corpName}` : undefined
      }
      back={back}
      onSubmit={form.submit((body) => plan.mutateAsync(body as PlanAuditBody))}
      submitting={plan.isPending}
      formErrors={form.formErrors}
    >
      <FormSection title={t('plan.type')}>
        <SegmentedControl
          data={types.map((value) => ({ value, label: t(`types.${value}`) }))}
          {...form.getInputProps('type')}
        />
        {form.values.type === 'special' ? (
          <Checkbox
            label={t('plan.unannounced')}
            {...form.getInputProps('unannounced', { type: 'checkbox' })}
          />
        ) : null}
        {templates.isSuccess && templateOptions.length === 0 ? (
          <Alert color="yellow">{t('plan.noTemplate')}</Alert>
        ) : (
          <Select
            label={t('plan.template')}
            data={templateOptions}
            clearable
            {...form.getInputProps('templateId')}
          />
        )}
      </FormSection>
      <FormSection title={t('plan.dates')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label={t('plan.plannedStart')} required {...form.getInputProps('plannedStart')} />
          <DateField
            label={t('plan.plannedEnd')}
            required
            minDate={form.values.plannedStart ?? undefined}
            {...form.getInputProps('plannedEnd')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('plan.team')} description={t('plan.teamHint')}>
        {plannedEnd ? (
          <Stack gap="sm">
            <Select
              label={t('plan.lead')}
              required
              searchable
              data={auditorOptions}
              {...form.getInputProps('leadAuditorId')}
            />
            <MultiSelect
              label={t('plan.members')}
              searchable
              maxValues={7}
              data={auditorOptions.filter((o) => o.value !== form.values.leadAuditorId)}
              {...form.getInputProps('memberIds')}
            />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('plan.chooseEnd')}
          </Text>
        )}
      </FormSection>
    </FormPage>
  );
}

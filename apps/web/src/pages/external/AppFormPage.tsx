import { NumberInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { PARTNER_QUOTA_MAX, PARTNER_RATE_MAX, type RouteBody, ZPartnerAppBody } from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { FormPage, FormSection, useApiMutation, useIdParam, useZodForm } from '../../kit';
import { EXTERNAL_KEYS, EXTERNAL_PATHS, type PartnerAppDetail, usePartnerApp } from './api';

type AppValues = {
  name: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  purpose: string;
  ratePerMinute: number | string;
  dailyQuota: number | string;
  enabled: boolean;
};

const EMPTY_APP: AppValues = {
  name: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  purpose: '',
  ratePerMinute: 600,
  dailyQuota: 100_000,
  enabled: true,
};

const toAppBody = (values: AppValues) => ({ ...values, contactPhone: values.contactPhone.trim() || null });

const appValues = (app: PartnerAppDetail): AppValues => ({
  name: app.name,
  contactName: app.contactName,
  contactEmail: app.contactEmail,
  contactPhone: app.contactPhone ?? '',
  purpose: app.purpose,
  ratePerMinute: app.ratePerMinute,
  dailyQuota: app.dailyQuota,
  enabled: app.enabled,
});

/** /addExternalRequestPermissions and /exitExternalRequestPermissions?id=: a partner application. */
export default function AppFormPage() {
  const { t } = useTranslation('external');
  const navigate = useNavigate();
  const id = useIdParam();
  const app = usePartnerApp(id);
  const form = useZodForm(ZPartnerAppBody, EMPTY_APP, { toInput: toAppBody });
  const { initialize } = form;
  const data = app.data;
  useEffect(() => {
    if (data) initialize(appValues(data));
  }, [data, initialize]);
  const save = useApiMutation({
    call: (body: RouteBody<typeof ROUTES.external.createApp>) =>
      id
        ? callRouteEnvelope(ROUTES.external.updateApp, { params: { id }, body })
        : callRouteEnvelope(ROUTES.external.createApp, { body }),
    form,
    invalidate: [EXTERNAL_KEYS.apps],
    onSuccess: (saved) => navigate(`${EXTERNAL_PATHS.app}?id=${saved.id}`),
  });

  return (
    <FormPage
      title={id ? t('apps.edit') : t('apps.add')}
      subtitle={data?.name}
      back={id ? `${EXTERNAL_PATHS.app}?id=${id}` : EXTERNAL_PATHS.apps}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={Boolean(id) && app.isPending}
      loadError={app.error}
      onRetry={() => void app.refetch()}
    >
      <FormSection title={t('apps.identity')}>
        <TextInput label={t('apps.name')} required maxLength={100} {...form.getInputProps('name')} />
        <Textarea
          label={t('apps.purpose')}
          description={t('apps.purposeHint')}
          required
          autosize
          minRows={3}
          maxLength={1000}
          {...form.getInputProps('purpose')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('apps.contactName')}
            required
            maxLength={50}
            {...form.getInputProps('contactName')}
          />
          <TextInput
            label={t('apps.contactEmail')}
            required
            maxLength={254}
            {...form.getInputProps('contactEmail')}
          />
          <TextInput label={t('apps.contactPhone')} maxLength={30} {...form.getInputProps('contactPhone')} />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('apps.limits')} description={t('apps.limitsHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('apps.ratePerMinute')}
            required
            min={1}
            max={PARTNER_RATE_MAX}
            allowDecimal={false}
            thousandSeparator=","
            {...form.getInputProps('ratePerMinute')}
          />
          <NumberInput
            label={t('apps.dailyQuota')}
            required
            min={1}
            max={PARTNER_QUOTA_MAX}
            allowDecimal={false}
            thousandSeparator=","
            {...form.getInputProps('dailyQuota')}
          />
        </SimpleGrid>
        <Switch
          label={t('apps.enabled')}
          description={t('apps.enabledHint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
      </FormSection>
    </FormPage>
  );
}

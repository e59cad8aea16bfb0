import { Checkbox, Group, Select, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  PARTNER_GRANT_MAX_DAYS,
  PARTNER_RESOURCES,
  type PartnerResource,
  ZCreatePartnerGrantBody,
} from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRoute, callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { FormPage, FormSection, useApiMutation, useZodForm } from '../../kit';
import { DateField } from '../companies/components/DateField';
import { CompanySelect } from '../system/components/CompanySelect';
import { EXTERNAL_KEYS, EXTERNAL_PATHS, useResourceName } from './api';
import { dayAfter, endOfDay } from './keyForm';

interface GrantRequestValues extends Record<string, unknown> {
  appId: string | null;
  corpId: string | null;
  resources: PartnerResource[];
  reason: string;
  until: string | null;
}

const toGrantBody = (values: GrantRequestValues) => ({
  appId: values.appId ?? '',
  corpId: values.corpId ?? '',
  resources: values.resources,
  reason: values.reason,
  validUntil: endOfDay(values.until),
});

/** The enabled applications, as select options (the first 100 by name). */
function useAppOptions() {
  const apps = useQuery({
    queryKey: [...EXTERNAL_KEYS.apps, 'options'],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.external.listApps, { query: { page: 1, pageSize: 100, enabled: 'true' } }, { signal }),
    staleTime: 30_000,
  });
  return (apps.data?.list ?? []).map((app) => ({ value: app.id, label: app.name }));
}

/**
 * /addExternalRequestCorpPermissions: an administrator files a partner's request for a company's data
 * on its behalf; the company then approves, narrows or refuses it.
 */
export default function GrantFormPage() {
  const { t } = useTranslation('external');
  const navigate = useNavigate();
  const resourceName = useResourceName();
  const apps = useAppOptions();
  const now = useMemo(() => new Date(), []);
  const initial = useMemo<GrantRequestValues>(
    () => ({ appId: null, corpId: null, resources: [], reason: '', until: dayAfter(now, 90) }),
    [now],
  );
  const form = useZodForm(ZCreatePartnerGrantBody, initial, {
    toInput: toGrantBody,
    fieldOf: (path) => (path === 'validUntil' ? 'until' : path),
  });
  const create = useApiMutation({
    call: (values: GrantRequestValues) =>
      callRouteEnvelope(ROUTES.external.createGrant, { body: toGrantBody(values) }),
    form,
    invalidate: [EXTERNAL_KEYS.all],
    onSuccess: (grant) => navigate(`${EXTERNAL_PATHS.grant}?id=${grant.id}`),
  });
  return (
    <FormPage
      title={t('grants.add')}
      back={EXTERNAL_PATHS.grants}
      onSubmit={form.submit((_, values) => create.mutateAsync(values))}
      submitting={create.isPending}
      formErrors={form.formErrors}
    >
      <FormSection title={t('grants.request')} description={t('grants.addHint')}>
        <Select
          label={t('grants.app')}
          required
          searchable
          data={apps}
          nothingFoundMessage={t('grants.noApp')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('appId')}
        />
        <CompanySelect label={t('company')} required {...form.getInputProps('corpId')} />
        <Checkbox.Group label={t('grants.requested')} required {...form.getInputProps('resources')}>
          <Group gap="lg" mt={6}>
            {PARTNER_RESOURCES.map((resource) => (
              <Checkbox key={resource} value={resource} label={resourceName(resource)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label={t('grants.reason')}
          required
          autosize
          minRows={3}
          maxLength={1000}
          {...form.getInputProps('reason')}
        />
        <DateField
          label={t('grants.requestedUntil')}
          required
          clearable={false}
          minDate={dayAfter(now, 1)}
          maxDate={dayAfter(now, PARTNER_GRANT_MAX_DAYS - 1)}
          {...form.getInputProps('until')}
        />
      </FormSection>
    </FormPage>
  );
}

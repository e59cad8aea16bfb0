import { Badge, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ZCertBodyProfileBody } from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { FormPage, FormSection, useApiMutation, useZodForm } from '../../kit';
import { CERT_BODY_KEYS, useSchemeLabel } from './api';
import { bodyValues, EMPTY_PROFILE, type ProfileValues, toProfileBody } from './bodyForm';
import { ProfileFields } from './ProfileFields';

/**
 * /certAuthorityMsg: a body's own profile. Contacts, address, introduction and documents are the
 * body's; the accreditation is shown read-only (the administrator changes it).
 */
export default function BodyProfilePage() {
  const { t } = useTranslation('certBodies');
  const schemeLabel = useSchemeLabel();
  const mine = useQuery(routeQuery(ROUTES.certBodies.mine, undefined, { key: CERT_BODY_KEYS.mine }));
  const form = useZodForm(ZCertBodyProfileBody, EMPTY_PROFILE as ProfileValues, { toInput: toProfileBody });
  const { initialize } = form;
  const data = mine.data;
  useEffect(() => {
    if (data) initialize(bodyValues(data, (index) => t('bodies.documentName', { n: index + 1 })));
  }, [data, initialize, t]);
  const save = useApiMutation({
    call: (body: ReturnType<typeof toProfileBody>) =>
      callRouteEnvelope(ROUTES.certBodies.updateMine, { body }),
    form,
    invalidate: [CERT_BODY_KEYS.mine],
  });
  const readOnly = (label: string, value: string | null | undefined) => (
    <TextInput label={label} value={value ?? ''} readOnly variant="filled" />
  );
  return (
    <FormPage
      title={t('profile.title')}
      subtitle={data?.name}
      onSubmit={form.submit((body) => save.mutateAsync(body as ReturnType<typeof toProfileBody>))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={mine.isPending}
      loadError={mine.error}
      onRetry={() => void mine.refetch()}
    >
      <FormSection title={t('bodies.accreditation')} description={t('profile.accreditationHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {readOnly(t('bodies.name'), data?.name)}
          {readOnly(t('bodies.accreditationNo'), data?.accreditationNo)}
          {readOnly(t('bodies.accreditedBy'), data?.accreditedBy)}
          {readOnly(t('bodies.validUntil'), data?.accreditationValidUntil)}
        </SimpleGrid>
        <Group gap={4}>
          {(data?.schemes ?? []).map((s) => (
            <Badge key={s} variant="light">
              {schemeLabel(s)}
            </Badge>
          ))}
        </Group>
        {readOnly(
          t('bodies.categories'),
          data ? data.categoryNames.join(', ') || t('bodies.allCategories') : '',
        )}
      </FormSection>
      <ProfileFields form={form} />
    </FormPage>
  );
}

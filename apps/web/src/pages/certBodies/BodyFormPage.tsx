import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { ZCertBodyBody } from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { FormPage, FormSection, useApiMutation, useDictionary, useIdParam, useZodForm } from '../../kit';
import { DateField } from '../companies/components/DateField';
import { CERT_BODY_KEYS, type CertBody, useCategoryOptions, useCertBody, useSchemeOptions } from './api';
import { type BodyValues, bodyValues, EMPTY_BODY, toBodyBody } from './bodyForm';
import { ProfileFields } from './ProfileFields';

/** /addCertAuthority and /editCertAuthority?id=: a body with its accreditation (administrator). */
export default function BodyFormPage() {
  const { t } = useTranslation('certBodies');
  const navigate = useNavigate();
  const id = useIdParam();
  const body = useCertBody(id);
  const countries = useDictionary('country');
  const schemes = useSchemeOptions();
  const categories = useCategoryOptions();
  const form = useZodForm(ZCertBodyBody, EMPTY_BODY, { toInput: toBodyBody });
  const { initialize } = form;
  const data = body.data;
  useEffect(() => {
    if (data) initialize(bodyValues(data, (index) => t('bodies.documentName', { n: index + 1 })));
  }, [data, initialize, t]);
  const save = useApiMutation<CertBody, ReturnType<typeof toBodyBody>>({
    call: (input) =>
      id
        ? callRouteEnvelope(ROUTES.certBodies.update, { params: { id }, body: input })
        : callRouteEnvelope(ROUTES.certBodies.create, { body: input }),
    form,
    invalidate: [CERT_BODY_KEYS.all],
    onSuccess: (saved) => navigate(`/certAuthorityDetails?id=${saved.id}`),
  });
  const input = (path: keyof BodyValues) => form.getInputProps(path);

  return (
    <FormPage
      title={id ? t('bodies.edit') : t('bodies.add')}
      subtitle={data?.name}
      back={id ? `/certAuthorityDetails?id=${id}` : '/certAuthority'}
      onSubmit={form.submit((values) => save.mutateAsync(values as ReturnType<typeof toBodyBody>))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={Boolean(id) && body.isPending}
      loadError={body.error}
      onRetry={() => void body.refetch()}
    >
      <FormSection title={t('bodies.accreditation')} description={t('bodies.accreditationHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('bodies.name')} required maxLength={100} {...input('name')} />
          <Select
            label={t('bodies.country')}
            searchable
            clearable
            data={countries.data ?? []}
            comboboxProps={{ withinPortal: true }}
            {...input('countryId')}
          />
          <TextInput
            label={t('bodies.accreditationNo')}
            required
            maxLength={50}
            {...input('accreditationNo')}
          />
          <TextInput label={t('bodies.accreditedBy')} required maxLength={100} {...input('accreditedBy')} />
        </SimpleGrid>
        <MultiSelect label={t('bodies.schemes')} required data={schemes} {...input('schemes')} />
        <MultiSelect
          label={t('bodies.categories')}
          description={t('bodies.categoriesHint')}
          searchable
          data={categories}
          {...input('categoryIds')}
        />
        <DateField label={t('bodies.validUntil')} required {...input('accreditationValidUntil')} />
      </FormSection>
      <ProfileFields form={form} />
    </FormPage>
  );
}

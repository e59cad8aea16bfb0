import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { COMPANY_USER_TYPES } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { FormSection, UploadField, useDictionary, type ZodForm } from '../../../kit';
import type { CompanyFormValues } from './companyForm';

// biome-ignore lint/suspicious/noExplicitAny: the schema type does not matter to the fields
type CompanyForm = ZodForm<any, CompanyFormValues>;

/**
 * The fields of a company, shared by registration, the owner's change and the administrator's
 * correction. The kind is fixed to the account's type except for administrators.
 */
export function CompanyFormFields({
  form,
  kindEditable = false,
}: {
  form: CompanyForm;
  kindEditable?: boolean;
}) {
  const { t } = useTranslation('companies');
  const countries = useDictionary('country');
  const introduction = form.values.introduction;

  return (
    <>
      <FormSection title={t('company')} description={t('form.basicDescription')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {kindEditable ? (
            <Select
              label={t('fields.kind')}
              required
              data={COMPANY_USER_TYPES.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              allowDeselect={false}
              {...form.getInputProps('kind')}
            />
          ) : (
            <TextInput
              label={t('fields.kind')}
              value={t(`kinds.${form.values.kind}`)}
              readOnly
              variant="filled"
              description={t('form.kindFixed')}
            />
          )}
          <TextInput label={t('companyName')} required maxLength={100} {...form.getInputProps('name')} />
          <Select
            label={t('country')}
            placeholder={t('form.countryPlaceholder')}
            required
            searchable
            data={countries.data ?? []}
            nothingFoundMessage={t('form.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('countryId')}
          />
          <TextInput
            label={t('fields.registrationNo')}
            description={t('form.registrationNoHint')}
            required
            maxLength={21}
            {...form.getInputProps('registrationNo')}
          />
          <TextInput
            label={t('fields.gln')}
            description={t('form.glnHint')}
            inputMode="numeric"
            maxLength={13}
            {...form.getInputProps('gln')}
          />
          <TextInput
            label={t('fields.legalRepresentative')}
            required
            maxLength={50}
            {...form.getInputProps('legalRepresentative')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('form.contactSection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('fields.contactName')}
            required
            maxLength={50}
            {...form.getInputProps('contactName')}
          />
          <TextInput
            label={t('fields.contactPhone')}
            placeholder={t('form.phonePlaceholder')}
            required
            inputMode="numeric"
            maxLength={11}
            {...form.getInputProps('contactPhone')}
          />
          <TextInput
            label={t('fields.contactEmail')}
            type="email"
            maxLength={254}
            {...form.getInputProps('contactEmail')}
          />
        </SimpleGrid>
        <TextInput label={t('fields.address')} required maxLength={200} {...form.getInputProps('address')} />
        <TextInput
          label={t('fields.productionAddress')}
          description={t('form.productionAddressHint')}
          maxLength={200}
          {...form.getInputProps('productionAddress')}
        />
        <Textarea
          label={t('fields.introduction')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          description={`${introduction.length} / 1000`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('introduction')}
        />
      </FormSection>

      <FormSection title={t('form.documentsSection')} description={t('form.documentsDescription')}>
        <UploadField
          kind="image"
          multiple
          maxFiles={10}
          label={t('fields.licenceFiles')}
          required
          {...form.getInputProps('licenceFiles')}
          value={form.values.licenceFiles}
        />
        <UploadField
          kind="document"
          multiple
          maxFiles={20}
          label={t('fields.documentFiles')}
          description={t('form.documentFilesHint')}
          {...form.getInputProps('documentFiles')}
          value={form.values.documentFiles}
        />
      </FormSection>
    </>
  );
}

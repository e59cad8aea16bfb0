import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormSection, UploadField } from '../../kit';
import type { ProfileValues } from './bodyForm';

/** Contacts, address, introduction and documents of a body. */
export function ProfileFields<V extends ProfileValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation('certBodies');
  const input = (path: keyof ProfileValues) => form.getInputProps(path as never);
  return (
    <FormSection title={t('bodies.contacts')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t('bodies.contactName')} maxLength={50} {...input('contactName')} />
        <TextInput label={t('bodies.contactPhone')} maxLength={20} {...input('contactPhone')} />
        <TextInput label={t('bodies.contactEmail')} maxLength={254} {...input('contactEmail')} />
      </SimpleGrid>
      <TextInput label={t('bodies.address')} maxLength={200} {...input('address')} />
      <Textarea
        label={t('bodies.introduction')}
        autosize
        minRows={3}
        maxLength={2000}
        {...input('introduction')}
      />
      <UploadField
        kind="document"
        multiple
        maxFiles={20}
        label={t('bodies.documents')}
        {...input('documents')}
        value={form.values.documents}
      />
    </FormSection>
  );
}

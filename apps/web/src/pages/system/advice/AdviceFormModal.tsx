import { Textarea, TextInput } from '@mantine/core';
import { type StoredFile, ZAdviceBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { FormModal, UploadField, useApiMutation, useZodForm } from '../../../kit';
import { type Advice, SYS_KEYS } from '../api';
import { blankToNull } from '../components/formValues';

const CONTENT_MAX = 2000;

interface AdviceFormValues extends Record<string, unknown> {
  title: string;
  content: string;
  contact: string;
  images: StoredFile[];
}

const EMPTY: AdviceFormValues = { title: '', content: '', contact: '', images: [] };
const toInput = (values: AdviceFormValues) => ({
  title: values.title,
  content: values.content,
  contact: blankToNull(values.contact),
  images: values.images.map((file) => file.url),
});

/** Sends advice or feedback to the platform, with up to nine pictures. */
export function AdviceFormModal({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (advice: Advice) => void;
}) {
  const { t } = useTranslation('system');
  const form = useZodForm(ZAdviceBody, EMPTY, { toInput });
  const send = useApiMutation<Advice, ReturnType<typeof toInput>>({
    call: (body) => callRouteEnvelope(ROUTES.system.submitAdvice, { body }),
    form,
    invalidate: [SYS_KEYS.advice],
    onSuccess: onSent,
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('advice.sendTitle')}
      onSubmit={form.submit((body) => send.mutateAsync(body))}
      submitting={send.isPending}
      submitLabel={t('advice.submit')}
      formErrors={form.formErrors}
      size="xl"
    >
      <TextInput
        label={t('title')}
        placeholder={t('advice.titlePlaceholder')}
        required
        maxLength={100}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('content')}
        placeholder={t('advice.contentPlaceholder')}
        description={t('advice.contentCount', { length: form.values.content.length, max: CONTENT_MAX })}
        required
        autosize
        minRows={5}
        maxRows={12}
        maxLength={CONTENT_MAX}
        {...form.getInputProps('content')}
      />
      <TextInput
        label={t('contact')}
        description={t('advice.contactHint')}
        maxLength={100}
        {...form.getInputProps('contact')}
      />
      <UploadField
        kind="image"
        multiple
        label={t('pictures')}
        {...form.getInputProps('images')}
        value={form.values.images}
      />
    </FormModal>
  );
}

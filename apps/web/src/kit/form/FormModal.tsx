import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadActivity, useUploadActivity } from '../upload/uploadActivity';
import { FormErrors } from './FormErrors';
import { UploadsWaiting } from './SubmitBar';

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** `form.submit(handler)` from `useZodForm`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  /** Server errors that belong to no field. */
  formErrors?: readonly string[];
  size?: string | number;
  children: ReactNode;
}

/** A short form in a dialog (a handful of fields), with the server's form errors, save and cancel. */
export function FormModal({
  opened,
  onClose,
  title,
  onSubmit,
  submitting,
  submitLabel,
  cancelLabel,
  formErrors = [],
  size = 'lg',
  children,
}: FormModalProps) {
  const { t } = useTranslation('kit');
  const uploads = useUploadActivity();
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!submitting) onClose();
      }}
      title={title}
      size={size}
      radius="md"
      centered
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <UploadActivity.Provider value={uploads.report}>{children}</UploadActivity.Provider>
          <FormErrors messages={formErrors} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <UploadsWaiting uploading={uploads.uploading} />
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {cancelLabel ?? t('cancel')}
            </Button>
            <Button type="submit" loading={submitting || uploads.uploading}>
              {submitLabel ?? t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

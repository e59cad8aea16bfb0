import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AlertCircleIcon, useTexts } from '../../../kit';
import { texts } from '../texts';

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** `form.submit(handler)` from `useZodForm`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting?: boolean;
  submitLabel?: string;
  /** Server errors that belong to no field. */
  formErrors?: readonly string[];
  size?: string | number;
  children: ReactNode;
}

/** A short add/edit form in a dialog (records with a handful of fields), with save and cancel. */
export function FormModal({
  opened,
  onClose,
  title,
  onSubmit,
  submitting,
  submitLabel,
  formErrors = [],
  size = 'lg',
  children,
}: FormModalProps) {
  const t = useTexts(texts);
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
          {children}
          {formErrors.length > 0 ? (
            <Alert color="red" icon={<AlertCircleIcon size={18} />} role="alert">
              {formErrors.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t.common.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel ?? t.common.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

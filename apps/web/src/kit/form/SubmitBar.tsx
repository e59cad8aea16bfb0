import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SubmitBarProps {
  /** The request is under way: the save button spins and nothing can be sent twice. */
  submitting?: boolean;
  submitLabel?: string;
  /** Leave without saving; omitted, no cancel button is shown. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** More buttons, left of cancel (e.g. "save as draft"). */
  extra?: ReactNode;
  disabled?: boolean;
  /** Files of the form are still being sent: the save button waits for them. */
  uploading?: boolean;
}

/** Said beside the save button while the form's files are still being sent. */
export function UploadsWaiting({ uploading }: { uploading?: boolean }) {
  const { t } = useTranslation('kit');
  if (!uploading) return null;
  return (
    <Text size="sm" c="dimmed" role="status" mr="auto">
      {t('upload.waiting')}
    </Text>
  );
}

/** Save and cancel at the foot of a form. */
export function SubmitBar({
  submitting,
  submitLabel,
  onCancel,
  cancelLabel,
  extra,
  disabled,
  uploading,
}: SubmitBarProps) {
  const { t } = useTranslation('kit');
  return (
    <Paper withBorder radius="md" px="lg" py="sm">
      <Group justify="flex-end" gap="sm">
        <UploadsWaiting uploading={uploading} />
        {extra}
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {cancelLabel ?? t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting || uploading} disabled={disabled}>
          {submitLabel ?? t('save')}
        </Button>
      </Group>
    </Paper>
  );
}

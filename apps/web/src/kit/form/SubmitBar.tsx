import { Button, Group, Paper } from '@mantine/core';
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
}

/** Save and cancel at the foot of a form. */
export function SubmitBar({
  submitting,
  submitLabel,
  onCancel,
  cancelLabel,
  extra,
  disabled,
}: SubmitBarProps) {
  const { t } = useTranslation('kit');
  return (
    <Paper withBorder radius="md" px="lg" py="sm">
      <Group justify="flex-end" gap="sm">
        {extra}
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {cancelLabel ?? t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting} disabled={disabled}>
          {submitLabel ?? t('save')}
        </Button>
      </Group>
    </Paper>
  );
}

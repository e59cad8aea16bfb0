import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

const REASON_MAX = 500;

export interface ActionRequest {
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be undone or stops someone (delete, pause, reject). */
  danger?: boolean;
  /** Ask for a reason or remark: `required` (a rejection, a pause), `optional`, or not at all. */
  reason?: 'required' | 'optional';
  reasonLabel?: string;
  reasonPlaceholder?: string;
  /** Runs the change with the reason typed (null when none); a rejection keeps the dialog open. */
  onConfirm: (reason: string | null) => Promise<unknown>;
}

/**
 * Asks before a change that needs a confirmation or a reason (pause, unlink, delete, a listing
 * decision). Returns `ask(request)` and the dialog element to render once in the page.
 */
export function useActionDialog(): [(request: ActionRequest) => void, ReactNode] {
  const { t } = useTranslation('kit');
  const [request, setRequest] = useState<ActionRequest | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const ask = useCallback((next: ActionRequest) => {
    setReason('');
    setError(null);
    setRequest(next);
  }, []);

  const close = () => {
    if (!pending) setRequest(null);
  };

  async function confirm() {
    if (!request) return;
    const text = reason.trim();
    if (request.reason === 'required' && !text) {
      setError(t('dialog.reasonRequired'));
      return;
    }
    setPending(true);
    try {
      await request.onConfirm(request.reason ? text || null : null);
      setRequest(null);
    } catch {
      // The mutation has told the person why; the dialog stays for another try.
    } finally {
      setPending(false);
    }
  }

  const dialog = (
    <Modal
      opened={request !== null}
      onClose={close}
      title={<Text fw={600}>{request?.title}</Text>}
      centered
      size="md"
      radius="md"
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
    >
      <Stack gap="md">
        {request?.message ? (
          <Text size="sm" component="div">
            {request.message}
          </Text>
        ) : null}
        {request?.reason ? (
          <Textarea
            label={request.reasonLabel ?? t('reason')}
            placeholder={request.reasonPlaceholder}
            required={request.reason === 'required'}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            description={`${reason.length} / ${REASON_MAX}`}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            data-autofocus
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button
            color={request?.danger ? 'red' : undefined}
            loading={pending}
            onClick={() => void confirm()}
            data-autofocus={request?.reason ? undefined : true}
          >
            {request?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return [ask, dialog];
}

/** A table row's small red delete button, which asks first through the page's dialog (`ask`). */
export function RowDeleteButton({
  ask,
  label,
  title,
  message,
  onConfirm,
}: {
  ask: (request: ActionRequest) => void;
  label: string;
  title: string;
  message: ReactNode;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      onClick={() => ask({ title, message, confirmLabel: label, danger: true, onConfirm })}
    >
      {label}
    </Button>
  );
}

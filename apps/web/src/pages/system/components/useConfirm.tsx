import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be undone (delete, disable). */
  danger?: boolean;
  /** Runs the change; the dialog closes when it settles (the mutation speaks for the outcome). */
  onConfirm: () => Promise<unknown>;
}

/**
 * Asks before a destructive or far-reaching change. Returns `ask(request)` and the dialog element to
 * render once in the page.
 */
export function useConfirm(): [(request: ConfirmRequest) => void, ReactNode] {
  const { t } = useTranslation('system');
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [pending, setPending] = useState(false);

  const close = useCallback(() => {
    if (!pending) setRequest(null);
  }, [pending]);

  async function confirm() {
    if (!request) return;
    setPending(true);
    try {
      await request.onConfirm();
    } catch {
      // The mutation has told the person why.
    } finally {
      setPending(false);
      setRequest(null);
    }
  }

  const dialog = (
    <Modal
      opened={request !== null}
      onClose={close}
      title={request?.title}
      centered
      size="md"
      radius="md"
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm" component="div">
        {request?.message}
      </Text>
      <Group justify="flex-end" gap="sm" mt="xl">
        <Button variant="default" onClick={close} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button
          color={request?.danger ? 'red' : undefined}
          loading={pending}
          onClick={() => void confirm()}
          data-autofocus
        >
          {request?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );

  return [setRequest, dialog];
}

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ROUTES, shipmentRoutes } from '@trace/contracts';
import { callRouteEnvelope } from '../../../api/call';
import { useTexts, useZodForm } from '../../../kit';
import type { Shipment } from '../api';
import { texts } from '../texts';
import { useReceiptStep } from './steps';

const EMPTY = { reason: '' };

/** The receiver sends a shipment back with the reason (the sender is told). */
export function ReturnDialog({
  shipment,
  onClose,
}: {
  shipment: Pick<Shipment, 'id' | 'shipmentNo' | 'senderName'> | null;
  onClose: () => void;
}) {
  const t = useTexts(texts).returnDialog;
  const cancel = useTexts(texts).common.cancel;
  const form = useZodForm(shipmentRoutes.return.body, EMPTY);
  const close = () => {
    form.reset();
    onClose();
  };
  const send = useReceiptStep<{ reason: string }>({
    call: (body) => callRouteEnvelope(ROUTES.shipments.return, { params: { id: shipment?.id ?? '' }, body }),
    form,
    successMessage: t.done,
    stay: true,
    onSuccess: close,
  });
  return (
    <Modal opened={shipment !== null} onClose={close} title={t.title} size="md" centered>
      <form onSubmit={form.submit((body) => send.mutateAsync(body))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {shipment?.shipmentNo} · {shipment?.senderName}
          </Text>
          <Text size="sm">{t.text}</Text>
          <Textarea
            label={t.reason}
            required
            autosize
            minRows={3}
            maxLength={200}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {cancel}
            </Button>
            <Button type="submit" color="red" loading={send.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

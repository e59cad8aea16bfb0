import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { shipmentRoutes } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useZodForm } from '../../../kit';
import type { Shipment } from '../api';
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
  const { t } = useTranslation('shipments');
  const form = useZodForm(shipmentRoutes.return.body, EMPTY);
  const close = () => {
    form.reset();
    onClose();
  };
  const send = useReceiptStep<{ reason: string }>({
    call: (body) => callRouteEnvelope(ROUTES.shipments.return, { params: { id: shipment?.id ?? '' }, body }),
    form,
    successMessage: t('returnDialog.done'),
    stay: true,
    onSuccess: close,
  });
  return (
    <Modal opened={shipment !== null} onClose={close} title={t('returnDialog.title')} size="md" centered>
      <form onSubmit={form.submit((body) => send.mutateAsync(body))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {shipment?.shipmentNo} · {shipment?.senderName}
          </Text>
          <Text size="sm">{t('returnDialog.text')}</Text>
          <Textarea
            label={t('returnDialog.reason')}
            required
            autosize
            minRows={3}
            maxLength={200}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={send.isPending}>
              {t('returnDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

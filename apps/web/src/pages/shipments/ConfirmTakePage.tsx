import { Alert, Button, Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type RouteBody, shipmentRoutes } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import {
  AlertCircleIcon,
  DetailSections,
  FormPage,
  FormSection,
  MissingRecord,
  useIdParam,
  useZodForm,
} from '../../kit';
import { useFormatCount } from '../labels/format';
import { type Shipment, useShipment } from './api';
import { ReturnDialog } from './components/ReturnDialog';
import { StepUnavailable } from './components/StepUnavailable';
import { useShipmentSections } from './components/shipmentSections';
import { useReceiptStep } from './components/steps';

type Values = { count: number | string; weight: string };
const toInput = (values: Values) => ({
  count: values.count === '' ? undefined : Number(values.count),
  weight: values.weight,
});

function ConfirmForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const format = useFormatCount();
  const sections = useShipmentSections();
  const [returning, setReturning] = useState(false);
  const form = useZodForm(shipmentRoutes.confirm.body, { count: '', weight: '' } as Values, { toInput });
  const confirm = useReceiptStep<RouteBody<typeof ROUTES.shipments.confirm>>({
    call: (body) => callRouteEnvelope(ROUTES.shipments.confirm, { params: { id: shipment.id }, body }),
    form,
    successMessage: shipment.importReceipt ? t('receipt.countDone') : t('receipt.done'),
  });
  const producing = shipment.batches.find((b) => b.status === 'in_production');
  return (
    <>
      <FormPage
        title={shipment.importReceipt ? t('receipt.countTitle') : t('receipt.title')}
        subtitle={`${shipment.shipmentNo} · ${shipment.senderName}`}
        back={`/takeDetails?id=${shipment.id}`}
        onSubmit={form.submit((body) => confirm.mutateAsync(body))}
        submitting={confirm.isPending}
        submitLabel={shipment.importReceipt ? t('receipt.countSubmit') : t('receipt.submit')}
        formErrors={form.formErrors}
        maxWidth={960}
      >
        {producing ? (
          <Alert color="orange" variant="light" icon={<AlertCircleIcon size={18} />}>
            <Text size="sm">{t('detail.inProduction', { batchNo: producing.batchNo })}</Text>
          </Alert>
        ) : null}
        <FormSection
          title={t('detail.counted')}
          description={shipment.importReceipt ? t('receipt.importText') : t('receipt.text')}
        >
          <Text size="sm" data-testid="expected-goods">
            {t('receipt.expected')}:{' '}
            {t('common.items', { count: shipment.labelCount, shown: format(shipment.labelCount) })} ·{' '}
            {t('common.grams', { value: shipment.totalWeight })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t('receipt.count')}
              required
              min={0}
              max={1_000_000}
              allowDecimal={false}
              thousandSeparator=","
              {...form.getInputProps('count')}
            />
            <TextInput
              label={t('receipt.weight')}
              required
              inputMode="decimal"
              {...form.getInputProps('weight')}
            />
          </SimpleGrid>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('receipt.returnInstead')}
            </Text>
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setReturning(true)}>
              {t('received.actions.return')}
            </Button>
          </Group>
        </FormSection>
        <DetailSections sections={sections(shipment)} />
      </FormPage>
      <ReturnDialog shipment={returning ? shipment : null} onClose={() => setReturning(false)} />
    </>
  );
}

/**
 * /confirmTake: the receiver enters the counted quantity and weight; a difference from the shipment
 * is refused ("contents not matching or weight not matching") and the goods may be returned instead.
 * For an import receipt this is the first confirmation.
 */
export default function ConfirmTakePage() {
  const { t } = useTranslation('shipments');
  const id = useIdParam();
  const shipment = useShipment('received', id);
  if (!id) return <MissingRecord title={t('receipt.title')} back="/takerRecord" />;
  if (shipment.data?.actions.includes('confirm')) return <ConfirmForm shipment={shipment.data} />;
  return (
    <StepUnavailable title={t('receipt.title')} shipment={shipment} notice={t('receipt.notAvailable')} />
  );
}

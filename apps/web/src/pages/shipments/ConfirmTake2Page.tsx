import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { DetailSections, FormPage, FormSection, MissingRecord, useIdParam } from '../../kit';
import { type Shipment, useShipment } from './api';
import { StepUnavailable } from './components/StepUnavailable';
import { useShipmentSections } from './components/shipmentSections';
import { useReceiptStep } from './components/steps';

function ConfirmImportForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const sections = useShipmentSections();
  const confirm = useReceiptStep<Record<string, never>>({
    call: (body) => callRouteEnvelope(ROUTES.shipments.confirmImport, { params: { id: shipment.id }, body }),
    successMessage: t('confirmImport.done'),
  });
  return (
    <FormPage
      title={t('confirmImport.title')}
      subtitle={`${shipment.shipmentNo} · ${shipment.senderName}`}
      back={`/takeDetails?id=${shipment.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({});
      }}
      submitting={confirm.isPending}
      submitLabel={t('confirmImport.submit')}
      maxWidth={960}
    >
      <FormSection title={t('confirmImport.title')} description={t('confirmImport.text')}>
        {null}
      </FormSection>
      <DetailSections sections={sections(shipment)} />
    </FormPage>
  );
}

/** /confirmTake2: the second confirmation of an import receipt, after the count and the documents. */
export default function ConfirmTake2Page() {
  const { t } = useTranslation('shipments');
  const id = useIdParam();
  const shipment = useShipment('received', id);
  if (!id) return <MissingRecord title={t('confirmImport.title')} back="/takerRecord" />;
  if (shipment.data?.actions.includes('confirmImport')) return <ConfirmImportForm shipment={shipment.data} />;
  return (
    <StepUnavailable
      title={t('confirmImport.title')}
      shipment={shipment}
      notice={t('confirmImport.notAvailable')}
    />
  );
}

import { ROUTES } from '@trace/contracts';
import { callRouteEnvelope } from '../../api/call';
import { DetailSections, FormPage, FormSection, useTexts } from '../../kit';
import { MissingRecord, useIdParam } from '../label/components/MissingRecord';
import { type Shipment, useShipment } from './api';
import { StepUnavailable } from './components/StepUnavailable';
import { useShipmentSections } from './components/shipmentSections';
import { useReceiptStep } from './components/steps';
import { texts } from './texts';

function ConfirmImportForm({ shipment }: { shipment: Shipment }) {
  const t = useTexts(texts).confirmImport;
  const sections = useShipmentSections();
  const confirm = useReceiptStep<Record<string, never>>({
    call: (body) => callRouteEnvelope(ROUTES.shipments.confirmImport, { params: { id: shipment.id }, body }),
    successMessage: t.done,
  });
  return (
    <FormPage
      title={t.title}
      subtitle={`${shipment.shipmentNo} · ${shipment.senderName}`}
      back={`/takeDetails?id=${shipment.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({});
      }}
      submitting={confirm.isPending}
      submitLabel={t.submit}
      maxWidth={960}
    >
      <FormSection title={t.title} description={t.text}>
        {null}
      </FormSection>
      <DetailSections sections={sections(shipment)} />
    </FormPage>
  );
}

/** /confirmTake2: the second confirmation of an import receipt, after the count and the documents. */
export default function ConfirmTake2Page() {
  const t = useTexts(texts).confirmImport;
  const id = useIdParam();
  const shipment = useShipment('received', id);
  if (!id) return <MissingRecord title={t.title} back="/takerRecord" />;
  if (shipment.data?.actions.includes('confirmImport')) return <ConfirmImportForm shipment={shipment.data} />;
  return <StepUnavailable title={t.title} shipment={shipment} notice={t.notAvailable} />;
}

import { Textarea, TextInput } from '@mantine/core';
import { ROUTES, type StoredFile, shipmentRoutes } from '@trace/contracts';
import { callRouteEnvelope } from '../../api/call';
import { DetailSections, FormPage, FormSection, UploadField, useTexts, useZodForm } from '../../kit';
import { MissingRecord, useIdParam } from '../label/components/MissingRecord';
import { type Shipment, useShipment } from './api';
import { StepUnavailable } from './components/StepUnavailable';
import { useShipmentSections } from './components/shipmentSections';
import { useReceiptStep } from './components/steps';
import { texts } from './texts';

type Values = { declarationNo: string; files: StoredFile[]; remark: string };
const toInput = (values: Values) => ({
  declarationNo: values.declarationNo,
  files: values.files.map((file) => file.url),
  remark: values.remark.trim() === '' ? null : values.remark,
});

function DocumentsForm({ shipment }: { shipment: Shipment }) {
  const t = useTexts(texts);
  const d = t.documents;
  const sections = useShipmentSections();
  const form = useZodForm(
    shipmentRoutes.completeDocuments.body,
    {
      declarationNo: shipment.declarationNo ?? '',
      files: [],
      remark: shipment.documentsRemark ?? '',
    } as Values,
    { toInput },
  );
  const save = useReceiptStep<ReturnType<typeof toInput>>({
    call: (body) =>
      callRouteEnvelope(ROUTES.shipments.completeDocuments, { params: { id: shipment.id }, body }),
    form,
    successMessage: d.done,
  });
  return (
    <FormPage
      title={d.title}
      subtitle={`${shipment.shipmentNo} · ${shipment.senderName}`}
      back={`/takeDetails?id=${shipment.id}`}
      onSubmit={form.submit((body) => save.mutateAsync(body as ReturnType<typeof toInput>))}
      submitting={save.isPending}
      submitLabel={d.submit}
      formErrors={form.formErrors}
      maxWidth={960}
    >
      <FormSection title={t.detail.importSection} description={d.text}>
        <TextInput
          label={d.declarationNo}
          description={d.declarationHint}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          maxLength={40}
          maw={360}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('declarationNo')}
        />
        <UploadField
          kind="document"
          multiple
          maxFiles={20}
          required
          label={d.files}
          {...form.getInputProps('files')}
          value={form.values.files}
        />
        <Textarea label={d.remark} autosize minRows={2} maxLength={200} {...form.getInputProps('remark')} />
      </FormSection>
      <DetailSections sections={sections(shipment)} />
    </FormPage>
  );
}

/**
 * /perfectDocuments: the receiver completes the customs and import documents of a receipt (needed
 * before the second confirmation of an import receipt).
 */
export default function PerfectDocumentsPage() {
  const t = useTexts(texts).documents;
  const id = useIdParam();
  const shipment = useShipment('received', id);
  if (!id) return <MissingRecord title={t.title} back="/takerRecord" />;
  if (shipment.data?.actions.includes('completeDocuments')) return <DocumentsForm shipment={shipment.data} />;
  return <StepUnavailable title={t.title} shipment={shipment} notice={t.notAvailable} />;
}

import { Textarea, TextInput } from '@mantine/core';
import { type StoredFile, shipmentRoutes } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import {
  DetailSections,
  FormPage,
  FormSection,
  MissingRecord,
  UploadField,
  useIdParam,
  useZodForm,
} from '../../kit';
import { type Shipment, useShipment } from './api';
import { StepUnavailable } from './components/StepUnavailable';
import { useShipmentSections } from './components/shipmentSections';
import { useReceiptStep } from './components/steps';

type Values = { declarationNo: string; files: StoredFile[]; remark: string };
const toInput = (values: Values) => ({
  declarationNo: values.declarationNo,
  files: values.files.map((file) => file.url),
  remark: values.remark.trim() === '' ? null : values.remark,
});

function DocumentsForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
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
    successMessage: t('documents.done'),
  });
  return (
    <FormPage
      title={t('documents.title')}
      subtitle={`${shipment.shipmentNo} · ${shipment.senderName}`}
      back={`/takeDetails?id=${shipment.id}`}
      onSubmit={form.submit((body) => save.mutateAsync(body as ReturnType<typeof toInput>))}
      submitting={save.isPending}
      submitLabel={t('documents.submit')}
      formErrors={form.formErrors}
      maxWidth={960}
    >
      <FormSection title={t('detail.importSection')} description={t('documents.text')}>
        <TextInput
          label={t('documents.declarationNo')}
          description={t('documents.declarationHint')}
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
          label={t('documents.files')}
          {...form.getInputProps('files')}
          value={form.values.files}
        />
        <Textarea
          label={t('remark')}
          autosize
          minRows={2}
          maxLength={200}
          {...form.getInputProps('remark')}
        />
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
  const { t } = useTranslation('shipments');
  const id = useIdParam();
  const shipment = useShipment('received', id);
  if (!id) return <MissingRecord title={t('documents.title')} back="/takerRecord" />;
  if (shipment.data?.actions.includes('completeDocuments')) return <DocumentsForm shipment={shipment.data} />;
  return (
    <StepUnavailable title={t('documents.title')} shipment={shipment} notice={t('documents.notAvailable')} />
  );
}

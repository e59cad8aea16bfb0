import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { labelOrderRoutes, type StoredFile } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  DetailSections,
  FormPage,
  FormSection,
  MissingRecord,
  PageHeader,
  UploadField,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { type LabelOrder, useOrder } from '../api';
import { OrderStatusBadges, useOrderSections } from '../components/orderSections';
import { orderPage, useOrderStep } from '../components/useOrderStep';

const LIST = '/applyLabel';

type ReceiptValues = { pictures: StoredFile[]; documents: StoredFile[] };
const EMPTY: ReceiptValues = { pictures: [], documents: [] };
const toBody = (values: ReceiptValues) => ({
  files: [...values.pictures, ...values.documents].map((file) => file.url),
});
// The receipt may be pictures or a PDF; a missing receipt is shown under the pictures.
const fieldOf = (path: string) => (path.startsWith('files') ? 'pictures' : path);

function ReceiptForm({ order }: { order: LabelOrder }) {
  const { t } = useTranslation('labels');
  const sections = useOrderSections();
  const form = useZodForm(labelOrderRoutes.uploadReceipt.body, EMPTY, { toInput: toBody, fieldOf });
  const upload = useOrderStep<ReturnType<typeof toBody>>({
    call: (body) => callRouteEnvelope(ROUTES.labelOrders.uploadReceipt, { params: { id: order.id }, body }),
    form,
    successMessage: t('receipt.submitted'),
    goTo: orderPage,
  });
  return (
    <FormPage
      title={t('receipt.title')}
      subtitle={order.orderNo}
      back={LIST}
      onSubmit={form.submit((body) => upload.mutateAsync(body))}
      submitting={upload.isPending}
      submitLabel={t('receipt.submit')}
      formErrors={form.formErrors}
      maxWidth={960}
    >
      {order.paymentStatus === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          icon={<AlertCircleIcon size={18} />}
          title={t('receipt.refusedTitle')}
        >
          {order.paymentRemark}
        </Alert>
      ) : null}
      <DetailSections sections={sections(order, ['order'])} />
      <FormSection title={t('paymentReceipt')} description={t('receipt.hint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <UploadField
            kind="image"
            multiple
            maxFiles={6}
            label={t('receipt.pictures')}
            {...form.getInputProps('pictures')}
            value={form.values.pictures}
          />
          <UploadField
            kind="document"
            multiple
            maxFiles={4}
            label={t('receipt.documents')}
            {...form.getInputProps('documents')}
            value={form.values.documents}
          />
        </SimpleGrid>
      </FormSection>
    </FormPage>
  );
}

/** /uploadPaymentReceipt: the company sends the receipt of an approved order; delivery is due 15 working days later. */
export default function UploadReceiptPage() {
  const { t } = useTranslation('labels');
  const id = useIdParam();
  const navigate = useNavigate();
  const order = useOrder(id);
  const sections = useOrderSections();
  if (!id) return <MissingRecord title={t('receipt.title')} back={LIST} />;
  const data = order.data;
  if (data?.actions.includes('uploadReceipt')) return <ReceiptForm order={data} />;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('receipt.title')}
        back={LIST}
        subtitle={data?.orderNo}
        badge={data ? <OrderStatusBadges order={data} /> : undefined}
      />
      {order.isError ? (
        <LoadFailed error={order.error} onRetry={() => void order.refetch()} />
      ) : !data ? (
        <DetailSkeleton />
      ) : (
        <>
          <Alert color="gray" variant="light" icon={<AlertCircleIcon size={18} />}>
            {t('receipt.notNow')}
            <Button variant="default" size="xs" ml="md" onClick={() => navigate(`/detailPage?id=${data.id}`)}>
              {t('view')}
            </Button>
          </Alert>
          <DetailSections sections={sections(data, ['order', 'review'])} />
        </>
      )}
    </Stack>
  );
}

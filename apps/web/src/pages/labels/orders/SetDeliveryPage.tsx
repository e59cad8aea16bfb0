import { Alert, Autocomplete, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { labelOrderRoutes, type RouteBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AlertCircleIcon,
  DetailSections,
  DownloadIcon,
  FormPage,
  FormSection,
  MissingRecord,
  PageHeader,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { type LabelOrder, orderCsvName, orderCsvPath, useDownload, useOrder } from '../api';
import { CARRIER_SUGGESTIONS } from '../carriers';
import { DateField, dayToIso, today } from '../components/DateField';
import { GenerationProgress } from '../components/GenerationProgress';
import { TruckIcon } from '../components/labelIcons';
import { OrderStatusBadges, useOrderSections } from '../components/orderSections';
import { orderPage, useOrderStep } from '../components/useOrderStep';
import { isOrderGenerating } from '../rules';

const LIST = '/applyLabel';

type DeliveryValues = { carrier: string; trackingNo: string; deliveryDate: string | null };
const toBody = (values: DeliveryValues) => ({
  carrier: values.carrier,
  trackingNo: values.trackingNo,
  deliveryDate: dayToIso(values.deliveryDate),
});

/** The label data of the order, ready to download for printing. */
function LabelData({ order }: { order: LabelOrder }) {
  const { t } = useTranslation('labels');
  const { download, pending } = useDownload();
  return (
    <FormSection title={t('delivery.dataSection')} description={t('delivery.dataHint')}>
      <Group justify="space-between" align="flex-end" gap="lg">
        {order.generationStatus ? (
          <div style={{ flex: 1, maxWidth: 420 }}>
            <GenerationProgress
              status={order.generationStatus}
              progress={order.generationProgress}
              generated={order.generationStatus === 'generated' ? order.count : 0}
              total={order.count}
            />
          </div>
        ) : null}
        <Button
          variant="light"
          leftSection={<DownloadIcon size={16} />}
          loading={pending !== null}
          disabled={!order.actions.includes('download')}
          onClick={() => void download(orderCsvPath(order), orderCsvName(order))}
        >
          {t('common.downloadLabels')}
        </Button>
      </Group>
    </FormSection>
  );
}

function DeliveryForm({ order }: { order: LabelOrder }) {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const sections = useOrderSections();
  const form = useZodForm(
    labelOrderRoutes.setDelivery.body,
    { carrier: '', trackingNo: '', deliveryDate: today() } as DeliveryValues,
    { toInput: toBody },
  );
  const ship = useOrderStep<RouteBody<typeof ROUTES.labelOrders.setDelivery>>({
    call: (body) => callRouteEnvelope(ROUTES.labelOrders.setDelivery, { params: { id: order.id }, body }),
    form,
    successMessage: t('delivery.done'),
    goTo: orderPage,
  });
  const tracking = form.getInputProps('trackingNo');
  return (
    <FormPage
      title={t('delivery.title')}
      subtitle={`${order.orderNo} · ${order.corpName}`}
      back={LIST}
      onSubmit={form.submit((body) => ship.mutateAsync(body))}
      submitting={ship.isPending}
      submitLabel={t('delivery.submit')}
      formErrors={form.formErrors}
      maxWidth={960}
    >
      <DetailSections sections={sections(order, ['order', 'address'])} />
      <LabelData order={order} />
      <FormSection title={t('delivery.shipmentSection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Autocomplete
            label={t('delivery.carrier')}
            placeholder={t('delivery.carrierPlaceholder')}
            required
            maxLength={50}
            data={[...CARRIER_SUGGESTIONS[language]]}
            leftSection={<TruckIcon size={16} />}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('carrier')}
          />
          <TextInput
            label={t('delivery.trackingNo')}
            placeholder={t('delivery.trackingNoPlaceholder')}
            description={t('delivery.trackingNoRule')}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            required
            maxLength={40}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...tracking}
            // Only the characters a tracking number may hold can be typed; the schema checks the length.
            onChange={(event) => tracking.onChange(event.currentTarget.value.replace(/[^A-Za-z0-9-]/g, ''))}
            error={tracking.error ? t('delivery.trackingNoRule') : undefined}
          />
        </SimpleGrid>
        <DateField
          label={t('delivery.date')}
          required
          maxDate={today()}
          {...form.getInputProps('deliveryDate')}
          value={form.values.deliveryDate}
        />
      </FormSection>
    </FormPage>
  );
}

/** /setDelivery: the printing factory downloads the label data and records the shipment (carrier, number, date). */
export default function SetDeliveryPage() {
  const { t } = useTranslation('labels');
  const id = useIdParam();
  const order = useOrder(id);
  const sections = useOrderSections();
  if (!id) return <MissingRecord title={t('delivery.title')} back={LIST} />;
  const data = order.data;
  if (data?.actions.includes('setDelivery')) return <DeliveryForm order={data} />;
  const notice = !data
    ? null
    : data.status === 'delivered'
      ? t('delivery.alreadyDelivered')
      : isOrderGenerating(data)
        ? t('delivery.waiting')
        : t('delivery.notYours');
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('delivery.title')}
        back={LIST}
        subtitle={data ? `${data.orderNo} · ${data.corpName}` : undefined}
        badge={data ? <OrderStatusBadges order={data} /> : undefined}
      />
      {order.isError ? (
        <LoadFailed error={order.error} onRetry={() => void order.refetch()} />
      ) : !data ? (
        <DetailSkeleton />
      ) : (
        <>
          <Alert
            color={data.status === 'delivered' ? 'teal' : 'blue'}
            variant="light"
            icon={<AlertCircleIcon size={18} />}
          >
            <Text size="sm">{notice}</Text>
          </Alert>
          {isOrderGenerating(data) ? <LabelData order={data} /> : null}
          <DetailSections sections={sections(data, ['order', 'production', 'address'])} />
        </>
      )}
    </Stack>
  );
}

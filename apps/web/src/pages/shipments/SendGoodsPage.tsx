import { Alert, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type RouteBody, type StoredFile, shipmentRoutes } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { ApiError } from '../../api/client';
import { ROUTES } from '../../api/routes';
import {
  AlertCircleIcon,
  DetailSections,
  FormPage,
  FormSection,
  MissingRecord,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../kit';
import { SHIPMENT_KEYS, type Shipment, useShipment } from './api';
import {
  emptyShipping,
  parseCodes,
  ShippingFields,
  type ShippingValues,
  shippingInput,
} from './components/ShippingFields';
import { StepUnavailable } from './components/StepUnavailable';
import { useShipmentSections } from './components/shipmentSections';

type Values = ShippingValues & { scope: 'all' | 'some'; codesText: string };
const toInput = (values: Values) => ({
  ...shippingInput(values),
  codes: values.scope === 'some' ? parseCodes(values.codesText) : [],
});
const fieldOf = (path: string) => (path === 'codes' || path.startsWith('codes.') ? 'codesText' : path);

function ForwardForm({ source }: { source: Shipment }) {
  const { t } = useTranslation('shipments');
  const navigate = useNavigate();
  const sections = useShipmentSections();
  const [refused, setRefused] = useState<{ title: string; items: string[] } | null>(null);
  const form = useZodForm(
    shipmentRoutes.forward.body,
    { ...emptyShipping(), scope: 'all', codesText: '' } as Values,
    { toInput, fieldOf },
  );
  const forward = useApiMutation<Shipment, RouteBody<typeof ROUTES.shipments.forward>>({
    call: (body) => callRouteEnvelope(ROUTES.shipments.forward, { params: { id: source.id }, body }),
    invalidate: [SHIPMENT_KEYS.all],
    successMessage: t('send.done'),
    onSuccess: (shipment) => navigate(`/sendDetails?id=${shipment.id}`, { replace: true }),
  });
  const submit = form.submit(async (body) => {
    setRefused(null);
    try {
      await forward.mutateAsync(body);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.errors.length > 0 &&
        error.errors.every((e) => e.path === 'codes')
      ) {
        setRefused({ title: error.msg, items: error.errors.map((e) => e.message) });
        return;
      }
      throw error;
    }
  });
  return (
    <FormPage
      title={t('send.forwardTitle')}
      subtitle={`${source.shipmentNo} · ${source.senderName}`}
      back={`/takeDetails?id=${source.id}`}
      onSubmit={submit}
      submitting={forward.isPending}
      submitLabel={t('ship')}
      formErrors={form.formErrors}
      maxWidth={960}
    >
      <DetailSections sections={sections(source).slice(0, 1)} />
      <FormSection
        title={t('send.goodsSection')}
        description={t('send.forwardHint', { no: source.shipmentNo })}
      >
        <Radio.Group
          value={form.values.scope}
          onChange={(v) => form.setFieldValue('scope', v as Values['scope'])}
        >
          <Stack gap="xs">
            <Radio value="all" label={t('send.forwardAll')} />
            <Radio value="some" label={t('send.forwardSome')} />
          </Stack>
        </Radio.Group>
        {form.values.scope === 'some' ? (
          <Textarea
            label={t('labelCodes')}
            placeholder={t('send.codesPlaceholder')}
            autosize
            minRows={3}
            maxRows={10}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('codesText')}
          />
        ) : null}
        {refused ? (
          <Alert color="red" variant="light" icon={<AlertCircleIcon size={18} />} title={refused.title}>
            <Stack gap={2}>
              {refused.items.map((item) => (
                <Text key={item} size="sm">
                  {item}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
      </FormSection>
      <ShippingFields
        inputProps={(path) => form.getInputProps(path as never)}
        values={form.values as { shippingDate: string | null; documents: StoredFile[] }}
      />
    </FormPage>
  );
}

/** /sendGoods: the receiver ships goods of a receipt on to one of its own partners. */
export default function SendGoodsPage() {
  const { t } = useTranslation('shipments');
  const id = useIdParam();
  const source = useShipment('received', id);
  if (!id) return <MissingRecord title={t('send.forwardTitle')} back="/takerRecord" />;
  if (source.data?.actions.includes('forward')) return <ForwardForm source={source.data} />;
  return (
    <StepUnavailable title={t('send.forwardTitle')} shipment={source} notice={t('receipt.notAvailable')} />
  );
}

import { Alert, Button, Card, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { usePrintingFactoryLookup } from '../../../api/lookups';
import { ROUTES } from '../../../api/routes';
import { AlertCircleIcon, CheckIcon, CloseIcon, DetailPage, MissingRecord, useIdParam } from '../../../kit';
import { type LabelOrder, useOrder } from '../api';
import { PrinterIcon } from '../components/labelIcons';
import { OrderStatusBadges, useOrderSections } from '../components/orderSections';
import { useOrderStep } from '../components/useOrderStep';

const LIST = '/applyLabel';
const REMARK_MAX = 500;

type PaymentDecision =
  | { decision: 'approve'; printingFactoryId: string; remark: string | null }
  | { decision: 'reject'; remark: string };

/** Accept the payment handing the order to a printing factory, or refuse the receipt with the reason. */
function PaymentDecisionCard({ order }: { order: LabelOrder }) {
  const { t: p } = useTranslation('labels');
  const factories = usePrintingFactoryLookup();
  const [factory, setFactory] = useState<string | null>(order.printingFactoryId);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<{ factory?: string; remark?: string }>({});
  const decide = useOrderStep<PaymentDecision>({
    call: (variables) => {
      const params = { id: order.id };
      if (variables.decision === 'approve') {
        const { decision: _decision, ...body } = variables;
        return callRouteEnvelope(ROUTES.labelOrders.approvePayment, { params, body });
      }
      const { decision: _decision, ...body } = variables;
      return callRouteEnvelope(ROUTES.labelOrders.rejectPayment, { params, body });
    },
    successMessage: ({ decision }) =>
      decision === 'approve' ? p('payment.approved') : p('payment.rejected'),
    goTo: (answer) => (answer.status === 'paid' ? `/detailPage?id=${answer.id}` : LIST),
  });

  const submit = (decision: PaymentDecision['decision']) => {
    const text = remark.trim();
    if (decision === 'approve' && !factory)
      return setErrors({ factory: p('payment.printingFactoryRequired') });
    if (decision === 'reject' && !text) return setErrors({ remark: p('payment.remarkRequired') });
    setErrors({});
    decide.mutate(
      decision === 'approve'
        ? { decision, printingFactoryId: factory!, remark: text || null }
        : { decision, remark: text },
    );
  };
  const pending = decide.isPending ? decide.variables?.decision : undefined;

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="md">
        {p('payment.decision')}
      </Title>
      <Stack gap="md">
        <Select
          label={p('printingFactory')}
          placeholder={p('payment.printingFactoryPlaceholder')}
          description={p('payment.printingFactoryHint')}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          leftSection={<PrinterIcon size={16} />}
          data={factories.data ?? []}
          disabled={factories.isPending}
          nothingFoundMessage={p('payment.noFactories')}
          searchable
          maw={480}
          value={factory}
          onChange={(value) => {
            setFactory(value);
            setErrors({});
          }}
          error={errors.factory}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={p('remark')}
          placeholder={p('payment.remarkPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REMARK_MAX}
          value={remark}
          onChange={(event) => {
            setRemark(event.currentTarget.value);
            setErrors({});
          }}
          error={errors.remark}
          description={`${remark.length} / ${REMARK_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="outline"
            color="red"
            leftSection={<CloseIcon size={16} />}
            loading={pending === 'reject'}
            disabled={decide.isPending}
            onClick={() => submit('reject')}
          >
            {p('payment.reject')}
          </Button>
          <Button
            leftSection={<CheckIcon size={16} />}
            loading={pending === 'approve'}
            disabled={decide.isPending}
            onClick={() => submit('approve')}
          >
            {p('payment.approve')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /paymentReview: the payment reviewer checks the receipt and hands the order to a printing factory. */
export default function PaymentReviewPage() {
  const { t } = useTranslation('labels');
  const id = useIdParam();
  const order = useOrder(id);
  const sections = useOrderSections();
  if (!id) return <MissingRecord title={t('payment.title')} back={LIST} />;
  return (
    <DetailPage
      title={t('payment.title')}
      back={LIST}
      query={order}
      subtitle={(data) => `${data.orderNo} · ${data.corpName}`}
      badge={(data) => <OrderStatusBadges order={data} />}
      sections={(data) => sections(data, ['order', 'documents', 'review', 'address'])}
    >
      {(data) =>
        data.actions.includes('approvePayment') ? (
          <PaymentDecisionCard order={data} />
        ) : (
          <Alert color="gray" variant="light" icon={<AlertCircleIcon size={18} />}>
            {t('payment.decided')}
          </Alert>
        )
      }
    </DetailPage>
  );
}

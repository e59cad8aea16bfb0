import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { AlertCircleIcon, AuditPage, type Decision, MissingRecord, useIdParam } from '../../../kit';
import { useOrder } from '../api';
import { OrderActions } from '../components/OrderActions';
import { OrderStatusBadges, useOrderSections } from '../components/orderSections';
import { useOrderStep } from '../components/useOrderStep';

const LIST = '/applyLabel';

/** /labelAudit: the reviewer reads the application and its document, then approves or rejects with a reason. */
export default function LabelAuditPage() {
  const { t } = useTranslation('labels');
  const id = useIdParam();
  const order = useOrder(id);
  const sections = useOrderSections();
  const decide = useOrderStep<{ decision: Decision; remark: string }>({
    call: ({ decision, remark }) =>
      callRouteEnvelope(ROUTES.labelOrders[decision], {
        params: { id: id ?? '' },
        body: { remark: remark || null },
      }),
    successMessage: ({ decision }) => (decision === 'approve' ? t('audit.approved') : t('audit.rejected')),
    goTo: () => LIST,
  });

  if (!id) return <MissingRecord title={t('audit.title')} back={LIST} />;
  return (
    <AuditPage
      title={t('audit.title')}
      back={LIST}
      query={order}
      subtitle={(data) => `${data.orderNo} · ${data.corpName}`}
      badge={(data) => <OrderStatusBadges order={data} />}
      actions={(data) => <OrderActions order={{ ...data, actions: [] }} />}
      sections={(data) => [
        ...(data.actions.includes('approve')
          ? []
          : [
              {
                content: (
                  <Alert color="gray" variant="light" icon={<AlertCircleIcon size={18} />}>
                    {t('audit.decided')}
                  </Alert>
                ),
              },
            ]),
        ...sections(data, ['order', 'documents', 'address']),
      ]}
      onDecide={(decision, remark) => decide.mutateAsync({ decision, remark })}
    />
  );
}
